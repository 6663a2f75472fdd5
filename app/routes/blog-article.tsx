import { FileQuestion } from "~/components/icons";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, data } from "react-router";
import { ArticleView, LATEST_NEWS_SNIPPET_LENGTH, latestNews, type PositionedArticle } from "~/features/blog/article-view";
import { sanitizeArticleHtml } from "~/features/blog/sanitize.server";
import { snippet } from "~/features/blog/text";
import { NotFound } from "~/features/errors/not-found";
import { fetchFromBrowser, type ListResult, readList } from "~/features/lists/list-result";
import { ListLoading, ListMessage } from "~/features/lists/list-states";
import { buildMeta, rootData } from "~/features/seo/page-meta";
import type { Article } from "../../contracts/lists";
import type { Route } from "./+types/blog-article";

type ArticlePage =
  | { status: "ok"; article: Article; position: number; others: PositionedArticle[] }
  | { status: "error" }
  | { status: "not-found" };

/** The id is the article's 1-based position in the list. */
function positionOf(id: string): number | null {
  if (!/^\d{1,6}$/.test(id)) return null;
  const position = Number(id);
  return position >= 1 ? position : null;
}

/** Other articles travel as their snippets only: the page needs no more of them. */
function trimmed(entries: PositionedArticle[]): PositionedArticle[] {
  return entries.map(({ article, position }) => ({
    position,
    article: {
      ...article,
      Article_body: snippet(article.Article_body, LATEST_NEWS_SNIPPET_LENGTH),
      Article_body_EN: snippet(article.Article_body_EN, LATEST_NEWS_SNIPPET_LENGTH),
    },
  }));
}

function articlePage(list: ListResult<Article>, position: number | null): ArticlePage {
  if (list.status !== "ok") return { status: "error" };
  const article = position === null ? undefined : list.items[position - 1];
  if (!article || position === null) return { status: "not-found" };
  return { status: "ok", article, position, others: trimmed(latestNews(list.items, position)) };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const position = positionOf(params.id);
  if (position === null) throw data(null, { status: 404 });
  const page = articlePage(await readList<Article>(context.fetchApi, "/api/articles"), position);
  if (page.status === "not-found") throw data(null, { status: 404 });
  if (page.status === "ok") {
    page.article = {
      ...page.article,
      Article_body: sanitizeArticleHtml(page.article.Article_body),
      Article_body_EN: sanitizeArticleHtml(page.article.Article_body_EN),
    };
  }
  return { page };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const position = positionOf(params.id);
  return { page: readList<Article>(fetchFromBrowser, "/api/articles").then((list) => articlePage(list, position)) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const root = rootData(matches);
  const page = loaderData?.page as ArticlePage | Promise<ArticlePage> | undefined;
  const language = root?.language ?? "es";
  const fallback = (root?.resources.blog as { article?: { meta?: { title: string; description: string } } } | undefined)?.article?.meta;
  if (page && !(page instanceof Promise) && page.status === "ok") {
    const title = language === "en" ? page.article.Article_Name_EN : page.article.Article_Name;
    const description = snippet(language === "en" ? page.article.Article_body_EN : page.article.Article_body, 155);
    return buildMeta(root, location.pathname, { title, description });
  }
  return buildMeta(root, location.pathname, fallback);
};

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  return (
    <Suspense fallback={<ListLoading label={t("articleView.loading")} />}>
      <Await resolve={loaderData.page as ArticlePage | Promise<ArticlePage>}>
        {(page) => {
          if (page.status === "ok")
            return <ArticleView key={page.position} article={page.article} position={page.position} others={page.others} />;
          if (page.status === "not-found") return <NotFound />;
          return (
            <div className="container-page py-20">
              <h1 className="sr-only">{t("article.banner.title")}</h1>
              <ListMessage retry icon={<FileQuestion aria-hidden="true" className="size-10 text-accent-700" />}>
                {t("articleView.error")}
              </ListMessage>
            </div>
          );
        }}
      </Await>
    </Suspense>
  );
}
