import { test as base, expect, type Page, type Response } from "@playwright/test";

export { expect };
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page. The server's HTML is painted
 * first, and a page without a form near the top hydrates on the visitor's
 * first gesture (server/http/defer-scripts.ts): the mildest, a mouse move,
 * starts it. A test that used a control right after `load` would otherwise
 * click plain HTML.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function whenHydrated(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
  return response;
}

/** The Playwright test whose page waits, on every document navigation it starts, for hydration. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    page.goto = async (...args) => whenHydrated(page, await goto(...args));
    page.reload = async (...args) => whenHydrated(page, await reload(...args));
    page.goBack = async (...args) => whenHydrated(page, await goBack(...args));
    await use(page);
  },
});
