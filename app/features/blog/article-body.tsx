/**
 * The article's HTML, sanitised where it entered the site, by the content
 * import and the list endpoint's reader (server/content/sanitize-html.ts).
 * The page renders only on the server: no script re-renders it.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="article-body"
      className="prose-article max-w-none text-lg leading-relaxed text-ink"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html) as the article entered the site
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
