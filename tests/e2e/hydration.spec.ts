import type { Browser, Page } from "@playwright/test";
import { FORM_PAGE_GRACE_MS } from "../../server/http/defer-scripts";
import { expect, test } from "./fixtures";
import { acceptPolicies, formOf, formsCopy, originFor, pick, recordSubmissions, submitAndCapture } from "./forms-support";

/**
 * A page hydrates on the visitor's first gesture, or at once when it needs its
 * script (server/http/defer-scripts.ts); a form takes input before then. These pages come from a context of
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
    // Its modules and its data are on their way once it has loaded, at the lowest priority, all of them in a few idle moments.
    await expect(page.locator('link[rel="prefetch"][href^="/__page-data/"]')).toBeAttached();
    await expect(page.locator('link[rel="prefetch"][href*="/entry.client-"]')).toBeAttached();
    await expect(page.locator('link[rel="prefetch"][href*="/about-us-"]')).toBeAttached();
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

  test("until it hydrates, a long page lays out its lower sections as they near the screen, and a section with a form at once", async ({
    browser,
  }) => {
    const page = await visit(browser, "/");
    const rendering = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
    expect(await rendering("#stories")).toBe("auto");
    expect(await rendering("#contact-us")).toBe("visible");
    // Its text is in the page all the same, for search in the page and for assistive technologies.
    await expect(page.getByRole("heading", { level: 2, name: "Lo que dicen las empresas que confían en nosotros" })).toBeAttached();
    await page.mouse.move(10, 200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await rendering("#stories")).toBe("visible");
    await page.context().close();
  });

  test("an arrival to scroll to needs the script at once and hydrates without a gesture", async ({ browser }) => {
    const page = await visit(browser, "/?arrival=to-contact");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.context().close();
  });
});

test.describe("a form before its page has hydrated", () => {
  test("what a script types and ticks into the server's HTML is what the form sends", async ({ browser }, testInfo) => {
    const page = await visit(browser, `${originFor(testInfo)}/contact`);
    await page.waitForTimeout(500);
    expect(await isHydrated(page)).toBe(false);
    const form = formOf(page, "contact");
    await expect(form).not.toHaveAttribute("data-ready");
    // Filling focuses the field: that starts hydration, and the text stays.
    await form.locator('input[name="name"]').fill("Laura Gómez");
    await form.locator('input[name="email"]').fill("laura@example.com");
    await form.locator('input[name="phone"]').fill("600123456");
    await form.locator('textarea[name="message"]').fill("Quisiera una cotización.");
    await acceptPolicies(form);
    await pick(form, formsCopy("es", "fields.phonePrefix.label"), "57", /Colombia/);
    await expect(form).toHaveAttribute("data-ready", "");
    const { body } = await submitAndCapture(page, form, "contact");
    expect(body).toEqual({
      name: "Laura Gómez",
      email: "laura@example.com",
      phone_prefix: "+57",
      phone: "600123456",
      message: "Quisiera una cotización.",
      policies: true,
    });
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.context().close();
  });

  test("a press on send before the form is ready is held, then validates and focuses the first field", async ({ browser }, testInfo) => {
    const page = await visit(browser, `${originFor(testInfo)}/work-with-us`);
    const posted = recordSubmissions(page);
    const form = formOf(page, "candidate");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    // Never a native submission: the page is still the same page.
    expect(new URL(page.url()).search).toBe("");
    expect(posted).toHaveLength(0);
    await page.context().close();
  });

  test("a choice that shows more fields, made before the form's code arrives, is kept and shows them", async ({ browser }) => {
    const page = await visit(browser, "/vma/gethired/hire?lang=en");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The form's code waits until the visitor has chosen.
    let release = () => {};
    const chosen = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/vma-application-form-[\w-]+\.js$/, async (route) => {
      await chosen;
      await route.continue();
    });
    const form = formOf(page, "vma-application");
    await form.getByRole("radio", { name: "Email" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(form).not.toHaveAttribute("data-ready");
    release();
    await expect(form).toHaveAttribute("data-ready", "");
    // The form hydrated as the server drew it, then took the choice: nothing was thrown away.
    await expect(form.getByRole("radio", { name: "Email" })).toBeChecked();
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a page with a form that nobody touches hydrates a few seconds after it has loaded", async ({ browser }) => {
    const page = await visit(browser, "/contact");
    await page.waitForTimeout(1000);
    expect(await isHydrated(page)).toBe(false);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: FORM_PAGE_GRACE_MS + 5000 });
    // The form's code follows when the browser is idle.
    await expect(formOf(page, "contact")).toHaveAttribute("data-ready", "");
    await page.context().close();
  });
});

test("a page's hydration data travels beside it, and a server that no longer holds it renders the page again", async ({ request }) => {
  const page = "/events?lang=en";
  const html = await (await request.get(page)).text();
  expect(html).not.toContain("streamController.enqueue");
  const path = /\/__page-data\/[\w-]{22}\.js/.exec(html)?.[0] ?? "";
  expect(path).not.toBe("");
  const held = await request.get(`${path}?for=${encodeURIComponent(page)}`);
  expect(held.status()).toBe(200);
  expect(held.headers()["content-type"]).toContain("text/javascript");
  expect(await held.text()).toContain("streamController.enqueue");
  const forgotten = `/__page-data/${"A".repeat(22)}.js`;
  const again = await request.get(`${forgotten}?for=${encodeURIComponent(page)}`);
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain("streamController.close()");
  expect((await request.get(`${forgotten}?for=${encodeURIComponent("//elsewhere.example/")}`)).status()).toBe(404);
  expect((await request.get(forgotten)).status()).toBe(404);
});
