import { storedRows } from "./no-script-forms";
import { expect, islandReady, type Locator, type Page, test } from "./fixtures";
import { acceptPolicies, fillText, formOf, formsCopy, type Language, openIn, originFor, pick, recordSubmissions } from "./forms-support";

/**
 * A lead survives the visitor's network (docs/decisions/0037-leads-saved-on-the-device.md):
 * sent once whatever the connection does, each case counted in the database.
 */
const DATABASE = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";

// Each test fills a whole form, goes offline and back, or opens a second page: twice the suite's usual time.
test.describe.configure({ timeout: 60_000 });

/** The contact form's rows for an e-mail. */
const storedContactRows = (email: string) => storedRows(DATABASE, "contact", email);

const language: Language = "en";
const offline = (key: string) => formsCopy(language, `offline.${key}`);

/** A unique address per test, so that each counts its own rows. */
const emailFor = (title: string) => `${title.replace(/\W+/g, "-").slice(0, 40).toLowerCase()}-${Date.now()}@example.com`;

async function fillContact(form: Locator, email: string) {
  await fillText(form, formsCopy(language, "fields.name.label"), "Laura Gómez");
  await fillText(form, formsCopy(language, "fields.email.label"), email);
  await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", /Spain/);
  await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
  await fillText(form, formsCopy(language, "fields.message.label"), "A quote, please.");
  await acceptPolicies(form);
}

const submit = (form: Locator) => form.locator('button[type="submit"]').click();

async function expectReceived(page: Page, form: Locator) {
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(offline("sent"));
}

test("offline at send: saved on the device, then sent when the connection is back, with no second press (one row)", async ({
  page,
  context,
}, testInfo) => {
  const origin = originFor(testInfo);
  const email = emailFor(testInfo.title);
  await openIn(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  await fillContact(form, email);
  await context.setOffline(true);
  await submit(form);
  await expect(form.getByRole("status")).toHaveText(offline("saved"));
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.locator('input[name="name"]')).toHaveValue("Laura Gómez");
  expect(storedContactRows(email)).toBe(0);

  await context.setOffline(false);
  await expectReceived(page, form);
  expect(storedContactRows(email)).toBe(1);
  // Nothing of it stays on the device.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("leads-saved"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("form-draft:contact"))).toBeNull();
});

test("the next filled form gets a new key", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  const posted = recordSubmissions(page);
  for (const email of [emailFor(`first ${testInfo.title}`), emailFor(`second ${testInfo.title}`)]) {
    await fillContact(form, email);
    await submit(form);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.press("Escape");
    await expect(dialog).toBeHidden();
    expect(storedContactRows(email)).toBe(1);
  }
  const keys = posted.map((request) => request.headers()["idempotency-key"]);
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

test("the answer lost after the server stored it: the service worker sends it again at once by Background Sync (one row)", async ({
  page,
  context,
}, testInfo) => {
  const origin = originFor(testInfo);
  const email = emailFor(testInfo.title);
  await openIn(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  await fillContact(form, email);
  // The worker is registered once the visitor starts filling the form, never with the page.
  await expect.poll(() => context.serviceWorkers().some((worker) => worker.url().endsWith("/lead-sync.js"))).toBe(true);
  const keys: string[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/submissions/contact"))
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  let lost = false;
  await page.route("**/api/submissions/contact", async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await submit(form);
  await expectReceived(page, form);
  expect(storedContactRows(email)).toBe(1);
  expect(new Set(keys).size).toBe(1);
});

test.describe("without the service worker, as Safari, Firefox and in-app browsers", () => {
  test.use({ serviceWorkers: "block" });

  test("the answer lost after the server stored it, then send pressed again: the same key, the first answer, one row", async ({
    page,
  }, testInfo) => {
    const origin = originFor(testInfo);
    const email = emailFor(testInfo.title);
    // The page's own retry (a few seconds after a failure) is held back: here the visitor sends again.
    await page.clock.install();
    await openIn(page, origin, "/contact", language);
    const form = formOf(page, "contact");
    await fillContact(form, email);
    await page.clock.pauseAt(Date.now() + 60_000);
    const posted = recordSubmissions(page);
    let lost = false;
    await page.route("**/api/submissions/contact", async (route) => {
      if (lost) return route.continue();
      lost = true;
      // The request reaches the server, which stores it; its answer never reaches the page.
      await route.fetch();
      await route.abort("connectionreset");
    });
    await submit(form);
    await expect(form.getByRole("status")).toHaveText(offline("saved"));
    expect(storedContactRows(email)).toBe(1);

    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/submissions/contact")),
      submit(form),
    ]);
    expect(answer.status()).toBe(201);
    expect(answer.headers()["idempotent-replayed"]).toBe("true");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(posted).toHaveLength(2);
    const keys = posted.map((request) => request.headers()["idempotency-key"]);
    expect(keys[0]).toMatch(/^[\w-]{32,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(storedContactRows(email)).toBe(1);
  });

  test("the answer lost, then the form changed and sent: the changed form is another submission, with a key of its own", async ({
    page,
  }, testInfo) => {
    const origin = originFor(testInfo);
    const email = emailFor(testInfo.title);
    await page.clock.install();
    await openIn(page, origin, "/contact", language);
    const form = formOf(page, "contact");
    await fillContact(form, email);
    await page.clock.pauseAt(Date.now() + 60_000);
    const posted = recordSubmissions(page);
    let lost = false;
    await page.route("**/api/submissions/contact", async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await submit(form);
    await expect(form.getByRole("status")).toHaveText(offline("saved"));
    await fillText(form, formsCopy(language, "fields.message.label"), "A quote, please, for two teams.");
    await submit(form);
    await expect(page.getByRole("dialog")).toBeVisible();
    // The first key, refused with the changed body (422); then a new key.
    const keys = posted.map((request) => request.headers()["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(storedContactRows(email)).toBe(2);
  });

  test("the tab closed while offline: the saved submission is sent once the site is opened again online (one row)", async ({
    context,
    page,
  }, testInfo) => {
    const origin = originFor(testInfo);
    const email = emailFor(testInfo.title);
    await openIn(page, origin, "/contact", language);
    const form = formOf(page, "contact");
    await fillContact(form, email);
    await context.setOffline(true);
    await submit(form);
    await expect(form.getByRole("status")).toHaveText(offline("saved"));
    await page.close();
    await context.setOffline(false);
    expect(storedContactRows(email)).toBe(0);

    // Any page of the site: its script finds what waits on the device and sends it.
    const next = await context.newPage();
    await next.goto(`${origin}/about-us`);
    await expect.poll(() => storedContactRows(email)).toBe(1);
    await expect.poll(() => next.evaluate(() => localStorage.getItem("leads-saved"))).toBeNull();
    // Opened again, the site sends nothing more.
    await next.reload();
    await expect(next.locator("html")).toHaveAttribute("data-page-script", "");
    expect(storedContactRows(email)).toBe(1);
  });
});

test("a reload mid-fill keeps what was typed in the tab, and a success clears it", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  const email = emailFor(testInfo.title);
  await openIn(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  await fillText(form, formsCopy(language, "fields.name.label"), "Laura Gómez");
  await fillText(form, formsCopy(language, "fields.email.label"), email);
  await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", /Spain/);
  await fillText(form, formsCopy(language, "fields.message.label"), "A quote, please.");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("form-draft:contact"))).toContain("A quote, please.");

  await page.reload();
  await islandReady(form);
  await expect(form.locator('input[name="name"]')).toHaveValue("Laura Gómez");
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await expect(form.locator('textarea[name="message"]')).toHaveValue("A quote, please.");
  await expect(form.getByRole("combobox", { name: formsCopy(language, "fields.phonePrefix.label"), exact: true })).toHaveValue(/34/);

  await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
  await acceptPolicies(form);
  await submit(form);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(storedContactRows(email)).toBe(1);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("form-draft:contact"))).toBeNull();
});
