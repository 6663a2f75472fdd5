import { FileQuestion } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { ArticleView, LATEST_NEWS_COUNT, type PositionedArticle } from "~/features/blog/article-view";
import { snippet } from "~/features/blog/text";
import { pageStatus, readOne } from "~/features/lists/list-result";
import { ListMessage } from "~/features/lists/list-states";
import { buildMeta, rootData } from "~/features/seo/page-meta";
import type { Article, ArticleAt } from "../../contracts/lists";
import type { Route } from "./+types/blog-article";

type ArticlePage = { status: "ok"; article: Article; position: number; others: PositionedArticle[] } | { status: "error" };

/** The id is the article's 1-based position in the list. */
function positionOf(id: string): number | null {
  if (!/^\d{1,6}$/.test(id)) return null;
  const position = Number(id);
  return position >= 1 ? position : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const position = positionOf(params.id);
  if (position === null) throw data(null, { status: 404 });
  // Only this article and the latest others (`/api/articles/{position}`), however many the blog has.
  const found = await readOne<ArticleAt>(context.fetchApi, `/api/articles/${position}`);
  if (found.status === "missing") throw data(null, { status: 404 });
  if (found.status !== "ok") return data({ page: { status: "error" } as ArticlePage }, pageStatus(found));
  const page: ArticlePage = {
    status: "ok",
    // Its HTML was sanitised where it entered the site: on import and from the company's list endpoint
    // (server/content/sanitize-html.ts, the site's one policy).
    article: found.value.article,
    position,
    others: found.value.latest.slice(0, LATEST_NEWS_COUNT),
  };
  return data({ page }, pageStatus(page));
}

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  const root = rootData(matches);
  const page = loaderData?.page;
  const language = root?.language ?? "es";
  const fallback = (root?.resources.blog as { article?: { meta?: { title: string; description: string } } } | undefined)?.article?.meta;
  if (page?.status === "ok") {
    const title = language === "en" ? page.article.Article_Name_EN : page.article.Article_Name;
    const description = snippet(language === "en" ? page.article.Article_body_EN : page.article.Article_body, 155);
    return buildMeta(root, location.pathname, { title, description });
  }
  return buildMeta(root, location.pathname, fallback);
};

export default function BlogArticlePage({ loaderData: { page } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  if (page.status === "ok") return <ArticleView article={page.article} position={page.position} others={page.others} />;
  return (
    <div className="container-page py-20">
      <h1 className="sr-only">{t("article.banner.title")}</h1>
      <ListMessage retry icon={<FileQuestion aria-hidden="true" className="size-10 text-accent-700" />}>
        {t("articleView.error")}
      </ListMessage>
    </div>
  );
}
