import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ERROR_KEYS, FORM_STATE_ERROR_KEYS } from "../../contracts/error-keys.ts";
import { type FormId, fieldsOf, isFormId } from "../../contracts/submission-schemas.ts";

/** A field and its rule for every field of the largest form come to under 2 KB. */
export const FIELD_ERRORS_BEACON_LIMIT_BYTES = 4 * 1024;

/** Every rule a form can show under a field in the browser: the schemas' and the form's own. */
export const BROWSER_RULES: ReadonlySet<string> = new Set([...ERROR_KEYS, ...FORM_STATE_ERROR_KEYS]);

export interface FunnelRouteOptions {
  /** `POST /api/funnel/{form}/started`: a visitor began to fill a form. */
  formStarted?: (form: FormId) => void;
  /** `POST /api/funnel/{form}/field-errors`: fields the form's checks in the browser marked invalid, with their rules. */
  fieldErrorsFound?: (form: FormId, errors: Record<string, string>) => void;
}

/**
 * The page script's beacons for the form funnel in `/metrics`: no cookie, and
 * nothing of the visitor, not even what they typed, only which form, field and
 * rule. Whatever a client sends, the labels stay the form ids, each form's own
 * field names and the known rules: a body naming anything else is refused whole.
 */
export function funnelRoute({ formStarted, fieldErrorsFound }: FunnelRouteOptions): Hono {
  const route = new Hono();
  route.post("/:form/started", (c) => {
    const form = c.req.param("form");
    if (!isFormId(form)) return c.json({ error: "not_found" }, 404);
    formStarted?.(form);
    return c.body(null, 204);
  });
  route.post(
    "/:form/field-errors",
    bodyLimit({ maxSize: FIELD_ERRORS_BEACON_LIMIT_BYTES, onError: (c) => c.json({ error: "too_large" }, 413) }),
    async (c) => {
      const form = c.req.param("form");
      if (!isFormId(form)) return c.json({ error: "not_found" }, 404);
      // A beacon's text is sent as text/plain.
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "text/plain" && type !== "application/json") return c.json({ error: "unsupported_media_type" }, 415);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: "malformed_json" }, 400);
      }
      const errors = fieldErrorsIn(form, body);
      if (!errors) return c.json({ error: "validation" }, 400);
      fieldErrorsFound?.(form, errors);
      return c.body(null, 204);
    },
  );
  return route;
}

/** `{ field: rule }`: at least one field, each a field of the form's schema with a known rule; anything else is none. */
export function fieldErrorsIn(form: FormId, body: unknown): Record<string, string> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const fields = fieldsOf(form);
  const entries = Object.entries(body);
  if (entries.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, rule] of entries) {
    if (!fields.has(field) || typeof rule !== "string" || !BROWSER_RULES.has(rule)) return undefined;
    errors[field] = rule;
  }
  return errors;
}
