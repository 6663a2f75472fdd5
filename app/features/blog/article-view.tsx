import { ArrowLeft } from "~/components/icons";
import { NewTabLink } from "~/components/new-tab-link";
import { useTranslation } from "~/i18n/use-translation";
import { BrandIcon } from "~/components/brand-icon";
import { useSite } from "~/features/site/use-site";
import { StructuredData } from "~/features/seo/structured-data";
import { isLanguage } from "~/i18n/language";
import type { Article } from "../../../contracts/lists";
import { ArticleBody } from "./article-body";
import { ArticleByline, ArticleCard, ArticleImage, articleBody, articleTitle } from "./article-card";

export const LATEST_NEWS_COUNT = 4;
export const LATEST_NEWS_SNIPPET_LENGTH = 100;

export interface PositionedArticle {
  article: Article;
  position: number;
}

/** The other articles shown beside one: the first four of the list, without it. */
export function latestNews(articles: readonly Article[], position: number): PositionedArticle[] {
  return articles
    .map((article, index) => ({ article, position: index + 1 }))
    .filter((entry) => entry.position !== position)
    .slice(0, LATEST_NEWS_COUNT);
}

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "LinkedIn", icon: "linkedin" as const, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "X", icon: "x" as const, href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: "Facebook", icon: "facebook" as const, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

export function ArticleView({ article, position, others }: { article: Article; position: number; others: PositionedArticle[] }) {
  const { t, i18n } = useTranslation("blog");
  const site = useSite();
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  const title = articleTitle(article, language);
  const url = `${site.siteUrl}/blog/article/${position}`;
  return (
    <div className="container-page grid gap-14 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article aria-labelledby="article-title">
        <StructuredData
          data={{
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: title,
            inLanguage: language,
            url,
            image: article.Article_img_url ? new URL(article.Article_img_url, site.siteUrl).href : undefined,
            publisher: { "@type": "Organization", name: site.brandName },
          }}
        />
        <a href="/blog" className="mb-8 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:gap-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("articleView.back")}
        </a>
        <h1 id="article-title" className="text-headline font-extrabold tracking-tight text-brand-900">
          {title}
        </h1>
        <ArticleByline article={article} language={language} className="mt-3 text-base" />
        <ArticleImage article={article} eager described sizes="(min-width: 1024px) 52rem, 100vw" className="mt-8 rounded-card" />
        <div className="mt-10">
          <ArticleBody html={articleBody(article, language)} />
        </div>
        <aside aria-labelledby="share-title" className="mt-12 border-t border-line pt-8">
          <h2 id="share-title" className="text-lg font-bold text-brand-900">
            {t("articleView.share")}
          </h2>
          <ul className="mt-4 flex gap-3">
            {shareLinks(url, title).map((link) => (
              <li key={link.network}>
                <NewTabLink
                  href={link.href}
                  data-testid="share-link"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-white hover:bg-accent-700"
                >
                  <BrandIcon name={link.icon} />
                  <span className="sr-only">{t("articleView.shareOn", { network: link.network })}</span>
                </NewTabLink>
              </li>
            ))}
          </ul>
        </aside>
      </article>
      {others.length > 0 && (
        <aside aria-labelledby="latest-news">
          <h2 id="latest-news" className="mb-6 text-xl font-bold text-brand-900">
            {t("articleView.latest")}
          </h2>
          <ul data-testid="latest-news" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            {others.map((other) => (
              <li key={other.position}>
                <ArticleCard article={other.article} position={other.position} language={language} length={LATEST_NEWS_SNIPPET_LENGTH} />
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
