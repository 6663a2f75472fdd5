import { Hono } from "hono";
import { toFieldErrors } from "../../contracts/field-errors.ts";
import { type FormId, hasResume, isFormId } from "../../contracts/form-ids.ts";
import { isHoneypotFilled, submissionSchemas } from "../../contracts/submission-schemas.ts";
import { newSubmissionId } from "../db/ids.ts";
import type { SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import { clientAddress } from "./client-address.ts";
import { consentLanguage } from "./consent-language.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { readJsonBody } from "./read-json-body.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;
export const RESUME_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export interface SubmissionsRouteOptions {
  submissions: SubmissionsRepository;
  logger: Logger;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  consentPolicyVersion: string;
  /** Called after a submission to relay is committed, so the relay need not wait for its next poll. */
  onStored?: () => void;
}

function subjectEmail(payload: Record<string, unknown>): string | null {
  const email = payload.email ?? payload.candidateEmail;
  return typeof email === "string" && email !== "" ? email.toLowerCase() : null;
}

export function submissionsRoute(options: SubmissionsRouteOptions) {
  const { submissions, logger } = options;
  const limiter = new RateLimiter(options.rateLimitPerMinute);
  const route = new Hono();

  route.post("/:form", async (c) => {
    const form = c.req.param("form");
    if (!isFormId(form)) return c.json({ error: "not_found" }, 404);

    const verdict = limiter.take(clientAddress(c, options.trustProxy));
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json({ error: "rate_limited" }, 429);
    }

    const body = await readJsonBody(c, hasResume(form) ? RESUME_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES);
    if (!body.ok) return body.response;

    const spam = isHoneypotFilled(body.value);
    const parsed = submissionSchemas[form].safeParse(body.value);
    if (!parsed.success && !spam) return c.json({ error: "validation", fields: toFieldErrors(parsed.error) }, 400);

    const payload = parsed.success ? (parsed.data as Record<string, unknown>) : {};
    const now = Date.now();
    const id = newSubmissionId(now);
    try {
      await submissions.insert({
        id,
        form,
        body: JSON.stringify(payload),
        spamReason: spam ? (parsed.success ? "honeypot" : "honeypot, invalid payload") : null,
        subjectEmail: subjectEmail(payload),
        consent: {
          accepted: payload.policies === true,
          at: now,
          language: consentLanguage(c),
          policyVersion: options.consentPolicyVersion,
        },
      });
    } catch (error) {
      logger.error({ form, err: { name: (error as Error).name, message: (error as Error).message } }, "submission not stored");
      return c.json({ error: "unavailable" }, 503);
    }

    logger.info({ form, id, spam }, "submission stored");
    if (!spam) options.onStored?.();
    return c.json(answer(form, id), 201);
  });

  return route;
}

function answer(form: FormId, id: string) {
  return form === "contact" ? { id, status: "received", success: "true" } : { id, status: "received" };
}
