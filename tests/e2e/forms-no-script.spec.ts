import { expect, test } from "./fixtures";
import { emptyMessages, invalidCase, requiredMessage } from "./form-expectations";
import { alertsOf, combobox, commonCopy, formOf, label, originFor, textbox } from "./forms-support";
import { FORMS, openWithoutScripts, post, storedRow, submitWithoutScripts, waitAsAPersonFills } from "./no-script-forms";

/**
 * The ten forms with scripts off: each posts to its page, which answers with
 * the spec's messages and what was typed, or (post/redirect/get) with the
 * success screen; the submission is then in the database exactly as the API
 * would have stored it.
 */
test.use({ javaScriptEnabled: false });

const DATABASE = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";

for (const spec of FORMS) {
  for (const language of spec.languages) {
    test(`${spec.id} on ${spec.path} without scripts: messages, what was typed, then stored (${language})`, async ({ page }, testInfo) => {
      await submitWithoutScripts(page, spec, language, { origin: originFor(testInfo), database: DATABASE });
    });
  }
}

test("a form whose honeypot is filled is answered like any other and stored as spam, never relayed", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  const language = "en";
  const email = `no-script-honeypot-${Date.now()}@example.com`;
  await openWithoutScripts(page, origin, "/contact", language);
  const form = formOf(page, "contact");
  await textbox(form, label(language, "name")).fill("Spam Bot");
  await textbox(form, label(language, "email")).fill(email);
  await combobox(form, label(language, "phonePrefix")).selectOption("+1");
  await textbox(form, label(language, "phone")).fill("5550100");
  await textbox(form, label(language, "message")).fill("Cheap offers");
  await form.locator('input[name="policies"]').check();
  await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await post(page, form);
  await expect(page).toHaveURL(`${origin}/contact?sent=contact`);
  await expect(page.getByRole("heading", { name: commonCopy(language, "dialog.successTitle") })).toBeVisible();
  expect(storedRow(DATABASE, "contact", email)).toMatchObject({ status: "spam", spam_reason: "honeypot" });
});

test("a resume that is no PDF, DOC or DOCX is refused under its field, and the file is never shown again", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  const language = "en";
  await openWithoutScripts(page, origin, "/vma/gethired/hire", language);
  let form = formOf(page, "vma-application");
  await form
    .locator('input[name="candidateResume"]')
    .setInputFiles({ name: "resume.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  expect(await post(page, form)).toBe(400);
  form = formOf(page, "vma-application");
  expect(await alertsOf(form)).toContain(invalidCase("vma-application", "notADocument", language).message);
  expect(await alertsOf(form)).not.toContain(requiredMessage("vma-application", "candidateResume", language));
  await expect(form.locator('input[name="candidateResume"]')).toHaveValue("");
});

test.describe("with scripts, when a form's code does not load", () => {
  test.use({ javaScriptEnabled: true });

  test("the form still works as an HTML form, and the page is never an error page", async ({ page }, testInfo) => {
    const origin = originFor(testInfo);
    const language = "en";
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let refused = 0;
    await page.route(/\/assets\/consulting-form-[\w-]+\.js$/, (route) => {
      refused += 1;
      return route.abort();
    });
    await openWithoutScripts(page, origin, "/contractors/consulting/apply", language);
    let form = formOf(page, "consulting");
    await form.scrollIntoViewIfNeeded();
    // The island's code is requested when the visitor reaches into the form.
    await expect(page.locator("html")).toHaveAttribute("data-page-script", "");
    await textbox(form, label(language, "firstName")).focus();
    await expect.poll(() => refused).toBeGreaterThan(0);
    await expect(page.locator("[data-island]")).not.toHaveAttribute("data-hydrated");
    expect(await post(page, form)).toBe(400);
    const shownAt = Date.now();
    form = formOf(page, "consulting");
    expect(await alertsOf(form)).toEqual(emptyMessages("consulting", language));
    await textbox(form, label(language, "firstName")).fill("Ana María");
    const email = `no-code-${Date.now()}@example.com`;
    const expected = await FORMS.find((spec) => spec.id === "consulting")!.complete(form, language, email, page, origin);
    await waitAsAPersonFills(page, shownAt);
    await post(page, form);
    await expect(page).toHaveURL(`${origin}/contractors/consulting/apply?sent=consulting`);
    await expect(page.getByRole("heading", { name: commonCopy(language, "dialog.successTitle") })).toBeFocused();
    expect(JSON.parse(storedRow(DATABASE, "consulting", email)!.body)).toMatchObject(expected);
    expect(errors).toEqual([]);
  });
});
