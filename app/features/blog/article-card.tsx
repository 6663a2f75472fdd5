import { ArrowRight, Newspaper } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import type { Article } from "../../../contracts/lists";
import type { Language } from "~/i18n/language";
import { snippet } from "./text";
import { imageOf } from "../../../contracts/media";
import { ResponsiveImage } from "~/components/responsive-image";

export function articleTitle(article: Article, language: Language): string {
  return language === "en" ? article.Article_Name_EN || article.Article_Name : article.Article_Name || article.Article_Name_EN;
}

export function articleBody(article: Article, language: Language): string {
  return language === "en" ? article.Article_body_EN || article.Article_body : article.Article_body || article.Article_body_EN;
}

/** Who wrote it and when, as the article and its card show it; nothing when the article has neither. */
export function ArticleByline({ article, language, className = "" }: { article: Article; language: Language; className?: string }) {
  const { Article_author: author, Article_date: date } = article;
  if (!author && !date) return null;
  const shown = date
    ? new Intl.DateTimeFormat(language === "en" ? "en-US" : "es-CO", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : "";
  return (
    <p data-testid="article-byline" className={`text-sm text-muted ${className}`}>
      {author ? <span>{author}</span> : null}
      {author && date ? <span aria-hidden="true"> · </span> : null}
      {date ? <time dateTime={date}>{shown}</time> : null}
    </p>
  );
}

/** How wide a cover is shown: a card in a grid of up to three, or the article's own page (`sizes`). */
const CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

export function ArticleImage({
  article,
  eager = false,
  className = "",
  sizes = CARD_SIZES,
  described = false,
}: {
  article: Article;
  eager?: boolean;
  className?: string;
  sizes?: string;
  /** The article's own page: the cover says what it shows (in a card, the title beside it does). */
  described?: boolean;
}) {
  // An uploaded cover (the list's `Article_image`): every width in AVIF, WebP and JPEG, cropped 16:9 at its focal point.
  const uploaded = imageOf(article, "Article_image");
  if (uploaded) {
    return (
      <ResponsiveImage
        image={uploaded}
        sizes={sizes}
        priority={eager}
        decorative={!described}
        width={800}
        height={450}
        className={`aspect-[16/9] w-full bg-brand-100 object-cover ${className}`}
      />
    );
  }
  if (!article.Article_img_url) {
    return (
      <div aria-hidden="true" className={`flex aspect-[16/9] items-center justify-center bg-brand-100 text-brand-600 ${className}`}>
        <Newspaper className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={article.Article_img_url}
      alt=""
      width={800}
      height={450}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // Lower case, as HTML spells it: the server's renderer writes attribute names as given.
      {...{ fetchpriority: eager ? "high" : "auto" }}
      className={`aspect-[16/9] w-full bg-brand-100 object-cover ${className}`}
    />
  );
}

/** An article in a list: image, title, an 80- or 100-character snippet, and its link by position. */
export function ArticleCard({
  article,
  position,
  language,
  length,
  eager = false,
  headingLevel: Heading = "h3",
}: {
  article: Article;
  position: number;
  language: Language;
  length: number;
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation("blog");
  const title = articleTitle(article, language);
  return (
    <article
      data-testid="article-card"
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <ArticleImage article={article} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-bold text-brand-900">{title}</Heading>
        <ArticleByline article={article} language={language} className="mt-1" />
        <p className="mt-3 flex-1 text-muted">{snippet(articleBody(article, language), length)}</p>
        <a
          href={`/blog/article/${position}`}
          aria-label={t("listView.readMoreLabel", { title })}
          className="mt-5 inline-flex items-center gap-2 font-semibold text-accent-700 hover:gap-3"
        >
          {t("listView.readMore")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
