import { expect, type Page, pageScriptReady, test } from "./fixtures";
import { copy } from "./site-map";

const homeTitle = { es: copy("es", "home", "home.banner.title"), en: copy("en", "home", "home.banner.title") };
const iaTitle = { es: copy("es", "techservices", "services.ia.banner.title"), en: copy("en", "techservices", "services.ia.banner.title") };

const languageCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "language")?.value;

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

  test("the flag switch is a link named by the language it shows, back to the same page and query", async ({ page }) => {
    await page.goto("/blog?page=2&lang=es");
    const toEnglish = page.getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("data-testid", "language-switch");
    await expect(toEnglish).toHaveAttribute("hreflang", "en");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    // Without the ?lang= that would override the choice.
    await expect(toEnglish).toHaveAttribute("href", `/language/en?back=${encodeURIComponent("/blog?page=2")}`);
  });

  test("the flag switch applies at once, keeps the page and scroll, and survives a reload without a flash", async ({ page }) => {
    await page.goto("/techservices/ia");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await pageScriptReady(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);

    // A plain click event: Playwright's own click would first scroll the sticky header's link "into view".
    await page.getByRole("link", { name: "English", exact: true }).dispatchEvent("click");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iaTitle.en);
    await expect(page).toHaveURL(/\/techservices\/ia$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    expect(await languageCookie(page)).toBe("en");

    // The reload's first HTML is already English: nothing Spanish to flash.
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/techservices/ia")), page.reload()]);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(iaTitle.en);
    expect(html).not.toContain(iaTitle.es);

    await pageScriptReady(page);
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iaTitle.es);
    await pageScriptReady(page);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    expect(await languageCookie(page)).toBe("es");
  });

  test("the saved choice wins over the browser language, and restores the cookie when it is gone", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-CO" });
    const page = await context.newPage();
    await page.goto("/");
    // Once the page's script has mirrored the first choice: a choice saved under a running script is applied at once.
    await pageScriptReady(page);
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await context.clearCookies();
    await page.reload();
    // The page's script runs once the page has loaded, sets the cookie again and shows the page anew.
    await expect(page.locator("html")).toHaveAttribute("lang", "en", { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.en);
    expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("en");
    await context.close();
  });

  test("a choice saved without scripts is copied into local storage once scripts run", async ({ page }) => {
    // The server route alone, as a visitor without scripts uses it.
    const response = await page.request.get(`/language/en?back=${encodeURIComponent("/events")}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/events");
    await page.goto("/events");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });

  test("?lang= shows that language for the view without saving it", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.en);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the next page comes in the chosen language", async ({ page }) => {
    await page.goto("/?lang=en");
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Get hired" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("en", "work", "main.banner.title"));
  });
});

test.describe("language, JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch shows the same page in the other language, and a reload keeps it", async ({ page }) => {
    await page.goto("/techservices/ia");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/techservices\/ia$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iaTitle.en);
    expect(await languageCookie(page)).toBe("en");

    // Saved: a reload, and the next page, are English; the browser asks for Spanish.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(iaTitle.en);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.en);

    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle.es);
    expect(await languageCookie(page)).toBe("es");
  });

  test("the switch keeps the page's query string and drops ?lang=", async ({ page }) => {
    await page.goto("/blog?page=2&lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("navigation", { name: "Páginas del blog" }).getByRole("link", { name: "Página 2", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about-us");
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
