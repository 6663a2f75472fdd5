import { createHash } from "node:crypto";
import type { FormId } from "../../contracts/form-ids.ts";
import type { SubmissionsRepository } from "../db/submissions-repository.ts";
import type { Logger } from "../logger.ts";
import {
  type ReceiveResult,
  type ReceiveSubmission,
  type SubmissionSender,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "./submission-service.ts";
import { senderKeyOf } from "./storage-quota.ts";

/** How long the same body from the same address, posted to a page, is the same submission. */
export const PAGE_REPEAT_WINDOW_MS = 5 * 60_000;

/** What a client may send as `Idempotency-Key`: visible ASCII, as a bare token or a quoted structured-field string. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header's value (draft-ietf-httpapi-idempotency-key-header):
 * a structured-field string (`"…"`) or, as most clients send it, the bare
 * value. `undefined` for no header, `null` for one that is no key.
 */
export function parseIdempotencyKey(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  const unquoted = /^"(.*)"$/.exec(value)?.[1] ?? value;
  return KEY_PATTERN.test(unquoted) ? unquoted : null;
}

/** The same JSON with every object's members in one order: two bodies that say the same thing hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, canonical(record[name])]),
  );
}

/** A hash of the form and the body as received. */
export function requestHashOf(form: FormId, body: unknown): string {
  return createHash("sha256")
    .update(`${form}\n`)
    .update(JSON.stringify(canonical(body)) ?? "null")
    .digest("base64url");
}

/**
 * A repeated submission is the same submission: it is answered with the first
 * one's result and nothing is stored (CONTRACT s.4).
 *
 * - With an `Idempotency-Key` (the forms' script sends one per filled form,
 *   kept across its retries), the same key and the same body answer the first
 *   submission's id; the same key with another body is `key_reused` (422).
 * - A form posted to its page carries no key: the page is cached and shared,
 *   so a key written in it would be everyone's. There the same body from the
 *   same client address within `PAGE_REPEAT_WINDOW_MS` is the same
 *   submission (a double click, a resubmitted page).
 * - Otherwise every request is a submission of its own.
 *
 * Repeats of one key wait for each other in this instance; across instances
 * the unique index on (form, idempotency_key) lets one insert through, and the
 * other's failed insert is answered from the row that won. A page post's key
 * names its five-minute window, and the window before it is looked up too.
 */
export function withIdempotency(
  receive: ReceiveSubmission,
  submissions: SubmissionsRepository,
  logger: Logger,
  clock: () => number = Date.now,
): ReceiveSubmission {
  const turns = new Map<string, Promise<unknown>>();

  const inTurn = async <T>(turn: string, run: () => Promise<T>): Promise<T> => {
    const previous = turns.get(turn) ?? Promise.resolve();
    const mine = previous.then(run, run);
    const tail = mine.catch(() => undefined);
    turns.set(turn, tail);
    try {
      return await mine;
    } finally {
      if (turns.get(turn) === tail) turns.delete(turn);
    }
  };

  return async (form, body, sender) => {
    const now = clock();
    const requestHash = requestHashOf(form, body);
    const keys = await keysOf(sender, requestHash, now, () => submissions.senderKeySecret());
    if (!keys) return receive(form, body, sender);

    /** The first submission's answer, if there is one under these keys. */
    const earlier = async (): Promise<ReceiveResult | undefined> => {
      const first = await submissions.findByKey(form, keys.lookup);
      if (!first || (keys.window !== undefined && first.createdAt < now - keys.window)) return undefined;
      if (first.requestHash !== requestHash) return { kind: "key_reused" };
      logger.info({ form, id: first.id }, "repeated submission answered from its first");
      return { kind: "stored", id: first.id, spam: first.spam, replayed: true };
    };

    return inTurn(`${form}\n${keys.turn}`, async () => {
      try {
        const answered = await earlier();
        if (answered) return answered;
      } catch (error) {
        logger.error({ form, err: { name: (error as Error).name, message: (error as Error).message } }, "idempotency key not looked up");
        return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
      }
      const result = await receive(form, body, { ...sender, idempotency: { key: keys.stored, requestHash } });
      // Another instance may have stored the same key in the meantime: its row answers.
      if (result.kind === "unavailable") return (await earlier().catch(() => undefined)) ?? result;
      return result;
    });
  };
}

interface RepeatKeys {
  /** Stored with the submission. */
  stored: string;
  /** Looked up: the stored key, and for a page post the window before it. */
  lookup: string[];
  /** What repeats wait on in this instance. */
  turn: string;
  /** For a page post: how old a first submission may be to answer a repeat. */
  window?: number;
}

async function keysOf(
  sender: SubmissionSender,
  requestHash: string,
  now: number,
  secret: () => Promise<string>,
): Promise<RepeatKeys | undefined> {
  if (sender.idempotencyKey !== undefined) {
    const key = `key:${sender.idempotencyKey}`;
    return { stored: key, lookup: [key], turn: key };
  }
  if (!sender.repeatsByAddress) return undefined;
  const same = createHash("sha256")
    .update(`${senderKeyOf(await secret(), sender.clientAddress)}\n${requestHash}`)
    .digest("base64url");
  const window = Math.floor(now / PAGE_REPEAT_WINDOW_MS);
  const stored = `post:${same}:${window}`;
  return { stored, lookup: [stored, `post:${same}:${window - 1}`], turn: same, window: PAGE_REPEAT_WINDOW_MS };
}
