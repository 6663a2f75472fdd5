import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, pageScriptReady, test } from "./fixtures";
import { E2E_PORT, type RunningServer, startServer } from "./production-server";
import { lastLine, STAFF_COPY, type StaffLanguage, staffCli, axeViolations } from "./staff-support";

/**
 * The company's facts and the site's copy, edited in /staff/settings and /staff/copy, on a server of
 * this spec's own (its edits reach every page: the suite's other specs must not see them).
 */
const esHome = JSON.parse(readFileSync(path.resolve("app/locales/es/home.json"), "utf8")) as { home: { banner: { title: string } } };
const enHome = JSON.parse(readFileSync(path.resolve("app/locales/en/home.json"), "utf8")) as { home: { banner: { title: string } } };
const esForms = JSON.parse(readFileSync(path.resolve("app/locales/es/forms.json"), "utf8")) as {
  fields: { name: { placeholder: string } };
};
const SHOTS = "/tmp/shots-words";

let server: RunningServer;
let directory: string;

test.describe.configure({ mode: "serial", timeout: 120_000 });
// axe is added to the page as a script of its own: the strict CSP would refuse it.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "staff-words-"));
  server = await startServer({
    port: E2E_PORT + 19,
    database: path.join(directory, "site.db"),
    settings: { STAFF_SIGN_IN_PER_MINUTE: "10000" },
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(directory, { recursive: true, force: true });
});

async function signIn(page: Page, language: StaffLanguage) {
  await page.context().addCookies([{ name: "language", value: language, url: server.url }]);
  const email = `editor-${language}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const link = lastLine(
    await staffCli(["invite", email, "--role", "editor"], {
      DATABASE_URL: `sqlite:${path.join(directory, "site.db")}`,
      SITE_URL: server.url,
    }),
  );
  await page.goto(link);
  await page.getByRole("button", { name: STAFF_COPY[language].link.continue }).click();
  await expect(page).toHaveURL(/\/staff\/account\?welcome=1$/);
}

test("an editor sets the phone and WhatsApp number and sees them in the footer and the chat link at the next request", async ({ page }) => {
  const copy = STAFF_COPY.en;
  await signIn(page, "en");
  await page.goto(`${server.url}/staff/settings`);
  expect(await axeViolations(page)).toEqual([]);
  // A refused save says why and keeps what was typed.
  await page.getByLabel(copy.settings.fields.phone.label, { exact: false }).fill("+57 601 234 5678");
  await page.getByLabel(copy.settings.fields.whatsappNumber.label, { exact: false }).fill("300 123");
  await page.getByRole("button", { name: copy.settings.save }).click();
  await expect(page.getByText(copy.settings.problems.phone)).toBeVisible();
  await expect(page.getByLabel(copy.settings.fields.whatsappNumber.label, { exact: false })).toHaveValue("300 123");
  await expect(page.getByLabel(copy.settings.fields.phone.label, { exact: false })).toHaveValue("+57 601 234 5678");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(copy.settings.fields.whatsappNumber.label, { exact: false }).fill("+57 300 123 4567");
  await page.getByRole("button", { name: copy.settings.save }).click();
  await expect(page.getByText(copy.settings.saved)).toBeVisible();

  await page.goto(`${server.url}/?lang=es`);
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "+576012345678" })).toHaveAttribute("href", "tel:+576012345678");
  await expect(footer.locator('a[href="https://wa.me/573001234567"]').first()).toBeVisible();
  const organization = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(organization ?? "{}")).toMatchObject({ telephone: "+576012345678" });

  // In context: the editor's answer carries a bar to this page's texts; a visitor's (the cached page) never does.
  await page.goto(`${server.url}/techservices?lang=en`);
  const bar = page.getByRole("navigation", { name: "Staff" });
  await expect(bar.getByRole("link", { name: "Edit this page's texts" })).toHaveAttribute("href", "/staff/copy?page=%2Ftechservices");
  expect(await axeViolations(page)).toEqual([]);
  const visitor = await fetch(`${server.url}/techservices?lang=en`);
  expect(visitor.headers.get("x-page-cache")).not.toBe("staff");
  expect(await visitor.text()).not.toContain("staff-bar");
  await bar.getByRole("link", { name: "Edit this page's texts" }).click();
  await expect(page.locator("#group-techservices")).toBeVisible();
});

test("an editor changes the home headline in Spanish and English, sees it live with scripts on, and restores it", async ({ page }) => {
  const copy = STAFF_COPY.es;
  await signIn(page, "es");
  await page.goto(`${server.url}/staff/copy?q=${encodeURIComponent(esHome.home.banner.title.slice(0, 20))}`);
  await page.getByRole("link", { name: copy.copy.editLabel.replace("{{key}}", "home.banner.title") }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('textarea[name="es:home.banner.title"]').fill("Titular desde el equipo");
  await page.locator('textarea[name="en:home.banner.title"]').fill("Headline from the team");
  await page.getByRole("button", { name: copy.copy.save }).click();
  await expect(page.getByText(copy.copy.saved)).toBeVisible();

  // A text of the contact form's island: the hydrated island says what the server's HTML said.
  await page.goto(`${server.url}/staff/copy/edit?ns=forms&key=fields.name.placeholder`);
  await page.locator('textarea[name="es:fields.name.placeholder"]').fill("Nombre y apellido, por favor");
  await page.getByRole("button", { name: copy.copy.save }).click();
  await expect(page.getByText(copy.copy.saved)).toBeVisible();

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${server.url}/?lang=es`, { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Titular desde el equipo");
  const name = page.locator('form[data-form-id="contact"] input[name="name"]');
  await expect(name).toHaveAttribute("placeholder", "Nombre y apellido, por favor");
  // The island is handed the changed texts with its props: it translates with them, not with the shipped chunk alone.
  const payload = JSON.parse((await page.locator('[data-island] > script[type="application/json"]').textContent()) ?? "{}");
  expect(payload.copy?.forms?.["fields.name.placeholder"]).toBe("Nombre y apellido, por favor");
  await pageScriptReady(page);
  await name.click();
  await expect(page.locator("[data-island]")).toHaveAttribute("data-hydrated", "");
  await expect(name).toHaveAttribute("placeholder", "Nombre y apellido, por favor");
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);

  await page.goto(`${server.url}/?lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Headline from the team");

  await page.goto(`${server.url}/staff/copy/edit?ns=home&key=home.banner.title`);
  await page.getByRole("button", { name: copy.copy.restore, exact: true }).click();
  await expect(page.getByText(copy.copy.restored)).toBeVisible();
  await page.goto(`${server.url}/?lang=es`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(esHome.home.banner.title);
  await page.goto(`${server.url}/?lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enHome.home.banner.title);
  await page.goto(`${server.url}/staff/copy/edit?ns=forms&key=fields.name.placeholder`);
  await page.getByRole("button", { name: copy.copy.restore, exact: true }).click();
  await page.goto(`${server.url}/?lang=es`);
  await expect(page.locator('form[data-form-id="contact"] input[name="name"]')).toHaveAttribute(
    "placeholder",
    esForms.fields.name.placeholder,
  );
});

test("screenshots of /staff/settings and /staff/copy at 390 and 1280 px in both languages", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const language of ["es", "en"] as const) {
    await signIn(page, language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, address] of [
        ["settings", "/staff/settings"],
        ["copy", "/staff/copy"],
        ["copy-list", "/staff/copy?ns=home"],
        ["copy-edit", "/staff/copy/edit?ns=home&key=home.banner.title"],
        ["home-with-bar", `/contact?lang=${language}`],
        ["staff-home", "/staff"],
      ] as const) {
        await page.goto(`${server.url}${address}`);
        await page.screenshot({
          path: `${SHOTS}/${name}-${language}-${width}.png`,
          fullPage: name !== "copy-list" && name !== "home-with-bar",
        });
      }
    }
    expect(await axeViolations(page)).toEqual([]);
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor saves a fact and a text by forms; a refused text keeps what was typed and says why", async ({ page }) => {
    const copy = STAFF_COPY.en;
    await signIn(page, "en");
    await page.goto(`${server.url}/staff/settings`);
    await page.getByLabel(copy.settings.fields.taxId.label, { exact: false }).fill("900.123.456-7");
    await page.getByRole("button", { name: copy.settings.save }).click();
    await expect(page.getByText(copy.settings.saved)).toBeVisible();
    await page.goto(`${server.url}/?lang=en`);
    await expect(page.locator("footer")).toContainText("900.123.456-7");

    await page.goto(`${server.url}/staff/copy/edit?ns=home&key=home.banner.title`);
    await page.locator('textarea[name="en:home.banner.title"]').fill("A <b>bold</b> headline");
    await page.getByRole("button", { name: copy.copy.save }).click();
    await expect(page.getByRole("alert")).toContainText(copy.copy.problems.markup.replace("{{language}}", copy.copy.languages.en));
    await expect(page.locator('textarea[name="en:home.banner.title"]')).toHaveValue("A <b>bold</b> headline");
  });
});
