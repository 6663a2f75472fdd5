import { FileQuestion } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { ArticleView, latestNews, type PositionedArticle } from "~/features/blog/article-view";
import { snippet } from "~/features/blog/text";
import { pageStatus, readList } from "~/features/lists/list-result";
import { ListMessage } from "~/features/lists/list-states";
import { buildMeta, rootData } from "~/features/seo/page-meta";
import type { Article } from "../../contracts/lists";
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
  const list = await readList<Article>(context.fetchApi, "/api/articles");
  if (list.status !== "ok") return data({ page: { status: "error" } as ArticlePage }, pageStatus(list));
  const article = list.items[position - 1];
  if (!article) throw data(null, { status: 404 });
  const page: ArticlePage = {
    status: "ok",
    // Its HTML was sanitised where it entered the site: on import and from the company's list endpoint
    // (server/content/sanitize-html.ts, the site's one policy).
    article,
    position,
    others: latestNews(list.items, position),
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
