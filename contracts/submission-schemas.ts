import type * as v from "valibot";
import type { FormId } from "./form-ids.ts";
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

/** The schema that validates each form, in the browser and again on the server. */
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
} as const satisfies Record<FormId, v.GenericSchema>;

export type SubmissionInput<F extends FormId> = v.InferInput<(typeof submissionSchemas)[F]>;
export type Submission<F extends FormId> = v.InferOutput<(typeof submissionSchemas)[F]>;

export { CONSENT_LANGUAGE_HEADER, HONEYPOT_FIELD, isHoneypotFilled } from "./submission-extras.ts";

const formFields = new Map<FormId, ReadonlySet<string>>();

/** The fields of a form's schema (its object, under the checks piped after it): the only field names of that form. */
export function fieldsOf(form: FormId): ReadonlySet<string> {
  let fields = formFields.get(form);
  if (!fields) {
    let schema: unknown = submissionSchemas[form];
    while (schema && typeof schema === "object" && !("entries" in schema) && "pipe" in schema) schema = (schema.pipe as unknown[])[0];
    fields = new Set(schema && typeof schema === "object" && "entries" in schema ? Object.keys(schema.entries as object) : []);
    formFields.set(form, fields);
  }
  return fields;
}
