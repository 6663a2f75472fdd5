import { expect, type Locator, type Page, test } from "./fixtures";
import { emptyMessages, firstInvalidField, invalidCase } from "./form-expectations";
import {
  acceptPolicies,
  alertsOf,
  apiList,
  emptySubmit,
  expectSuccessAndContinue,
  fillText,
  formOf,
  formsCopy,
  LANGUAGES,
  type Language,
  label,
  openIn,
  originFor,
  pick,
  pickPhoneCode,
  RESUME_PDF,
  recordSubmissions,
  submitAndCapture,
  type VacancyItem,
  textField,
} from "./forms-support";

async function chooseVacancyAndSkills(page: Page, origin: string, form: Locator, language: Language) {
  const [vacancy] = await apiList<VacancyItem>(page, origin, "/api/vacancies");
  if (!vacancy) throw new Error("the seeded database has no vacancy");
  await pick(form, label(language, "vacancy"), vacancy.vacancyName.slice(0, 6), vacancy.vacancyName);
  const skills = form.getByRole("group", { name: label(language, "skills"), exact: true });
  const firstSkill = vacancy.vacancySkills[0]!.technologyName;
  await skills.getByRole("checkbox", { name: firstSkill, exact: true }).check();
  // "Other" shows a free-text field whose lowercased text becomes a chosen skill of its own.
  await skills.getByRole("checkbox", { name: formsCopy(language, "skills.other"), exact: true }).check();
  const typed = skills.getByRole("textbox", { name: formsCopy(language, "skills.typed"), exact: true });
  await typed.fill("Medical Billing");
  await typed.press("Enter");
  await expect(typed).toHaveValue("");
  // It is now one of the vacancy's options: unticked it stays offered, and it is ticked once more.
  const added = skills.getByRole("checkbox", { name: "medical billing", exact: true });
  await expect(added).toBeChecked();
  await added.uncheck();
  await expect(added).toBeVisible();
  await added.check();
  return { vacancy, skills: [firstSkill, "medical billing"] };
}

async function fillApplicant(form: Locator, language: Language) {
  await fillText(form, label(language, "firstName"), "Ana3 María");
  await expect(form.getByRole("textbox", { name: label(language, "firstName"), exact: true })).toHaveValue("Ana María");
  await fillText(form, label(language, "lastName"), "Pérez");
  await fillText(form, label(language, "previousExperience"), "-5");
  await expect(form.getByRole("textbox", { name: label(language, "previousExperience"), exact: true })).toHaveValue("5");
  await form.locator('input[name="candidateResume"]').setInputFiles(RESUME_PDF);
  await expect
    .poll(() => form.locator('input[name="candidateResume"]').evaluate((input) => (input as HTMLInputElement).files?.[0]?.name))
    .toBe(RESUME_PDF.name);
  await fillText(form, label(language, "additionalInformation"), "Available next month.");
  await acceptPolicies(form);
}

const resume = { "$content-type": "application/pdf", $content: RESUME_PDF.buffer.toString("base64") };

for (const language of LANGUAGES) {
  test.describe(`job applications (${language})`, () => {
    test(`candidate: the spec's messages, then one valid submission (${language})`, async ({ page }, testInfo) => {
      const origin = originFor(testInfo);
      const posted = recordSubmissions(page);
      await openIn(page, origin, "/work-with-us", language);
      const form = formOf(page, "candidate");
      await emptySubmit(form);
      await expect.poll(() => alertsOf(form)).toEqual(emptyMessages("candidate", language));
      await expect(form.locator(`input[name="${firstInvalidField("candidate")}"]`)).toBeFocused();
      expect(posted).toHaveLength(0);

      // Contact way starts at 1 (e-mail); 3 shows the phone too.
      await expect(form.getByRole("radio", { name: formsCopy(language, "contactWay.email") })).toBeChecked();
      await form.getByRole("radio", { name: formsCopy(language, "contactWay.both") }).check();
      await fillText(form, formsCopy(language, "fields.email.label"), "ana@example.com");
      await pickPhoneCode(form, language);
      await fillText(form, label(language, "phoneNumber"), "300 123 4567");
      await pick(form, label(language, "country"), "colom", "Colombia");
      await fillText(form, label(language, "currentCandidateCity"), "Medellín");
      const { vacancy, skills } = await chooseVacancyAndSkills(page, origin, form, language);
      const salary = form.getByRole("textbox", { name: label(language, "desiredSalary"), exact: true });
      await salary.fill("3500");
      await salary.blur();
      await expect(salary).toHaveValue("$3,500.00");
      await fillApplicant(form, language);

      const { body } = await submitAndCapture(page, form, "candidate");
      expect(Object.keys(body).sort()).toEqual(
        [
          "firstName",
          "lastName",
          "phoneNumberCode",
          "phoneNumber",
          "candidateEmail",
          "contactWay",
          "currentCandidateDepartment",
          "currentCandidateCity",
          "currentCandidateAddress",
          "remoteWork",
          "country",
          "applicationPosition",
          "skills",
          "previousExperience",
          "candidateResume",
          "additionalInformation",
          "RecruitingEffort",
          "VacancyGUID",
          "desiredSalary",
          "policies",
          "ByForm",
          "referralSource",
          "currentPosition",
        ].sort(),
      );
      expect(body).toMatchObject({
        firstName: "Ana María",
        phoneNumberCode: "+57",
        phoneNumber: "3001234567",
        contactWay: 3,
        country: "Colombia",
        remoteWork: true,
        skills: skills.join(","),
        previousExperience: 5,
        desiredSalary: "$3,500.00",
        candidateResume: resume,
        VacancyGUID: vacancy.vacancyGUID,
        RecruitingEffort: String(vacancy.recruitingEffortId),
        applicationPosition: vacancy.vacancyName,
        ByForm: "Contractor",
        policies: true,
      });
      await expectSuccessAndContinue(page, origin, language, "/", "firstName");
      expect(posted).toHaveLength(1);
    });

    test(`contractor: phone and e-mail always required, no salary (${language})`, async ({ page }, testInfo) => {
      const origin = originFor(testInfo);
      const posted = recordSubmissions(page);
      await openIn(page, origin, "/contractors/work/apply", language);
      const form = formOf(page, "contractor");
      await emptySubmit(form);
      await expect.poll(() => alertsOf(form)).toEqual(emptyMessages("contractor", language));
      expect(posted).toHaveLength(0);
      await expect(form.getByRole("radio")).toHaveCount(0);

      await fillText(form, formsCopy(language, "fields.email.label"), "camila@example.com");
      await pickPhoneCode(form, language);
      const zeroPhone = invalidCase("contractor", "zeroPhone", language);
      await fillText(form, label(language, zeroPhone.field), zeroPhone.value!);
      await pick(form, label(language, "country"), "colom", "Colombia");
      await textField(form, label(language, "currentCandidateDepartment")).fill("Antioquia");
      await fillText(form, label(language, "currentCandidateCity"), "Medellín");
      await fillText(form, label(language, "currentCandidateAddress"), "Calle 10 # 43-12");
      await chooseVacancyAndSkills(page, origin, form, language);
      await fillApplicant(form, language);
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("alert").first()).toHaveText(zeroPhone.message);
      expect(posted).toHaveLength(0);
      await fillText(form, label(language, "phoneNumber"), "3157654321");

      const { body } = await submitAndCapture(page, form, "contractor");
      expect(body).not.toHaveProperty("desiredSalary");
      expect(body).not.toHaveProperty("applicationPosition");
      expect(body).toMatchObject({
        departmentState: "Antioquia",
        currentCandidateDepartment: "Antioquia",
        currentCandidateAddress: "Calle 10 # 43-12",
        phoneNumber: "3157654321",
        previousExperience: 5,
        remoteWork: true,
        ByForm: "Contractor",
        candidateResume: resume,
      });
      expect(typeof body.skills).toBe("string");
      await expectSuccessAndContinue(page, origin, language, "/contractors", "firstName");
      expect(posted).toHaveLength(1);
    });

    test(`VMA application: medical specialization required, skills joined by ", " (${language})`, async ({ page }, testInfo) => {
      const origin = originFor(testInfo);
      const posted = recordSubmissions(page);
      await openIn(page, origin, "/vma/gethired/hire", language);
      const form = formOf(page, "vma-application");
      await emptySubmit(form);
      await expect.poll(() => alertsOf(form)).toEqual(emptyMessages("vma-application", language));
      expect(posted).toHaveLength(0);

      await form.getByRole("radio", { name: formsCopy(language, "contactWay.phone") }).check();
      await expect(form.getByRole("textbox", { name: formsCopy(language, "fields.email.label"), exact: true })).toHaveCount(0);
      await pickPhoneCode(form, language);
      await fillText(form, label(language, "phoneNumber"), "3209876543");
      await fillText(form, label(language, "medicalSpecialization"), "Cardiology");
      const { skills } = await chooseVacancyAndSkills(page, origin, form, language);
      await fillApplicant(form, language);

      const { body } = await submitAndCapture(page, form, "vma-application");
      expect(body).toMatchObject({
        contactWay: 2,
        applicationPosition: "Cardiology",
        skills: skills.join(", "),
        previousExperience: 5,
        ByForm: "Contractor",
        remoteWork: true,
        candidateEmail: "",
      });
      await expectSuccessAndContinue(page, origin, language, "/vma", "firstName");
      expect(posted).toHaveLength(1);
    });
  });
}

test.describe("without the service worker, which would send it at once", () => {
  // The worker's requests pass by page.route: here the page sends what it saved.
  test.use({ serviceWorkers: "block" });

  test("a job application the network does not carry is saved on the device, resume included, and sent once it can be", async ({
    page,
  }, testInfo) => {
    const origin = originFor(testInfo);
    const language = "en";
    await openIn(page, origin, "/vma/gethired/hire", language);
    const form = formOf(page, "vma-application");
    await form.getByRole("radio", { name: formsCopy(language, "contactWay.email") }).check();
    await fillText(form, formsCopy(language, "fields.email.label"), "val@example.com");
    await fillText(form, label(language, "medicalSpecialization"), "Cardiology");
    await chooseVacancyAndSkills(page, origin, form, language);
    await fillApplicant(form, language);
    await page.route("**/api/submissions/**", (route) => route.abort("internetdisconnected"));
    await form.locator('button[type="submit"]').click();
    // The spec's words, then what happens to the lead: the device keeps it (docs/decisions/0037-leads-saved-on-the-device.md).
    await expect(form.getByRole("alert")).toHaveText(formsCopy(language, "errors.UPLOAD_ERROR"));
    await expect(form.getByRole("status")).toHaveText(formsCopy(language, "offline.saved"));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(form.locator('button[type="submit"]')).toBeEnabled();
    await expect(form).not.toHaveAttribute("aria-busy");
    // The browser still says it is online: the page tries again a few seconds later, and it goes through.
    const posted = recordSubmissions(page);
    await page.unroute("**/api/submissions/**");
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole("status")).toHaveText(formsCopy(language, "offline.sent"));
    await expect(form.getByRole("alert")).toHaveCount(0);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.postDataJSON()).toMatchObject({ candidateResume: { "$content-type": "application/pdf" } });
  });
});
