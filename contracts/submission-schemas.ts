import type * as v from "valibot";
import {
  companyRecruitmentSchema,
  consultingSchema,
  expertRequestSchema,
  financialsSchema,
  techServicesSchema,
  vmaHireSchema,
} from "./submissions/company-requests.ts";
import { contactSchema } from "./submissions/contact.ts";
import { candidateSchema, contractorSchema, vmaApplicationSchema } from "./submissions/job-applications.ts";

/**
 * Every form of the site and the schema that validates it, in the browser and
 * again on the server: a form's contract is its schema module and its line here.
 */
export const submissionSchemas = {
  contact: contactSchema,
  candidate: candidateSchema,
  contractor: contractorSchema,
  "vma-application": vmaApplicationSchema,
  "company-recruitment": companyRecruitmentSchema,
  consulting: consultingSchema,
  "expert-request": expertRequestSchema,
  "tech-services": techServicesSchema,
  "vma-hire": vmaHireSchema,
  financials: financialsSchema,
} as const satisfies Record<string, v.GenericSchema & { readonly entries: v.ObjectEntries }>;

export type FormId = keyof typeof submissionSchemas;

/** The forms, as they appear in `POST /api/submissions/{form}`. */
export const FORM_IDS = Object.keys(submissionSchemas) as FormId[];

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(submissionSchemas, value);
}

/** Whether a form carries a resume (a `candidateResume` field), and therefore gets the larger body limit. */
export function hasResume(form: FormId): boolean {
  return "candidateResume" in submissionSchemas[form].entries;
}

export type SubmissionInput<F extends FormId> = v.InferInput<(typeof submissionSchemas)[F]>;
export type Submission<F extends FormId> = v.InferOutput<(typeof submissionSchemas)[F]>;

export { CONSENT_LANGUAGE_HEADER, HONEYPOT_FIELD, isHoneypotFilled } from "./submission-extras.ts";

const formFields = new Map<FormId, ReadonlySet<string>>();

/** The fields of a form's schema (a piped schema keeps its object's entries): the only field names of that form. */
export function fieldsOf(form: FormId): ReadonlySet<string> {
  let fields = formFields.get(form);
  if (!fields) {
    fields = new Set(Object.keys(submissionSchemas[form].entries));
    formFields.set(form, fields);
  }
  return fields;
}
