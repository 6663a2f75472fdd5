import type { Page } from "@playwright/test";
import { expect, islandReady, pageIdle, pageScriptReady, test } from "./fixtures";

/**
 * A page is server HTML that works on its own; a form is an island that
 * hydrates by itself (app/islands/hydrate-islands.tsx, docs/decisions/0019-html-first-islands.md).
 */
const island = (page: Page) => page.locator("[data-island]");

test.describe("a form's island", () => {
  test("stays HTML while it is far from the screen, and wakes at the first touch inside it", async ({ page }) => {
    await page.goto("/?lang=es", { waitUntil: "load" });
    // The page's script watches the island, and the browser has been idle since.
    await pageScriptReady(page);
    await pageIdle(page);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    await page.locator('form[data-form-id="contact"] input[name="name"]').click();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
  });

  test("stays HTML on the screen until the visitor reaches into it: a first tap never meets its work", async ({ page }) => {
    await page.goto("/contractors/consulting/apply?lang=es#form", { waitUntil: "load" });
    await pageScriptReady(page);
    await pageIdle(page);
    await expect(island(page)).toBeInViewport();
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    // A pointer over it, as a mouse moves in: the island wakes.
    await island(page).hover();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
  });

  test("stays HTML under a finger that lands on it to scroll, and wakes at a tap", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto("/contractors/consulting/apply?lang=es#form", { waitUntil: "load" });
      await pageScriptReady(page);
      await pageIdle(page);
      await expect(island(page)).toBeInViewport();
      // A finger lands on the form and the page scrolls instead: its pointer comes over the island and is cancelled.
      for (const type of ["pointerover", "pointerdown", "pointercancel"]) {
        await island(page).dispatchEvent(type, { pointerType: "touch", isPrimary: true, bubbles: true });
      }
      await pageIdle(page);
      await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
      await page.locator('form[data-form-id="consulting"] input[name="firstName"]').tap();
      await expect(island(page)).toHaveAttribute("data-hydrated", "");
    } finally {
      await context.close();
    }
  });

  test("wakes on its own on the screen when the tab kept what was typed in it, to put that back", async ({ page }) => {
    await page.goto("/contractors/consulting/apply?lang=es#form", { waitUntil: "load" });
    await islandReady(island(page));
    await page.locator('form[data-form-id="consulting"] input[name="firstName"]').fill("Ana");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("form-draft:consulting"))).toContain("Ana");
    await page.reload({ waitUntil: "load" });
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(page.locator('form[data-form-id="consulting"] input[name="firstName"]')).toHaveValue("Ana");
  });

  test("keeps what the visitor typed before its code arrived", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contractors/consulting/apply?lang=es#form", { waitUntil: "domcontentloaded" });
    const form = page.locator('form[data-form-id="consulting"]');
    await form.locator('input[name="firstName"]').fill("Ana");
    await form.locator('input[name="lastName"]').fill("Gómez");
    release();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(form.locator('input[name="firstName"]')).toHaveValue("Ana");
    // The island's own validation sees them: the names are not among the missing fields.
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('input[name="company"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('input[name="firstName"]')).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('input[name="lastName"]')).toHaveValue("Gómez");
  });

  test("whose code fails to load leaves a form that works as HTML, never an error page", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/\/assets\/islands-[\w-]+\.js$/, (route) => route.abort());
    const refused = page.waitForEvent("requestfailed", (request) => /\/assets\/islands-[\w-]+\.js$/.test(request.url()));
    await page.goto("/contractors/consulting/apply?lang=en#form", { waitUntil: "load" });
    // The island's code is requested when the visitor reaches into the form, never before.
    await pageScriptReady(page);
    await page.locator('form[data-form-id="consulting"] input[name="firstName"]').focus();
    await refused;
    await pageIdle(page);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    const form = page.locator('form[data-form-id="consulting"]');
    await expect(form).toHaveAttribute("method", "post");
    await form.locator('input[name="firstName"]').fill("Ana");
    await form.locator('button[type="submit"]').click();
    // The server answered: the page again, with its messages, and what was typed.
    await expect(page.getByText("Please fill all mandatory fields before send")).toBeVisible();
    await expect(page.locator('form[data-form-id="consulting"] input[name="firstName"]')).toHaveValue("Ana");
    expect(page.url()).not.toContain("Ana");
    expect(errors).toEqual([]);
  });
});

test.describe("the page's script", () => {
  test("copies a language chosen without scripts into the saved choice", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "en", url: baseURL! }]);
    await page.goto("/events", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("language"))).toBe("en");
  });

  test("shows a saved choice whose cookie has expired, and sets the cookie again", async ({ page, context }) => {
    await page.goto("/events", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Once the page's script has run: a choice saved under a script yet to run is applied by it at once.
    await pageScriptReady(page);
    await page.evaluate(() => window.localStorage.setItem("language", "en"));
    await context.clearCookies();
    await page.reload({ waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("en");
  });

  test("runs under the page's CSP, with the speculation rules allowed", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/about-us", { waitUntil: "load" });
    const rules = await page.locator('script[type="speculationrules"]').textContent();
    expect(JSON.parse(rules ?? "{}").prerender[0].eagerness).toBe("moderate");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(violations).toEqual([]);
  });
});
