import { randomBytes } from "node:crypto";
import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import type { FormId } from "../../contracts/form-ids.ts";
import { InsertBatcher } from "./insert-batcher.ts";
import { type Lease, OutboxRows } from "./outbox-rows.ts";
import { emailKey, phoneDigits } from "./subjects.ts";
import { type Database, isDatabaseUnavailable } from "./open-database.ts";
import type { Executor } from "../staff/audit.ts";
import { type LeadSummary, leadSummary, searchTokens } from "./lead-search.ts";
import type { LeadSearchTable, MailKind, MailOutboxTable, SubmissionStatus, SubmissionsTable } from "./schema.ts";

function summaryOf(body: string): LeadSummary {
  try {
    return leadSummary(JSON.parse(body) as Record<string, unknown>);
  } catch {
    return { name: "", company: "", email: "", phone: "" };
  }
}

export type SubmissionRow = Selectable<SubmissionsTable>;
export type SubmissionSummary = Omit<
  SubmissionRow,
  | "body"
  | "stored_bytes"
  | "sender_key"
  | "subject_phone"
  | "resume_purged_at"
  | "idempotency_key"
  | "request_hash"
  | "lead_status"
  | "assignee_id"
  | "lead_summary"
>;

export interface Consent {
  accepted: boolean;
  at: number;
  language: "es" | "en";
  policyVersion: string;
}

export interface NewSubmission {
  id: string;
  form: FormId;
  body: string;
  spamReason: string | null;
  subjectEmail: string | null;
  subjectPhone?: string | null;
  /** A hash of the sender's address (storage-quota.ts). */
  senderKey?: string | null;
  /** What makes a repeat the same submission, and the hash of the body it came with (server/api/idempotency.ts). */
  idempotency?: { key: string; requestHash: string };
  consent: Consent;
  /** The e-mails to send about it, stored in the same transaction (server/mail/). */
  mail?: readonly MailKind[];
}

/** A submission's row and the rows of its e-mails, written together. */
interface PendingInsert {
  submission: Insertable<SubmissionsTable>;
  mail: MailOutboxTable[];
  tokens: LeadSearchTable[];
}

/** The first submission stored under an idempotency key. */
export interface KeyedSubmission {
  id: string;
  requestHash: string | null;
  createdAt: number;
  spam: boolean;
}

/** Whom `forget` erases: one submission, or every submission of one e-mail or phone. */
export type ForgetTarget = { id: string } | { email: string } | { phone: string };

/** The rows were deleted, but SQLite's WAL could not be emptied: the erased data may remain in it until it is. */
export class ErasureIncompleteError extends Error {
  override name = "ErasureIncompleteError";

  constructor(readonly deleted: number) {
    super(
      `${deleted} submissions deleted, but the database's write-ahead log could not be emptied: another process ` +
        "(a server's query, an export, a backup) was reading the database. The erased data may remain in the -wal " +
        "file until it is emptied: run the same forget again once that process is done.",
    );
  }
}

export interface RelaySnapshot {
  counts: { status: SubmissionStatus; form: FormId; count: number }[];
  oldestPendingAt: number | null;
}

export interface ClaimedSubmission {
  id: string;
  form: FormId;
  body: string;
  attempts: number;
  firstAttemptAt: number;
}

const SUMMARY_COLUMNS = [
  "id",
  "form",
  "status",
  "attempts",
  "created_at",
  "updated_at",
  "next_attempt_at",
  "first_attempt_at",
  "delivered_at",
  "last_error",
  "spam_reason",
  "subject_email",
  "locked_by",
  "locked_until",
  "consent_accepted",
  "consent_at",
  "consent_language",
  "consent_policy_version",
] as const;

export class SubmissionsRepository {
  private readonly batcher: InsertBatcher<PendingInsert>;
  /** The relay's leases on submissions and the ends of its attempts: delivered, retried, held, failed. */
  readonly leases: OutboxRows<"submissions">;

  /** `maxQueued`: submissions that may wait for the database before more are refused (`QueueFullError`). */
  constructor(
    private readonly database: Database,
    maxQueued = 1000,
  ) {
    this.leases = new OutboxRows(database, "submissions", (now) => ({
      status: "delivered",
      delivered_at: now,
      last_error: null,
      updated_at: now,
    }));
    this.batcher = new InsertBatcher(
      async (rows) => {
        const mail = rows.flatMap((row) => row.mail);
        const submissions = rows.map((row) => row.submission);
        const tokens = rows.flatMap((row) => row.tokens);
        // The lead, its e-mails and its search tokens: one transaction.
        await this.database.db.transaction().execute(async (trx) => {
          await trx.insertInto("submissions").values(submissions).execute();
          if (mail.length > 0) await trx.insertInto("mail_outbox").values(mail).execute();
          for (let start = 0; start < tokens.length; start += 500)
            await trx
              .insertInto("lead_search")
              .values(tokens.slice(start, start + 500))
              .execute();
        });
      },
      200,
      maxQueued,
      isDatabaseUnavailable,
    );
  }

  /** Resolves once the row is committed. */
  insert(submission: NewSubmission): Promise<void> {
    const now = submission.consent.at;
    const spam = submission.spamReason !== null;
    const row = this.rowOf(submission, now);
    return this.batcher.insert({
      submission: row,
      mail: spam ? [] : mailRows(submission.id, submission.mail ?? [], now),
      tokens: searchTokens(JSON.parse(row.lead_summary ?? "{}") as LeadSummary).map((token) => ({
        token,
        submission_id: submission.id,
        created_at: now,
      })),
    });
  }

  private rowOf(submission: NewSubmission, now: number): Insertable<SubmissionsTable> {
    const summary = summaryOf(submission.body);
    return {
      id: submission.id,
      form: submission.form,
      body: submission.body,
      status: submission.spamReason ? "spam" : "pending",
      attempts: 0,
      created_at: now,
      updated_at: now,
      next_attempt_at: now,
      first_attempt_at: null,
      delivered_at: null,
      last_error: null,
      spam_reason: submission.spamReason,
      subject_email: submission.subjectEmail,
      locked_by: null,
      locked_until: null,
      consent_accepted: submission.consent.accepted ? 1 : 0,
      consent_at: submission.consent.at,
      consent_language: submission.consent.language,
      consent_policy_version: submission.consent.policyVersion,
      stored_bytes: Buffer.byteLength(submission.body),
      sender_key: submission.senderKey ?? null,
      subject_phone: submission.subjectPhone ?? null,
      resume_purged_at: null,
      idempotency_key: submission.idempotency?.key ?? null,
      request_hash: submission.idempotency?.requestHash ?? null,
      lead_status: "new",
      assignee_id: null,
      lead_summary: JSON.stringify(summary),
    };
  }

  /**
   * Sends a submission set aside as spam on: it becomes pending for the
   * relay, and its e-mails are queued, in one transaction.
   */
  async release(
    id: string,
    now: number,
    mail: (form: FormId, body: string) => readonly MailKind[],
    inTransaction?: (trx: Executor) => Promise<void>,
  ): Promise<boolean> {
    return this.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("submissions")
        .select(["form", "body"])
        .where("id", "=", id)
        .where("status", "=", "spam")
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable("submissions")
        .set({
          status: "pending",
          next_attempt_at: now,
          first_attempt_at: null,
          locked_by: null,
          locked_until: null,
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
      const rows = mailRows(id, mail(row.form, row.body), now);
      if (rows.length > 0)
        await trx
          .insertInto("mail_outbox")
          .values(rows)
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      await inTransaction?.(trx);
      return true;
    });
  }

  /** The submission of a form stored under one of these keys, the latest first (an index lookup). */
  async findByKey(form: FormId, keys: readonly string[]): Promise<KeyedSubmission | undefined> {
    if (keys.length === 0) return undefined;
    const row = await this.database.db
      .selectFrom("submissions")
      .select(["id", "request_hash", "created_at", "spam_reason"])
      .where("form", "=", form)
      .where("idempotency_key", "in", keys)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    return row && { id: row.id, requestHash: row.request_hash, createdAt: Number(row.created_at), spam: row.spam_reason !== null };
  }

  /** Leases due submissions of the given forms to one worker (outbox-rows.ts). */
  async claimDue(options: Lease & { forms: FormId[] }): Promise<ClaimedSubmission[]> {
    const { now, forms } = options;
    if (forms.length === 0) return [];
    const rows = await this.leases
      .lease(options, (due) => due.where("form", "in", forms))
      .returning(["id", "form", "body", "attempts", "first_attempt_at"])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      form: row.form,
      body: row.body,
      attempts: row.attempts,
      firstAttemptAt: row.first_attempt_at ?? now,
    }));
  }

  async find(id: string): Promise<SubmissionRow | undefined> {
    return this.database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async list(options: { status?: SubmissionStatus; form?: FormId; limit?: number } = {}): Promise<SubmissionSummary[]> {
    return this.database.db
      .selectFrom("submissions")
      .select(SUMMARY_COLUMNS)
      .$if(options.status !== undefined, (query) => query.where("status", "=", options.status as SubmissionStatus))
      .$if(options.form !== undefined, (query) => query.where("form", "=", options.form as FormId))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .$if(options.limit !== undefined, (query) => query.limit(options.limit ?? 0))
      .execute();
  }

  /** Every submission, oldest first, a few at a time: a row with a resume can weigh megabytes. */
  async *all(options: { status?: SubmissionStatus; pageSize?: number } = {}): AsyncGenerator<SubmissionRow> {
    const pageSize = options.pageSize ?? 8;
    let after = "";
    for (;;) {
      const page = await this.database.db
        .selectFrom("submissions")
        .selectAll()
        .where("id", ">", after)
        .$if(options.status !== undefined, (query) => query.where("status", "=", options.status as SubmissionStatus))
        .orderBy("id")
        .limit(pageSize)
        .execute();
      yield* page;
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      after = last.id;
    }
  }

  /** Puts a failed or held submission back in the queue with a fresh give-up horizon. */
  async retry(id: string, now: number): Promise<boolean> {
    const result = await this.requeue(now).where("id", "=", id).where("status", "in", ["failed", "held", "pending"]).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async retryFailed(now: number): Promise<number> {
    const result = await this.requeue(now).where("status", "=", "failed").executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async retryHeld(now: number, form?: FormId): Promise<number> {
    const result = await this.requeue(now)
      .where("status", "=", "held")
      .$if(form !== undefined, (query) => query.where("form", "=", form as FormId))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private requeue(now: number) {
    return this.database.db
      .updateTable("submissions")
      .set({ status: "pending", next_attempt_at: now, first_attempt_at: null, locked_by: null, locked_until: null, updated_at: now });
  }

  /**
   * Data-subject request: removes one submission by id, or every submission
   * of one e-mail address or phone number (a string is an e-mail). On SQLite
   * the freed pages are zeroed (secure_delete) and the WAL is checkpointed
   * and truncated, so the erased data is gone from the files too; when
   * another process keeps the WAL from being emptied, the rows are deleted
   * all the same and `ErasureIncompleteError` says so. A submission the relay
   * has leased is not sent after this: the relay checks its lease right
   * before each delivery (`holdsLease`), and a deleted row holds none.
   */
  async forget(
    target: ForgetTarget | string,
    options: {
      /** Only the submissions of these forms (a staff member's); all when absent. */
      forms?: readonly FormId[];
      /** Runs in the erasure's transaction with the erased ids: its audit row. */
      inTransaction?: (trx: Executor, ids: string[]) => Promise<void>;
    } = {},
  ): Promise<number> {
    const by = typeof target === "string" ? { email: target } : target;
    const deleted = await this.database.db.transaction().execute(async (trx) => {
      let query = trx.selectFrom("submissions").select("id");
      if ("id" in by) query = query.where("id", "=", by.id.trim());
      else if ("email" in by) {
        const key = emailKey(by.email);
        if (key === null) return [];
        query = query.where("subject_email", "=", key);
      } else {
        const digits = phoneDigits(by.phone);
        if (digits === null) return [];
        query = query.where("subject_phone", "=", digits);
      }
      if (options.forms) query = query.where("form", "in", options.forms.length > 0 ? [...options.forms] : ["-" as FormId]);
      const ids = (await query.execute()).map((row) => row.id);
      for (let start = 0; start < ids.length; start += 500) {
        const some = ids.slice(start, start + 500);
        await trx.deleteFrom("lead_search").where("submission_id", "in", some).execute();
        await trx.deleteFrom("lead_notes").where("submission_id", "in", some).execute();
        await trx.deleteFrom("mail_outbox").where("submission_id", "in", some).execute();
        await trx.deleteFrom("submissions").where("id", "in", some).execute();
      }
      await options.inTransaction?.(trx, ids);
      return ids;
    });
    await this.deleteOrphanMail();
    if (!(await this.checkpoint())) throw new ErasureIncompleteError(deleted.length);
    return deleted.length;
  }

  /**
   * SQLite: moves the WAL into the database file and truncates it. A reader
   * in another process (a server's query, an export, a backup) still on an
   * older snapshot keeps it from finishing (`busy`): it is tried again a few
   * times over about a second and a half, then false. SQLite's busy handler
   * is off meanwhile, so that a server running this never waits on its event
   * loop; the pauses are timers.
   */
  async checkpoint(options: { attempts?: number; pauseMs?: number } = {}): Promise<boolean> {
    if (this.database.dialect !== "sqlite") return true;
    const attempts = options.attempts ?? 6;
    const pauseMs = options.pauseMs ?? 50;
    for (let attempt = 1; ; attempt++) {
      const busy = await this.database.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
        await sql`pragma busy_timeout = 0`.execute(connection);
        try {
          const checkpointed = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(connection);
          return checkpointed.rows[0]?.busy !== 0;
        } finally {
          await sql.raw(`pragma busy_timeout = ${Math.trunc(Number(rows[0]?.timeout ?? 5000))}`).execute(connection);
        }
      });
      if (!busy) return true;
      if (attempt >= attempts) return false;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (attempt - 1)));
    }
  }

  /** The e-mails, notes and search tokens of submissions erased or past retention: they go with their lead. */
  private async deleteOrphanMail(): Promise<void> {
    const { db } = this.database;
    await db.deleteFrom("mail_outbox").where("submission_id", "not in", db.selectFrom("submissions").select("id")).execute();
    await db.deleteFrom("lead_notes").where("submission_id", "not in", db.selectFrom("submissions").select("id")).execute();
    await db.deleteFrom("lead_search").where("submission_id", "not in", db.selectFrom("submissions").select("id")).execute();
  }

  /** Whether a worker's lease on a submission still holds: the row exists, is pending and is still leased to it. */
  async holdsLease(id: string, workerId: string, now: number): Promise<boolean> {
    const row = await this.database.db
      .selectFrom("submissions")
      .select("id")
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("locked_by", "=", workerId)
      .where("locked_until", ">", now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Removes the resume from submissions delivered before `deliveredBefore`:
   * the row and the rest of its payload stay, the file's content goes.
   */
  async purgeResumes(options: { deliveredBefore: number; now: number; batchSize?: number }): Promise<number> {
    const { db } = this.database;
    const batchSize = options.batchSize ?? 8;
    let purged = 0;
    for (;;) {
      const rows = await db
        .selectFrom("submissions")
        .select(["id", "body"])
        .where("status", "=", "delivered")
        .where("delivered_at", "<", options.deliveredBefore)
        .where("resume_purged_at", "is", null)
        .orderBy("delivered_at")
        .limit(batchSize)
        .execute();
      for (const row of rows) {
        const payload = JSON.parse(row.body) as Record<string, unknown>;
        const resume = payload.candidateResume;
        const hasFile = typeof resume === "object" && resume !== null && "$content" in resume;
        const changes: Updateable<SubmissionsTable> = { resume_purged_at: options.now };
        if (hasFile) {
          const { $content: _content, ...kept } = resume as Record<string, unknown>;
          payload.candidateResume = { ...kept, purged: true };
          changes.body = JSON.stringify(payload);
          changes.stored_bytes = Buffer.byteLength(changes.body);
          purged += 1;
        }
        await db.updateTable("submissions").set(changes).where("id", "=", row.id).execute();
      }
      if (rows.length < batchSize) return purged;
    }
  }

  /**
   * The secret sender keys are made with when none is configured: made by
   * the first instance that needs it and kept in the database, so that it
   * outlives restarts and every instance on one database shares it.
   */
  async senderKeySecret(): Promise<string> {
    const { db } = this.database;
    const key = "sender_key_secret";
    await db
      .insertInto("meta")
      .values({ key, value: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    const row = await db.selectFrom("meta").select("value").where("key", "=", key).executeTakeFirstOrThrow();
    return row.value;
  }

  /** Bytes of every stored submission: the storage quota's starting point. */
  async storedBytes(): Promise<number> {
    const totals = await this.storedTotals();
    return totals.bytes + totals.spamBytes;
  }

  /** Bytes of the leads, and bytes and rows of suspected spam, apart: each has its own quota. */
  async storedTotals(): Promise<{ bytes: number; spamBytes: number; spamCount: number }> {
    const rows = await this.database.db
      .selectFrom("submissions")
      .select((eb) => [
        eb.case().when("status", "=", "spam").then(1).else(0).end().as("spam"),
        eb.fn.coalesce(eb.fn.sum<number>("stored_bytes"), sql<number>`0`).as("bytes"),
        eb.fn.countAll<number>().as("count"),
      ])
      .groupBy("spam")
      .execute();
    const of = (spam: boolean) => rows.find((row) => Number(row.spam) === (spam ? 1 : 0));
    return { bytes: Number(of(false)?.bytes ?? 0), spamBytes: Number(of(true)?.bytes ?? 0), spamCount: Number(of(true)?.count ?? 0) };
  }

  /** What one sender stored as suspected spam since a moment: its own daily cap (an index lookup by sender). */
  async spamStoredBy(senderKey: string, since: number): Promise<{ count: number; bytes: number; oldestAt: number | null }> {
    const row = await this.database.db
      .selectFrom("submissions")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.coalesce(eb.fn.sum<number>("stored_bytes"), sql<number>`0`).as("bytes"),
        eb.fn.min<number | null>("created_at").as("oldest_at"),
      ])
      .where("sender_key", "=", senderKey)
      .where("created_at", ">=", since)
      .where("status", "=", "spam")
      .executeTakeFirst();
    return {
      count: Number(row?.count ?? 0),
      bytes: Number(row?.bytes ?? 0),
      oldestAt: row?.oldest_at == null ? null : Number(row.oldest_at),
    };
  }

  /** What one sender stored since a moment, suspected spam aside: the per-address daily cap (an index lookup, not a scan). */
  async storedBy(senderKey: string, since: number): Promise<{ count: number; bytes: number; oldestAt: number | null }> {
    const row = await this.database.db
      .selectFrom("submissions")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.coalesce(eb.fn.sum<number>("stored_bytes"), sql<number>`0`).as("bytes"),
        eb.fn.min<number | null>("created_at").as("oldest_at"),
      ])
      .where("sender_key", "=", senderKey)
      .where("created_at", ">=", since)
      .where("status", "!=", "spam")
      .executeTakeFirst();
    return {
      count: Number(row?.count ?? 0),
      bytes: Number(row?.bytes ?? 0),
      oldestAt: row?.oldest_at == null ? null : Number(row.oldest_at),
    };
  }

  /** Retention: everything older than `before`, spam older than `spamBefore`. */
  async purge(options: { before: number; spamBefore: number }): Promise<number> {
    const result = await this.database.db
      .deleteFrom("submissions")
      .where((eb) =>
        eb.or([eb("created_at", "<", options.before), eb.and([eb("status", "=", "spam"), eb("created_at", "<", options.spamBefore)])]),
      )
      .executeTakeFirst();
    await this.deleteOrphanMail();
    return Number(result.numDeletedRows);
  }

  async countByStatus(): Promise<Record<SubmissionStatus, number>> {
    const rows = await this.database.db
      .selectFrom("submissions")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute();
    const counts: Record<SubmissionStatus, number> = { pending: 0, delivered: 0, held: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** For the metrics: counts by status and form, and when the oldest pending submission of the given forms was received. */
  async relaySnapshot(forms: FormId[]): Promise<RelaySnapshot> {
    const { db } = this.database;
    const rows = await db
      .selectFrom("submissions")
      .select(["status", "form", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["status", "form"])
      .execute();
    const oldest =
      forms.length === 0
        ? undefined
        : await db
            .selectFrom("submissions")
            .select((eb) => eb.fn.min<number | null>("created_at").as("created_at"))
            .where("status", "=", "pending")
            .where("form", "in", forms)
            .executeTakeFirst();
    return {
      counts: rows.map((row) => ({ status: row.status, form: row.form, count: Number(row.count) })),
      oldestPendingAt: oldest?.created_at == null ? null : Number(oldest.created_at),
    };
  }
}

export function mailId(submissionId: string, kind: MailKind): string {
  return `${submissionId}/${kind}`;
}

function mailRows(submissionId: string, kinds: readonly MailKind[], now: number): MailOutboxTable[] {
  return kinds.map((kind) => ({
    id: mailId(submissionId, kind),
    submission_id: submissionId,
    kind,
    status: "pending",
    attempts: 0,
    created_at: now,
    updated_at: now,
    next_attempt_at: now,
    first_attempt_at: null,
    sent_at: null,
    last_error: null,
    locked_by: null,
    locked_until: null,
  }));
}
