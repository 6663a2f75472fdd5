import { expect, type Locator, type Page } from "@playwright/test";

// Pages are server HTML that works on its own: a test uses them as soon as they have loaded, with Playwright's own `test`.
export { expect, test } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * Resolves once the island that holds `inside` (a form) runs its code. An
 * island wakes when it comes near the screen after the page has loaded, or at
 * the visitor's first touch inside it (app/islands/wake-islands.ts); until
 * then it works as plain HTML. A test of what scripts add (searchable pickers,
 * instant validation) brings it into view and waits for it.
 */
export async function islandReady(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator("xpath=ancestor-or-self::*[@data-island][1]")).toHaveAttribute("data-hydrated", "");
}

/**
 * Resolves once the page's one script has run: it is requested after the
 * page's load, and until it runs the page works as plain HTML (the language
 * switch is the server's link, which comes back to the page's top).
 */
export async function pageScriptReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "");
}
