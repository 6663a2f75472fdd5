/** The ten submission forms, as they appear in `POST /api/submissions/{form}`. */
export const FORM_IDS = [
  "contact",
  "candidate",
  "contractor",
  "vma-application",
  "company-recruitment",
  "consulting",
  "expert-request",
  "tech-services",
  "vma-hire",
  "financials",
] as const;

export type FormId = (typeof FORM_IDS)[number];

/**
 * `?sent=<form id>`: the page a stored form leads back to shows that form's success screen; it names
 * the form, never a value of it. A query parameter the page cache keeps apart (server/http/page-cache.ts).
 */
export const SENT_PARAM = "sent";

/** Forms that carry a resume and therefore get the larger body limit. */
export const RESUME_FORM_IDS = ["candidate", "contractor", "vma-application"] as const satisfies readonly FormId[];

export function isFormId(value: string): value is FormId {
  return (FORM_IDS as readonly string[]).includes(value);
}

export function hasResume(form: FormId): boolean {
  return (RESUME_FORM_IDS as readonly FormId[]).includes(form);
}

/** `vma-hire` → `VMA_HIRE`: the suffix of the form's `SUBMISSION_UPSTREAM_*` variable. */
export function formEnvironmentSuffix(form: FormId): string {
  return form.toUpperCase().replaceAll("-", "_");
}
