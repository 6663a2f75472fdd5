import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A page hydrates on the visitor's first gesture, or at once when it needs its
 * script (server/http/defer-scripts.ts). These pages come from a context of
 * their own: the suite's `page` starts hydration itself.
 */
async function visit(browser: Browser, path: string, options: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: "es-CO",
    ...(options.mobile ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "load" });
  return page;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("hydration on the visitor's first gesture", () => {
  test("a content page stays the server's HTML while nobody touches it, and hydrates on the first mouse move", async ({ browser }) => {
    const page = await visit(browser, "/about-us");
    // Its modules are on their way once it is painted, at the lowest priority.
    await expect(page.locator('link[rel="prefetch"][href^="/assets/"]').first()).toBeAttached();
    await page.waitForTimeout(1500);
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.move(10, 200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.context().close();
  });

  test("a tap on the menu that starts hydration still opens the menu", async ({ browser }) => {
    const page = await visit(browser, "/vma/specialist", { mobile: true });
    await page.waitForTimeout(500);
    expect(await isHydrated(page)).toBe(false);
    const trigger = page.locator('header button[aria-haspopup="dialog"]');
    await trigger.tap();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.context().close();
  });

  test("the language switch pressed first switches the language and remembers it", async ({ browser }) => {
    const page = await visit(browser, "/events");
    await page.getByTestId("language-switch").focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("en");
    await page.context().close();
  });

  // A form anywhere on the page: its fields wait for hydration, and reading or filling them is no gesture.
  for (const path of ["/contact", "/work-with-us", "/?arrival=to-contact"]) {
    test(`${path} needs its script at once and hydrates without a gesture`, async ({ browser }) => {
      const page = await visit(browser, path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await page.context().close();
    });
  }
});
