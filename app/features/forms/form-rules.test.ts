import { describe, expect, it } from "vitest";
import type * as v from "valibot";
import { SAMPLE_PDF_BASE64 } from "../../../contracts/sample-submissions";
import { submissionSchemas } from "../../../contracts/submission-schemas";
import { definition as candidateDefinition, type CandidateValues } from "./candidate/candidate-form";
import { definition as companyRecruitmentDefinition } from "./company-recruitment/company-recruitment-form";
import { definition as consultingDefinition } from "./consulting/consulting-form";
import { definition as contactDefinition } from "./contact/contact-form";
import { definition as contractorDefinition } from "./contractor/contractor-form";
import { definition as expertRequestDefinition, type ExpertRequestValues } from "./expert-request/expert-request-form";
import { definition as financialsDefinition } from "./financials/financials-form";
import { type SchemaResolverOptions, validateValues } from "./shared/schema-resolver";
import { definition as techServicesDefinition } from "./tech-services/tech-services-form";
import { definition as vmaApplicationDefinition } from "./vma-application/vma-application-form";
import { definition as vmaHireDefinition } from "./vma-hire/vma-hire-form";

// biome-ignore lint/suspicious/noExplicitAny: the helper takes any form's values
type AnyValues = any;

async function check(schema: v.GenericSchema, options: SchemaResolverOptions<AnyValues>, values: AnyValues) {
  const result = validateValues(schema, options, values);
  const payload: Record<string, unknown> = result.valid ? (result.data as Record<string, unknown>) : {};
  return { errors: result.valid ? {} : result.errors, payload };
}

const resume = { contentType: "application/pdf" as const, content: SAMPLE_PDF_BASE64, fileName: "cv.pdf", size: 100 };

describe("home contact form (spec section 5)", () => {
  it("asks for every field, with the prefix and phone messages of their own", async () => {
    const { errors } = await check(submissionSchemas.contact, contactDefinition, contactDefinition.defaults());
    expect(errors).toEqual({
      name: "FIELD_REQUIRED",
      email: "FIELD_REQUIRED",
      phone_prefix: "PHONE_PREFIX_REQUIRED",
      phone: "PHONE_REQUIRED",
      message: "FIELD_REQUIRED",
      policies: "FIELD_REQUIRED",
    });
  });

  it("counts whitespace as empty and checks the e-mail's format as the other forms do", async () => {
    const values = { name: "  ", email: "not an email", phone_prefix: "+57", phone: "300", message: "Hola", policies: true };
    const { errors } = await check(submissionSchemas.contact, contactDefinition, values);
    expect(errors).toEqual({ name: "FIELD_REQUIRED", email: "EMAIL_INVALID" });
  });
});

describe("candidate form", () => {
  const options = candidateDefinition;
  const filled = (): CandidateValues => ({
    ...candidateDefinition.defaults(),
    firstName: "Ana",
    lastName: "Pérez",
    candidateEmail: "ana@example.com",
    country: "Colombia",
    VacancyGUID: "guid-1",
    RecruitingEffort: "101",
    applicationPosition: "Full Stack Developer",
    skills: ["TypeScript", "graphql"],
    previousExperience: "5",
    desiredSalary: "$3,500.00",
    candidateResume: resume,
    additionalInformation: "Hi",
    policies: true,
  });

  it("requires every field of spec section 5, starting with contact way 1 (e-mail)", async () => {
    const { errors } = await check(submissionSchemas.candidate, options, candidateDefinition.defaults());
    expect(errors).toEqual({
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      candidateEmail: "EMAIL_REQUIRED",
      VacancyGUID: "VACANCY_GUID_REQUIRED",
      skills: "SKILLS_REQUIRED",
      previousExperience: "PREVIOUS_EXPERIENCE_REQUIRED",
      desiredSalary: "DESIRED_SALARY_REQUIRED",
      country: "COUNTRY_REQUIRED",
      candidateResume: "CANDIDATE_RESUME_REQUIRED",
      additionalInformation: "ADDITIONAL_INFO_REQUIRED",
      policies: "POLICIES_REQUIRED",
    });
  });

  it("asks for the phone with contact way 2 and 3, and refuses a number of 0", async () => {
    expect((await check(submissionSchemas.candidate, options, { ...filled(), contactWay: "2" })).errors).toEqual({
      phoneNumberCode: "PHONE_CODE_REQUIRED",
      phoneNumber: "PHONE_NUMBER_REQUIRED",
    });
    const both = await check(submissionSchemas.candidate, options, {
      ...filled(),
      contactWay: "3",
      candidateEmail: "",
      phoneNumberCode: "+57",
      phoneNumber: "000",
    });
    expect(both.errors).toEqual({ candidateEmail: "EMAIL_REQUIRED", phoneNumber: "PHONE_NUMBER_ZERO" });
  });

  it("sends the spec's fields: skills as one string, years as a number, the contact-way code, ByForm and remoteWork", async () => {
    const { errors, payload } = await check(submissionSchemas.candidate, options, filled());
    expect(errors).toEqual({});
    expect(payload).toMatchObject({
      skills: "TypeScript,graphql",
      previousExperience: 5,
      contactWay: 1,
      ByForm: "Contractor",
      remoteWork: true,
      desiredSalary: "$3,500.00",
      RecruitingEffort: "101",
      VacancyGUID: "guid-1",
      applicationPosition: "Full Stack Developer",
      candidateResume: { "$content-type": "application/pdf", $content: SAMPLE_PDF_BASE64 },
      phoneNumberCode: "",
      phoneNumber: "",
    });
  });

  it("does not send phone fields the chosen contact way hides", async () => {
    const { payload } = await check(submissionSchemas.candidate, options, {
      ...filled(),
      contactWay: "1",
      phoneNumberCode: "+57",
      phoneNumber: "0",
    });
    expect(payload.phoneNumber).toBe("");
  });
});

describe("contractor form", () => {
  it("always requires phone and e-mail, department, city, address and country; never a salary", async () => {
    const { errors } = await check(submissionSchemas.contractor, contractorDefinition, contractorDefinition.defaults());
    expect(errors).toMatchObject({
      phoneNumberCode: "PHONE_CODE_REQUIRED",
      phoneNumber: "PHONE_NUMBER_REQUIRED",
      candidateEmail: "EMAIL_REQUIRED",
      departmentState: "CURRENT_CANDIDATE_DEPARTMENT_REQUIRED",
      currentCandidateCity: "CURRENT_CANDIDATE_CITY_REQUIRED",
      currentCandidateAddress: "CURRENT_CANDIDATE_ADDRESS_REQUIRED",
      country: "COUNTRY_REQUIRED",
    });
    expect(errors).not.toHaveProperty("desiredSalary");
    expect(errors).not.toHaveProperty("contactWay");
  });

  it("sends the chosen state as the department too", () => {
    const payload = contractorDefinition.toPayload({ ...contractorDefinition.defaults(), departmentState: "Antioquia" });
    expect(payload).toMatchObject({ departmentState: "Antioquia", currentCandidateDepartment: "Antioquia", ByForm: "Contractor" });
    expect(payload).not.toHaveProperty("desiredSalary");
    expect(payload).not.toHaveProperty("applicationPosition");
  });
});

describe("VMA job application", () => {
  it("requires the medical specialization and a contact way", async () => {
    const { errors } = await check(submissionSchemas["vma-application"], vmaApplicationDefinition, vmaApplicationDefinition.defaults());
    expect(errors).toMatchObject({ applicationPosition: "APPLICATION_POSITION_REQUIRED", contactWay: "CONTACT_WAY_VALIDATION" });
  });

  it("joins skills with a comma and a space", async () => {
    const values = {
      ...vmaApplicationDefinition.defaults(),
      firstName: "Val",
      lastName: "Ruiz",
      contactWay: "1",
      candidateEmail: "v@example.com",
      applicationPosition: "Cardiology",
      VacancyGUID: "guid-2",
      skills: ["Triage", "emr"],
      previousExperience: "3",
      candidateResume: resume,
      additionalInformation: "Bilingual",
      policies: true,
    };
    const { errors, payload } = await check(submissionSchemas["vma-application"], vmaApplicationDefinition, values);
    expect(errors).toEqual({});
    expect(payload.skills).toBe("Triage, emr");
  });
});

describe("company forms", () => {
  it("company recruitment: names, contact way, expert, company, information, policies", async () => {
    const { errors } = await check(
      submissionSchemas["company-recruitment"],
      companyRecruitmentDefinition,
      companyRecruitmentDefinition.defaults(),
    );
    expect(errors).toEqual({
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      companyName: "COMPANY_REQUIRED",
      expertYouAreLookingFor: "EXPERT_REQUIRED",
      additionalInformation: "ADDITIONAL_INFO_REQUIRED",
      policies: "POLICIES_REQUIRED",
    });
  });

  it("consulting: company name and services, with the fixed industry", async () => {
    const { errors } = await check(submissionSchemas.consulting, consultingDefinition, consultingDefinition.defaults());
    expect(errors).toMatchObject({ company: "COMPANY_NAME_REQUIRED", service: "SERVICE_REQUIRED" });
    expect(consultingDefinition.toPayload(consultingDefinition.defaults()).industry).toBe("consulting");
  });

  it("tech services: name, company, country, state and services", async () => {
    const { errors } = await check(submissionSchemas["tech-services"], techServicesDefinition, techServicesDefinition.defaults());
    expect(errors).toMatchObject({
      firstName: "NAME_REQUIRED",
      company: "COMPANY_REQUIRED",
      country: "COUNTRY_REQUIRED",
      departmentState: "DEPARTMENT_STATE_REQUIRED",
      services: "SERVICE_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
    });
  });

  it("VMA hire: its own policies and tasks messages, meeting times sent when filled", async () => {
    const { errors } = await check(submissionSchemas["vma-hire"], vmaHireDefinition, vmaHireDefinition.defaults());
    expect(errors).toMatchObject({
      firstName: "NAME_REQUIRED",
      country: "COUNTRY_REQUIRED",
      departmentState: "DEPARTMENT_STATE_REQUIRED",
      service: "SERVICE_REQUIRED",
      additionalInformation: "ADDITIONAL_INFO_TASKS_REQUIRED",
      policies: "POLICIES_CHECKBOX_REQUIRED",
    });
    expect(vmaHireDefinition.toPayload({ ...vmaHireDefinition.defaults(), meetingTimes: ["2025-06-02T10:00", ""] }).meetingTimes).toEqual([
      "2025-06-02T10:00",
    ]);
  });
});

describe("expert request", () => {
  const options = expertRequestDefinition;
  const filled = (positions: ExpertRequestValues["positions"]): ExpertRequestValues => ({
    ...expertRequestDefinition.defaults(),
    firstName: "Rob",
    lastName: "N",
    contactWay: "1",
    candidateEmail: "r@example.com",
    company: "Northwind",
    positions,
    timeNeedExpert: "mid-term",
    additionalInformation: "Remote",
    policies: true,
  });

  it("requires at least one position and a time band", async () => {
    const { errors } = await check(submissionSchemas["expert-request"], options, expertRequestDefinition.defaults());
    expect(errors).toMatchObject({ positions: "POSITIONS_REQUIRED", timeNeedExpert: "TIME_NEED_EXPERT_REQUIRED" });
  });

  it("blocks the submit while a row says Other without naming the position", async () => {
    const { errors } = await check(
      submissionSchemas["expert-request"],
      options,
      filled([
        { choice: "databaseExpert", custom: "" },
        { choice: "other", custom: " " },
      ]),
    );
    expect(errors).toEqual({ positions: "SAVE_POSITIONS_REQUIRED" });
  });

  it("sends the chosen positions by their English names, custom ones as typed, and no empty row", async () => {
    const { errors, payload } = await check(
      submissionSchemas["expert-request"],
      options,
      filled([
        { choice: "cybersecurityExpert", custom: "" },
        { choice: "", custom: "" },
        { choice: "other", custom: " Data scientist " },
      ]),
    );
    expect(errors).toEqual({});
    expect(payload.positions).toEqual(["Cybersecurity expert", "Data scientist"]);
    expect(payload.timeNeedExpert).toBe("mid-term");
  });
});

describe("financials request", () => {
  it("requires names, company, services and the common rules", async () => {
    const { errors } = await check(submissionSchemas.financials, financialsDefinition, financialsDefinition.defaults());
    expect(errors).toEqual({
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      companyName: "COMPANY_REQUIRED",
      services: "SERVICE_REQUIRED",
      additionalInformation: "ADDITIONAL_INFO_REQUIRED",
      policies: "POLICIES_REQUIRED",
    });
  });

  it("sends the chosen values 1 to 9 as English titles", () => {
    expect(financialsDefinition.toPayload({ ...financialsDefinition.defaults(), services: ["2", "1"] }).services).toEqual([
      "Accounting outsourcing",
      "Tax planning",
    ]);
  });
});
