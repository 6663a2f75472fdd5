import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, useSearchParams } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { BLOG_CARD_TEXT_LENGTH, BlogListView } from "~/features/blog/blog-list-view";
import { snippet } from "~/features/blog/text";
import { fetchFromBrowser, type ListResult, readList } from "~/features/lists/list-result";
import { ListLoading, ListMessage } from "~/features/lists/list-states";
import { pageMeta } from "~/features/seo/page-meta";
import type { Article } from "../../contracts/lists";
import type { Route } from "./+types/blog";

/** The list shows each article's snippet: the page carries no more of its body, in either language. */
function asCards(list: ListResult<Article>): ListResult<Article> {
  if (list.status !== "ok") return list;
  return {
    status: "ok",
    items: list.items.map((article) => ({
      ...article,
      Article_body: snippet(article.Article_body, BLOG_CARD_TEXT_LENGTH),
      Article_body_EN: snippet(article.Article_body_EN, BLOG_CARD_TEXT_LENGTH),
    })),
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: asCards(await readList<Article>(context.fetchApi, "/api/articles")) };
}

export function clientLoader() {
  return { articles: readList<Article>(fetchFromBrowser, "/api/articles").then(asCards) };
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
