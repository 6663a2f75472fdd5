import { storedRows } from "./no-script-forms";
import { expect, type Locator, type Page, test } from "./fixtures";
import { formOf, formsCopy, type Language, originFor } from "./forms-support";

/**
 * Without scripts a form posts to its page, which is cached and shared, so it
 * carries no key of its own: the server takes the same body from the same
 * address within a few minutes as the same submission (server/api/idempotency.ts).
 */
test.use({ javaScriptEnabled: false });

const DATABASE = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";
const language: Language = "en";

/** The contact form's rows for an e-mail. */
const storedContactRows = (email: string) => storedRows(DATABASE, "contact", email);

async function openContact(page: Page, origin: string): Promise<Locator> {
  await page.context().addCookies([{ name: "language", value: language, url: origin }]);
  await page.goto(`${origin}/contact`);
  return formOf(page, "contact");
}

async function fill(form: Locator, email: string) {
  const text = (field: string) => form.getByRole("textbox", { name: formsCopy(language, `fields.${field}.label`), exact: true });
  await text("name").fill("Laura Gómez");
  await text("email").fill(email);
  await form.getByRole("combobox", { name: formsCopy(language, "fields.phonePrefix.label"), exact: true }).selectOption("+34");
  await text("phone").fill("600123456");
  await text("message").fill("A quote, please.");
  await form.locator('input[name="policies"]').check();
}

/** The form's posts to its page. */
function pagePosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.isNavigationRequest()) posts.push(request.url());
  });
  return posts;
}

test("a double click on send stores one row", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  const email = `double-click-${Date.now()}@example.com`;
  const form = await openContact(page, origin);
  await fill(form, email);
  const posts = pagePosts(page);
  await form.locator('button[type="submit"]').dblclick();
  // The second click aborts the first post's navigation: the address is polled, not one navigation awaited.
  await expect(page).toHaveURL(/[?&]sent=contact/);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(storedContactRows(email)).toBe(1);
});

test("the page sent again (back, send once more) answers the success screen and stores one row", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  const email = `resubmitted-${Date.now()}@example.com`;
  let form = await openContact(page, origin);
  await fill(form, email);
  const posts = pagePosts(page);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/[?&]sent=contact/);
  await page.goBack();
  form = formOf(page, "contact");
  await fill(form, email);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/[?&]sent=contact/);
  expect(posts).toHaveLength(2);
  expect(storedContactRows(email)).toBe(1);
  // Another body from the same address is another submission.
  await page.goBack();
  form = formOf(page, "contact");
  await fill(form, email);
  await form.getByRole("textbox", { name: formsCopy(language, "fields.message.label"), exact: true }).fill("And a second question.");
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/[?&]sent=contact/);
  expect(storedContactRows(email)).toBe(2);
});
