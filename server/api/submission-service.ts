import * as v from "valibot";
import { type FieldErrors, toFieldErrors } from "../../contracts/field-errors.ts";
import type { FormId } from "../../contracts/form-ids.ts";
import { isHoneypotFilled, submissionSchemas } from "../../contracts/submission-schemas.ts";
import { newSubmissionId } from "../db/ids.ts";
import { subjectEmail, subjectPhone } from "../db/subjects.ts";
import type { MailKind } from "../db/schema.ts";
import type { SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { type StorageLimits, StorageQuota, senderKeyOf } from "./storage-quota.ts";

export interface SubmissionServiceOptions {
  submissions: SubmissionsRepository;
  logger: Logger;
  rateLimitPerMinute: number;
  consentPolicyVersion: string;
  /** The storage quota and the per-address daily cap; none when left out. */
  storage?: StorageLimits;
  /** The e-mails to queue with a lead that is not spam, in the same transaction (server/mail/). */
  mailFor?: (form: FormId, payload: Record<string, unknown>) => readonly MailKind[];
  /** Called after a submission to relay is committed, so the relay need not wait for its next poll. */
  onStored?: () => void;
}

/** Who sent a submission: the rate limit counts by the address, the consent record keeps the language. */
export interface SubmissionSender {
  clientAddress: string;
  consentLanguage: "es" | "en";
  /** Why the way it was sent looks like a program's (form-tokens.ts): stored as spam when it is otherwise valid. */
  suspicion?: string;
}

export type ReceiveResult =
  | { kind: "stored"; id: string; spam: boolean }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "over_quota" }
  | { kind: "unavailable"; retryAfterSeconds?: number };

/** When to try again after the database was slow or its queue full, which passes in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type ReceiveSubmission = (form: FormId, body: unknown, sender: SubmissionSender) => Promise<ReceiveResult>;

/**
 * What happens to every submission, whether it came as JSON to the API or as
 * a form posted to a page: the rate limit, the honeypot, the contract's
 * schema, the storage quota and daily cap, the durable insert, then a nudge
 * to the relay. A filled honeypot is
 * stored as spam and answered like a success, never relayed.
 */
export function createSubmissionService(options: SubmissionServiceOptions): ReceiveSubmission {
  const { submissions, logger } = options;
  const limiter = new RateLimiter(options.rateLimitPerMinute);
  const quota = new StorageQuota(submissions, options.storage ?? { quotaBytes: 0, addressDailySubmissions: 0, addressDailyBytes: 0 });

  return async (form, body, sender) => {
    const verdict = limiter.take(sender.clientAddress);
    if (!verdict.allowed) return { kind: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };

    const honeypot = isHoneypotFilled(body);
    const parsed = v.safeParse(submissionSchemas[form], body);
    if (!parsed.success && !honeypot) return { kind: "invalid", fields: toFieldErrors(parsed.issues) };
    const spamReason = honeypot ? (parsed.success ? "honeypot" : "honeypot, invalid payload") : (sender.suspicion ?? null);
    const spam = spamReason !== null;

    const payload = parsed.success ? (parsed.output as Record<string, unknown>) : {};
    const now = Date.now();
    const id = newSubmissionId(now);
    const stored = JSON.stringify(payload);
    const senderKey = senderKeyOf(sender.clientAddress);
    let release: (stored: boolean) => void;
    try {
      const verdict = await quota.reserve(senderKey, Buffer.byteLength(stored), now);
      if (!verdict.allowed) {
        logger.warn({ form, reason: verdict.reason }, "submission refused by the storage limits");
        return verdict.reason === "storage_full"
          ? { kind: "over_quota" }
          : { kind: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
      }
      release = verdict.release;
    } catch (error) {
      logger.error({ form, err: { name: (error as Error).name, message: (error as Error).message } }, "storage limits not checked");
      return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
    }
    try {
      await submissions.insert({
        id,
        form,
        body: stored,
        spamReason,
        subjectEmail: subjectEmail(payload),
        subjectPhone: subjectPhone(payload),
        senderKey,
        mail: spam ? [] : options.mailFor?.(form, payload),
        consent: {
          accepted: payload.policies === true,
          at: now,
          language: sender.consentLanguage,
          policyVersion: options.consentPolicyVersion,
        },
      });
    } catch (error) {
      release(false);
      logger.error({ form, err: { name: (error as Error).name, message: (error as Error).message } }, "submission not stored");
      return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
    }

    release(true);
    logger.info({ form, id, spam }, "submission stored");
    if (!spam) options.onStored?.();
    return { kind: "stored", id, spam };
  };
}
