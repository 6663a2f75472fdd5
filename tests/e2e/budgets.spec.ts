import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NAMESPACES } from "../../app/i18n/namespaces";
import { type APIRequestContext, expect, islandReady, pageIdle, test } from "./fixtures";

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
// A page's own script: the language choice and the islands' waking (docs/decisions/0019-html-first-islands.md).
// 2.4 KB since Vite's preload helper left it (vite.config.ts); 2.5 KB keeps that from coming back unseen.
const PAGE_SCRIPT_BUDGET = 2.5 * KB;
// Everything a form page's island downloads before it is interactive: renderer, translation,
// form library, pickers, schemas and the form (docs/decisions/0006-javascript-budget.md).
const FORM_JS_BUDGET = 150 * KB;
// What a form page downloads for its island, by chunk (vite.config.ts names them): the island
// runtime every island shares (Preact, i18next, the hydrator, the bundler's module loader), the
// locale files (copy), and the form's own code, all the rest: its chunk, the code every form shares
// (the form state, the pickers, valibot and the shared schemas, the shared fields with the phone-code
// list) and the groups only some forms have (a job application's fields, the country list, the
// companies' requests).
const PAGE_SCRIPT = ["entry.client", "page"];
// With the worker that reads the page language's locale data while the island's code loads.
const ISLAND_RUNTIME = ["hydrate-islands", "islands", "instance", "rolldown-runtime", "locale-data.worker"];
// Each namespace is a chunk of its own, named after it.
const LOCALE_FILES: string[] = [...NAMESPACES];
// The form's own code, at most 25 KB. The largest are the candidate's and the contractor's applications
// (24.7 KB on 2026-11-27, with their job application fields and country list); they were 76 KB with zod,
// 57 KB with react-hook-form and downshift, 34.7 KB with zod/mini. The runtime has a ceiling too, so that
// no form code can move into it unmeasured.
const FORM_CODE_BUDGET = 25 * KB;
const ISLAND_RUNTIME_CEILING = 30 * KB;
const IMAGE_BUDGET = 200 * KB;
// What a new connection delivers in its first round trip: ten segments of 1,460 bytes.
const FIRST_ROUND_TRIP = 14_600;

const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

async function pageAssets(request: APIRequestContext, route: string) {
  const html = await (await request.get(route, { headers: { Cookie: "language=es" } })).text();
  const head = html.slice(0, html.indexOf("</head>") + "</head>".length);
  const styles = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => attribute(tag, "src")).filter((src) => src !== undefined);
  // The page's module, requested by an inline script once the page has loaded (app/page-script.ts).
  const loaded = [...html.matchAll(/addEventListener\("load",[^<]*import\("([^"]+)"\)/g)].map(([, src]) => src!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(([tag]) => attribute(tag, "href")!);
  return { html, head, styles, scripts, loaded, preloads };
}

async function totalGzip(request: APIRequestContext, urls: string[]) {
  let total = 0;
  for (const url of urls) total += gzipSize(await (await request.get(url)).body());
  return total;
}

for (const route of [...CONTENT_ROUTES, ...FORM_ROUTES]) {
  test(`${route} fits the first round trip, CSS, script and image budgets`, async ({ request }) => {
    const { html, head, styles, scripts, loaded, preloads } = await pageAssets(request, route);
    expect(gzipSize(head), "HTML up to </head>, compressed").toBeLessThanOrEqual(HEAD_BUDGET);
    expect(await totalGzip(request, styles), "render-blocking CSS, gzip").toBeLessThanOrEqual(CSS_BUDGET);
    // No script requested with the page, and nothing preloaded ahead of its own resources: its one module comes after its load.
    expect(scripts).toEqual([]);
    expect(preloads).toEqual([]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    // What it imports before it runs: the language rules it shares with the server's code, nothing of the islands.
    const pageScript = await (await request.get(loaded[0]!)).text();
    const imports = [...pageScript.matchAll(/\bimport\s*(?:[\w{}\s,*]+from\s*)?["']\.\/([^"']+)["']/g)].map(([, file]) => file!);
    for (const file of imports) expect(file).toMatch(/^page-[\w-]+\.js$/);
    expect(
      await totalGzip(request, [loaded[0]!, ...imports.map((file) => `/assets/${file}`)]),
      "the page's script, gzip",
    ).toBeLessThanOrEqual(PAGE_SCRIPT_BUDGET);
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(attribute(img, "width"), img).toMatch(/^\d+$/);
      expect(attribute(img, "height"), img).toMatch(/^\d+$/);
    }
  });
}

/** `/assets/form-code-BxlXF8jj.js` → `form-code`: the chunk's name, as vite.config.ts gives it. */
const chunkName = (script: string) => script.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "");

for (const route of FORM_ROUTES) {
  test(`${route}: the form's island downloads within the form budget, and a content page downloads none`, async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(route, { waitUntil: "load" });
    await islandReady(page.locator("form[data-form-id]"));
    const all = [...scripts];
    const of = (names: string[]) => all.filter((script) => names.includes(chunkName(script)));
    const runtime = of(ISLAND_RUNTIME);
    const locales = of(LOCALE_FILES);
    const formCode = all.filter((script) => ![...of(PAGE_SCRIPT), ...runtime, ...locales].includes(script));
    expect(all.map(chunkName), "the forms' shared code and the form's chunk are among what the island loads").toEqual(
      expect.arrayContaining(["form-code", expect.stringMatching(/-form$/)]),
    );
    const sizes = {
      total: await totalGzip(request, all),
      runtime: await totalGzip(request, runtime),
      locales: await totalGzip(request, locales),
      formCode: await totalGzip(request, formCode),
    };
    test.info().annotations.push({ type: "gzip bytes", description: JSON.stringify({ ...sizes, formChunks: formCode.map(chunkName) }) });
    expect(sizes.total, "the page's script and its island, gzip").toBeLessThanOrEqual(FORM_JS_BUDGET);
    expect(sizes.runtime, "the island runtime (Preact, i18next), gzip").toBeLessThanOrEqual(ISLAND_RUNTIME_CEILING);
    expect(sizes.formCode, "the form's own code, gzip").toBeLessThanOrEqual(FORM_CODE_BUDGET);
    // Compiled whole while it loads, off the main thread, not function by function as it first runs (vite.config.ts).
    for (const script of [...runtime, ...formCode].filter((script) => chunkName(script) !== "locale-data.worker")) {
      expect((await (await request.get(script)).text()).startsWith("//# allFunctionsCalledOnLoad\n"), script).toBe(true);
    }
  });
}

// What a form requests at the visitor's first input, never before (docs/decisions/0037-leads-saved-on-the-device.md):
// its success dialog and the code that keeps a submission on the device (3.1 KB on 2026-11-27); and the
// service worker, registered then, 1.2 KB.
const FILLED_FORM_CODE_CEILING = 4 * KB;
const FILLED_FORM_CHUNKS = ["success-dialog", "offline-form", "lead-queue"];
const SERVICE_WORKER_CEILING = 2 * KB;

test("a form requests its device code and the service worker at the first input, within their ceilings", async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(new URL(response.url()).pathname);
  });
  await page.goto("/contact", { waitUntil: "load" });
  const form = page.locator("form[data-form-id]");
  await islandReady(form);
  const chunksOf = () => [...scripts].filter((script) => FILLED_FORM_CHUNKS.includes(chunkName(script)));
  expect(chunksOf()).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await form.locator('input[name="name"]').focus();
  await expect.poll(() => chunksOf().map(chunkName).sort()).toEqual([...FILLED_FORM_CHUNKS].sort());
  expect(await totalGzip(request, chunksOf()), "what a form requests at the first input, gzip").toBeLessThanOrEqual(
    FILLED_FORM_CODE_CEILING,
  );
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
  const worker = await request.get("/lead-sync.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(gzipSize(await worker.body()), "the service worker, gzip").toBeLessThanOrEqual(SERVICE_WORKER_CEILING);
});

test("a content page downloads its small script and no island", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(new URL(response.url()).pathname);
  });
  await page.goto("/about-us", { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pageIdle(page);
  expect(scripts.map((script) => script.replace(/-[\w-]+\.js$/, ""))).toEqual(["/assets/entry.client", "/assets/page"]);
});

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
  // The illustration's address in the build under test: a content-hashed asset (app/images/).
  const careersArt = `/assets/${readdirSync(path.resolve(process.env.BUILD_DIR ?? "build", "client/assets")).find((file) => /^art-careers-[\w-]+\.svg$/.test(file))}`;
  const artRequests = (page: import("@playwright/test").Page) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/assets/art-")) requested.push(new URL(request.url()).pathname);
    });
    return requested;
  };

  test("is never downloaded by a phone, which does not show it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = artRequests(page);
    await page.goto("/work-with-us?lang=es", { waitUntil: "networkidle" });
    await expect(page.locator(`main img[src="${careersArt}"]`)).toBeHidden();
    expect(requested).toEqual([]);
  });

  test("is preloaded and shown on a wide window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requested = artRequests(page);
    await page.goto("/work-with-us?lang=es");
    const art = page.locator(`main img[src="${careersArt}"]`);
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(requested).toEqual([careersArt]);
    await expect(page.locator(`link[rel="preload"][href="${careersArt}"]`)).toHaveAttribute("media", "(min-width: 1024px)");
  });
});
