import type { Article, SiteEvent } from "../../contracts/lists";
import { FORMS, submitWithoutScripts } from "../e2e/no-script-forms";
import { copy } from "../e2e/site-map";
import { expect, test } from "@playwright/test";
import { DATABASES, PORTS, SITE_ORIGIN } from "./stack";

/**
 * A visitor without JavaScript on https://www.example.test, through nginx: the pages, their
 * menus and language switch, the events and the blog, and the ten forms posted to their pages
 * (with the https Origin the browser sends) and stored.
 */
test.use({ javaScriptEnabled: false });

/** The lists as the server gives them, read from Node on its own port (Node cannot resolve the site's test name). */
const LISTS = `http://127.0.0.1:${PORTS.site}`;

for (const spec of FORMS) {
  for (const language of spec.languages) {
    test(`${spec.id} on ${spec.path} over https without scripts: messages, what was typed, then stored (${language})`, async ({ page }) => {
      await submitWithoutScripts(page, spec, language, { origin: SITE_ORIGIN, lists: LISTS, database: DATABASES.site });
    });
  }
}

test("the header menus and the language switch work over https, and the switch stays on https", async ({ page, context }) => {
  await context.addCookies([{ name: "language", value: "es", url: SITE_ORIGIN }]);
  await page.goto("/contractors/outsourcing");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("es", "contractors", "outsourcing.banner.title"));
  const navigation = page.getByRole("navigation", { name: copy("es", "common", "nav.label") }).first();
  await navigation.getByRole("button", { name: copy("es", "common", "nav.services") }).click();
  await expect(page.locator("#menu-services")).toBeVisible();
  await navigation.getByRole("button", { name: copy("es", "common", "nav.about") }).click();
  await expect(page.locator("#menu-about")).toBeVisible();
  await expect(page.locator("#menu-services")).toBeHidden();

  await page.getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(page.url()).toBe(`${SITE_ORIGIN}/contractors/outsourcing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy("en", "contractors", "outsourcing.banner.title"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("lists over https", () => {
  test.use({ locale: "en-US" });

  test("the events: watch more shows every upcoming event, watch less the first three", async ({ page, request }) => {
    const events: SiteEvent[] = await (await request.get(`${LISTS}/api/events`)).json();
    const upcoming = events.filter((event) => event.CATEGORY === 1).length;
    expect(upcoming).toBeGreaterThan(3);
    await page.goto("/events");
    const section = page.getByTestId("events-upcoming");
    const shown = section.getByTestId("event-card").filter({ visible: true });
    await expect(shown).toHaveCount(3);
    await section.getByText(copy("en", "events", "list.watchMore"), { exact: true }).click();
    await expect(shown).toHaveCount(upcoming);
    await section.getByText(copy("en", "events", "list.watchLess"), { exact: true }).click();
    await expect(shown).toHaveCount(3);
  });

  test("the blog pages through its list with plain links and opens an article", async ({ page, request }) => {
    const articles: Article[] = await (await request.get(`${LISTS}/api/articles`)).json();
    expect(articles.length).toBeGreaterThan(9);
    await page.goto("/blog");
    const latest = page.getByTestId("blog-latest");
    await expect(latest.getByTestId("article-card")).toHaveCount(9);
    const nav = page.getByRole("navigation", { name: copy("en", "blog", "listView.pagination.label") });
    await nav.getByRole("link", { name: copy("en", "blog", "listView.pagination.next") }).click();
    expect(page.url()).toBe(`${SITE_ORIGIN}/blog?page=2`);
    await expect(latest.getByTestId("article-card")).toHaveCount(Math.min(9, articles.length - 9));
    await expect(latest.getByRole("heading", { name: articles[9]!.Article_Name_EN })).toBeVisible();
    await nav.getByRole("link", { name: copy("en", "blog", "listView.pagination.previous") }).click();
    expect(page.url()).toBe(`${SITE_ORIGIN}/blog`);
    await latest
      .getByRole("link", { name: copy("en", "blog", "listView.readMoreLabel").replace("{{title}}", articles[0]!.Article_Name_EN) })
      .click();
    expect(page.url()).toBe(`${SITE_ORIGIN}/blog/article/1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[0]!.Article_Name_EN);
  });
});
