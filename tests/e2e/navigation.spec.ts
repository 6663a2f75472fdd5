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
