import DOMPurify from "dompurify";

const options = { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "iframe"], FORBID_ATTR: ["style"] };

/**
 * The article's HTML, sanitised on the server and, in the browser, once more
 * right before it is rendered. Sanitising clean HTML returns it unchanged, so
 * hydration matches.
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = typeof window !== "undefined" && DOMPurify.isSupported ? DOMPurify.sanitize(html, options) : html;
  return (
    <div
      data-testid="article-body"
      className="prose-article max-w-none text-lg leading-relaxed text-ink"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the server and again here
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
