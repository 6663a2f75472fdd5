import { sql } from "kysely";
import type { FormId } from "../../contracts/form-ids.ts";
import type { Database } from "./open-database.ts";
import type { MailKind, MailOutboxTable, MailStatus } from "./schema.ts";

/** An e-mail leased to one worker, with what it is made from. */
export interface ClaimedMail {
  id: string;
  submissionId: string;
  kind: MailKind;
  form: FormId;
  body: string;
  language: "es" | "en";
  createdAt: number;
  attempts: number;
  firstAttemptAt: number;
}

export interface MailState {
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  sentAt: number | null;
  nextAttemptAt: number;
  lastError: string | null;
}

/**
 * The e-mails of the leads (schema.ts, `mail_outbox`): claimed under a lease
 * as the relay claims submissions, so that several instances never send one
 * twice, and finished only by the worker that holds the lease.
 */
export class MailOutboxRepository {
  constructor(private readonly database: Database) {}

  async claimDue(options: { now: number; limit: number; workerId: string; leaseMs: number }): Promise<ClaimedMail[]> {
    const { now, limit, workerId, leaseMs } = options;
    const { db, dialect } = this.database;
    const leased = await db
      .updateTable("mail_outbox")
      .set({
        locked_by: workerId,
        locked_until: now + leaseMs,
        attempts: sql<number>`attempts + 1`,
        first_attempt_at: sql<number>`coalesce(first_attempt_at, ${now})`,
        updated_at: now,
      })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("mail_outbox")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<", now)]))
          .orderBy("next_attempt_at")
          .limit(limit)
          .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked()),
      )
      .returning(["id", "submission_id", "kind", "attempts", "first_attempt_at"])
      .execute();
    if (leased.length === 0) return [];
    const submissions = await db
      .selectFrom("submissions")
      .select(["id", "form", "body", "consent_language", "created_at"])
      .where(
        "id",
        "in",
        leased.map((row) => row.submission_id),
      )
      .execute();
    const byId = new Map(submissions.map((row) => [row.id, row]));
    const claimed: ClaimedMail[] = [];
    for (const row of leased) {
      const submission = byId.get(row.submission_id);
      // Its lead was erased between the two reads: nothing to send, nothing to keep.
      if (!submission) {
        await db.deleteFrom("mail_outbox").where("id", "=", row.id).execute();
        continue;
      }
      claimed.push({
        id: row.id,
        submissionId: row.submission_id,
        kind: row.kind,
        form: submission.form,
        body: submission.body,
        language: submission.consent_language === "en" ? "en" : "es",
        createdAt: Number(submission.created_at),
        attempts: row.attempts,
        firstAttemptAt: Number(row.first_attempt_at ?? now),
      });
    }
    return claimed;
  }

  async markSent(mail: ClaimedMail, workerId: string, now: number): Promise<void> {
    await this.finish(mail, workerId, { status: "sent", sent_at: now, last_error: null, updated_at: now });
  }

  async scheduleRetry(mail: ClaimedMail, workerId: string, options: { now: number; nextAttemptAt: number; errorClass: string }) {
    await this.finish(mail, workerId, { next_attempt_at: options.nextAttemptAt, last_error: options.errorClass, updated_at: options.now });
  }

  async markHeld(mail: ClaimedMail, workerId: string, options: { now: number; errorClass: string }) {
    await this.finish(mail, workerId, { status: "held", last_error: options.errorClass, updated_at: options.now });
  }

  async markFailed(mail: ClaimedMail, workerId: string, options: { now: number; errorClass: string }) {
    await this.finish(mail, workerId, { status: "failed", last_error: options.errorClass, updated_at: options.now });
  }

  private async finish(mail: ClaimedMail, workerId: string, changes: Partial<MailOutboxTable>): Promise<void> {
    await this.database.db
      .updateTable("mail_outbox")
      .set({ ...changes, locked_by: null, locked_until: null })
      .where("id", "=", mail.id)
      .where("locked_by", "=", workerId)
      .execute();
  }

  /** The e-mails of some submissions, for the CLI's list and show. */
  async statesOf(submissionIds: readonly string[]): Promise<Map<string, MailState[]>> {
    const states = new Map<string, MailState[]>();
    if (submissionIds.length === 0) return states;
    const rows = await this.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("submission_id", "in", submissionIds)
      .orderBy("kind")
      .execute();
    for (const row of rows) {
      const list = states.get(row.submission_id) ?? [];
      list.push({
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        sentAt: row.sent_at === null ? null : Number(row.sent_at),
        nextAttemptAt: Number(row.next_attempt_at),
        lastError: row.last_error,
      });
      states.set(row.submission_id, list);
    }
    return states;
  }

  /** Held or failed e-mails (of one submission, or all in a status) back in the queue, with a fresh give-up horizon. */
  async retry(now: number, which: { submissionId: string } | { status: "held" | "failed"; form?: FormId }): Promise<number> {
    const { db } = this.database;
    let query = db
      .updateTable("mail_outbox")
      .set({ status: "pending", next_attempt_at: now, first_attempt_at: null, locked_by: null, locked_until: null, updated_at: now });
    if ("submissionId" in which) query = query.where("submission_id", "=", which.submissionId).where("status", "in", ["held", "failed"]);
    else {
      query = query.where("status", "=", which.status);
      if (which.form !== undefined)
        query = query.where("submission_id", "in", db.selectFrom("submissions").select("id").where("form", "=", which.form));
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** For the metrics: e-mails by kind and status. */
  async counts(): Promise<{ kind: MailKind; status: MailStatus; count: number }[]> {
    const rows = await this.database.db
      .selectFrom("mail_outbox")
      .select(["kind", "status", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["kind", "status"])
      .execute();
    return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }));
  }
}
