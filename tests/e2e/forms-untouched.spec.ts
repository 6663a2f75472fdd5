import { expect, type Locator, type Page, pageScriptReady, test } from "./fixtures";
import {
  acceptPolicies,
  apiList,
  commonCopy,
  contactShown,
  FORM_PAGES,
  fillText,
  formOf,
  formsCopy,
  type Language,
  LANGUAGES,
  label,
  originFor,
  pick,
  RESUME_PDF,
  recordSubmissions,
  type VacancyItem,
  textField,
} from "./forms-support";
import { storedRows } from "./no-script-forms";

/**
 * The form a visitor sees is the form that works (docs/decisions/0040-native-controls-that-stay.md): every test here
 * looks at a form before anything has touched it, as a visitor who has just arrived, or whose browser fills it by
 * autofill, sees it; then wakes its island, and checks that nothing the visitor can see was removed, replaced or
 * moved.
 */

const DATABASE = process.env.E2E_DATABASE ?? "/tmp/e2e-site.db";

async function openUntouched(page: Page, origin: string, path: string, language: Language) {
  await page.context().addCookies([{ name: "language", value: language, url: origin }]);
  await page.addInitScript((saved) => window.localStorage.setItem("language", saved), language);
  await page.goto(`${origin}${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await pageScriptReady(page);
}

const islandOf = (form: Locator) => form.locator("xpath=ancestor-or-self::*[@data-island][1]");

/** The form's controls a visitor can see, remembered by the page with where each one is. */
async function rememberControls(form: Locator): Promise<number> {
  return form.evaluate((element) => {
    const visible = [...element.querySelectorAll<HTMLElement>("input, select, textarea, button")].filter(
      (control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"]'),
    );
    (window as unknown as { remembered: unknown }).remembered = visible.map((control) => ({
      control,
      box: control.getBoundingClientRect().toJSON(),
    }));
    return visible.length;
  });
}

/** What differs from the remembered controls: gone, new, another node, or (with `places`) moved. */
async function changedControls(form: Locator, { places }: { places: boolean }): Promise<string[]> {
  return form.evaluate((element, places) => {
    const remembered = (window as unknown as { remembered: Array<{ control: HTMLElement; box: DOMRect }> }).remembered;
    const visible = [...element.querySelectorAll<HTMLElement>("input, select, textarea, button")].filter(
      (control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"]'),
    );
    const name = (control: HTMLElement) => `${control.tagName.toLowerCase()}[name=${control.getAttribute("name") ?? ""}]`;
    const changes: string[] = [];
    remembered.forEach(({ control, box }, index) => {
      if (!control.isConnected) changes.push(`${name(control)} was removed`);
      else if (!visible.includes(control)) changes.push(`${name(control)} was hidden`);
      else if (visible[index] !== control) changes.push(`${name(control)} is no longer control ${index + 1}`);
      else if (places) {
        const now = control.getBoundingClientRect();
        if (Math.abs(now.top - box.top) > 1 || Math.abs(now.left - box.left) > 1 || Math.abs(now.width - box.width) > 1) {
          changes.push(
            `${name(control)} moved from ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(now.left)},${Math.round(now.top)}`,
          );
        }
      }
    });
    for (const control of visible) if (!remembered.some((entry) => entry.control === control)) changes.push(`${name(control)} is new`);
    return changes;
  }, places);
}

for (const language of LANGUAGES) {
  for (const { form: id, path } of FORM_PAGES) {
    test(`${path} (${language}): the spec's contact fields before a touch, and the same controls in the same places once awake and after a refused submit`, async ({
      page,
    }, testInfo) => {
      const posted = recordSubmissions(page);
      await openUntouched(page, originFor(testInfo), path, language);
      const form = formOf(page, id);
      const island = islandOf(form);
      await expect(island).not.toHaveAttribute("data-hydrated", "");
      const shown = await contactShown(form);
      expect(shown).toEqual(expectedContact(shown));

      await form.scrollIntoViewIfNeeded();
      expect(await rememberControls(form)).toBeGreaterThan(3);
      await island.dispatchEvent("pointerover");
      await expect(island).toHaveAttribute("data-hydrated", "");
      expect(await changedControls(form, { places: true })).toEqual([]);

      // A refused submit: the same controls, in the same order, each with its message.
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("alert").first()).toBeVisible();
      expect(await changedControls(form, { places: false })).toEqual([]);
      expect(posted).toHaveLength(0);
    });
  }
}

/** Contact way 1 shows the e-mail, 2 the phone, 3 both, none chosen neither; a form without one shows both. */
function expectedContact({ way }: { way: string | null }) {
  if (way === null) return { way, email: true, phone: true };
  return { way, email: way === "1" || way === "3", phone: way === "2" || way === "3" };
}

test("the candidate form starts at contact way 1, e-mail only, and switches at once", async ({ page }, testInfo) => {
  await openUntouched(page, originFor(testInfo), "/work-with-us", "en");
  const form = formOf(page, "candidate");
  expect(await contactShown(form)).toEqual({ way: "1", email: true, phone: false });
  await form.getByRole("radio", { name: formsCopy("en", "contactWay.phone") }).check();
  expect(await contactShown(form)).toEqual({ way: "2", email: false, phone: true });
  await form.getByRole("radio", { name: formsCopy("en", "contactWay.both") }).check();
  expect(await contactShown(form)).toEqual({ way: "3", email: true, phone: true });
});

test("a vacancy chosen without a touch (a change event, as autofill or assistive technology sends it) offers its skills and Other", async ({
  page,
}, testInfo) => {
  const origin = originFor(testInfo);
  await openUntouched(page, origin, "/work-with-us", "es");
  const form = formOf(page, "candidate");
  const [vacancy] = await apiList<VacancyItem>(page, origin, "/api/vacancies");
  if (!vacancy) throw new Error("the seeded database has no vacancy");
  // What autofill does: values set and announced by events, with no pointer and no focus.
  await form.evaluate((element, guid) => {
    const set = (name: string, value: string) => {
      const control = element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      if (!control) throw new Error(`no ${name}`);
      control.value = value;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    };
    set("firstName", "Ana");
    set("VacancyGUID", guid);
  }, vacancy.vacancyGUID);
  await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
  const skills = form.getByRole("group", { name: label("es", "skills"), exact: true });
  for (const skill of vacancy.vacancySkills) {
    await expect(skills.getByRole("checkbox", { name: skill.technologyName.trim(), exact: true })).toBeVisible();
  }
  await expect(skills.getByRole("checkbox", { name: "Otro", exact: true })).toBeVisible();
  await expect(skills).not.toContainText(formsCopy("es", "errors.SKILLS_NO_JOB"));
  await expect(form.locator('input[name="firstName"]')).toHaveValue("Ana");
  await expect(form.locator('select[name="VacancyGUID"]')).toHaveValue(vacancy.vacancyGUID);
});

test("a country chosen while the form wakes is kept, in the same control", async ({ page }, testInfo) => {
  await openUntouched(page, originFor(testInfo), "/vma/specialist/hire", "en");
  const form = formOf(page, "vma-hire");
  const country = form.getByRole("combobox", { name: label("en", "country"), exact: true });
  const node = await country.elementHandle();
  // The phone code's focus wakes the form; the country is picked at once after, while it hydrates.
  await form.locator('select[name="phoneNumberCode"]').focus();
  await country.selectOption({ label: "Colombia" });
  await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
  await expect(country).toHaveValue("CO");
  expect(await country.evaluate((element, before) => element === before, node)).toBe(true);
  // The state is a text field that suggests the chosen country's states.
  const state = textField(form, label("en", "departmentState"));
  await state.fill("Antioquia");
  await expect(state).toHaveValue("Antioquia");
  await expect(form.locator(`datalist option[value="Antioquia"]`)).toHaveCount(1);
});

for (const width of [390, 1280]) {
  test(`the success dialog is centred in the viewport, inside it, with the focus in it (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openUntouched(page, originFor(testInfo), "/", "en");
    const form = formOf(page, "contact");
    await fillText(form, formsCopy("en", "fields.name.label"), "Laura Gómez");
    await fillText(form, formsCopy("en", "fields.email.label"), "laura@example.com");
    await pick(form, formsCopy("en", "fields.phonePrefix.label"), "", /Colombia/);
    await fillText(form, formsCopy("en", "fields.phone.label"), "3001234567");
    await fillText(form, formsCopy("en", "fields.message.label"), "A quote, please.");
    await acceptPolicies(form);
    // The dialog is the island's: a form sent before its island has woken posts as HTML, to the success page.
    await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");
    await form.locator('button[type="submit"]').click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toHaveText(commonCopy("en", "dialog.successTitle"));
    // Once its opening animation has ended.
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no dialog box");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
}

test("a network failure on a job application says the spec's words, then that the lead is saved; it is sent once when the connection is back", async ({
  page,
  context,
}, testInfo) => {
  const origin = originFor(testInfo);
  const language: Language = "es";
  const email = `upload-error-${Date.now()}@example.com`;
  await openUntouched(page, origin, "/vma/gethired/hire", language);
  const form = formOf(page, "vma-application");
  const [vacancy] = await apiList<VacancyItem>(page, origin, "/api/vacancies");
  if (!vacancy) throw new Error("the seeded database has no vacancy");
  await fillText(form, label(language, "firstName"), "Ana");
  await fillText(form, label(language, "lastName"), "Pérez");
  await form.getByRole("radio", { name: formsCopy(language, "contactWay.email") }).check();
  await fillText(form, formsCopy(language, "fields.email.label"), email);
  await pick(form, label(language, "vacancy"), "", vacancy.vacancyName);
  await form
    .getByRole("group", { name: label(language, "skills"), exact: true })
    .getByRole("checkbox", { name: vacancy.vacancySkills[0]!.technologyName.trim(), exact: true })
    .check();
  await fillText(form, label(language, "previousExperience"), "4");
  await form.locator('input[name="candidateResume"]').setInputFiles(RESUME_PDF);
  await fillText(form, label(language, "medicalSpecialization"), "Enfermería");
  await fillText(form, label(language, "additionalInformation"), "Disponible el próximo mes.");
  await acceptPolicies(form);
  // The device's queue is the island's: wait for it, as the form woke with the first field filled.
  await expect(islandOf(form)).toHaveAttribute("data-hydrated", "");

  await context.setOffline(true);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole("alert")).toHaveText(formsCopy(language, "errors.UPLOAD_ERROR"));
  await expect(form.getByRole("status")).toHaveText(formsCopy(language, "offline.saved"));
  expect(storedRows(DATABASE, "vma-application", email)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(formsCopy(language, "offline.sent"));
  await expect(form.getByRole("alert")).toHaveCount(0);
  expect(storedRows(DATABASE, "vma-application", email)).toBe(1);
});
