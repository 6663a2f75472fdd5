import { expect } from "@playwright/test";
import type { ErrorKey } from "../../contracts/error-keys";
import type { FormId } from "../../contracts/form-ids";
import type { UI_ERROR_KEYS } from "../../app/features/forms/shared/use-error-text";
import { copy, type Language } from "./site-map";

/**
 * What each of the ten forms says when it is not filled right, the one list the specs with
 * scripts and without them check: the browser's validation and the server's answer to a post
 * show the same messages in the same places.
 */

/** A key under `errors` in the forms locale files: a schema's, or one only the page shows. */
export type MessageKey = ErrorKey | (typeof UI_ERROR_KEYS)[number];

/** A value one field refuses, and the message it shows for it. */
export interface InvalidCase {
  /** The payload field, by the name its control posts. */
  field: string;
  /** What is typed, where the case is a typed value. */
  value?: string;
  key: MessageKey;
}

export interface FormExpectation {
  /** Each field's message after an empty submission, in page order: `{ field: key }`. */
  required: Readonly<Record<string, MessageKey>>;
  /** The general message (ERROR_MSG) closes the list, after the fields'. */
  general: boolean;
  /** Other refusals, by a name the specs use. */
  invalid?: Readonly<Record<string, InvalidCase>>;
}

const CLOSING = { additionalInformation: "ADDITIONAL_INFO_REQUIRED", policies: "POLICIES_REQUIRED" } as const;
const APPLICANT_PROFILE = {
  VacancyGUID: "VACANCY_GUID_REQUIRED",
  skills: "SKILLS_REQUIRED",
  previousExperience: "PREVIOUS_EXPERIENCE_REQUIRED",
} as const;

export const FORM_EXPECTATIONS: Readonly<Record<FormId, FormExpectation>> = {
  contact: {
    // Spec section 5: presence only, and no general message.
    required: {
      name: "FIELD_REQUIRED",
      email: "FIELD_REQUIRED",
      phone_prefix: "PHONE_PREFIX_REQUIRED",
      phone: "PHONE_REQUIRED",
      message: "FIELD_REQUIRED",
      policies: "FIELD_REQUIRED",
    },
    general: false,
    invalid: {
      // The address is checked as on every other form: what the forwarding service replies to must be one.
      notAnAddress: { field: "email", value: "laura at example", key: "EMAIL_INVALID" },
      // A zero-width space pasted along with the address: invisible, so the message says what it is.
      hiddenCharacter: { field: "email", value: "laura\u200b@example.com", key: "FIELD_INVALID_CHARACTERS" },
    },
  },
  candidate: {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      // The contact way starts at e-mail.
      candidateEmail: "EMAIL_REQUIRED",
      country: "COUNTRY_REQUIRED",
      ...APPLICANT_PROFILE,
      desiredSalary: "DESIRED_SALARY_REQUIRED",
      candidateResume: "CANDIDATE_RESUME_REQUIRED",
      ...CLOSING,
    },
    general: true,
  },
  contractor: {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      candidateEmail: "EMAIL_REQUIRED",
      phoneNumberCode: "PHONE_CODE_REQUIRED",
      phoneNumber: "PHONE_NUMBER_REQUIRED",
      country: "COUNTRY_REQUIRED",
      currentCandidateDepartment: "CURRENT_CANDIDATE_DEPARTMENT_REQUIRED",
      currentCandidateCity: "CURRENT_CANDIDATE_CITY_REQUIRED",
      currentCandidateAddress: "CURRENT_CANDIDATE_ADDRESS_REQUIRED",
      ...APPLICANT_PROFILE,
      candidateResume: "CANDIDATE_RESUME_REQUIRED",
      ...CLOSING,
    },
    general: true,
    invalid: { zeroPhone: { field: "phoneNumber", value: "0", key: "PHONE_NUMBER_ZERO" } },
  },
  "vma-application": {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      // The medical specialization.
      applicationPosition: "APPLICATION_POSITION_REQUIRED",
      ...APPLICANT_PROFILE,
      candidateResume: "CANDIDATE_RESUME_REQUIRED",
      ...CLOSING,
    },
    general: true,
    invalid: { notADocument: { field: "candidateResume", key: "RESUME_INVALID" } },
  },
  "company-recruitment": {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      companyName: "COMPANY_REQUIRED",
      expertYouAreLookingFor: "EXPERT_REQUIRED",
      ...CLOSING,
    },
    general: true,
  },
  consulting: {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      company: "COMPANY_NAME_REQUIRED",
      service: "SERVICE_REQUIRED",
      ...CLOSING,
    },
    general: true,
  },
  "expert-request": {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      company: "COMPANY_REQUIRED",
      positions: "POSITIONS_REQUIRED",
      timeNeedExpert: "TIME_NEED_EXPERT_REQUIRED",
      ...CLOSING,
    },
    general: true,
    // A position row that says Other without naming the position.
    invalid: { unnamedPosition: { field: "positions", key: "SAVE_POSITIONS_REQUIRED" } },
  },
  "tech-services": {
    required: {
      firstName: "NAME_REQUIRED",
      company: "COMPANY_REQUIRED",
      country: "COUNTRY_REQUIRED",
      departmentState: "DEPARTMENT_STATE_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      services: "SERVICE_REQUIRED",
      ...CLOSING,
    },
    general: true,
  },
  "vma-hire": {
    required: {
      firstName: "NAME_REQUIRED",
      country: "COUNTRY_REQUIRED",
      departmentState: "DEPARTMENT_STATE_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      service: "SERVICE_REQUIRED",
      additionalInformation: "ADDITIONAL_INFO_TASKS_REQUIRED",
      policies: "POLICIES_CHECKBOX_REQUIRED",
    },
    general: true,
  },
  financials: {
    required: {
      firstName: "NAME_REQUIRED",
      lastName: "LAST_NAME_REQUIRED",
      contactWay: "CONTACT_WAY_VALIDATION",
      companyName: "COMPANY_REQUIRED",
      services: "SERVICE_REQUIRED",
      ...CLOSING,
    },
    general: true,
  },
};

/** Messages the spec gives word for word: the locale files must say exactly this. */
const SPEC_WORDING: Readonly<Record<Language, Partial<Record<MessageKey, string>>>> = {
  // Section 5, the home contact form.
  es: {
    FIELD_REQUIRED: "Este campo debe ser completado.",
    PHONE_PREFIX_REQUIRED: "El campo del sufijo del telefono debe ser completado.",
    PHONE_REQUIRED: "El campo del numero de telefono debe ser completado.",
  },
  en: {
    ERROR_MSG: "Please fill all mandatory fields before send",
    CONTACT_WAY_VALIDATION: "You must select a contact way",
    POLICIES_REQUIRED: "You must accept the terms and conditions",
    POLICIES_CHECKBOX_REQUIRED: "You must check the checkbox",
    DESIRED_SALARY_REQUIRED: "Desired salary must be filled",
    CANDIDATE_RESUME_REQUIRED: "Please select a file to upload.",
    PHONE_NUMBER_ZERO: "Phone number cannot be less than or equal to 0",
  },
};

/** One message as the page shows it in one language. */
export function message(language: Language, key: MessageKey): string {
  const text = copy(language, "forms", `errors.${key}`);
  const words = SPEC_WORDING[language][key];
  if (words !== undefined) expect(text, `forms.json (${language}) errors.${key}, as the spec words it`).toBe(words);
  return text;
}

/** Every message an empty submission shows, in page order, the general one last where the form has it. */
export function emptyMessages(form: FormId, language: Language): string[] {
  const { required, general } = FORM_EXPECTATIONS[form];
  return [...Object.values(required), ...(general ? (["ERROR_MSG"] as const) : [])].map((key) => message(language, key));
}

/** The field an empty submission moves focus to: the first with a message. */
export function firstInvalidField(form: FormId): string {
  return Object.keys(FORM_EXPECTATIONS[form].required)[0]!;
}

/** What one field says when it is left empty. */
export function requiredMessage(form: FormId, field: string, language: Language): string {
  const key = FORM_EXPECTATIONS[form].required[field];
  if (!key) throw new Error(`${form} has no required field ${field}`);
  return message(language, key);
}

/** One of a form's other refusals, with its message in one language. */
export function invalidCase(form: FormId, name: string, language: Language): InvalidCase & { message: string } {
  const found = FORM_EXPECTATIONS[form].invalid?.[name];
  if (!found) throw new Error(`${form} has no invalid case ${name}`);
  return { ...found, message: message(language, found.key) };
}

/** All of a form's other refusals, in the order they are listed. */
export function invalidCases(form: FormId, language: Language): Array<InvalidCase & { message: string }> {
  return Object.keys(FORM_EXPECTATIONS[form].invalid ?? {}).map((name) => invalidCase(form, name, language));
}
