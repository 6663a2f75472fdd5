import * as v from "valibot";
import { withContactWayRules } from "./contact-way.ts";
import {
  constant,
  contactWay,
  optionalEmail,
  optionalList,
  optionalText,
  payload,
  phoneCode,
  phoneNumber,
  policies,
  requiredList,
  requiredText,
} from "./fields.ts";
import {
  MAX_FINANCIAL_SERVICES,
  MAX_LIST_ITEMS,
  MAX_LONG_TEXT_LENGTH,
  MAX_MEETING_TIMES,
  MAX_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from "./limits.ts";

/** The consulting lead's fixed `industry` identifier. */
export const CONSULTING_INDUSTRY = "consulting";

/** `timeNeedExpert` values: 1-6 months, 6-12 months, over a year. */
export const TIME_NEED_EXPERT_OPTIONS = ["short-term", "mid-term", "long-term"] as const;

/** Phone and contact way; each form adds its own e-mail field (`email` or `candidateEmail`). */
const reachable = {
  phoneNumberCode: phoneCode(false),
  phoneNumber: phoneNumber(false),
  contactWay: contactWay(),
};

const person = {
  firstName: requiredText("NAME_REQUIRED", MAX_NAME_LENGTH),
  lastName: requiredText("LAST_NAME_REQUIRED", MAX_NAME_LENGTH),
};

const closing = {
  additionalInformation: requiredText("ADDITIONAL_INFO_REQUIRED", MAX_LONG_TEXT_LENGTH, { multiLine: true }),
  policies: policies("POLICIES_REQUIRED"),
};

export const companyRecruitmentSchema = withContactWayRules(
  payload({
    ...person,
    ...reachable,
    email: optionalEmail(),
    companyName: requiredText("COMPANY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    expertYouAreLookingFor: requiredText("EXPERT_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    ...closing,
  }),
  "email",
);

export const consultingSchema = withContactWayRules(
  payload({
    ...person,
    ...reachable,
    candidateEmail: optionalEmail(),
    company: requiredText("COMPANY_NAME_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    service: requiredList("SERVICE_REQUIRED", MAX_LIST_ITEMS),
    industry: constant(CONSULTING_INDUSTRY),
    ...closing,
  }),
  "candidateEmail",
);

export const expertRequestSchema = withContactWayRules(
  payload({
    ...person,
    ...reachable,
    candidateEmail: optionalEmail(),
    company: requiredText("COMPANY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    positions: requiredList("POSITIONS_REQUIRED", MAX_LIST_ITEMS, "POSITION_REQUIRED"),
    timeNeedExpert: v.picklist(TIME_NEED_EXPERT_OPTIONS, (issue) =>
      issue.input === undefined || issue.input === null || issue.input === "" ? "TIME_NEED_EXPERT_REQUIRED" : "FIELD_INVALID",
    ),
    ...closing,
  }),
  "candidateEmail",
);

export const techServicesSchema = withContactWayRules(
  payload({
    firstName: requiredText("NAME_REQUIRED", MAX_NAME_LENGTH),
    company: requiredText("COMPANY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    country: requiredText("COUNTRY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    departmentState: requiredText("DEPARTMENT_STATE_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    ...reachable,
    candidateEmail: optionalEmail(),
    services: requiredList("SERVICE_REQUIRED", MAX_LIST_ITEMS),
    ...closing,
  }),
  "candidateEmail",
);

export const vmaHireSchema = withContactWayRules(
  payload({
    firstName: requiredText("NAME_REQUIRED", MAX_NAME_LENGTH),
    country: requiredText("COUNTRY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    departmentState: requiredText("DEPARTMENT_STATE_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    ...reachable,
    candidateEmail: optionalEmail(),
    service: requiredList("SERVICE_REQUIRED", MAX_LIST_ITEMS),
    medicalSpecialization: optionalText(MAX_SHORT_TEXT_LENGTH),
    meetingTimes: optionalList(MAX_MEETING_TIMES),
    additionalInformation: requiredText("ADDITIONAL_INFO_TASKS_REQUIRED", MAX_LONG_TEXT_LENGTH, { multiLine: true }),
    policies: policies("POLICIES_CHECKBOX_REQUIRED"),
  }),
  "candidateEmail",
);

export const financialsSchema = withContactWayRules(
  payload({
    ...person,
    ...reachable,
    email: optionalEmail(),
    companyName: requiredText("COMPANY_REQUIRED", MAX_SHORT_TEXT_LENGTH),
    services: requiredList("SERVICE_REQUIRED", MAX_FINANCIAL_SERVICES),
    ...closing,
  }),
  "email",
);
