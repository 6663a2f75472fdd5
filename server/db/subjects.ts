import { normalizeEmail } from "../../contracts/submissions/fields.ts";

/** Who a submission is about, as data-subject requests look them up. */

/** The e-mail of a payload (`email` or `candidateEmail`) as `leads forget --email` matches it. */
export function subjectEmail(payload: Record<string, unknown>): string | null {
  const email = payload.email ?? payload.candidateEmail;
  return typeof email === "string" ? emailKey(email) : null;
}

/**
 * An address as erasure matches it: normalised as the forms store it (NFC,
 * trimmed), the local part lower-cased too, so that `Ana@Example.COM` and
 * `ana@example.com` are one person whatever they typed each time.
 */
export function emailKey(email: string): string | null {
  const key = normalizeEmail(email).toLowerCase();
  return key === "" ? null : key;
}

/** The digits of a payload's phone, country code first: what `leads forget --phone` matches. */
export function subjectPhone(payload: Record<string, unknown>): string | null {
  const code = payload.phone_prefix ?? payload.phoneNumberCode;
  const number = payload.phone ?? payload.phoneNumber;
  if (typeof number !== "string" || number.trim() === "") return null;
  return phoneDigits(`${typeof code === "string" ? code : ""}${number}`);
}

/** `+57 300 123-4567` and `573001234567` are the same number. */
export function phoneDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits === "" ? null : digits;
}
