import { expect, type Locator, type Page } from "@playwright/test";

// Pages are server HTML that works on its own: a test uses them as soon as they have loaded, with Playwright's own `test`.
export { expect, test } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * Resolves once the island that holds `inside` (a form) runs its code. An
 * island wakes when the visitor reaches into it: a pointer over it, a tap
 * on it, or the focus (app/islands/wake-islands.ts); until then it works as
 * plain HTML. A test of what scripts add (searchable pickers, instant
 * validation) brings it into view, moves the pointer over it and waits.
 */
export async function islandReady(inside: Locator): Promise<void> {
  const island = inside.locator("xpath=ancestor-or-self::*[@data-island][1]");
  await inside.scrollIntoViewIfNeeded();
  // The page's script, which listens for the pointer, runs after the page's load.
  await pageScriptReady(inside.page());
  await island.dispatchEvent("pointerover");
  await expect(island).toHaveAttribute("data-hydrated", "");
}

/**
 * Resolves once the browser has had an idle moment and painted a frame after it: what was due on the page
 * by then (an island that wakes once the page is idle, a script a click started) has begun. A test that checks
 * that something did not happen waits for this, not for a fixed time.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 2000 })),
  );
}

/**
 * Resolves once the page's one script has run: it is requested after the
 * page's load, and until it runs the page works as plain HTML (the language
 * switch is the server's link, which comes back to the page's top).
 */
export async function pageScriptReady(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-page-script", "");
}
