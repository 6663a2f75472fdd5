import type { z } from "./zod.ts";
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
} as const satisfies Record<FormId, z.ZodMiniType>;

export type SubmissionInput<F extends FormId> = z.input<(typeof submissionSchemas)[F]>;
export type Submission<F extends FormId> = z.output<(typeof submissionSchemas)[F]>;

/**
 * A hidden field that people never fill. A body that carries it is answered
 * like any success and kept as spam, never relayed.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/** Header with the page language the visitor saw the consent text in (`es` or `en`). */
export const CONSENT_LANGUAGE_HEADER = "Content-Language";
