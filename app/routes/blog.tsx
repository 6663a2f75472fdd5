import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { BlogListView } from "~/features/blog/blog-list-view";
import { pageStatus, readOne } from "~/features/lists/list-result";
import { ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { ArticlesPage } from "../../contracts/lists";
import type { Route } from "./+types/blog";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Only this page's articles (`/api/articles/page/{n}`), however many the blog has.
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 100_000) : 1;
  const articles = await readOne<ArticlesPage>(context.fetchApi, `/api/articles/page/${page}`);
  return data({ articles }, pageStatus(articles));
}

export const meta = pageMeta("blog", "list");

export default function BlogPage({ loaderData: { articles } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  return (
    <>
      <PageBanner copy={t("list.banner", { returnObjects: true })} action={{ to: "#articles" }} />
      <div id="articles" className="container-page py-16 sm:py-24">
        {articles.status === "ok" ? <BlogListView page={articles.value} /> : <ListMessage retry>{t("listView.error")}</ListMessage>}
      </div>
    </>
  );
}
