import type { FieldErrors } from "../../../../contracts/field-errors";
import type { FormId } from "../../../../contracts/form-ids";
import { CONSENT_LANGUAGE_HEADER, HONEYPOT_FIELD } from "../../../../contracts/submission-extras";

export type SubmitOutcome =
  | { kind: "sent"; body: unknown }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rejected"; status: number; retryAfterSeconds?: number }
  | { kind: "network" };

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date (RFC 9110 s.10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Every HTTP date form starts with the day's name; anything else is no date at all.
  const at = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The body a form posts: the payload as the spec names it, the honeypot only when something filled it. */
export const submissionBody = (payload: object, honeypot = ""): object => (honeypot ? { ...payload, [HONEYPOT_FIELD]: honeypot } : payload);

/**
 * `POST /api/submissions/{form}`. The headers name the language the visitor
 * read the consent text in, and the form's idempotency key when it has one.
 */
export async function postSubmission(form: FormId, body: object, language: string, key?: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/submissions/${form}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        [CONSENT_LANGUAGE_HEADER]: language,
        ...(key && { "Idempotency-Key": key }),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "network" };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: "sent", body: answer };
  if (response.status === 400 && isValidationAnswer(answer)) return { kind: "invalid", fields: answer.fields };
  return { kind: "rejected", status: response.status, retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")) };
}

function isValidationAnswer(answer: unknown): answer is { fields: FieldErrors } {
  if (typeof answer !== "object" || answer === null) return false;
  const fields = (answer as { fields?: unknown }).fields;
  return typeof fields === "object" && fields !== null && Object.values(fields).every((value) => typeof value === "string");
}
