import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** Deterministic size budgets of the production build: what a phone must download before it can show a page. */
const CONTENT_ROUTES = [
  "/",
  "/techservices/ia",
  "/contractors",
  "/vma/specialist",
  "/events",
  "/blog",
  "/blog/article/1",
  "/about-us",
  "/moreservices/crm",
];
const FORM_ROUTES = [
  "/work-with-us",
  "/contact",
  "/techservices/adquire",
  "/contractors/consulting/apply",
  "/contractors/work/apply",
  "/contractors/outsourcing/apply",
  "/vma/specialist/hire",
  "/vma/gethired/hire",
  "/recruitment",
  "/financials/adquire",
];
const KB = 1024;
const HEAD_BUDGET = 14 * KB;
const CSS_BUDGET = 20 * KB;
// The goals are 100 KB (content) and 150 KB (forms); React DOM and React Router alone
// weigh about 108 KB, so these ceilings hold today's figures and may only come down
// (docs/decisions/0006-javascript-budget.md).
const CONTENT_JS_BUDGET = 176 * KB;
const FORM_JS_BUDGET = 166 * KB;
const IMAGE_BUDGET = 200 * KB;

const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

async function pageAssets(request: import("@playwright/test").APIRequestContext, route: string) {
  const html = await (await request.get(route, { headers: { Cookie: "language=es" } })).text();
  const head = html.slice(0, html.indexOf("</head>") + "</head>".length);
  const styles = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!);
  // The modules the page loads: those its script preloads once the page is painted
  // (server/http/defer-scripts.ts), any preload links left, and the script's imports.
  const deferred: string[] = JSON.parse(/const preloads = (\[[^\]]*\]);/.exec(html)?.[1] ?? "[]");
  const scripts = new Set([
    ...deferred,
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)].map((match) => match[1] ?? match[2]!),
  ]);
  return { html, head, styles, scripts: [...scripts].filter((src) => src.startsWith("/assets/")) };
}

async function totalGzip(request: import("@playwright/test").APIRequestContext, urls: string[]) {
  let total = 0;
  for (const url of urls) total += gzipSize(await (await request.get(url)).body());
  return total;
}

for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES]) {
  const jsBudget = FORM_ROUTES.includes(route) ? FORM_JS_BUDGET : CONTENT_JS_BUDGET;
  test(`${route} fits the first round trip, CSS, JavaScript and image budgets`, async ({ request }) => {
    const { html, head, styles, scripts } = await pageAssets(request, route);
    expect(gzipSize(head), "HTML up to </head>, compressed").toBeLessThanOrEqual(HEAD_BUDGET);
    expect(await totalGzip(request, styles), "render-blocking CSS, gzip").toBeLessThanOrEqual(CSS_BUDGET);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await totalGzip(request, scripts), "JavaScript on first load, gzip").toBeLessThanOrEqual(jsBudget);
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(attribute(img, "width"), img).toMatch(/^\d+$/);
      expect(attribute(img, "height"), img).toMatch(/^\d+$/);
    }
  });
}

test("no image shipped with the site is over 200 KB", () => {
  const roots = [path.resolve("public"), path.resolve(process.env.BUILD_DIR ?? "build", "client")];
  const images: Array<[string, number]> = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(entry.name)) images.push([file, statSync(file).size]);
    }
  };
  for (const root of roots) walk(root);
  expect(images.filter(([, size]) => size > IMAGE_BUDGET)).toEqual([]);
});

test("article images served by the API stay under 200 KB", async ({ request }) => {
  const articles: Array<{ Article_img_url: string | null }> = await (await request.get("/api/articles")).json();
  for (const { Article_img_url: url } of articles) {
    if (!url) continue;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeLessThanOrEqual(IMAGE_BUDGET);
  }
});
