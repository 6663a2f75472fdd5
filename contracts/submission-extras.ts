/** What travels with every submission beside its form's fields; apart from the schemas, so that a form's code carries only its own. */

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

/**
 * The hidden field with the token the server signs into each form of a page
 * it renders (server/api/form-tokens.ts): a form posted to the page carries
 * it back. The JSON API does not use it.
 */
export const FORM_TOKEN_FIELD = "formToken";

/** Header with the page language the visitor saw the consent text in (`es` or `en`). */
export const CONSENT_LANGUAGE_HEADER = "Content-Language";
