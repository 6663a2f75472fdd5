/**
 * Every validation message the schemas can produce. Each is a translation key
 * under `errors` in the forms locale files; the API answers with the same keys.
 */
export const ERROR_KEYS = [
  "FIELD_REQUIRED",
  "PHONE_PREFIX_REQUIRED",
  "PHONE_REQUIRED",
  "POLICIES_REQUIRED",
  "POLICIES_CHECKBOX_REQUIRED",
  "CONTACT_WAY_VALIDATION",
  "PHONE_CODE_REQUIRED",
  "PHONE_NUMBER_REQUIRED",
  "PHONE_NUMBER_ZERO",
  "EMAIL_REQUIRED",
  "ADDITIONAL_INFO_REQUIRED",
  "ADDITIONAL_INFO_TASKS_REQUIRED",
  "NAME_REQUIRED",
  "LAST_NAME_REQUIRED",
  "VACANCY_GUID_REQUIRED",
  "SKILLS_REQUIRED",
  "PREVIOUS_EXPERIENCE_REQUIRED",
  "DESIRED_SALARY_REQUIRED",
  "COUNTRY_REQUIRED",
  "CANDIDATE_RESUME_REQUIRED",
  "CURRENT_CANDIDATE_DEPARTMENT_REQUIRED",
  "CURRENT_CANDIDATE_CITY_REQUIRED",
  "CURRENT_CANDIDATE_ADDRESS_REQUIRED",
  "APPLICATION_POSITION_REQUIRED",
  "EXPERT_REQUIRED",
  "COMPANY_REQUIRED",
  "COMPANY_NAME_REQUIRED",
  "SERVICE_REQUIRED",
  "POSITIONS_REQUIRED",
  "POSITION_REQUIRED",
  "TIME_NEED_EXPERT_REQUIRED",
  "DEPARTMENT_STATE_REQUIRED",
  // Not in the spec: server-side limits and formats the original forms never checked.
  "FIELD_TOO_LONG",
  "FIELD_INVALID",
  "FIELD_INVALID_CHARACTERS",
  "EMAIL_INVALID",
  "RESUME_TOO_LARGE",
  "RESUME_INVALID",
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/**
 * Keys a form shows under a field about its own state, never an answer of the
 * API: a position row still being edited. With `ERROR_KEYS`, every rule the
 * form funnel counts for a field the browser marked invalid.
 */
export const FORM_STATE_ERROR_KEYS = ["SAVE_POSITIONS_REQUIRED"] as const;

export type FormStateErrorKey = (typeof FORM_STATE_ERROR_KEYS)[number];
