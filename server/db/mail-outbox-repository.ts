import type { FormId } from "../../contracts/form-ids.ts";
import type { Database } from "./open-database.ts";
import { type Lease, OutboxRows } from "./outbox-rows.ts";
import type { MailKind, MailStatus } from "./schema.ts";

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
  /** The mail worker's leases on e-mails and the ends of its attempts: sent, retried, held, failed. */
  readonly leases: OutboxRows<"mail_outbox">;

  constructor(private readonly database: Database) {
    this.leases = new OutboxRows(database, "mail_outbox", (now) => ({ status: "sent", sent_at: now, last_error: null, updated_at: now }));
  }

  async claimDue(options: Lease): Promise<ClaimedMail[]> {
    const { now } = options;
    const { db } = this.database;
    const leased = await this.leases.lease(options).returning(["id", "submission_id", "kind", "attempts", "first_attempt_at"]).execute();
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
