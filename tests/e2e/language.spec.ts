import { expect, test, hydrated } from "./fixtures";
import { copy } from "./site-map";

const homeTitle = { es: copy("es", "home", "home.banner.title"), en: copy("en", "home", "home.banner.title") };

test.describe("language", () => {
  test("a Spanish browser gets Spanish, an English browser English, anything else Spanish", async ({ browser }) => {
    for (const [locale, expected] of [
      ["es-CO", "es"],
      ["en-US", "en"],
      ["fr-FR", "es"],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", expected);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle[expected]);
      await context.close();
    }
  });

  test("the flag switch applies at once, keeps the page and scroll, and survives a reload without a flash", async ({ page }) => {
    await page.goto("/techservices/ia");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);

    // A plain click event: Playwright's own click would first scroll the sticky header's button "into view".
    await page.getByRole("button", { name: "English" }).dispatchEvent("click");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("en", "techservices", "services.ia.banner.title"));
    await expect(page).toHaveURL(/\/techservices\/ia$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "language")?.value).toBe("en");

    // The reload's first HTML is already English: nothing Spanish to flash.
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/techservices/ia")), page.reload()]);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(copy("en", "techservices", "services.ia.banner.title"));
    expect(html).not.toContain(copy("es", "techservices", "services.ia.banner.title"));

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("es", "techservices", "services.ia.banner.title"));
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  });

  test("the saved choice wins over the browser language, and restores the cookie when it is gone", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await context.clearCookies();
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.en);
    expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("en");
    await context.close();
  });

  test("?lang= shows that language for the view without saving it", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.en);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("client navigation brings the next page's copy in the current language", async ({ page }) => {
    await page.goto("/?lang=en");
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("link", { name: "Get hired" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("en", "work", "main.banner.title"));
  });
});
