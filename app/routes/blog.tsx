import { useTranslation } from "~/i18n/use-translation";
import { data, useSearchParams } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { BlogListView } from "~/features/blog/blog-list-view";
import { pageStatus, readList } from "~/features/lists/list-result";
import { ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { Article } from "../../contracts/lists";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  const articles = await readList<Article>(context.fetchApi, "/api/articles");
  return data({ articles }, pageStatus(articles));
}

export const meta = pageMeta("blog", "list");

export default function BlogPage({ loaderData: { articles } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageBanner copy={t("list.banner", { returnObjects: true })} action={{ to: "#articles" }} />
      <div id="articles" className="container-page py-16 sm:py-24">
        {articles.status === "ok" ? (
          <BlogListView articles={articles.items} requestedPage={searchParams.get("page")} />
        ) : (
          <ListMessage retry>{t("listView.error")}</ListMessage>
        )}
      </div>
    </>
  );
}
