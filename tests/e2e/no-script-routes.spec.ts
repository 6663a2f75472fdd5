import { expect, test } from "./fixtures";
import { copy, type Language, ROUTES } from "./site-map";

/**
 * Every route in both languages as a visitor without JavaScript gets it (the
 * `no-script` project of playwright.config.ts): the page, its header menus
 * and the language switch are the server's HTML and the browser's own controls.
 */
const LANGUAGES: Language[] = ["es", "en"];
const other = (language: Language): Language => (language === "es" ? "en" : "es");

for (const language of LANGUAGES) {
  test.describe(`without scripts, in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
    });

    for (const route of ROUTES) {
      test(`${route.path}: the page, its header menus and the language switch work`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy(language, route.namespace, `${route.page}.banner.title`));

        const navigation = page.getByRole("navigation", { name: copy(language, "common", "nav.label") }).first();
        const services = navigation.getByRole("button", { name: copy(language, "common", "nav.services") });
        const about = navigation.getByRole("button", { name: copy(language, "common", "nav.about") });
        const servicesPanel = page.locator("#menu-services");
        const aboutPanel = page.locator("#menu-about");
        await services.click();
        await expect(servicesPanel).toBeVisible();
        // Opening one menu closes the other; a click outside closes it.
        await about.click();
        await expect(aboutPanel).toBeVisible();
        await expect(servicesPanel).toBeHidden();
        await page.getByRole("heading", { level: 1 }).click();
        await expect(aboutPanel).toBeHidden();

        // The switch shows the same page in the other language, and the choice stays.
        await page.getByTestId("language-switch").click();
        await expect(page.locator("html")).toHaveAttribute("lang", other(language));
        expect(new URL(page.url()).pathname).toBe(route.path);
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("lang", other(language));
      });
    }
  });
}
