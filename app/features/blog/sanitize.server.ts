import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purify = createDOMPurify(new JSDOM("").window);

/** Article HTML as it may reach a page on the server: no script, handler or script URL survives. */
export function sanitizeArticleHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "iframe"], FORBID_ATTR: ["style"] });
}
