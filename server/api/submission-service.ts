import { type FieldErrors, toFieldErrors } from "../../contracts/field-errors.ts";
import type { FormId } from "../../contracts/form-ids.ts";
import { isHoneypotFilled, submissionSchemas } from "../../contracts/submission-schemas.ts";
import { newSubmissionId } from "../db/ids.ts";
import type { SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import { RateLimiter } from "./rate-limiter.ts";

export interface SubmissionServiceOptions {
  submissions: SubmissionsRepository;
  logger: Logger;
  rateLimitPerMinute: number;
  consentPolicyVersion: string;
  /** Called after a submission to relay is committed, so the relay need not wait for its next poll. */
  onStored?: () => void;
}

/** Who sent a submission: the rate limit counts by the address, the consent record keeps the language. */
export interface SubmissionSender {
  clientAddress: string;
  consentLanguage: "es" | "en";
}

export type ReceiveResult =
  | { kind: "stored"; id: string; spam: boolean }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

export type ReceiveSubmission = (form: FormId, body: unknown, sender: SubmissionSender) => Promise<ReceiveResult>;

function subjectEmail(payload: Record<string, unknown>): string | null {
  const email = payload.email ?? payload.candidateEmail;
  return typeof email === "string" && email !== "" ? email.toLowerCase() : null;
}

/**
 * What happens to every submission, whether it came as JSON to the API or as
 * a form posted to a page: the rate limit, the honeypot, the contract's
 * schema, the durable insert, then a nudge to the relay. A filled honeypot is
 * stored as spam and answered like a success, never relayed.
 */
export function createSubmissionService(options: SubmissionServiceOptions): ReceiveSubmission {
  const { submissions, logger } = options;
  const limiter = new RateLimiter(options.rateLimitPerMinute);

  return async (form, body, sender) => {
    const verdict = limiter.take(sender.clientAddress);
    if (!verdict.allowed) return { kind: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };

    const spam = isHoneypotFilled(body);
    const parsed = submissionSchemas[form].safeParse(body);
    if (!parsed.success && !spam) return { kind: "invalid", fields: toFieldErrors(parsed.error) };

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
          language: sender.consentLanguage,
          policyVersion: options.consentPolicyVersion,
        },
      });
    } catch (error) {
      logger.error({ form, err: { name: (error as Error).name, message: (error as Error).message } }, "submission not stored");
      return { kind: "unavailable" };
    }

    logger.info({ form, id, spam }, "submission stored");
    if (!spam) options.onStored?.();
    return { kind: "stored", id, spam };
  };
}
