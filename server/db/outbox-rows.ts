import { type Kysely, type SelectQueryBuilder, sql, type UpdateObject, type UpdateQueryBuilder, type UpdateResult } from "kysely";
import type { Database } from "./open-database.ts";
import type { DatabaseSchema } from "./schema.ts";

/** The tables worked as outboxes (server/outbox/outbox-loop.ts): the leads to relay, and their e-mails. */
export type OutboxTable = "submissions" | "mail_outbox";

/** What a worker asks for: up to `limit` due rows, for `leaseMs` from `now`. */
export interface Lease {
  now: number;
  limit: number;
  workerId: string;
  leaseMs: number;
}

/** The columns by which a row is leased and its attempt ended, alike in both tables (migrations.ts). */
interface LeaseColumns {
  id: string;
  status: string;
  attempts: number;
  updated_at: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  last_error: string | null;
  locked_by: string | null;
  locked_until: number | null;
}

/**
 * Kysely types no query over a table that a type parameter names: the queries
 * here are typed against those columns alone, under the name `outbox`, and run
 * on the table given.
 */
type LeaseDatabase = { outbox: LeaseColumns };

type DueRows<T extends OutboxTable> = SelectQueryBuilder<DatabaseSchema, T, { id: string }>;

/**
 * An outbox's rows as its workers lease them and end their attempts: only
 * the worker that holds a row's lease can end it, so that an attempt that
 * outlived its lease, whose row another worker has taken over, changes nothing.
 */
export class OutboxRows<T extends OutboxTable> {
  constructor(
    private readonly database: Database,
    private readonly table: T,
    /** A row that is done: delivered, or sent. */
    private readonly doneChanges: (now: number) => UpdateObject<DatabaseSchema, T>,
  ) {}

  /**
   * The update that leases due rows to one worker, each attempt counted and
   * the first one's time kept: pending, due, not leased or leased by a worker
   * whose lease ran out, the longest due first, of those `narrow` keeps. On
   * PostgreSQL the rows are picked with FOR UPDATE SKIP LOCKED, so concurrent
   * workers of several instances never take the same row; the lease then keeps
   * it theirs until the attempt is over (or the lease runs out after a crash).
   * The caller says what it returns.
   */
  lease(
    { now, limit, workerId, leaseMs }: Lease,
    narrow: (due: DueRows<T>) => DueRows<T> = (due) => due,
  ): UpdateQueryBuilder<DatabaseSchema, T, T, UpdateResult> {
    const { db, dialect } = this.database;
    const outbox = this.outbox();
    const leased = (db as unknown as Kysely<LeaseDatabase>)
      .updateTable(outbox)
      .set({
        locked_by: workerId,
        locked_until: now + leaseMs,
        attempts: sql<number>`attempts + 1`,
        first_attempt_at: sql<number>`coalesce(first_attempt_at, ${now})`,
        updated_at: now,
      })
      .where("id", "in", (eb) => {
        const due = narrow(eb.selectFrom(outbox).select("id") as unknown as DueRows<T>) as unknown as SelectQueryBuilder<
          LeaseDatabase,
          "outbox",
          { id: string }
        >;
        return due
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<", now)]))
          .orderBy("next_attempt_at")
          .limit(limit)
          .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
      });
    return leased as unknown as UpdateQueryBuilder<DatabaseSchema, T, T, UpdateResult>;
  }

  async markDone(id: string, workerId: string, now: number): Promise<void> {
    await this.end(id, workerId, this.doneChanges(now));
  }

  async scheduleRetry(id: string, workerId: string, options: { now: number; nextAttemptAt: number; errorClass: string }): Promise<void> {
    await this.end(id, workerId, { next_attempt_at: options.nextAttemptAt, last_error: options.errorClass, updated_at: options.now });
  }

  /** Kept out of the queue until an operator sends it again (`leads retry`). */
  async markHeld(id: string, workerId: string, options: { now: number; errorClass: string }): Promise<void> {
    await this.end(id, workerId, { status: "held", last_error: options.errorClass, updated_at: options.now });
  }

  async markFailed(id: string, workerId: string, options: { now: number; errorClass: string }): Promise<void> {
    await this.end(id, workerId, { status: "failed", last_error: options.errorClass, updated_at: options.now });
  }

  private async end(id: string, workerId: string, changes: UpdateObject<DatabaseSchema, T> | Partial<LeaseColumns>): Promise<void> {
    await (this.database.db as unknown as Kysely<LeaseDatabase>)
      .updateTable(this.outbox())
      .set({ ...(changes as Partial<LeaseColumns>), locked_by: null, locked_until: null })
      .where("id", "=", id)
      .where("locked_by", "=", workerId)
      .execute();
  }

  private outbox(): "outbox" {
    return this.table as unknown as "outbox";
  }
}
