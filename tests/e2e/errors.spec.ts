import { expect, test } from "@playwright/test";
import { copy } from "./site-map";

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/techservices/quantum", "/moreservices/pos", "/blog/article/abc", "/blog/article/0"]) {
    test(`${path} is a 404 page with a way home`, async ({ request }) => {
      const response = await request.get(path, { headers: { Cookie: "language=en" } });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="en"');
      expect(html).toContain(copy("en", "common", "notFound.title").replace("'", "&#x27;"));
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

test.describe("server", () => {
  test("answers health checks and sends security headers", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect((await request.get("/readyz")).status()).toBe(200);
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    for (const [script] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)) expect(script).toContain(`nonce="${nonce}"`);
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
});
