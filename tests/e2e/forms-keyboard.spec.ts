import { expect, islandReady, test } from "./fixtures";
import { acceptPolicies, commonCopy, fillText, formOf, formsCopy, openIn, originFor, pick } from "./forms-support";

const label = (field: string) => formsCopy("en", `fields.${field}.label`);

test("the pickers work from the keyboard: search by digits or name, arrows, Enter, Escape, outside click", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/vma/specialist/hire", "en");
  const form = formOf(page, "vma-hire");
  // Keys on the pickers need the form's code: wait until its island is ready.
  await islandReady(form);

  const country = form.getByRole("combobox", { name: label("country"), exact: true });
  await country.focus();
  await page.keyboard.type("germ");
  await expect(country).toHaveAttribute("aria-expanded", "true");
  await expect(form.getByRole("option")).toHaveText(["Germany"]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(country).toHaveValue("Germany");
  await expect(country).toHaveAttribute("aria-expanded", "false");

  // The states of the chosen country, loaded on demand.
  const state = form.getByRole("combobox", { name: label("departmentState"), exact: true });
  await page.keyboard.press("Tab");
  await expect(state).toBeFocused();
  await page.keyboard.type("bav");
  await expect(form.getByRole("option", { name: "Bavaria" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(state).toHaveValue("Bavaria");

  await form.getByRole("radio", { name: formsCopy("en", "contactWay.phone") }).check();
  const code = form.getByRole("combobox", { name: label("phoneNumberCode"), exact: true });
  await code.focus();
  await page.keyboard.type("49");
  await expect(form.getByRole("option")).toHaveText([/Germany\s*\+49/]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(code).toHaveValue("+49");

  // Escape closes and keeps the chosen code; typing nothing valid shows "No results".
  await page.keyboard.type("zz");
  await expect(form.getByText(formsCopy("en", "pickers.noResults"))).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(code).toHaveAttribute("aria-expanded", "false");
  await expect(code).toHaveValue("+49");

  // Opens on click, closes on a click outside.
  await code.click();
  await expect(code).toHaveAttribute("aria-expanded", "true");
  await page.locator("h1").click();
  await expect(code).toHaveAttribute("aria-expanded", "false");

  // Multi select: Enter adds, Backspace on the empty search removes the last chip.
  const services = form.getByRole("combobox", { name: label("services"), exact: true });
  await services.focus();
  await page.keyboard.press("ArrowDown");
  await expect(form.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const chips = form.getByRole("list", { name: formsCopy("en", "pickers.selected") }).getByRole("listitem");
  await expect(chips).toHaveCount(2);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Backspace");
  await expect(chips).toHaveCount(1);
});

test("a screen reader hears the chosen options as selected, and the highlighted one as active only", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openIn(page, origin, "/work-with-us", "en");
  const form = formOf(page, "candidate");
  const vacancyName = "Full Stack Developer (React / Node.js)";
  await pick(form, label("vacancy"), "Full Stack", vacancyName);

  // Multi-select: the list offers the skills not chosen yet; none of them is selected, the highlight is the active descendant.
  const skills = form.getByRole("combobox", { name: label("skills"), exact: true });
  await skills.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const chips = form.getByRole("list", { name: formsCopy("en", "pickers.selected") });
  await expect(chips.getByRole("listitem")).toHaveText(["React"]);
  const listbox = form.getByRole("listbox", { name: label("skills") });
  const highlighted = listbox.getByRole("option", { name: "Node.js" });
  await expect(skills).toHaveAttribute("aria-activedescendant", (await highlighted.getAttribute("id")) ?? "none");
  await page.keyboard.press("ArrowDown");
  await expect(skills).toHaveAttribute(
    "aria-activedescendant",
    (await listbox.getByRole("option", { name: "PostgreSQL" }).getAttribute("id")) ?? "none",
  );
  const skillsTree = await listbox.ariaSnapshot();
  expect(skillsTree).toContain('- option "PostgreSQL"');
  expect(skillsTree).not.toContain("[selected]");
  expect(skillsTree).not.toContain('option "React"');
  await expect(chips).toMatchAriaSnapshot(`
    - list "${formsCopy("en", "pickers.selected")}":
      - listitem:
        - text: React
        - button "${formsCopy("en", "pickers.remove").replace("{{item}}", "React")}"
  `);
  await page.keyboard.press("Escape");

  // Single select: the chosen vacancy is selected, the one highlighted after it is not.
  const vacancy = form.getByRole("combobox", { name: label("vacancy"), exact: true });
  await vacancy.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const vacancies = form.getByRole("listbox", { name: label("vacancy") });
  const vacancyTree = await vacancies.ariaSnapshot();
  expect(vacancyTree.match(/\[selected\]/g)).toHaveLength(1);
  expect(vacancyTree).toContain(`- option "${vacancyName}" [selected]`);
  await expect(vacancies.getByRole("option", { selected: true })).toHaveText(vacancyName);
  await expect(vacancy).toHaveAttribute("aria-expanded", "true");
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
