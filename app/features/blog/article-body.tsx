/**
 * The article's HTML, sanitised by the route's loader on the server
 * (`sanitize.server.ts`). The page renders only there: no script re-renders it.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-testid="article-body"
      className="prose-article max-w-none text-lg leading-relaxed text-ink"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify on the server, in the route's loader
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
