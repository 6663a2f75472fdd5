import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Article, SiteEvent } from "../../contracts/lists";
import { expect, type Page, pageScriptReady, test } from "./fixtures";
import { E2E_PORT, type RunningServer, startServer } from "./production-server";
import { copy } from "./site-map";

/** The lists and in-page behaviours as the server's HTML alone gives them. */
test.use({ javaScriptEnabled: false, locale: "en-US" });

const blog = (key: string) => copy("en", "blog", key);

test.describe("the blog without scripts", () => {
  let articles: Article[];
  test.beforeAll(async ({ request }) => {
    articles = await (await request.get("/api/articles")).json();
    expect(articles.length).toBeGreaterThan(9);
  });

  test("pages through the list with plain links", async ({ page }) => {
    await page.goto("/blog?lang=en");
    const latest = page.getByTestId("blog-latest");
    await expect(latest.getByTestId("article-card")).toHaveCount(9);
    if (articles.some((article) => article.Article_featured)) await expect(page.getByTestId("blog-featured")).toBeVisible();
    const nav = page.getByRole("navigation", { name: blog("listView.pagination.label") });
    await expect(nav.getByRole("button", { name: blog("listView.pagination.previous") })).toBeDisabled();
    await nav.getByRole("link", { name: blog("listView.pagination.next") }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(latest.getByTestId("article-card")).toHaveCount(Math.min(9, articles.length - 9));
    // The link carries no language: the page follows the browser's.
    await expect(latest.getByRole("heading", { name: articles[9]!.Article_Name_EN })).toBeVisible();
    await expect(page.getByTestId("blog-featured")).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: blog("listView.pagination.previous") }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("opens an article, then another from its latest news, and goes back to the list", async ({ page }) => {
    await page.goto("/blog");
    const first = articles[0]!;
    await page
      .getByTestId("blog-latest")
      .getByRole("link", { name: blog("listView.readMoreLabel").replace("{{title}}", first.Article_Name_EN) })
      .click();
    await expect(page).toHaveURL(/\/blog\/article\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.Article_Name_EN);
    await expect(page.getByTestId("article-body")).not.toBeEmpty();
    await expect(page.getByTestId("share-link")).toHaveCount(3);
    const latest = page.getByTestId("latest-news").getByTestId("article-card");
    await expect(latest).toHaveCount(4);
    await latest.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/article\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[2]!.Article_Name_EN);
    await page.getByRole("link", { name: blog("articleView.back") }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("blog-latest").getByTestId("article-card")).toHaveCount(9);
  });
});

test.describe("the events without scripts", () => {
  let events: SiteEvent[];
  test.beforeAll(async ({ request }) => {
    events = await (await request.get("/api/events")).json();
  });

  for (const [category, kind] of [
    [1, "upcoming"],
    [2, "recorded"],
  ] as const) {
    test(`watch more shows every ${kind} event, and watch less the first three again`, async ({ page }) => {
      const count = events.filter((event) => event.CATEGORY === category).length;
      expect(count).toBeGreaterThan(3);
      await page.goto("/events?lang=en");
      const section = page.getByTestId(`events-${kind}`);
      const shown = section.getByTestId("event-card").filter({ visible: true });
      await expect(shown).toHaveCount(3);
      await section.getByText(copy("en", "events", "list.watchMore"), { exact: true }).click();
      await expect(shown).toHaveCount(count);
      await section.getByText(copy("en", "events", "list.watchLess"), { exact: true }).click();
      await expect(shown).toHaveCount(3);
    });
  }
});

test.describe("the arrival parameter without scripts", () => {
  for (const [arrival, id] of [
    ["to-service", "services"],
    ["to-contact", "contact-us"],
  ] as const) {
    test(`${arrival} lands on its section of the home page`, async ({ page }) => {
      const response = await page.goto(`/?lang=en&arrival=${arrival}`);
      expect(response?.request().redirectedFrom()?.url()).toContain(`arrival=${arrival}`);
      await expect(page).toHaveURL(new RegExp(`/\\?lang=en#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 }).first()).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  }

  test("from a page without the section, lands on the home page's", async ({ page }) => {
    await page.goto("/about-us?arrival=to-contact");
    await expect(page).toHaveURL(/\/#contact-us$/);
    await expect(page.locator("#contact-us-title")).toBeInViewport();
  });
});

test.describe("lower sections", () => {
  const layouts = (page: Page) =>
    page
      .locator(".render-near-view")
      .evaluateAll((elements) => [...new Set(elements.map((element) => getComputedStyle(element).contentVisibility))]);

  test("are all laid out without scripts, and each shows when scrolled to", async ({ page }) => {
    await page.goto("/?lang=en");
    const sections = page.locator(".render-near-view");
    const count = await sections.count();
    expect(count).toBeGreaterThan(3);
    expect(await layouts(page)).toEqual(["visible"]);
    for (let index = 0; index < count; index++) {
      const heading = sections.nth(index).getByRole("heading").first();
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
    }
  });

  test("with scripts, are laid out as they near the screen on a new visit, and all at once on a reload or at a fragment", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: true, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/?lang=en");
    expect(await layouts(page)).toEqual(["auto"]);
    const stories = page.locator("#stories");
    await stories.getByRole("heading").first().scrollIntoViewIfNeeded();
    await expect(stories.getByRole("heading").first()).toBeInViewport();
    await page.reload();
    expect(await layouts(page)).toEqual(["visible"]);
    const atFragment = await context.newPage();
    await atFragment.goto("/?lang=en#stories");
    expect(await layouts(atFragment)).toEqual(["visible"]);
    await expect(atFragment.locator("#stories").getByRole("heading").first()).toBeInViewport();
    await context.close();
  });

  test("with scripts, a jump within the page lays out every section before it scrolls, and lands on its section", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: true, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/?lang=en");
    await pageScriptReady(page);
    expect(await layouts(page)).toEqual(["auto"]);
    await page.locator('main a[href="#services"]').click();
    await expect(page).toHaveURL(/#services$/);
    expect(await layouts(page)).toEqual(["visible"]);
    await expect(page.locator("#services").getByRole("heading").first()).toBeInViewport();
    await context.close();
  });

  test("a page opened at a fragment lands on it", async ({ page }) => {
    await page.goto("/?lang=en#stories");
    expect(await layouts(page)).toEqual(["visible"]);
    await expect(page.locator("#stories").getByRole("heading").first()).toBeInViewport();
  });
});

/**
 * A site of its own, whose content and database the tests change: events of
 * its own, a promo video, and lists that fail.
 */
test.describe("on a site with its own events, a promo video and lists that fail", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const videoUrl = "https://video.example.com/watch/platform";
  let directory: string;
  let databaseFile: string;
  let server: RunningServer;
  let origin: string;

  const event = (category: SiteEvent["CATEGORY"], index: number): SiteEvent => ({
    CATEGORY: category,
    TITLE: `Evento ${category}.${index}`,
    TITLE_EN: `Event ${category}.${index}`,
    DESCRIPCION: `Descripción del evento ${index}.`,
    DESCRIPTION_EN: `Description of event ${index}.`,
    DETAILS_DATE_FROM: `2026-12-0${index}T15:00:00`,
    DETAILS_DATE_TO: `2026-12-0${index}T16:00:00`,
    DETAILS_PRESENTER: "Ana Gómez",
    BOTONURL: `https://events.example.com/${category}/${index}`,
    BUTTONTEXT: "",
  });
  // One live, five upcoming, four recorded.
  const events = [event(3, 1), ...[1, 2, 3, 4, 5].map((index) => event(1, index)), ...[1, 2, 3, 4].map((index) => event(2, index))];

  test.beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "no-script-content-"));
    databaseFile = path.join(directory, "site.db");
    server = await startServer({ port: E2E_PORT + 11, database: databaseFile, settings: { SITE_PROMO_VIDEO_URL: videoUrl } });
    origin = server.url;
    const file = path.join(directory, "events.json");
    writeFileSync(file, JSON.stringify(events));
    // The operator's content CLI replaces the events of the running site.
    server.content("import", "events", file);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  /** What a screen reader is told of a disclosure's summary: Chromium's own accessibility tree. */
  async function disclosure(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === "expanded")?.value.value;
    await cdp.detach();
    return { role: node.role?.value, name: node.name?.value, expanded };
  }

  /** axe's findings on the page as it is (it needs scripts to run). */
  async function axeViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8") });
    return page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; help: string }> }> };
      };
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      });
      return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
    });
  }

  for (const javaScriptEnabled of [false, true]) {
    test(`events: a category shows three cards, and watch more / watch less the rest (scripts ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, locale: "en-US", bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${origin}/events`);
      const upcoming = page.getByTestId("events-upcoming");
      const cards = upcoming.getByTestId("event-card");
      const shown = upcoming.getByTestId("event-card").filter({ visible: true });
      const summary = upcoming.locator("summary");
      const toggle = '[data-testid="events-upcoming"] summary';
      await expect(cards).toHaveCount(5);
      await expect(shown).toHaveCount(3);
      expect(await disclosure(page, toggle)).toEqual({
        role: "DisclosureTriangle",
        name: copy("en", "events", "list.watchMore"),
        expanded: false,
      });

      await summary.click();
      await expect(shown).toHaveCount(5);
      expect(await disclosure(page, toggle)).toEqual({
        role: "DisclosureTriangle",
        name: copy("en", "events", "list.watchLess"),
        expanded: true,
      });
      // The rest join the same grid, after the first three.
      const boxes = await cards.evaluateAll((elements) => elements.map((element) => element.closest("li")!.getBoundingClientRect()));
      expect(new Set(await cards.evaluateAll((elements) => elements.map((element) => element.closest("ul")))).size).toBe(1);
      expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.bottom);
      await expect(cards.nth(3).getByRole("link")).toHaveAttribute("href", events[4]!.BOTONURL);

      await summary.click();
      await expect(shown).toHaveCount(3);
      // By keyboard: the summary is the button.
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(shown).toHaveCount(5);
      await page.keyboard.press("Space");
      await expect(shown).toHaveCount(3);

      const recorded = page.getByTestId("events-recorded");
      await expect(recorded.getByTestId("event-card").filter({ visible: true })).toHaveCount(3);
      await recorded.locator("summary").click();
      await expect(recorded.getByTestId("event-card").filter({ visible: true })).toHaveCount(4);
      // The other category's disclosure is its own.
      await expect(shown).toHaveCount(3);
      const live = page.getByTestId("events-live");
      await expect(live.getByTestId("live-icon")).toBeAttached();
      await expect(live.locator("summary")).toHaveCount(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test("the promo video's facade is a link to the video in a new tab", async ({ page }) => {
    await page.goto(`${origin}/?lang=en`);
    const play = page.getByRole("region", { name: copy("en", "home", "promo.title") }).getByRole("link", {
      name: copy("en", "home", "promo.play"),
    });
    await expect(play).toHaveAttribute("href", videoUrl);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(play).toHaveAttribute("rel", /noopener/);
  });

  test("the recruitment page's featured jobs, when the vacancies list fails, are the section's fixed cards", async ({ page }) => {
    const database = new Database(databaseFile);
    database.exec("ALTER TABLE vacancies RENAME TO vacancies_away");
    try {
      // The page itself stands: its form does not need the list.
      const response = await page.goto(`${origin}/recruitment?lang=en`);
      expect(response?.status()).toBe(200);
      const fixed = ["backend", "dataAnalyst", "devops", "qa"].map((id) => copy("en", "recruitment", `main.jobs.items.${id}.title`));
      await expect(page.locator("section#featured-jobs").getByRole("heading", { level: 3 })).toHaveText(fixed);
    } finally {
      database.exec("ALTER TABLE vacancies_away RENAME TO vacancies");
      database.close();
    }
  });

  for (const [list, route, table, namespace, key, shown] of [
    ["events", "/events", "events", "events", "list.error", "event-card"],
    // The blog's page is kept only up to its last page, and a failed list has none past the first: `/blog`.
    ["blog", "/blog", "articles", "blog", "listView.error", "article-card"],
  ] as const) {
    test(`the ${list} list, when it fails, shows its message and a retry link that loads the page anew`, async ({ page }) => {
      const database = new Database(databaseFile);
      const restore = () => database.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
      database.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
      try {
        const address = `${route}${route.includes("?") ? "&" : "?"}lang=en`;
        const response = await page.goto(`${origin}${address}`);
        // Not stored by the page cache: the retry renders the page again.
        expect(response?.status()).toBe(503);
        const alert = page.getByRole("alert").filter({ hasText: copy("en", namespace, key) });
        await expect(alert).toBeVisible();
        await expect(page.getByTestId(shown)).toHaveCount(0);
        const retry = alert.getByRole("link", { name: copy("en", "common", "actions.retry") });
        // The same page: its path and the parameters it reads, in the server's order.
        const href = new URL((await retry.getAttribute("href")) ?? "", origin);
        const asked = new URL(address, origin);
        expect(href.pathname).toBe(asked.pathname);
        expect([...href.searchParams].sort()).toEqual([...asked.searchParams].sort());
        restore();
        await retry.click();
        await expect(page).toHaveURL(href.href);
        await expect(page.getByTestId(shown).first()).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
      } finally {
        if (database.prepare("SELECT 1 FROM sqlite_master WHERE name = ?").get(`${table}_away`)) restore();
        database.close();
      }
    });
  }
});
