import type { Kysely, Transaction } from "kysely";
import { randomBytes } from "node:crypto";
import type { DatabaseSchema } from "../db/schema.ts";

/** The database or a transaction: an audit row is written in the same transaction as the change it records. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Who did it: a signed-in member, the operator's command line, or someone not signed in. */
export interface Actor {
  id: string | null;
  /** The member's address, `cli`, or `anonymous`. */
  label: string;
}

export const CLI_ACTOR: Actor = { id: null, label: "cli" };
export const ANONYMOUS: Actor = { id: null, label: "anonymous" };

/**
 * What the log records. Later sections add theirs (lead viewed, status change, export, erasure,
 * publish, restore, settings change); the log shows any action by its name.
 */
export type AuditAction =
  | "sign_in"
  | "sign_in.failed"
  | "sign_in.link_requested"
  | "sign_out"
  | "sign_out.everywhere"
  | "member.invited"
  | "member.link_issued"
  | "member.roles_changed"
  | "member.removed"
  | "passkey.added"
  | "passkey.renamed"
  | "passkey.removed"
  | (string & {});

export interface AuditEntry {
  actor: Actor;
  action: AuditAction;
  /** The object by its id (a member, a passkey, later a lead): never its personal data. */
  object?: { type: string; id: string };
  /** A few words: roles, a reason, a method. Never a lead's data. */
  detail?: Record<string, string | number | boolean | readonly string[]>;
}

export interface AuditRow {
  id: string;
  at: number;
  actorId: string | null;
  actor: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  detail: Record<string, unknown> | null;
}

let lastMs = 0;
let sequence = 0;
/** Ids that sort as the rows were written, within one millisecond too: the time, a counter, then chance. */
function auditId(now: number): string {
  if (now === lastMs) sequence += 1;
  else {
    lastMs = now;
    sequence = 0;
  }
  return `${Math.max(0, now).toString(16).padStart(12, "0")}-${sequence.toString(16).padStart(6, "0")}-${randomBytes(5).toString("hex")}`;
}

export const audit = {
  /** Writes one row through `executor`: pass the transaction of the change, so that no change goes unrecorded. */
  async record(executor: Executor, entry: AuditEntry, now = Date.now()): Promise<void> {
    await executor
      .insertInto("audit_log")
      .values({
        id: auditId(now),
        at: now,
        actor_id: entry.actor.id,
        actor: entry.actor.label,
        action: entry.action,
        object_type: entry.object?.type ?? null,
        object_id: entry.object?.id ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  },

  /** One page of the log, newest first, and whether there is an older page. */
  async page(executor: Executor, { page, perPage }: { page: number; perPage: number }): Promise<{ rows: AuditRow[]; more: boolean }> {
    const rows = await executor
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(perPage + 1)
      .offset(Math.max(0, page - 1) * perPage)
      .execute();
    return {
      more: rows.length > perPage,
      rows: rows.slice(0, perPage).map((row) => ({
        id: row.id,
        at: Number(row.at),
        actorId: row.actor_id,
        actor: row.actor,
        action: row.action,
        objectType: row.object_type,
        objectId: row.object_id,
        detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
      })),
    };
  },

  /** Deletes the rows older than `before`; answers how many. */
  async prune(executor: Executor, before: number): Promise<number> {
    const result = await executor.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
