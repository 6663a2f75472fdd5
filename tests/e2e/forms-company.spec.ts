import type { FormId } from "../../contracts/form-ids";
import { expect, type Locator, type Page, test } from "./fixtures";
import { emptyMessages, firstInvalidField, invalidCase } from "./form-expectations";
import {
  alertsOf,
  apiList,
  closing,
  contactBy,
  emptySubmit,
  expectSuccessAndContinue,
  fillText,
  formOf,
  formsCopy,
  LANGUAGES,
  type Language,
  type ListItem,
  label,
  openIn,
  originFor,
  pick,
  pickPhoneCode,
  recordSubmissions,
  submitAndCapture,
  textField,
} from "./forms-support";

const serviceName = (language: Language, service: ListItem) => (language === "en" ? service.Service_Name_EN : service.Service_Name_ES);

interface CompanyForm {
  id: FormId;
  route: string;
  continueTo: string;
  keys: string[];
  fill: (page: Page, origin: string, form: Locator, language: Language) => Promise<Record<string, unknown>>;
}

async function contactByEmail(form: Locator, language: Language) {
  await contactBy(form, language, "email", "lead@example.com");
}

async function contactByBoth(form: Locator, language: Language) {
  await contactBy(form, language, "both", "lead@example.com");
  await pickPhoneCode(form, language);
  await fillText(form, label(language, "phoneNumber"), "3001234567");
}

async function names(form: Locator, language: Language, lastName = true) {
  await fillText(form, label(language, "firstName"), "Carlos");
  if (lastName) await fillText(form, label(language, "lastName"), "Mejía");
}

async function chooseServices(page: Page, origin: string, form: Locator, language: Language, path: string, count = 2) {
  const services = (await apiList<ListItem>(page, origin, path)).slice(0, count);
  const group = form.getByRole("group", { name: label(language, "services"), exact: true });
  for (const service of services) await group.getByRole("checkbox", { name: serviceName(language, service), exact: true }).check();
  return services.map((service) => service.Service_Name_EN);
}

const FORMS: CompanyForm[] = [
  {
    id: "company-recruitment",
    route: "/recruitment",
    continueTo: "/recruitment",
    keys: [
      "firstName",
      "lastName",
      "phoneNumberCode",
      "phoneNumber",
      "email",
      "contactWay",
      "companyName",
      "expertYouAreLookingFor",
      "additionalInformation",
      "policies",
    ],
    fill: async (_page, _origin, form, language) => {
      await names(form, language);
      await contactByBoth(form, language);
      await fillText(form, label(language, "company"), "Harbor Logistics LLC");
      await fillText(form, label(language, "expertYouAreLookingFor"), "Senior data engineer");
      await closing(form, language);
      return {
        contactWay: 3,
        phoneNumberCode: "+57",
        phoneNumber: "3001234567",
        email: "lead@example.com",
        companyName: "Harbor Logistics LLC",
      };
    },
  },
  {
    id: "consulting",
    route: "/contractors/consulting/apply",
    continueTo: "/contractors",
    keys: [
      "firstName",
      "lastName",
      "phoneNumberCode",
      "phoneNumber",
      "candidateEmail",
      "contactWay",
      "company",
      "service",
      "additionalInformation",
      "policies",
      "industry",
    ],
    fill: async (page, origin, form, language) => {
      await names(form, language);
      await contactByEmail(form, language);
      await fillText(form, label(language, "company"), "Cafés del Quindío");
      const service = await chooseServices(page, origin, form, language, "/api/services");
      await closing(form, language);
      return { contactWay: 1, candidateEmail: "lead@example.com", phoneNumber: "", service, industry: "consulting" };
    },
  },
  {
    id: "expert-request",
    route: "/contractors/outsourcing/apply",
    continueTo: "/contractors",
    keys: [
      "firstName",
      "lastName",
      "phoneNumberCode",
      "phoneNumber",
      "candidateEmail",
      "contactWay",
      "company",
      "positions",
      "timeNeedExpert",
      "additionalInformation",
      "policies",
    ],
    fill: async (_page, _origin, form, language) => {
      await names(form, language);
      await contactByEmail(form, language);
      await fillText(form, label(language, "company"), "Northwind Health");
      const row = (number: number) =>
        form.getByRole("combobox", { name: formsCopy(language, "positions.row").replace("{{number}}", String(number)) });
      await row(1).selectOption({ label: formsCopy(language, "positions.options.cybersecurityExpert") });
      await form.getByRole("radio", { name: formsCopy(language, "timeNeed.mid-term") }).check();
      await closing(form, language);
      // A row that says Other without naming the position blocks the submit.
      await row(2).selectOption({ label: formsCopy(language, "positions.options.other") });
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole("alert").first()).toHaveText(invalidCase("expert-request", "unnamedPosition", language).message);
      await form
        .getByRole("textbox", { name: formsCopy(language, "positions.otherRow").replace("{{number}}", "2") })
        .fill("Data scientist");
      // Once every row has a value one more is offered; a row left with no position is not sent.
      await expect(row(4)).toHaveCount(0);
      await row(3).selectOption({ label: formsCopy(language, "positions.options.databaseExpert") });
      await expect(row(4)).toBeVisible();
      await row(3).selectOption({ label: formsCopy(language, "positions.choose") });
      return { positions: ["Cybersecurity expert", "Data scientist"], timeNeedExpert: "mid-term", contactWay: 1 };
    },
  },
  {
    id: "tech-services",
    route: "/techservices/adquire",
    continueTo: "/techservices",
    keys: [
      "firstName",
      "company",
      "country",
      "departmentState",
      "phoneNumberCode",
      "phoneNumber",
      "candidateEmail",
      "contactWay",
      "services",
      "additionalInformation",
      "policies",
    ],
    fill: async (page, origin, form, language) => {
      await names(form, language, false);
      await fillText(form, label(language, "company"), "Agroindustrias del Meta");
      await pick(form, label(language, "country"), "colom", "Colombia");
      await textField(form, label(language, "departmentState")).fill("Meta");
      await contactByBoth(form, language);
      const services = await chooseServices(page, origin, form, language, "/api/service-options?for=tech");
      await closing(form, language);
      return { country: "Colombia", departmentState: "Meta", services, contactWay: 3 };
    },
  },
  {
    id: "vma-hire",
    route: "/vma/specialist/hire",
    continueTo: "/vma",
    keys: [
      "firstName",
      "country",
      "departmentState",
      "phoneNumberCode",
      "phoneNumber",
      "candidateEmail",
      "contactWay",
      "service",
      "medicalSpecialization",
      "meetingTimes",
      "additionalInformation",
      "policies",
    ],
    fill: async (page, origin, form, language) => {
      await names(form, language, false);
      await pick(
        form,
        label(language, "country"),
        language === "en" ? "united states" : "estados unidos",
        language === "en" ? "United States" : "Estados Unidos",
      );
      await textField(form, label(language, "departmentState")).fill("Florida");
      await contactByEmail(form, language);
      await fillText(form, label(language, "medicalSpecialization"), "Dermatology");
      const service = await chooseServices(page, origin, form, language, "/api/service-options?for=vma");
      const time = (number: number) =>
        form.getByLabel(formsCopy(language, "meetingTimes.time").replace("{{number}}", String(number)), { exact: true });
      await time(1).fill("2026-06-02T10:00");
      await time(3).fill("2026-06-03T15:30");
      await closing(form, language, "tasksRequired");
      return {
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
    route: "/financials/adquire",
    continueTo: "/financials",
    keys: [
      "firstName",
      "lastName",
      "phoneNumberCode",
      "phoneNumber",
      "email",
      "contactWay",
      "companyName",
      "services",
      "additionalInformation",
      "policies",
    ],
    fill: async (_page, _origin, form, language) => {
      await names(form, language);
      await contactByEmail(form, language);
      await fillText(form, label(language, "company"), "Textiles Andinos");
      const group = form.getByRole("group", { name: label(language, "services"), exact: true });
      await expect(group.getByRole("checkbox")).toHaveCount(9);
      // The first two of the nine, by keyboard.
      await group.getByRole("checkbox").first().focus();
      await form.page().keyboard.press("Space");
      await form.page().keyboard.press("Tab");
      await form.page().keyboard.press("Space");
      await closing(form, language);
      return { email: "lead@example.com", services: ["Accounting outsourcing", "Tax planning"] };
    },
  },
];

for (const language of LANGUAGES) {
  test.describe(`company forms (${language})`, () => {
    for (const spec of FORMS) {
      test(`${spec.id}: the spec's messages, then one valid submission (${language})`, async ({ page }, testInfo) => {
        const origin = originFor(testInfo);
        const posted = recordSubmissions(page);
        await openIn(page, origin, spec.route, language);
        const form = formOf(page, spec.id);
        await emptySubmit(form);
        await expect.poll(() => alertsOf(form)).toEqual(emptyMessages(spec.id, language));
        await expect(form.locator(`input[name="${firstInvalidField(spec.id)}"]`)).toBeFocused();
        expect(posted).toHaveLength(0);

        const expected = await spec.fill(page, origin, form, language);
        const { body } = await submitAndCapture(page, form, spec.id);
        expect(Object.keys(body).sort()).toEqual([...spec.keys].sort());
        expect(body).toMatchObject({ ...expected, policies: true });
        await expectSuccessAndContinue(page, origin, language, spec.continueTo, "firstName");
        expect(posted).toHaveLength(1);
      });
    }
  });
}
