import { expect, pageIdle, test } from "./fixtures";
import { copy } from "./site-map";

// Every navigation loads a whole page, the server's HTML: it behaves the same with scripts and without.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`navigation, JavaScript ${javaScriptEnabled ? "enabled" : "disabled"}`, () => {
    test.use({ javaScriptEnabled });

    test("every route change starts at the top of the page", async ({ page }) => {
      await page.goto("/");
      await page.mouse.wheel(0, 100_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole("contentinfo").getByRole("link", { name: "Servicios en la nube" }).click();
      await expect(page).toHaveURL(/\/techservices\/cloud$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // The tech service page also starts at the top when only the service changes.
      await page.mouse.wheel(0, 100_000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page
        .locator("#more-services")
        .getByRole("link", { name: /Inteligencia de negocios/ })
        .click();
      await expect(page).toHaveURL(/\/techservices\/bi$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("a reload keeps the reader where they were, Back returns there, and a new arrival starts at the top", async ({ page }) => {
      await page.goto("/blog");
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

      await page.goto("/about-us");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    });

    test("a reload on a long page returns to the section the reader was at", async ({ page }) => {
      await page.goto("/", { waitUntil: "load" });
      const stories = page.locator("#stories");
      const sectionTop = () => stories.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      await stories.evaluate((element) => element.scrollIntoView({ block: "start" }));
      const top = await sectionTop();
      // The browser restores the place by its own measure (an offset, or a node near the top of the screen and its
      // offset), which can differ by a line or two when the page was laid out in a different order the second time;
      // what matters is that the section is where the reader left it, at the top of the screen.
      const atTheSection = (now: number) => Math.abs(now - top) < 100;
      await page.reload({ waitUntil: "load" });
      await expect.poll(async () => atTheSection(await sectionTop())).toBe(true);
      // And it stays there once what is around it has been laid out: the images near the screen have arrived, and with
      // scripts the browser has been idle since.
      const imagesNearView = () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => Math.abs(image.getBoundingClientRect().top) < 2 * innerHeight)
            .every((image) => image.complete),
        );
      await expect.poll(imagesNearView).toBe(true);
      if (javaScriptEnabled) await pageIdle(page);
      expect(atTheSection(await sectionTop())).toBe(true);
    });

    for (const [arrival, section, fragment] of [
      ["to-service", ".services-section", "services"],
      ["to-contact", ".contact-us-section", "contact-us"],
    ] as const) {
      test(`the arrival parameter ${arrival} lands on its section`, async ({ page }) => {
        await page.goto(`/?arrival=${arrival}`);
        await expect(page).toHaveURL(new RegExp(`/#${fragment}$`));
        await expect
          .poll(async () => page.locator(section).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
          .toBeLessThan(120);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      });
    }

    // The site's calls to action that lead to the home page's contact or services section ask for it by the arrival parameter.
    for (const [from, name, arrival, fragment] of [
      ["/about-us", copy("es", "about", "main.cta.contact"), "to-contact", "contact-us"],
      ["/moreservices/crm", copy("es", "products", "shared.contact"), "to-contact", "contact-us"],
      ["/no-such-page", copy("es", "common", "notFound.services"), "to-service", "services"],
    ] as const) {
      test(`"${name}" on ${from} lands on the home page's ${fragment} section`, async ({ page }) => {
        await page.goto(from);
        const link = page.getByRole("main").getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", `/?arrival=${arrival}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/#${fragment}$`));
        const section = page.locator(`section#${fragment}`);
        await expect(section.getByRole("heading", { level: 2 }).first()).toBeInViewport();
        await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
      });
    }
  });
}

test("a page whose scripts fail to load (a new version was deployed) still shows and leads on to the next page", async ({ page }) => {
  let failed = 0;
  await page.route(/\/assets\/[\w.-]+\.js$/, (route) => {
    failed++;
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Gone with this document: the next page is a document of its own.
  await page.evaluate(() => Object.assign(window, { previousPage: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Asistentes médicos virtuales" }).click();
  await expect(page).toHaveURL(/\/vma$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  expect(await page.evaluate(() => "previousPage" in window)).toBe(false);
});
