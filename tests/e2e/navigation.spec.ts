import { expect, test } from "./fixtures";

test.describe("navigation", () => {
  test("every route change starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Servicios en la nube" }).click();
    await expect(page).toHaveURL(/\/techservices\/cloud$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The tech service page also starts at the top when only the service changes.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .locator("#more-services")
      .getByRole("link", { name: /Inteligencia de negocios/ })
      .click();
    await expect(page).toHaveURL(/\/techservices\/bi$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload keeps the reader where they were, and a new arrival starts at the top", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // Hydrated, React Router restores positions itself: the browser's own restoration is off.
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    await page.goto("/about-us");
    expect(await page.evaluate(() => history.state?.key)).toMatch(/^\w+$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a reload on a long page returns to the section the reader was at, before and after it hydrates", async ({ browser }) => {
    // A context of its own, used with the keyboard only: the pointer resting on the page would hydrate it as it reloads.
    const context = await browser.newContext({ locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    await page.keyboard.press("Shift");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    const stories = page.locator("#stories");
    await stories.evaluate((element) => element.scrollIntoView({ block: "start" }));
    const top = await stories.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    // Where the section is once the document is parsed: the restoring scroll has happened, hydration not yet.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        const top = document.querySelector("#stories")?.getBoundingClientRect().top;
        Object.assign(window, { parsed: { hydrated: document.documentElement.hasAttribute("data-hydrated"), top: Math.round(top ?? 0) } });
      }),
    );
    await page.reload({ waitUntil: "load" });
    expect(await page.evaluate(() => (window as unknown as { parsed: unknown }).parsed)).toEqual({ hydrated: false, top });
    await page.keyboard.press("Shift");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect.poll(() => stories.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
    await context.close();
  });

  for (const [arrival, section] of [
    ["to-service", ".services-section"],
    ["to-contact", ".contact-us-section"],
  ] as const) {
    test(`the arrival parameter ${arrival} scrolls to its section`, async ({ page }) => {
      await page.goto(`/?arrival=${arrival}`);
      await expect
        .poll(async () => page.locator(section).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(120);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  test("links work as plain links before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Reclutamiento" }).click();
    await expect(page).toHaveURL(/\/recruitment$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

test("a page chunk that is gone (a new version was deployed) reloads the page once instead of breaking", async ({ page }) => {
  await page.goto("/");
  let failed = 0;
  await page.route(/\/assets\/vma-[\w-]+\.js$/, async (route) => {
    if (failed++ === 0) return route.fulfill({ status: 404, body: "" });
    return route.continue();
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Asistentes médicos virtuales" }).click();
  await expect(page).toHaveURL(/\/vma$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  expect(documents).toContain("/vma");
});
