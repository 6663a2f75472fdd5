import * as v from "valibot";
import { withContactWayRules } from "./contact-way.ts";
import {
  constant,
  contactWay,
  desiredSalary,
  optionalEmail,
  optionalIdentifier,
  optionalText,
  payload,
  phoneCode,
  phoneNumber,
  policies,
  previousExperience,
  remoteWork,
  requiredEmail,
  requiredText,
  skills,
} from "./fields.ts";
import {
  MAX_ADDRESS_LENGTH,
  MAX_IDENTIFIER_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_TEXT_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SALARY_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from "./limits.ts";
import { resumeSchema } from "./resume.ts";

/** The spec's fixed `ByForm` value on every job application. */
export const BY_FORM = "Contractor";

const applicant = {
  firstName: requiredText("NAME_REQUIRED", MAX_NAME_LENGTH),
  lastName: requiredText("LAST_NAME_REQUIRED", MAX_NAME_LENGTH),
  remoteWork: remoteWork(),
  previousExperience: previousExperience(),
  candidateResume: resumeSchema,
  additionalInformation: requiredText("ADDITIONAL_INFO_REQUIRED", MAX_LONG_TEXT_LENGTH, { multiLine: true }),
  RecruitingEffort: optionalIdentifier(MAX_IDENTIFIER_LENGTH),
  VacancyGUID: requiredText("VACANCY_GUID_REQUIRED", MAX_IDENTIFIER_LENGTH),
  policies: policies("POLICIES_REQUIRED"),
  ByForm: constant(BY_FORM),
};

/** Work-with-us application. The form starts with contact way 1 (e-mail). */
export const candidateSchema = withContactWayRules(
  payload({
    ...applicant,
    phoneNumberCode: phoneCode(false),
    phoneNumber: phoneNumber(false),
    candidateEmail: optionalEmail(),
    contactWay: v.optional(contactWay(), 1),
    currentCandidateDepartment: optionalText(MAX_SHORT_TEXT_LENGTH),
    currentCandidateCity: optionalText(MAX_SHORT_TEXT_LENGTH),
    currentCandidateAddress: optionalText(MAX_ADDRESS_LENGTH),
    country: requiredText("COUNTRY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    applicationPosition: optionalText(MAX_SHORT_TEXT_LENGTH),
    skills: skills(",", MAX_LIST_ITEMS),
    desiredSalary: desiredSalary(MAX_SALARY_LENGTH),
    referralSource: optionalText(MAX_SHORT_TEXT_LENGTH),
    currentPosition: optionalText(MAX_SHORT_TEXT_LENGTH),
  }),
  "candidateEmail",
);

/** Contractor application: phone and e-mail always required, no contact way, no salary. */
export const contractorSchema = payload({
  ...applicant,
  phoneNumberCode: phoneCode(true),
  phoneNumber: phoneNumber(true),
  candidateEmail: requiredEmail("EMAIL_REQUIRED"),
  currentCandidateDepartment: requiredText("CURRENT_CANDIDATE_DEPARTMENT_REQUIRED", MAX_SHORT_TEXT_LENGTH),
  currentCandidateCity: requiredText("CURRENT_CANDIDATE_CITY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
  currentCandidateAddress: requiredText("CURRENT_CANDIDATE_ADDRESS_REQUIRED", MAX_ADDRESS_LENGTH),
  departmentState: optionalText(MAX_SHORT_TEXT_LENGTH),
  country: requiredText("COUNTRY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
  skills: skills(",", MAX_LIST_ITEMS),
  referralSource: optionalText(MAX_SHORT_TEXT_LENGTH),
  currentPosition: optionalText(MAX_SHORT_TEXT_LENGTH),
});

/** VMA job application; `applicationPosition` is the medical specialization. */
export const vmaApplicationSchema = withContactWayRules(
  payload({
    ...applicant,
    phoneNumberCode: phoneCode(false),
    phoneNumber: phoneNumber(false),
    candidateEmail: optionalEmail(),
    contactWay: contactWay(),
    currentCandidateDepartment: optionalText(MAX_SHORT_TEXT_LENGTH),
    currentCandidateCity: optionalText(MAX_SHORT_TEXT_LENGTH),
    currentCandidateAddress: optionalText(MAX_ADDRESS_LENGTH),
    applicationPosition: requiredText("APPLICATION_POSITION_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    skills: skills(", ", MAX_LIST_ITEMS),
  }),
  "candidateEmail",
);
