import type createDOMPurify from "dompurify";

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Promise<Purifier> | undefined;

/** jsdom is heavy to load, and only content imports and upstream lists need it: load it on first use. */
function getPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import("dompurify"), import("jsdom")]).then(([dompurify, jsdom]) =>
    dompurify.default(new jsdom.JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]),
  );
  return purifier;
}

/**
 * The site's one policy for article HTML, applied where an article enters the site (the content import and
 * the company's list endpoint), so that what is stored and served is what a page may render: no scripts,
 * handlers, script URLs, inline styles, frames, embeds or forms.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await getPurifier()).sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
}

/** An SVG image with scripts, handlers and external references removed. */
export async function sanitizeSvg(svg: string): Promise<string> {
  return (await getPurifier()).sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}
