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
import { SenderKeys, type StorageLimits, StorageQuota } from "./storage-quota.ts";

export interface SubmissionServiceOptions {
  submissions: SubmissionsRepository;
  logger: Logger;
  rateLimitPerMinute: number;
  consentPolicyVersion: string;
  /** The storage quota and the per-address daily cap; none when left out. */
  storage?: StorageLimits;
  /** `SENDER_KEY_SECRET`; unset, the secret the database keeps (`SenderKeys`). */
  senderKeySecret?: string;
  /** The e-mails to queue with a lead that is not spam, in the same transaction (server/mail/). */
  mailFor?: (form: FormId, payload: Record<string, unknown>) => readonly MailKind[];
  /** Called after a submission to relay is committed, so the relay need not wait for its next poll. */
  onStored?: () => void;
}

/** Who sent a submission: the rate limit counts by the address, the consent record keeps the language. */
export interface SubmissionSender {
  clientAddress: string;
  consentLanguage: "es" | "en";
  /** The request's `Idempotency-Key` (idempotency.ts). */
  idempotencyKey?: string;
  /** A form posted to its page: the same body from the same address a moment later is the same submission (idempotency.ts). */
  repeatsByAddress?: boolean;
  /** What idempotency.ts stores with the submission. */
  idempotency?: { key: string; requestHash: string };
  /** The sender's place, taken by `admit` before its body was read; taken here when absent. */
  admission?: Admitted;
  /** Why the way it was sent looks like a program's (form-tokens.ts): stored as spam when it is otherwise valid. */
  suspicion?: string;
}

/** A sender let in before anything it sent is read: a place in its rate window, given back if it turns out to be spam. */
export interface Admitted {
  allowed: true;
  /** Gives the place in the rate window back. */
  refund: () => void;
}

export type Admission = Admitted | { allowed: false; retryAfterSeconds: number };

/**
 * The limits on a sender that need nothing it sent: its rate window and its
 * daily count. Taken before a body is read, so a refused sender costs no
 * parsing, buffering or decoding.
 */
export type AdmitSender = (clientAddress: string) => Promise<Admission>;

export type ReceiveResult =
  | { kind: "stored"; id: string; spam: boolean; replayed?: boolean }
  /** The idempotency key came with another body before (422). */
  | { kind: "key_reused" }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "over_quota" }
  | { kind: "unavailable"; retryAfterSeconds?: number };

const DAY_MS = 86_400_000;

/** When to try again after the database was slow or its queue full, which passes in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type ReceiveSubmission = (form: FormId, body: unknown, sender: SubmissionSender) => Promise<ReceiveResult>;

/** The service: receives a submission, and admits a sender before its body is read. */
export type SubmissionService = ReceiveSubmission & { admit: AdmitSender };

/**
 * What happens to every submission, whether it came as JSON to the API or as
 * a form posted to a page: the rate limit, the honeypot, the contract's
 * schema, the storage quota and daily cap, the durable insert, then a nudge
 * to the relay. A filled honeypot is
 * stored as spam and answered like a success, never relayed.
 *
 * Suspected spam takes no place from its sender: it gives its place in the
 * rate window back, is not counted toward the daily cap or the storage quota,
 * and is bounded by limits of its own (a rate window; per address a day and
 * in all, in rows and bytes; its resume dropped), so that a bot behind a
 * visitor's address (a shared office or a carrier's NAT), or any number of
 * them, never blocks a real lead.
 */
export function createSubmissionService(options: SubmissionServiceOptions): SubmissionService {
  const { submissions, logger } = options;
  const limiter = new RateLimiter(options.rateLimitPerMinute);
  const spamLimiter = new RateLimiter(options.rateLimitPerMinute);
  const limits = options.storage ?? { quotaBytes: 0, addressDailySubmissions: 0, addressDailyBytes: 0 };
  const quota = new StorageQuota(submissions, limits);
  const senderKeys = new SenderKeys(options.senderKeySecret ?? (() => submissions.senderKeySecret()));

  const admit: AdmitSender = async (clientAddress) => {
    const verdict = limiter.take(clientAddress);
    if (!verdict.allowed) return { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
    const refund = () => limiter.refund(clientAddress);
    if (limits.addressDailySubmissions > 0) {
      // The count alone, an index lookup: the bytes are weighed once the body is read (quota.reserve).
      const now = Date.now();
      const stored = await senderKeys
        .keyOf(clientAddress)
        .then((key) => submissions.storedBy(key, now - DAY_MS))
        .catch(() => undefined);
      if (stored && stored.count >= limits.addressDailySubmissions) {
        refund();
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((stored.oldestAt ?? now) + DAY_MS - now) / 1000)) };
      }
    }
    return { allowed: true, refund };
  };

  const receive: ReceiveSubmission = async (form, body, sender) => {
    const admission = sender.admission ?? (await admit(sender.clientAddress));
    if (!admission.allowed) return { kind: "rate_limited", retryAfterSeconds: admission.retryAfterSeconds };

    const honeypot = isHoneypotFilled(body);
    if (honeypot || sender.suspicion !== undefined) {
      admission.refund();
      const verdict = spamLimiter.take(sender.clientAddress);
      if (!verdict.allowed) return { kind: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
    }
    const parsed = v.safeParse(submissionSchemas[form], body);
    if (!parsed.success && !honeypot) return { kind: "invalid", fields: toFieldErrors(parsed.issues) };
    const spamReason = honeypot ? (parsed.success ? "honeypot" : "honeypot, invalid payload") : (sender.suspicion ?? null);
    const spam = spamReason !== null;

    const valid = parsed.success ? (parsed.output as Record<string, unknown>) : {};
    const payload = spam ? withoutResume(valid) : valid;
    const now = Date.now();
    const id = newSubmissionId(now);
    const stored = JSON.stringify(payload);
    let senderKey: string;
    let release: (stored: boolean) => void;
    try {
      senderKey = await senderKeys.keyOf(sender.clientAddress);
      const verdict = await quota.reserve(senderKey, Buffer.byteLength(stored), now, { spam });
      if (!verdict.allowed) {
        logger.warn({ form, reason: verdict.reason, spam }, "submission refused by the storage limits");
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
        idempotency: sender.idempotency,
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

  return Object.assign(receive, { admit });
}

/**
 * Suspected spam is kept without its resume's content: the type is noted and
 * the file marked purged, as retention leaves a delivered one, so that spam
 * rows stay small (a form's text) and a release (`leads release`) relays a
 * lead whose file is noted as gone.
 */
function withoutResume(payload: Record<string, unknown>): Record<string, unknown> {
  const resume = payload.candidateResume;
  if (typeof resume !== "object" || resume === null || !("$content" in resume)) return payload;
  const { $content: _content, ...kept } = resume as Record<string, unknown>;
  return { ...payload, candidateResume: { ...kept, purged: true } };
}
