import Database from "better-sqlite3";
import type { FormId } from "../../contracts/form-ids";
import { expect, type Locator, type Page } from "./fixtures";
import { emptyMessages, firstInvalidField, requiredMessage } from "./form-expectations";
import {
  acceptPolicies,
  alertsOf,
  apiList,
  closing,
  // Without scripts a list is the browser's select.
  combobox as select,
  commonCopy,
  contactBy as chooseContactWay,
  formOf,
  formsCopy,
  type Language,
  type ListItem,
  label,
  RESUME_PDF,
  textbox,
  type VacancyItem,
  textField,
} from "./forms-support";

/**
 * The ten forms as a visitor without scripts fills them: how each is filled,
 * what an empty post answers, and what the stored row holds. Shared by the
 * plain-http suite (forms-no-script.spec.ts) and the one through the TLS proxy
 * (tests/https/).
 */

export interface StoredRow {
  form: string;
  body: string;
  status: string;
  spam_reason: string | null;
  consent_language: string;
  consent_accepted: number;
}

/** The stored submission of a form from an e-mail address, read from the server's SQLite file. */
export function storedRow(file: string, form: string, email: string): StoredRow | undefined {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare("SELECT * FROM submissions WHERE form = ? AND subject_email = ?").get(form, email.toLowerCase()) as
      | StoredRow
      | undefined;
  } finally {
    database.close();
  }
}

/** How many submissions of a form the database holds for an e-mail: one, however often it was sent. */
export function storedRows(file: string, form: string, email: string): number {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = database
      .prepare("SELECT count(*) AS count FROM submissions WHERE form = ? AND subject_email = ?")
      .get(form, email.toLowerCase()) as {
      count: number;
    };
    return row.count;
  } finally {
    database.close();
  }
}

export const group = (form: Locator, name: string) => form.getByRole("group", { name, exact: true });

export async function openWithoutScripts(page: Page, origin: string, path: string, language: Language) {
  await page.context().addCookies([{ name: "language", value: language, url: origin }]);
  await page.goto(`${origin}${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** Every choice the form holds: each select's value and each ticked box or radio. */
export function choicesIn(form: Locator): Promise<string[]> {
  return form
    .locator("select, input:checked")
    .evaluateAll((controls) => controls.map((control) => `${(control as HTMLInputElement).name}=${(control as HTMLInputElement).value}`));
}

/** Presses the form's button: the browser posts the form and shows the page the server answers with. */
/** FORM_MIN_FILL_SECONDS as the suites' servers run it (its default), and a little more. */
export const PERSON_FILLS_MS = 2_500;

/** Waits, if the suite filled the form faster than a person can, until a person could have since the form was shown. */
export async function waitAsAPersonFills(page: Page, shownAt: number): Promise<void> {
  const left = shownAt + PERSON_FILLS_MS - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

export async function post(page: Page, form: Locator): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.request().isNavigationRequest()),
    form.locator('button[type="submit"]').click(),
  ]);
  await page.waitForLoadState("load");
  return response.status();
}

async function names(form: Locator, language: Language, lastName = true) {
  if (lastName) await textbox(form, label(language, "lastName")).fill("Mejía");
}

async function contactBy(form: Locator, language: Language, way: "email" | "both", email: string) {
  await chooseContactWay(form, language, way, email);
  if (way === "both") {
    await select(form, label(language, "phoneNumberCode")).selectOption("+57");
    await textbox(form, label(language, "phoneNumber")).fill("3001234567");
  }
}

async function tickServices(page: Page, origin: string, form: Locator, language: Language, path: string, count = 2) {
  const services = (await apiList<ListItem>(page, origin, path)).slice(0, count);
  const boxes = group(form, label(language, "services"));
  for (const service of services) {
    await boxes.getByRole("checkbox", { name: language === "en" ? service.Service_Name_EN : service.Service_Name_ES, exact: true }).check();
  }
  return services.map((service) => service.Service_Name_EN);
}

/** After the first post: the vacancy's skills are offered, one is ticked and one is typed. */
async function skills(page: Page, origin: string, form: Locator, language: Language) {
  const vacancies = await apiList<VacancyItem>(page, origin, "/api/vacancies");
  const guid = await select(form, label(language, "vacancy")).inputValue();
  const vacancy = vacancies.find((entry) => entry.vacancyGUID === guid);
  if (!vacancy) throw new Error("the vacancy chosen before the first post is not selected any more");
  const skill = vacancy.vacancySkills[0]!.technologyName;
  await group(form, label(language, "skills")).getByRole("checkbox", { name: skill, exact: true }).check();
  await group(form, label(language, "skills"))
    .getByRole("checkbox", { name: formsCopy(language, "skills.other"), exact: true })
    .check();
  await textbox(form, formsCopy(language, "skills.typed")).fill("Medical Billing");
  return { vacancy, skills: [skill, "medical billing"] };
}

async function applicant(form: Locator, language: Language) {
  await textbox(form, label(language, "previousExperience")).fill("5");
  await form.locator('input[name="candidateResume"]').setInputFiles(RESUME_PDF);
  await closing(form, language);
}

const resume = { "$content-type": "application/pdf", $content: RESUME_PDF.buffer.toString("base64") };

export interface NoScriptForm {
  id: FormId;
  path: string;
  /** Where the form posts: its page (the home page's form posts to its index route). */
  action?: string;
  continueTo: string;
  languages: Language[];
  /** What is chosen before the first post, besides the first name: it must come back. */
  partial?: (form: Locator, language: Language, page: Page, origin: string) => Promise<unknown>;
  /** Fills the rest; the fields the stored row must hold. */
  complete: (form: Locator, language: Language, email: string, page: Page, origin: string) => Promise<Record<string, unknown>>;
}

export const FORMS: NoScriptForm[] = [
  {
    id: "contact",
    path: "/",
    action: "/?index",
    continueTo: "/",
    languages: ["es"],
    partial: async (form, language) => select(form, label(language, "phonePrefix")).selectOption("+34"),
    complete: async (form, language, email) => {
      await textbox(form, label(language, "email")).fill(email);
      await textbox(form, label(language, "phone")).fill("600123456");
      await textbox(form, label(language, "message")).fill("Quisiera una cotización.");
      await acceptPolicies(form);
      return { email, phone_prefix: "+34", phone: "600123456", message: "Quisiera una cotización.", policies: true };
    },
  },
  {
    id: "contact",
    path: "/contact",
    continueTo: "/",
    languages: ["en"],
    complete: async (form, language, email) => {
      await textbox(form, label(language, "email")).fill(email);
      await select(form, label(language, "phonePrefix")).selectOption("+57");
      await textbox(form, label(language, "phone")).fill("3001234567");
      await textbox(form, label(language, "message")).fill("A quote, please.");
      await acceptPolicies(form);
      return { email, phone_prefix: "+57", phone: "3001234567", policies: true };
    },
  },
  {
    id: "candidate",
    path: "/work-with-us",
    continueTo: "/",
    languages: ["en"],
    partial: async (form, language, page, origin) => {
      const [, vacancy] = await apiList<VacancyItem>(page, origin, "/api/vacancies");
      await select(form, label(language, "vacancy")).selectOption(vacancy!.vacancyGUID);
      await select(form, label(language, "country")).selectOption("CO");
    },
    complete: async (form, language, email, page, origin) => {
      await names(form, language);
      await contactBy(form, language, "both", email);
      const chosen = await skills(page, origin, form, language);
      await textbox(form, label(language, "desiredSalary")).fill("3500");
      await applicant(form, language);
      return {
        candidateEmail: email,
        contactWay: 3,
        phoneNumberCode: "+57",
        country: "Colombia",
        VacancyGUID: chosen.vacancy.vacancyGUID,
        RecruitingEffort: String(chosen.vacancy.recruitingEffortId),
        applicationPosition: chosen.vacancy.vacancyName,
        skills: chosen.skills.join(","),
        previousExperience: 5,
        desiredSalary: "$3,500.00",
        remoteWork: true,
        ByForm: "Contractor",
        candidateResume: resume,
        policies: true,
      };
    },
  },
  {
    id: "contractor",
    path: "/contractors/work/apply",
    continueTo: "/contractors",
    languages: ["es"],
    partial: async (form, language, page, origin) => {
      const [vacancy] = await apiList<VacancyItem>(page, origin, "/api/vacancies");
      await select(form, label(language, "vacancy")).selectOption(vacancy!.vacancyGUID);
      await textbox(form, label(language, "currentCandidateCity")).fill("Medellín");
    },
    complete: async (form, language, email, page, origin) => {
      await names(form, language);
      await textbox(form, label(language, "email")).fill(email);
      await select(form, label(language, "phoneNumberCode")).selectOption("+57");
      await textbox(form, label(language, "phoneNumber")).fill("3157654321");
      await select(form, label(language, "country")).selectOption("CO");
      // Without scripts the state is typed: the list could not follow the country.
      await textField(form, label(language, "currentCandidateDepartment")).fill("Antioquia");
      await textbox(form, label(language, "currentCandidateAddress")).fill("Calle 10 # 43-12");
      const chosen = await skills(page, origin, form, language);
      await form.locator('input[name="remoteWork"]').uncheck();
      await applicant(form, language);
      return {
        candidateEmail: email,
        departmentState: "Antioquia",
        currentCandidateDepartment: "Antioquia",
        currentCandidateCity: "Medellín",
        currentCandidateAddress: "Calle 10 # 43-12",
        phoneNumber: "3157654321",
        skills: chosen.skills.join(","),
        remoteWork: false,
        candidateResume: resume,
      };
    },
  },
  {
    id: "vma-application",
    path: "/vma/gethired/hire",
    continueTo: "/vma",
    languages: ["en"],
    partial: async (form, language, page, origin) => {
      const vacancies = await apiList<VacancyItem>(page, origin, "/api/vacancies");
      await select(form, label(language, "vacancy")).selectOption(vacancies.at(-1)!.vacancyGUID);
      await textbox(form, label(language, "medicalSpecialization")).fill("Cardiology");
    },
    complete: async (form, language, email, page, origin) => {
      await names(form, language);
      await contactBy(form, language, "email", email);
      const chosen = await skills(page, origin, form, language);
      await applicant(form, language);
      return {
        candidateEmail: email,
        contactWay: 1,
        phoneNumber: "",
        applicationPosition: "Cardiology",
        skills: chosen.skills.join(", "),
        candidateResume: resume,
      };
    },
  },
  {
    id: "company-recruitment",
    path: "/recruitment",
    continueTo: "/recruitment",
    languages: ["es"],
    partial: async (form, language) => form.getByRole("radio", { name: formsCopy(language, "contactWay.both") }).check(),
    complete: async (form, language, email) => {
      await names(form, language);
      await contactBy(form, language, "both", email);
      await textbox(form, label(language, "company")).fill("Harbor Logistics LLC");
      await textbox(form, label(language, "expertYouAreLookingFor")).fill("Senior data engineer");
      await closing(form, language);
      return { email, contactWay: 3, phoneNumberCode: "+57", phoneNumber: "3001234567", companyName: "Harbor Logistics LLC" };
    },
  },
  {
    id: "consulting",
    path: "/contractors/consulting/apply",
    continueTo: "/contractors",
    languages: ["en"],
    complete: async (form, language, email, page, origin) => {
      await names(form, language);
      await contactBy(form, language, "email", email);
      await textbox(form, label(language, "company")).fill("Cafés del Quindío");
      const service = await tickServices(page, origin, form, language, "/api/services");
      await closing(form, language);
      // The phone fields show without scripts, but the contact way chose e-mail: they are not sent.
      return { candidateEmail: email, contactWay: 1, phoneNumber: "", service, industry: "consulting" };
    },
  },
  {
    id: "expert-request",
    path: "/contractors/outsourcing/apply",
    continueTo: "/contractors",
    languages: ["es"],
    partial: async (form, language) => {
      await select(form, formsCopy(language, "positions.row").replace("{{number}}", "1")).selectOption("cybersecurityExpert");
      await form.getByRole("radio", { name: formsCopy(language, "timeNeed.mid-term") }).check();
    },
    complete: async (form, language, email) => {
      await names(form, language);
      await contactBy(form, language, "email", email);
      await textbox(form, label(language, "company")).fill("Northwind Health");
      // A position of one's own, typed in the second row.
      await select(form, formsCopy(language, "positions.row").replace("{{number}}", "2")).selectOption("other");
      await textbox(form, formsCopy(language, "positions.otherRow").replace("{{number}}", "2")).fill("Data scientist");
      await closing(form, language);
      return { candidateEmail: email, positions: ["Cybersecurity expert", "Data scientist"], timeNeedExpert: "mid-term" };
    },
  },
  {
    id: "tech-services",
    path: "/techservices/adquire",
    continueTo: "/techservices",
    languages: ["en"],
    partial: async (form, language) => select(form, label(language, "country")).selectOption("CO"),
    complete: async (form, language, email, page, origin) => {
      await textbox(form, label(language, "company")).fill("Agroindustrias del Meta");
      await textField(form, label(language, "departmentState")).fill("Meta");
      await contactBy(form, language, "both", email);
      const services = await tickServices(page, origin, form, language, "/api/service-options?for=tech");
      await closing(form, language);
      return { candidateEmail: email, country: "Colombia", departmentState: "Meta", services, contactWay: 3 };
    },
  },
  {
    id: "vma-hire",
    path: "/vma/specialist/hire",
    continueTo: "/vma",
    languages: ["es"],
    partial: async (form, language) => {
      await select(form, label(language, "country")).selectOption("US");
      await form.getByLabel(formsCopy(language, "meetingTimes.time").replace("{{number}}", "1"), { exact: true }).fill("2026-06-02T10:00");
    },
    complete: async (form, language, email, page, origin) => {
      await textField(form, label(language, "departmentState")).fill("Florida");
      await contactBy(form, language, "email", email);
      await textbox(form, label(language, "medicalSpecialization")).fill("Dermatology");
      const service = await tickServices(page, origin, form, language, "/api/service-options?for=vma");
      await form.getByLabel(formsCopy(language, "meetingTimes.time").replace("{{number}}", "3"), { exact: true }).fill("2026-06-03T15:30");
      await closing(form, language, "tasksRequired");
      return {
        candidateEmail: email,
        country: "United States",
        departmentState: "Florida",
        service,
        medicalSpecialization: "Dermatology",
        meetingTimes: ["2026-06-02T10:00", "2026-06-03T15:30"],
      };
    },
  },
  {
    id: "financials",
    path: "/financials/adquire",
    continueTo: "/financials",
    languages: ["es", "en"],
    partial: async (form, language) => {
      const boxes = group(form, label(language, "services")).getByRole("checkbox");
      await expect(boxes).toHaveCount(9);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
    },
    complete: async (form, language, email) => {
      await names(form, language);
      await contactBy(form, language, "email", email);
      await textbox(form, label(language, "company")).fill("Textiles Andinos");
      await closing(form, language);
      return { email, services: ["Accounting outsourcing", "Tax planning"] };
    },
  },
];

export interface Where {
  /** The site's origin, as the browser opens it. */
  origin: string;
  /** Where the lists (vacancies, services) are read from Node; the site's origin by default. */
  lists?: string;
  /** The server's SQLite file, where the submission is looked for. */
  database: string;
}

/**
 * A form without scripts: an empty post answers the spec's messages in the page's language with
 * focus on the first invalid field; what was typed comes back; then a valid post is stored and
 * answered (303) with the success screen, whose link continues to the form's section.
 */
export async function submitWithoutScripts(page: Page, spec: NoScriptForm, language: Language, where: Where) {
  const { origin } = where;
  const action = `${origin}${spec.action ?? spec.path}`;
  const email = `no-script-${spec.id}-${language}-${Date.now()}@example.com`;
  const lists = where.lists ?? origin;
  const nameField = firstInvalidField(spec.id);
  const nameLabel = label(language, nameField);
  await openWithoutScripts(page, origin, spec.path, language);
  let form = formOf(page, spec.id);
  await expect(form).toHaveAttribute("method", "post");

  // An empty post: the spec's messages in the page's language, focus on the first invalid field.
  expect(await post(page, form)).toBe(400);
  expect(page.url()).toBe(action);
  form = formOf(page, spec.id);
  expect(await alertsOf(form)).toEqual(emptyMessages(spec.id, language));
  await expect(form.locator(`[name="${nameField}"]`)).toBeFocused();
  await expect(form.locator(`[name="${nameField}"]`)).toHaveAttribute("aria-invalid", "true");
  const describedBy = await form.locator(`[name="${nameField}"]`).getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(requiredMessage(spec.id, nameField, language));

  // What was typed and chosen comes back, and no value of it is in the address.
  await textbox(form, nameLabel).fill("Ana María");
  await spec.partial?.(form, language, page, lists);
  const chosen = await choicesIn(form);
  expect(await post(page, form)).toBe(400);
  // The page shown again carries a new token, whose clock starts now (server/api/form-tokens.ts).
  const shownAt = Date.now();
  expect(page.url()).toBe(action);
  form = formOf(page, spec.id);
  await expect(textbox(form, nameLabel)).toHaveValue("Ana María");
  expect(await choicesIn(form)).toEqual(chosen);
  await expect(form.locator(`[name="${nameField}"]`)).not.toHaveAttribute("aria-invalid");

  // The rest, then a valid post: stored, and answered (303) with the success screen.
  const expected = await spec.complete(form, language, email, page, lists);
  await waitAsAPersonFills(page, shownAt);
  await post(page, form);
  await expect(page).toHaveURL(`${origin}${spec.path}?sent=${spec.id}`);
  expect(page.url()).not.toContain("Ana");
  const title = page.getByRole("heading", { name: commonCopy(language, "dialog.successTitle") });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByText(commonCopy(language, "dialog.successText"))).toBeVisible();
  const row = storedRow(where.database, spec.id, email);
  expect(row).toMatchObject({ spam_reason: null, consent_language: language, consent_accepted: 1 });
  expect(row?.status).not.toBe("spam");
  expect(JSON.parse(row!.body)).toMatchObject({ [nameField]: "Ana María", ...expected });

  await page.getByRole("link", { name: commonCopy(language, "dialog.continue") }).click();
  await expect(page).toHaveURL(`${origin}${spec.continueTo}`);
}
