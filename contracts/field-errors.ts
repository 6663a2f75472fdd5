import type * as v from "valibot";
import { ERROR_KEYS, type ErrorKey } from "./error-keys.ts";

/** Where an error about the body as a whole (not an object, say) is reported. */
export const ROOT_FIELD = "_root";

export type FieldErrors = Record<string, ErrorKey>;

function isErrorKey(message: string): message is ErrorKey {
  return (ERROR_KEYS as readonly string[]).includes(message);
}

/**
 * `{ field: ERROR_KEY }`, one key per top-level payload field, the first
 * issue winning (the required-key check comes before format and length).
 */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = Object.create(null);
  for (const issue of issues) {
    const head = issue.path?.[0];
    const field = head === undefined ? ROOT_FIELD : String(head.key);
    if (Object.hasOwn(fields, field)) continue;
    fields[field] = isErrorKey(issue.message) ? issue.message : "FIELD_INVALID";
  }
  return fields;
}
