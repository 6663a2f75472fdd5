import { expect, test } from "./fixtures";
import { contactShown, FORM_PAGES, formOf, formsCopy, LANGUAGES, originFor } from "./forms-support";
import { openWithoutScripts } from "./no-script-forms";

/**
 * Without scripts the forms show what the spec says from the start, and follow the visitor's choices at once: the
 * stylesheet shows the fields a choice calls for (docs/decisions/0040-native-controls-that-stay.md).
 */

for (const language of LANGUAGES) {
  for (const { form: id, path } of FORM_PAGES) {
    test(`${path} (${language}): the contact fields the contact way calls for, as it changes`, async ({ page }, testInfo) => {
      await openWithoutScripts(page, originFor(testInfo), path, language);
      const form = formOf(page, id);
      const shown = await contactShown(form);
      if (shown.way === null) {
        expect(shown).toEqual({ way: null, email: true, phone: true });
        return;
      }
      expect(shown).toEqual(id === "candidate" ? { way: "1", email: true, phone: false } : { way: "", email: false, phone: false });
      await form.getByRole("radio", { name: formsCopy(language, "contactWay.phone") }).check();
      expect(await contactShown(form)).toEqual({ way: "2", email: false, phone: true });
      await form.getByRole("radio", { name: formsCopy(language, "contactWay.both") }).check();
      expect(await contactShown(form)).toEqual({ way: "3", email: true, phone: true });
      await form.getByRole("radio", { name: formsCopy(language, "contactWay.email") }).check();
      expect(await contactShown(form)).toEqual({ way: "1", email: true, phone: false });
    });
  }
}

test("a skill of one's own is typed once Other is ticked, and a position of one's own once Other is chosen", async ({ page }, testInfo) => {
  const origin = originFor(testInfo);
  await openWithoutScripts(page, origin, "/work-with-us", "en");
  const candidate = formOf(page, "candidate");
  const typedSkills = candidate.getByRole("textbox", { name: formsCopy("en", "skills.typed"), exact: true });
  await expect(typedSkills).toBeHidden();
  await candidate.getByRole("checkbox", { name: formsCopy("en", "skills.other"), exact: true }).check();
  await expect(typedSkills).toBeVisible();

  await openWithoutScripts(page, origin, "/contractors/outsourcing/apply", "en");
  const experts = formOf(page, "expert-request");
  const first = experts.getByRole("combobox", { name: formsCopy("en", "positions.row").replace("{{number}}", "1"), exact: true });
  const typedPosition = experts.getByRole("textbox", {
    name: formsCopy("en", "positions.otherRow").replace("{{number}}", "1"),
    exact: true,
  });
  await expect(typedPosition).toBeHidden();
  await first.selectOption({ label: formsCopy("en", "positions.options.other") });
  await expect(typedPosition).toBeVisible();
});
