import { expect, islandReady, test } from "./fixtures";
import { acceptPolicies, commonCopy, fillText, formOf, formsCopy, openIn, originFor, pick, textField } from "./forms-support";

const label = (field: string) => formsCopy("en", `fields.${field}.label`);

test("the pickers work from the keyboard: typing chooses, Tab moves on, Space ticks", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/vma/specialist/hire", "en");
  const form = formOf(page, "vma-hire");
  await islandReady(form);

  // The browser's own select: typing a name chooses it.
  const country = form.getByRole("combobox", { name: label("country"), exact: true });
  await country.focus();
  await page.keyboard.type("Germany");
  await expect(country).toHaveValue("DE");

  // The state is typed, with the chosen country's states suggested.
  const state = textField(form, label("departmentState"));
  await page.keyboard.press("Tab");
  await expect(state).toBeFocused();
  await expect(form.locator('datalist option[value="Bavaria"]')).toHaveCount(1);
  await page.keyboard.type("Bavaria");
  await expect(state).toHaveValue("Bavaria");

  await form.getByRole("radio", { name: formsCopy("en", "contactWay.phone") }).check();
  const code = form.getByRole("combobox", { name: label("phoneNumberCode"), exact: true });
  await code.focus();
  await page.keyboard.type("Germany");
  await expect(code).toHaveValue("+49");

  // A multiple choice is a group of boxes: Space ticks the focused one, Tab goes to the next.
  const services = form.getByRole("group", { name: label("services"), exact: true }).getByRole("checkbox");
  await services.first().focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(services.nth(0)).toBeChecked();
  await expect(services.nth(1)).toBeChecked();
  await page.keyboard.press("Space");
  await expect(services.nth(1)).not.toBeChecked();
});

test("a screen reader hears each picker by its label and each choice with its state", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/work-with-us", "en");
  const form = formOf(page, "candidate");
  const vacancyName = "Full Stack Developer (React / Node.js)";
  await pick(form, label("vacancy"), "Full Stack", vacancyName);
  const vacancy = form.getByRole("combobox", { name: label("vacancy"), exact: true });
  await expect(vacancy.getByRole("option", { selected: true })).toHaveText(vacancyName);

  const skills = form.getByRole("group", { name: label("skills"), exact: true });
  await skills.getByRole("checkbox", { name: "React", exact: true }).check();
  await expect(skills).toMatchAriaSnapshot(`
    - group "${label("skills")}":
      - list:
        - listitem:
          - checkbox "React" [checked]
  `);
  const tree = await skills.ariaSnapshot();
  expect(tree.match(/\[checked\]/g)).toHaveLength(1);
  expect(tree).toContain(`checkbox "${formsCopy("en", "skills.other")}"`);
});

test("the success dialog keeps focus inside and closes with Escape", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/recruitment", "en");
  const form = formOf(page, "company-recruitment");
  await fillText(form, label("firstName"), "Michael");
  await fillText(form, label("lastName"), "Carter");
  await form.getByRole("radio", { name: formsCopy("en", "contactWay.email") }).check();
  await fillText(form, formsCopy("en", "fields.email.label"), "m.carter@example.com");
  await fillText(form, label("company"), "Harbor Logistics");
  await fillText(form, label("expertYouAreLookingFor"), "Data engineer");
  await fillText(form, label("additionalInformation"), "Two engineers.");
  await acceptPolicies(form);
  await form.locator('button[type="submit"]').press("Enter");

  const dialog = page.getByRole("dialog", { name: commonCopy("en", "dialog.successTitle") });
  await expect(dialog).toBeVisible();
  const continueButton = dialog.getByRole("button", { name: "Continue Exploring" });
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(continueButton).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${origin}/recruitment`);
});

const FORM_ROUTES: ReadonlyArray<[form: string, path: string]> = [
  ["contact", "/"],
  ["contact", "/contact"],
  ["candidate", "/work-with-us"],
  ["contractor", "/contractors/work/apply"],
  ["vma-application", "/vma/gethired/hire"],
  ["company-recruitment", "/recruitment"],
  ["consulting", "/contractors/consulting/apply"],
  ["expert-request", "/contractors/outsourcing/apply"],
  ["tech-services", "/techservices/adquire"],
  ["vma-hire", "/vma/specialist/hire"],
  ["financials", "/financials/adquire"],
];

test("every form is complete in the server HTML, in the page language", async ({ request }) => {
  const missing: string[] = [];
  for (const [form, path] of FORM_ROUTES) {
    const html = await (await request.get(path, { headers: { Cookie: "language=en" } })).text();
    const expected = [
      `data-form-id="${form}"`,
      `name="${form === "contact" ? "phone_prefix" : "firstName"}"`,
      'name="policies"',
      formsCopy("en", "common.requiredNote"),
    ];
    for (const text of expected) if (!html.includes(text)) missing.push(`${path}: ${text}`);
  }
  expect(missing).toEqual([]);
});
