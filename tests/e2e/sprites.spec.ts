import { expect, islandReady, type Page, test } from "./fixtures.ts";

/**
 * How many of the page's visible icons and logos are drawn, out of how many.
 * Sections far below the screen are not laid out (`content-visibility: auto`):
 * their icons are drawn as they near the view. Which sections are near it is
 * settled at the page's first frame, which on a busy machine can come after
 * its `load` event, so a count taken at `load` has to wait for that frame.
 */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const visible = [...document.querySelectorAll("svg use")].filter((use) =>
      use.closest("svg")?.checkVisibility({ contentVisibilityAuto: true }),
    );
    return { drawn: visible.filter((use) => (use as SVGUseElement).getBBox().width > 0).length, visible: visible.length };
  });

test.describe("icons and logos", () => {
  test("icons come inside the page, logos and brand marks from their sprites, and all are drawn", async ({ browser }) => {
    const page = await browser.newPage();
    const sprites: string[] = [];
    const answers: Promise<string | undefined>[] = [];
    page.on("request", (request) => {
      // Each sprite is a content-hashed asset: `/assets/logos-<hash>.svg`.
      const sprite = /\/assets\/(icons|logos|brand)-[\w-]+\.svg$|\/brand\//.exec(new URL(request.url()).pathname);
      if (!sprite) return;
      sprites.push(sprite[1] ?? sprite[0]);
      answers.push(request.response().then((response) => response?.headers()["cache-control"]));
    });
    await page.goto("/techservices/ia?lang=en", { waitUntil: "load" });
    await expect.poll(async () => (await drawn(page)).visible).toBeGreaterThan(20);
    const { drawn: count, visible } = await drawn(page);
    expect(count).toBe(visible);
    // The technology logos keep their names for assistive technology.
    await expect(page.getByRole("img", { name: "TensorFlow" }).first()).toBeVisible();
    // One request for all the brand marks of the footer and the chat button.
    expect(sprites.sort()).toEqual(["brand", "logos"]);
    // Cached for good: a changed sprite has another address.
    expect(await Promise.all(answers)).toEqual(["public, max-age=31536000, immutable", "public, max-age=31536000, immutable"]);
    await page.close();
  });

  test("are drawn from the sprites on the page a link leads to", async ({ page }) => {
    await page.goto("/contact?lang=en");
    await page.locator("footer").getByRole("link", { name: "Artificial intelligence", exact: true }).click();
    await expect(page).toHaveURL(/\/techservices\/ia/);
    await expect(page.locator('svg use[href^="/assets/logos-"][href$=".svg#tensorflow"]').first()).toBeVisible();
    await expect(page.locator('footer svg use[href^="/assets/brand-"][href$=".svg#linkedin"]')).toBeVisible();
    await expect.poll(async () => (await drawn(page)).drawn).toBe((await drawn(page)).visible);
  });

  test("an icon a form draws anew comes from the islands' own small sprite, not the site's whole one", async ({ page }) => {
    const sprites: string[] = [];
    page.on("request", (request) => {
      const sprite = /\/assets\/((?:island-)?icons)-[\w-]+\.svg$/.exec(new URL(request.url()).pathname);
      if (sprite?.[1]) sprites.push(sprite[1]);
    });
    await page.goto("/contact?lang=en");
    const form = page.locator("main form").first();
    const send = form.getByRole("button", { name: "Send", exact: true });
    await islandReady(send);
    await send.click();
    // Each message's icon, which the page's HTML did not have, is drawn from the islands' sprite.
    const icons = form.locator('[role="alert"] svg use');
    await expect(icons.first()).toBeVisible();
    expect(await icons.count()).toBeGreaterThan(1);
    for (const href of await icons.evaluateAll((uses) => uses.map((use) => use.getAttribute("href"))))
      expect(href).toMatch(/^\/assets\/island-icons-[\w-]+\.svg#CircleAlert$/);
    await expect.poll(() => icons.evaluateAll((uses) => uses.every((use) => (use as SVGUseElement).getBBox().width > 0))).toBe(true);
    expect(sprites).toEqual(["island-icons"]);
  });
});
