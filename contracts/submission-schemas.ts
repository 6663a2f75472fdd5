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
