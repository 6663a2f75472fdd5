import { type Selectable, sql } from "kysely";
import type { FormId } from "../../contracts/form-ids.ts";
import { InsertBatcher } from "./insert-batcher.ts";
import type { Database } from "./open-database.ts";
import type { SubmissionStatus, SubmissionsTable } from "./schema.ts";

export type SubmissionRow = Selectable<SubmissionsTable>;
export type SubmissionSummary = Omit<SubmissionRow, "body">;

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
  consent: Consent;
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
  private readonly batcher: InsertBatcher<SubmissionsTable>;

  constructor(private readonly database: Database) {
    this.batcher = new InsertBatcher((rows) =>
      this.database.db
        .insertInto("submissions")
        .values(rows)
        .execute()
        .then(() => undefined),
    );
  }

  /** Resolves once the row is committed. */
  insert(submission: NewSubmission): Promise<void> {
    const now = submission.consent.at;
    return this.batcher.insert({
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
    });
  }

  /**
   * Leases due submissions of the given forms to one worker. On PostgreSQL
   * the rows are picked with FOR UPDATE SKIP LOCKED, so concurrent workers of
   * several instances never take the same row; the lease then keeps it
   * theirs until the attempt is over (or the lease runs out after a crash).
   */
  async claimDue(options: {
    now: number;
    forms: FormId[];
    limit: number;
    workerId: string;
    leaseMs: number;
  }): Promise<ClaimedSubmission[]> {
    const { now, forms, limit, workerId, leaseMs } = options;
    if (forms.length === 0) return [];
    const { db, dialect } = this.database;
    const rows = await db
      .updateTable("submissions")
      .set({
        locked_by: workerId,
        locked_until: now + leaseMs,
        attempts: sql<number>`attempts + 1`,
        first_attempt_at: sql<number>`coalesce(first_attempt_at, ${now})`,
        updated_at: now,
      })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("submissions")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .where("form", "in", forms)
          .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<", now)]))
          .orderBy("next_attempt_at")
          .limit(limit)
          .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked()),
      )
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

  async markDelivered(id: string, workerId: string, now: number): Promise<void> {
    await this.finish(id, workerId, { status: "delivered", delivered_at: now, last_error: null, updated_at: now });
  }

  async scheduleRetry(id: string, workerId: string, options: { now: number; nextAttemptAt: number; errorClass: string }): Promise<void> {
    await this.finish(id, workerId, { next_attempt_at: options.nextAttemptAt, last_error: options.errorClass, updated_at: options.now });
  }

  async markFailed(id: string, workerId: string, options: { now: number; errorClass: string }): Promise<void> {
    await this.finish(id, workerId, { status: "failed", last_error: options.errorClass, updated_at: options.now });
  }

  private async finish(id: string, workerId: string, changes: Partial<SubmissionsTable>): Promise<void> {
    await this.database.db
      .updateTable("submissions")
      .set({ ...changes, locked_by: null, locked_until: null })
      .where("id", "=", id)
      .where("locked_by", "=", workerId)
      .execute();
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

  /** Every submission, oldest first, a page at a time (exports can be large). */
  async *all(options: { status?: SubmissionStatus; pageSize?: number } = {}): AsyncGenerator<SubmissionRow> {
    const pageSize = options.pageSize ?? 500;
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

  /** Puts a failed submission back in the queue with a fresh give-up horizon. */
  async retry(id: string, now: number): Promise<boolean> {
    const result = await this.requeue(now).where("id", "=", id).where("status", "in", ["failed", "pending"]).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async retryFailed(now: number): Promise<number> {
    const result = await this.requeue(now).where("status", "=", "failed").executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private requeue(now: number) {
    return this.database.db
      .updateTable("submissions")
      .set({ status: "pending", next_attempt_at: now, first_attempt_at: null, locked_by: null, locked_until: null, updated_at: now });
  }

  /** Data-subject request: removes every submission of one e-mail address. */
  async forget(email: string): Promise<number> {
    const result = await this.database.db
      .deleteFrom("submissions")
      .where("subject_email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Retention: everything older than `before`, spam older than `spamBefore`. */
  async purge(options: { before: number; spamBefore: number }): Promise<number> {
    const result = await this.database.db
      .deleteFrom("submissions")
      .where((eb) =>
        eb.or([eb("created_at", "<", options.before), eb.and([eb("status", "=", "spam"), eb("created_at", "<", options.spamBefore)])]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countByStatus(): Promise<Record<SubmissionStatus, number>> {
    const rows = await this.database.db
      .selectFrom("submissions")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("status")
      .execute();
    const counts: Record<SubmissionStatus, number> = { pending: 0, delivered: 0, failed: 0, spam: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }
}
