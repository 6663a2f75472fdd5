import { Hono } from "hono";
import { LANGUAGES } from "../../contracts/language.ts";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One `<url>` per page and language, each naming its alternates. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${siteUrl}${path}?lang=${other}`)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${path}`)}"/>`,
      ].join("");
      return `<url><loc>${escapeXml(`${siteUrl}${path}?lang=${language}`)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export interface SitemapSources {
  /** The site's pages, from the page build (contracts/page-build.ts). */
  sitePaths: () => Promise<readonly string[]>;
  /** How many articles there are: each has its page. */
  countArticles: () => Promise<number>;
}

export function seoRoutes(siteUrl: string, { sitePaths, countArticles }: SitemapSources) {
  const routes = new Hono();
  routes.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
  routes.get("/sitemap.xml", async (c) => {
    const [pages, articles] = await Promise.all([sitePaths(), countArticles().catch(() => 0)]);
    const paths = [...pages, ...Array.from({ length: articles }, (_, index) => `/blog/article/${index + 1}`)];
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemapXml(siteUrl, paths));
  });
  return routes;
}
