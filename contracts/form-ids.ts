/** A form's id, as it appears in `POST /api/submissions/{form}`: a key of the contract's schemas. */
export type { FormId } from "./submission-schemas.ts";
import type { FormId } from "./submission-schemas.ts";

/**
 * `?sent=<form id>`: the page a stored form leads back to shows that form's success screen; it names
 * the form, never a value of it. A query parameter the page cache keeps apart (server/http/page-cache.ts).
 */
export const SENT_PARAM = "sent";

/** `vma-hire` → `VMA_HIRE`: the suffix of the form's `SUBMISSION_UPSTREAM_*` variable. */
export function formEnvironmentSuffix(form: FormId): string {
  return form.toUpperCase().replaceAll("-", "_");
}
