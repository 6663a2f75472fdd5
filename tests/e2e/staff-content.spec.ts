import { expect, type Page, test } from "./fixtures";
import { lastLine, STAFF_COPY, staffCli, axeViolations } from "./staff-support";

/**
 * The content editor in Chromium against the production build, with scripts and without: an editor
 * invited by the CLI creates an event and an article in both languages, previews them, publishes,
 * finds them on the public pages at the next request in both languages, edits, restores a version
 * and unpublishes; a publish with one language missing is refused with what was typed kept.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const database = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
const SITE_URL = `http://localhost:${port}`;
const CLI_ENV = { DATABASE_URL: `sqlite:${database}`, SITE_URL };
const copy = STAFF_COPY.es;
const SHOTS = "/tmp/shots-editor";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInAsEditor(page: Page) {
  const link = lastLine(await staffCli(["invite", `editor-${unique()}@example.com`, "--role", "editor", "--name", "Eva"], CLI_ENV));
  await page.goto(link);
  await page.getByRole("button", { name: copy.link.continue }).click();
  await expect(page).toHaveURL(/\/staff\/account/);
}

for (const scripts of [true, false]) {
  test.describe(`the content editor ${scripts ? "with" : "without"} scripts`, () => {
    // axe is added to the page as a script: the site's CSP would refuse it.
    test.use({ javaScriptEnabled: scripts, bypassCSP: true });

    test("an editor creates, previews, publishes, edits, restores and unpublishes an event in both languages", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsEditor(page);
      const tag = unique();
      const title = `Taller ${tag}`;
      const titleEn = `Workshop ${tag}`;

      await page.goto("/staff/content");
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: copy.content.lists.events }).click();
      await page.getByRole("link", { name: copy.content.new }).click();
      await page.getByLabel(copy.content.fields.CATEGORY).selectOption("1");
      await page.getByRole("textbox", { name: `${copy.content.fields.TITLE} (Español)` }).fill(title);
      await page
        .getByRole("textbox", { name: `${copy.content.fields.DESCRIPCION} (Español)` })
        .fill("Un taller práctico sobre datos para equipos de ventas.");
      await page
        .getByRole("textbox", { name: `${copy.content.fields.DESCRIPTION_EN} (English)` })
        .fill("A hands-on data workshop for sales teams.");
      await page.getByLabel(copy.content.fields.DETAILS_DATE_FROM).fill("2031-03-10T15:00");
      await page.getByLabel(copy.content.fields.DETAILS_DATE_TO).fill("2031-03-10T17:00");
      await page.getByLabel(copy.content.fields.DETAILS_PRESENTER).fill("Ana Gómez");
      await page.getByLabel(copy.content.fields.BOTONURL).fill("https://example.com/taller");
      await page.getByLabel(copy.content.fields.BUTTONTEXT).fill("Inscribirse");

      // English title missing: refused, with everything typed kept and the field marked.
      await page.getByRole("button", { name: copy.content.publish }).click();
      await expect(page.getByRole("alert")).toContainText(copy.content.refused);
      await expect(page.getByRole("textbox", { name: `${copy.content.fields.TITLE} (Español)` })).toHaveValue(title);
      await expect(page.getByRole("textbox", { name: `${copy.content.fields.TITLE_EN} (English)` })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      expect(await (await page.request.get("/api/events")).text()).not.toContain(title);

      await page.getByRole("textbox", { name: `${copy.content.fields.TITLE_EN} (English)` }).fill(titleEn);
      await page.getByRole("button", { name: copy.content.saveDraft }).click();
      await expect(page.getByRole("status")).toContainText(copy.content.saved.draft);
      const itemUrl = page.url().split("?")[0] ?? "";

      // The preview is the real events page with the draft, in both languages; the public page does not have it.
      await page.goto(`${itemUrl}/preview?lang=es`);
      await expect(page.getByText(title).first()).toBeAttached();
      await page.goto(`${itemUrl}/preview?lang=en`);
      await expect(page.getByText(titleEn).first()).toBeAttached();
      await page.goto("/events?lang=es");
      await expect(page.getByText(title)).toHaveCount(0);

      await page.goto(itemUrl);
      await page.getByRole("button", { name: copy.content.publish }).click();
      await expect(page.getByRole("status")).toContainText(copy.content.saved.published);
      await page.goto("/events?lang=es");
      await expect(page.getByText(title).first()).toBeAttached();
      await page.goto("/events?lang=en");
      await expect(page.getByText(titleEn).first()).toBeAttached();

      // An edit, published; then the first version restored as a draft and published again.
      await page.goto(itemUrl);
      await page.getByRole("textbox", { name: `${copy.content.fields.TITLE} (Español)` }).fill(`${title} editado`);
      await page.getByRole("button", { name: copy.content.publish }).click();
      await page.goto("/events?lang=es");
      await expect(page.getByText(`${title} editado`).first()).toBeAttached();
      await page.goto(itemUrl);
      await page.getByRole("link", { name: copy.content.compare }).last().click();
      await expect(page.getByRole("table")).toContainText(`${title} editado`);
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: copy.content.restore }).click();
      await expect(page.getByRole("status")).toContainText(copy.content.saved.restored);
      await expect(page.getByRole("textbox", { name: `${copy.content.fields.TITLE} (Español)` })).toHaveValue(title);
      await page.getByRole("button", { name: copy.content.publish }).click();
      await page.goto("/events?lang=es");
      await expect(page.getByText(title, { exact: true }).first()).toBeAttached();

      await page.goto(itemUrl);
      await page.getByRole("button", { name: copy.content.unpublish }).click();
      await expect(page.getByRole("status")).toContainText(copy.content.saved.unpublished);
      await page.goto("/events?lang=es");
      await expect(page.getByText(title)).toHaveCount(0);
    });

    test("an editor writes an article with author and date in both languages; the blog and the article show it", async ({ page }) => {
      test.setTimeout(90_000);
      await signInAsEditor(page);
      const tag = unique();
      const title = `Artículo ${tag}`;
      const titleEn = `Article ${tag}`;
      await page.goto("/staff/content/articles/new");
      await page.getByRole("textbox", { name: `${copy.content.fields.Article_Name} (Español)` }).fill(title);
      await page.getByRole("textbox", { name: `${copy.content.fields.Article_Name_EN} (English)` }).fill(titleEn);
      const bodies = [
        [`${copy.content.fields.Article_body} (Español)`, "Cómo medimos el valor de cada proyecto con datos reales."],
        [`${copy.content.fields.Article_body_EN} (English)`, "How we measure each project's value with real data."],
      ] as const;
      for (const [label, text] of bodies) {
        await page.getByRole("textbox", { name: label }).fill(scripts ? text : `<p>${text}</p>`);
      }
      await page.getByLabel(copy.content.fields.Article_author).fill("Ana Gómez");
      await page.getByLabel(copy.content.fields.Article_date).fill("2031-02-03");
      if (scripts) expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/editor-article-1280-${scripts ? "js" : "nojs"}.png`, fullPage: true });
      await page.getByRole("button", { name: copy.content.publish }).click();
      await expect(page.getByRole("status")).toContainText(copy.content.saved.published);

      await page.goto("/blog?lang=es");
      const card = page.getByTestId("article-card").filter({ hasText: title });
      await expect(card).toContainText("Ana Gómez");
      await card.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("article-byline").first()).toContainText("3 de febrero de 2031");
      await page.goto(`${page.url().split("?")[0]}?lang=en`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleEn);
      await expect(page.getByTestId("article-byline").first()).toContainText("February 3, 2031");
    });
  });
}

test("screenshots of the editor at 390 and 1280 px in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsEditor(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ["es", "en"]) {
      await page.context().addCookies([{ name: "language", value: language, url: SITE_URL }]);
      await page.goto(`/staff/content?lang=${language}`);
      await page.screenshot({ path: `${SHOTS}/index-${width}-${language}.png`, fullPage: true });
      await page.goto(`/staff/content/events?lang=${language}`);
      await page.screenshot({ path: `${SHOTS}/events-${width}-${language}.png`, fullPage: true });
      await page.getByRole("link", { name: STAFF_COPY[language as "es" | "en"].content.new }).click();
      await page.screenshot({ path: `${SHOTS}/event-form-${width}-${language}.png`, fullPage: true });
      await page.goto(`/blog?lang=${language}`);
      await page.screenshot({ path: `${SHOTS}/blog-${width}-${language}.png` });
    }
  }
});
