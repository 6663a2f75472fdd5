import { createHash } from "node:crypto";
import { expect, islandReady, test } from "./fixtures";
import { asHtml, copy } from "./site-map";

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/techservices/quantum", "/moreservices/pos", "/blog/article/abc", "/blog/article/0"]) {
    test(`${path} is a 404 page with a way home`, async ({ request }) => {
      const response = await request.get(path, { headers: { Cookie: "language=en" } });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(asHtml(copy("en", "common", "notFound.title")));
      expect(html).toContain('href="/"');
    });
  }

  test("the 404 page is in Spanish for Spanish visitors, inside the site frame", async ({ page }) => {
    const response = await page.goto("/pagina-que-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("es", "common", "notFound.title"));
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: copy("es", "common", "notFound.home") })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown API paths answer JSON 404", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found" });
  });
});

test.describe("error page", () => {
  for (const language of ["es", "en"] as const) {
    test(`an error inside a page is answered in the visitor's language, inside the site frame (${language})`, async ({ request }) => {
      // A page without a form takes no posts: the router answers 405, which no page handles.
      const response = await request.post("/about-us", { headers: { Cookie: `language=${language}` }, form: { any: "thing" } });
      expect(response.status()).toBe(405);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<title>${asHtml(copy(language, "common", "errorPage.metaTitle"))} | `);
      expect(html).toContain(asHtml(copy(language, "common", "errorPage.eyebrow").replace("{{status}}", "405")));
      expect(html).toContain(asHtml(copy(language, "common", "errorPage.title")));
      expect(html).toContain(asHtml(copy(language, "common", "errorPage.home")));
      expect(html).toContain(asHtml(copy(language, "common", "skipToContent")));
      expect(html).not.toContain("Unexpected Application Error");
      expect(html).not.toContain("Method Not Allowed");
    });
  }
});

test.describe("server", () => {
  test("answers health checks and sends security headers", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect((await request.get("/readyz")).status()).toBe(200);
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["content-security-policy"]).toContain("style-src 'self';");
    expect(headers["content-security-policy"]).toContain("report-uri /csp-report");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
    // Each inline script the server writes is allowed by its hash, and nothing else is; data blocks (JSON-LD, an island's props), never run, need none.
    const allowed = new Set(/script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1]?.split(" "));
    const html = await response.text();
    expect(html).toContain('<script type="application/ld+json">');
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(inline.length).toBeGreaterThan(1);
    for (const script of inline.filter(Boolean))
      expect(allowed).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(allowed.size).toBe(new Set(inline.filter(Boolean)).size + 1);
  });

  test("pages fresh from rendering and from the cache, forms included, run under the CSP without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const store = window as unknown as { cspViolations?: string[] };
        store.cspViolations = [...(store.cspViolations ?? []), `${event.violatedDirective} ${event.blockedURI}`];
      });
    });
    const reported = () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    for (const route of ["/events", "/contact"]) {
      for (const lang of ["es", "en"]) {
        // The first visit may be rendered anew or answered from the page cache (earlier tests visit these pages too);
        // the second, with a query the page does not read, is from the cache. The server's tests render both ways.
        const path = `${route}?lang=${lang}`;
        const first = await page.goto(path);
        expect(["miss", "hit", "stale"]).toContain(first?.headers()["x-page-cache"]);
        await page.waitForLoadState("load");
        const second = await page.goto(`${path}&visit=${Date.now()}`);
        expect(["hit", "stale"]).toContain(second?.headers()["x-page-cache"]);
        await page.waitForLoadState("load");
        // A form's code (and its validation) runs once the form is ready.
        if (route === "/contact") await islandReady(page.locator("form[data-form-id]"));
        expect(await reported()).toEqual([]);
      }
    }
    expect(violations).toEqual([]);
  });

  test("serves hashed assets with an immutable cache and compresses pages", async ({ request, page }) => {
    const assets: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/assets/")) assets.push(response.url());
    });
    await page.goto("/");
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0]!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers()["cache-control"]).toBe("no-cache");
  });

  test("answers a cached page in Brotli and revalidates it with its ETag", async ({ request }) => {
    // Another test may have had the page cached already, long enough ago that it is served stale while it is
    // rendered again.
    const path = "/about-us?lang=en";
    const first = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(["miss", "hit", "stale"]).toContain(first.headers()["x-page-cache"]);
    // The page is compressed in the background once it is stored (a stale one once it is rendered again).
    await expect
      .poll(async () => {
        const headers = (await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } })).headers();
        return `${headers["x-page-cache"]} ${headers["content-encoding"]}`;
      })
      .toBe("hit br");
    const cached = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(cached.headers()["x-page-cache"]).toBe("hit");
    expect(await cached.text()).toBe(await first.text());
    expect(cached.headers().vary).toContain("Accept-Encoding");
    const etag = cached.headers().etag ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.body()).toHaveLength(0);
  });
});
