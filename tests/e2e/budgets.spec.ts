import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
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
// The entry and the route's chunks, as the page's bootstrap names them. A form's own code
// (the form, its validation and its pickers) loads after them, once the page hydrates
// (docs/decisions/0006-javascript-budget.md).
const CONTENT_JS_BUDGET = 100 * KB;
const FORM_JS_BUDGET = 150 * KB;
const IMAGE_BUDGET = 200 * KB;
// What a new connection delivers in its first round trip: ten segments of 1,460 bytes.
const FIRST_ROUND_TRIP = 14_600;

const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

async function pageAssets(request: import("@playwright/test").APIRequestContext, route: string) {
  const html = await (await request.get(route, { headers: { Cookie: "language=es" } })).text();
  const head = html.slice(0, html.indexOf("</head>") + "</head>".length);
  const styles = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!);
  // The modules the page loads: every one its (minified) script names, to prefetch once the
  // page is painted and to preload and import on the first gesture (server/http/defer-scripts.ts),
  // and any preload links left.
  const scripts = new Set([
    ...[...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!),
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
    // The framework and the client entry are on every page: a list that misses them measures too little.
    expect(scripts.some((src) => /\/framework-[\w-]+\.js$/.test(src))).toBe(true);
    expect(scripts.some((src) => /\/entry\.client-[\w-]+\.js$/.test(src))).toBe(true);
    expect(await totalGzip(request, scripts), "JavaScript on first load, gzip").toBeLessThanOrEqual(jsBudget);
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(attribute(img, "width"), img).toMatch(/^\d+$/);
      expect(attribute(img, "height"), img).toMatch(/^\d+$/);
    }
  });
}

/** A page as a browser receives it: its stored Brotli bytes and the response's status line and headers. */
function brotliAnswerSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "accept-encoding": "br" } }, (response) => {
      let size = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        size += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on("end", () => resolve(size));
    })
      .on("error", reject)
      .end();
  });
}

// The whole page, not only its head: a page a byte past the first round trip waits a whole
// round trip more for its end (the measured routes of `npm run bench`).
for (const route of [...CONTENT_ROUTES, "/work-with-us"]) {
  for (const language of ["es", "en"]) {
    test(`${route} in ${language} arrives in the first round trip of a new connection`, async ({ baseURL }) => {
      const url = `${baseURL}${route}?lang=${language}`;
      // A page is answered in fast Brotli at first, and in its smaller form once that is ready.
      await expect.poll(() => brotliAnswerSize(url), { intervals: [250, 500, 1000] }).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    });
  }
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

test.describe("a banner's illustration", () => {
  const artRequests = (page: import("@playwright/test").Page) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/art/")) requested.push(new URL(request.url()).pathname);
    });
    return requested;
  };

  test("is never downloaded by a phone, which does not show it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = artRequests(page);
    await page.goto("/work-with-us?lang=es", { waitUntil: "networkidle" });
    await expect(page.locator('main img[src="/art/careers.svg"]')).toBeHidden();
    expect(requested).toEqual([]);
  });

  test("is preloaded and shown on a wide window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requested = artRequests(page);
    await page.goto("/work-with-us?lang=es");
    const art = page.locator('main img[src="/art/careers.svg"]');
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(requested).toEqual(["/art/careers.svg"]);
    await expect(page.locator('link[rel="preload"][href="/art/careers.svg"]')).toHaveAttribute("media", "(min-width: 1024px)");
  });
});
