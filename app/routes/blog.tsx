import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, useSearchParams } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { BlogListView } from "~/features/blog/blog-list-view";
import { fetchFromBrowser, type ListResult, readList } from "~/features/lists/list-result";
import { ListLoading, ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { Article } from "../../contracts/lists";
import type { Route } from "./+types/blog";

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await readList<Article>(context.fetchApi, "/api/articles") };
}

export function clientLoader() {
  return { articles: readList<Article>(fetchFromBrowser, "/api/articles") };
}

export const meta = pageMeta("blog", "list");

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageBanner namespace="blog" page="list" action={{ to: "#articles" }} />
      <div id="articles" className="container-page py-16 sm:py-24">
        <Suspense fallback={<ListLoading label={t("listView.loading")} />}>
          <Await resolve={loaderData.articles as ListResult<Article> | Promise<ListResult<Article>>}>
            {(result) =>
              result.status === "ok" ? (
                <BlogListView articles={result.items} requestedPage={searchParams.get("page")} />
              ) : (
                <ListMessage retry>{t("listView.error")}</ListMessage>
              )
            }
          </Await>
        </Suspense>
      </div>
    </>
  );
}
