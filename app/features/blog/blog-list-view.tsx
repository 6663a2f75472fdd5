import { Newspaper } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { ListMessage } from "~/features/lists/list-states";
import { isLanguage } from "~/i18n/language";
import type { ArticlesPage } from "../../../contracts/lists";
import { ArticleCard } from "./article-card";
import { BLOG_PAGE_SIZE, paginate } from "./pagination";
import { PaginationNav } from "./pagination-nav";

export const BLOG_CARD_TEXT_LENGTH = 80;
const FEATURED_SHOWN = 3;

/** One page of the blog as the API serves it (`/api/articles/page/{n}`): only that page's articles. */
export function BlogListView({ page: data }: { page: ArticlesPage }) {
  const { t, i18n } = useTranslation("blog");
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  if (data.total === 0) {
    return <ListMessage icon={<Newspaper aria-hidden="true" className="size-10 text-accent-700" />}>{t("listView.empty")}</ListMessage>;
  }
  const model = paginate(data.page, data.total, BLOG_PAGE_SIZE);
  const featured = model.page === 1 ? data.featured.slice(0, FEATURED_SHOWN) : [];
  const latest = data.items;
  return (
    <>
      {featured.length > 0 && (
        <section aria-labelledby="blog-featured" data-testid="blog-featured" className="mb-16">
          <h2 id="blog-featured" className="mb-8 text-headline font-bold tracking-tight text-brand-900">
            {t("listView.featured")}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map(({ article, position }, index) => (
              <li key={position}>
                <ArticleCard article={article} position={position} language={language} length={BLOG_CARD_TEXT_LENGTH} eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="blog-latest" data-testid="blog-latest">
        <h2 id="blog-latest" className="mb-8 text-headline font-bold tracking-tight text-brand-900">
          {t("listView.latest")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {latest.map(({ article, position }) => (
            <li key={position}>
              <ArticleCard article={article} position={position} language={language} length={BLOG_CARD_TEXT_LENGTH} />
            </li>
          ))}
        </ul>
        <PaginationNav model={model} hrefFor={(page) => (page === 1 ? "/blog" : `/blog?page=${page}`)} />
      </section>
    </>
  );
}
