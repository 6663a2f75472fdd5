import { describe, expect, it } from "vitest";
import * as v from "valibot";
import type { ErrorKey } from "./error-keys.ts";
import { toFieldErrors } from "./field-errors.ts";
import { sampleSubmissions } from "./sample-submissions.ts";
import { isHoneypotFilled, submissionSchemas, FORM_IDS, type FormId } from "./submission-schemas.ts";
import { MAX_LONG_TEXT_LENGTH, MAX_NAME_LENGTH } from "./submissions/limits.ts";

type Body = Record<string, unknown>;

function errorsOf(form: FormId, body: unknown) {
  const result = v.safeParse(submissionSchemas[form], body);
  return result.success ? {} : toFieldErrors(result.issues);
}

function withChange(form: FormId, change: Body): Body {
  return { ...(sampleSubmissions[form] as Body), ...change };
}

/** [form, field, value, expected key]: one line per rule of spec section 5. */
const rules: [FormId, string, unknown, ErrorKey][] = [
  ["contact", "name", "   ", "FIELD_REQUIRED"],
  ["contact", "email", "", "FIELD_REQUIRED"],
  ["contact", "message", undefined, "FIELD_REQUIRED"],
  ["contact", "phone_prefix", "", "PHONE_PREFIX_REQUIRED"],
  ["contact", "phone", " ", "PHONE_REQUIRED"],
  ["contact", "policies", false, "FIELD_REQUIRED"],

  ["candidate", "firstName", "", "NAME_REQUIRED"],
  ["candidate", "lastName", "  ", "LAST_NAME_REQUIRED"],
  ["candidate", "VacancyGUID", "", "VACANCY_GUID_REQUIRED"],
  ["candidate", "skills", [], "SKILLS_REQUIRED"],
  ["candidate", "skills", " , ", "SKILLS_REQUIRED"],
  ["candidate", "previousExperience", "", "PREVIOUS_EXPERIENCE_REQUIRED"],
  ["candidate", "previousExperience", undefined, "PREVIOUS_EXPERIENCE_REQUIRED"],
  ["candidate", "previousExperience", -1, "FIELD_INVALID"],
  ["candidate", "desiredSalary", "", "DESIRED_SALARY_REQUIRED"],
  ["candidate", "desiredSalary", "a lot", "FIELD_INVALID"],
  ["candidate", "country", "", "COUNTRY_REQUIRED"],
  ["candidate", "candidateResume", undefined, "CANDIDATE_RESUME_REQUIRED"],
  ["candidate", "additionalInformation", " ", "ADDITIONAL_INFO_REQUIRED"],
  ["candidate", "policies", false, "POLICIES_REQUIRED"],
  ["candidate", "candidateEmail", "not-an-email", "EMAIL_INVALID"],
  ["candidate", "ByForm", "Other", "FIELD_INVALID"],

  ["contractor", "phoneNumberCode", "", "PHONE_CODE_REQUIRED"],
  ["contractor", "phoneNumber", undefined, "PHONE_NUMBER_REQUIRED"],
  ["contractor", "phoneNumber", "0", "PHONE_NUMBER_ZERO"],
  ["contractor", "candidateEmail", "", "EMAIL_REQUIRED"],
  ["contractor", "currentCandidateDepartment", "", "CURRENT_CANDIDATE_DEPARTMENT_REQUIRED"],
  ["contractor", "currentCandidateCity", "", "CURRENT_CANDIDATE_CITY_REQUIRED"],
  ["contractor", "currentCandidateAddress", "", "CURRENT_CANDIDATE_ADDRESS_REQUIRED"],
  ["contractor", "country", "", "COUNTRY_REQUIRED"],
  ["contractor", "VacancyGUID", undefined, "VACANCY_GUID_REQUIRED"],
  ["contractor", "skills", undefined, "SKILLS_REQUIRED"],

  ["vma-application", "firstName", "", "NAME_REQUIRED"],
  ["vma-application", "lastName", "", "LAST_NAME_REQUIRED"],
  ["vma-application", "VacancyGUID", "", "VACANCY_GUID_REQUIRED"],
  ["vma-application", "skills", [], "SKILLS_REQUIRED"],
  ["vma-application", "previousExperience", "", "PREVIOUS_EXPERIENCE_REQUIRED"],
  ["vma-application", "candidateResume", null, "CANDIDATE_RESUME_REQUIRED"],
  ["vma-application", "applicationPosition", "", "APPLICATION_POSITION_REQUIRED"],
  ["vma-application", "contactWay", undefined, "CONTACT_WAY_VALIDATION"],
  ["vma-application", "policies", undefined, "POLICIES_REQUIRED"],

  ["company-recruitment", "firstName", "", "NAME_REQUIRED"],
  ["company-recruitment", "lastName", "", "LAST_NAME_REQUIRED"],
  ["company-recruitment", "expertYouAreLookingFor", "", "EXPERT_REQUIRED"],
  ["company-recruitment", "companyName", "", "COMPANY_REQUIRED"],
  ["company-recruitment", "additionalInformation", "", "ADDITIONAL_INFO_REQUIRED"],
  ["company-recruitment", "policies", "true", "POLICIES_REQUIRED"],
  ["company-recruitment", "contactWay", 4, "CONTACT_WAY_VALIDATION"],

  ["consulting", "company", "", "COMPANY_NAME_REQUIRED"],
  ["consulting", "service", [], "SERVICE_REQUIRED"],
  ["consulting", "service", [""], "SERVICE_REQUIRED"],
  ["consulting", "contactWay", undefined, "CONTACT_WAY_VALIDATION"],

  ["expert-request", "firstName", "", "NAME_REQUIRED"],
  ["expert-request", "lastName", "", "LAST_NAME_REQUIRED"],
  ["expert-request", "company", "", "COMPANY_REQUIRED"],
  ["expert-request", "positions", [], "POSITIONS_REQUIRED"],
  ["expert-request", "positions", undefined, "POSITIONS_REQUIRED"],
  ["expert-request", "positions", ["Database expert", " "], "POSITION_REQUIRED"],
  ["expert-request", "timeNeedExpert", "", "TIME_NEED_EXPERT_REQUIRED"],
  ["expert-request", "timeNeedExpert", "forever", "FIELD_INVALID"],

  ["tech-services", "firstName", "", "NAME_REQUIRED"],
  ["tech-services", "company", "", "COMPANY_REQUIRED"],
  ["tech-services", "country", "", "COUNTRY_REQUIRED"],
  ["tech-services", "departmentState", "", "DEPARTMENT_STATE_REQUIRED"],
  ["tech-services", "services", [], "SERVICE_REQUIRED"],

  ["vma-hire", "firstName", "", "NAME_REQUIRED"],
  ["vma-hire", "country", "", "COUNTRY_REQUIRED"],
  ["vma-hire", "departmentState", "", "DEPARTMENT_STATE_REQUIRED"],
  ["vma-hire", "service", [], "SERVICE_REQUIRED"],
  ["vma-hire", "additionalInformation", "", "ADDITIONAL_INFO_TASKS_REQUIRED"],
  ["vma-hire", "policies", false, "POLICIES_CHECKBOX_REQUIRED"],
  ["vma-hire", "meetingTimes", "tomorrow", "FIELD_INVALID"],

  ["financials", "firstName", "", "NAME_REQUIRED"],
  ["financials", "lastName", "", "LAST_NAME_REQUIRED"],
  ["financials", "services", [], "SERVICE_REQUIRED"],
  ["financials", "services", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], "FIELD_TOO_LONG"],
  ["financials", "companyName", "", "COMPANY_REQUIRED"],
  ["financials", "email", "x@", "EMAIL_INVALID"],
];

describe("submission schemas", () => {
  it.each(FORM_IDS)("accepts the sample %s payload", (form) => {
    expect(errorsOf(form, sampleSubmissions[form])).toEqual({});
  });

  it.each(rules)("%s: %s = %j gives %s", (form, field, value, key) => {
    expect(errorsOf(form, withChange(form, { [field]: value }))[field]).toBe(key);
  });

  it.each(FORM_IDS)("reports every failing field of an empty %s body at once", (form) => {
    const errors = errorsOf(form, {});
    expect(Object.keys(errors).length).toBeGreaterThan(3);
  });

  it("trims text before storing it", () => {
    const result = v.parse(submissionSchemas.contact, { ...sampleSubmissions.contact, name: "  Laura  " });
    expect(result.name).toBe("Laura");
  });

  it("drops unknown fields", () => {
    const result = v.parse(submissionSchemas.financials, { ...sampleSubmissions.financials, isAdmin: true, website: "x" });
    expect(result).not.toHaveProperty("isAdmin");
    expect(result).not.toHaveProperty("website");
  });

  it("caps text lengths", () => {
    expect(errorsOf("contact", withChange("contact", { name: "a".repeat(MAX_NAME_LENGTH + 1) })).name).toBe("FIELD_TOO_LONG");
    expect(errorsOf("contact", withChange("contact", { message: "a".repeat(MAX_LONG_TEXT_LENGTH + 1) })).message).toBe("FIELD_TOO_LONG");
    expect(errorsOf("contact", withChange("contact", { message: "a".repeat(MAX_LONG_TEXT_LENGTH) })).message).toBeUndefined();
  });

  it("answers FIELD_INVALID for a wrong type and for a body that is not an object", () => {
    expect(errorsOf("contact", withChange("contact", { name: 42 })).name).toBe("FIELD_INVALID");
    expect(errorsOf("contact", "hello")).toEqual({ _root: "FIELD_INVALID" });
    expect(errorsOf("contact", null)).toEqual({ _root: "FIELD_INVALID" });
  });

  it("joins skills with a comma on candidate forms and a comma and space on the VMA application", () => {
    expect(v.parse(submissionSchemas.candidate, sampleSubmissions.candidate).skills).toBe("typescript,react,postgresql");
    expect(v.parse(submissionSchemas.contractor, sampleSubmissions.contractor).skills).toBe("python,data engineering");
    expect(v.parse(submissionSchemas["vma-application"], sampleSubmissions["vma-application"]).skills).toBe("medical billing, emr");
  });

  it("fills the spec's constants and defaults", () => {
    const candidate = v.parse(submissionSchemas.candidate, { ...sampleSubmissions.candidate, ByForm: undefined, remoteWork: undefined });
    expect(candidate.ByForm).toBe("Contractor");
    expect(candidate.remoteWork).toBe(true);
    expect(v.parse(submissionSchemas.consulting, { ...sampleSubmissions.consulting, industry: undefined }).industry).toBe("consulting");
  });

  it("keeps phone numbers as digits text and numbers of years as numbers", () => {
    const contractor = v.parse(submissionSchemas.contractor, { ...sampleSubmissions.contractor, phoneNumber: 3157654321 });
    expect(contractor.phoneNumber).toBe("3157654321");
    expect(contractor.previousExperience).toBe(8);
    expect(contractor.RecruitingEffort).toBe("42");
  });
});

describe("bodies no form sends", () => {
  it("answers a field left out with the field's own message", () => {
    const { skills: _skills, ...candidate } = sampleSubmissions.candidate as Body;
    expect(errorsOf("contact", {})).toMatchObject({ name: "FIELD_REQUIRED", email: "FIELD_REQUIRED", policies: "FIELD_REQUIRED" });
    expect(errorsOf("candidate", candidate)).toEqual({ skills: "SKILLS_REQUIRED" });
  });

  it("answers a body that is a list as one that is not an object", () => {
    expect(errorsOf("contact", [])).toEqual({ _root: "FIELD_INVALID" });
    expect(errorsOf("contact", [sampleSubmissions.contact])).toEqual({ _root: "FIELD_INVALID" });
  });

  it("measures text in characters: an emoji counts once", () => {
    expect(errorsOf("contact", withChange("contact", { name: "😀".repeat(MAX_NAME_LENGTH) }))).toEqual({});
    expect(errorsOf("contact", withChange("contact", { name: "😀".repeat(MAX_NAME_LENGTH + 1) })).name).toBe("FIELD_TOO_LONG");
  });

  it("refuses a list over its size before reading its items, and leaves the contact way's rules for then", () => {
    const services = ["1", "", "3", "4", "5", "6", "7", "8", "9", "10"];
    expect(errorsOf("financials", withChange("financials", { services, contactWay: 1, email: "" }))).toEqual({
      services: "FIELD_TOO_LONG",
    });
    expect(errorsOf("financials", withChange("financials", { services: services.slice(0, 9), contactWay: 1, email: "" }))).toEqual({
      services: "SERVICE_REQUIRED",
      email: "EMAIL_REQUIRED",
    });
  });
});

describe("contact way rules", () => {
  const base = withChange("company-recruitment", { phoneNumberCode: "", phoneNumber: "", email: "" });

  it("requires a contact way", () => {
    expect(errorsOf("company-recruitment", { ...base, contactWay: undefined }).contactWay).toBe("CONTACT_WAY_VALIDATION");
    expect(errorsOf("company-recruitment", { ...base, contactWay: "email" }).contactWay).toBe("CONTACT_WAY_VALIDATION");
  });

  it("1 requires the e-mail only", () => {
    expect(errorsOf("company-recruitment", { ...base, contactWay: 1 })).toEqual({ email: "EMAIL_REQUIRED" });
    expect(errorsOf("company-recruitment", { ...base, contactWay: 1, email: "a@b.co" })).toEqual({});
  });

  it("2 requires the phone code and a number greater than 0", () => {
    expect(errorsOf("company-recruitment", { ...base, contactWay: 2 })).toEqual({
      phoneNumberCode: "PHONE_CODE_REQUIRED",
      phoneNumber: "PHONE_NUMBER_REQUIRED",
    });
    expect(errorsOf("company-recruitment", { ...base, contactWay: "2", phoneNumberCode: "+57", phoneNumber: "000" })).toEqual({
      phoneNumber: "PHONE_NUMBER_ZERO",
    });
    expect(errorsOf("company-recruitment", { ...base, contactWay: 2, phoneNumberCode: "+57", phoneNumber: -5 })).toEqual({
      phoneNumber: "PHONE_NUMBER_ZERO",
    });
    expect(errorsOf("company-recruitment", { ...base, contactWay: 2, phoneNumberCode: "+57", phoneNumber: 3001234567 })).toEqual({});
  });

  it("3 requires both", () => {
    expect(Object.keys(errorsOf("company-recruitment", { ...base, contactWay: 3 })).sort()).toEqual([
      "email",
      "phoneNumber",
      "phoneNumberCode",
    ]);
  });

  it("checks the phone code's form", () => {
    expect(errorsOf("company-recruitment", { ...base, contactWay: 2, phoneNumberCode: "57abc", phoneNumber: "3" }).phoneNumberCode).toBe(
      "FIELD_INVALID",
    );
  });

  it("defaults to e-mail on the candidate form", () => {
    const errors = errorsOf("candidate", withChange("candidate", { contactWay: undefined, candidateEmail: "" }));
    expect(errors).toEqual({ candidateEmail: "EMAIL_REQUIRED" });
  });
});

describe("honeypot", () => {
  it("is filled only by a non-empty value", () => {
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ website: 1 })).toBe(true);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled("website")).toBe(false);
  });
});
