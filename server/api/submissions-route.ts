import { type Context, Hono } from "hono";
import { hasResume, isFormId, type FormId } from "../../contracts/submission-schemas.ts";
import { MAX_BODY_BYTES, MAX_RESUME_BODY_BYTES } from "../../contracts/submissions/limits.ts";
import { clientOf, type TrustProxy } from "../http/forwarded.ts";
import { consentLanguage } from "./consent-language.ts";
import { parseIdempotencyKey } from "./idempotency.ts";
import { readJsonBody } from "./read-json-body.ts";
import { type AdmitSender, type ReceiveSubmission, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./submission-service.ts";

/** One key per filled form, kept across its retries (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const BODY_LIMIT_BYTES = MAX_BODY_BYTES;
export const RESUME_BODY_LIMIT_BYTES = MAX_RESUME_BODY_BYTES;

/** The most a form's body may weigh, as JSON or as a posted form. */
export const bodyLimitOf = (form: FormId) => (hasResume(form) ? RESUME_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES);

export interface SubmissionsRouteOptions {
  /** The submission service (submission-service.ts), shared with the pages' form actions. */
  receive: ReceiveSubmission;
  /** The sender's limits, taken before its body is read. */
  admit: AdmitSender;
  trustProxy: TrustProxy;
}

/** `POST /api/submissions/{form}`: JSON in, the service's verdict out as CONTRACT s.4 answers it. */
export function submissionsRoute({ receive, admit, trustProxy }: SubmissionsRouteOptions) {
  const route = new Hono();

  route.post("/:form", async (c) => {
    const form = c.req.param("form");
    if (!isFormId(form)) return c.json({ error: "not_found" }, 404);

    const clientAddress = clientOf(c, trustProxy).address;
    const admission = await admit(clientAddress);
    if (!admission.allowed) return rateLimited(c, admission.retryAfterSeconds);
    const idempotencyKey = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    if (idempotencyKey === null) return c.json({ error: "validation", fields: { [IDEMPOTENCY_KEY_HEADER]: "FIELD_INVALID" } }, 400);

    const body = await readJsonBody(c, bodyLimitOf(form));
    if (!body.ok) return body.response;

    const sender = { clientAddress, consentLanguage: consentLanguage(c), admission, idempotencyKey };
    const result = await receive(form, body.value, sender);
    switch (result.kind) {
      case "rate_limited":
        return rateLimited(c, result.retryAfterSeconds);
      case "invalid":
        return c.json({ error: "validation", fields: result.fields }, 400);
      case "unavailable":
        c.header("Retry-After", String(result.retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS));
        return c.json({ error: "unavailable" }, 503);
      case "over_quota":
        // 507: the storage quota is reached; nothing of this submission was kept.
        return c.json({ error: "insufficient_storage", message: "STORAGE_FULL" }, 507);
      case "key_reused":
        // The draft's answer to a key sent again with another body.
        return c.json({ error: "idempotency_key_reused" }, 422);
      case "stored":
        // A repeat is answered as its first submission was, and says so.
        if (result.replayed) c.header("Idempotent-Replayed", "true");
        return c.json(answer(form, result.id), 201);
    }
  });

  return route;
}

function rateLimited(c: Context, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: "rate_limited" }, 429);
}

function answer(form: FormId, id: string) {
  return form === "contact" ? { id, status: "received", success: "true" } : { id, status: "received" };
}
