import { createWriteStream, fchmodSync, fstatSync, openSync, type WriteStream } from "node:fs";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import { isFormId } from "../../contracts/submission-schemas.ts";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "../db/schema.ts";
import type { MailOutboxRepository, MailState } from "../db/mail-outbox-repository.ts";
import type { SubmissionRow, SubmissionsRepository } from "../db/submissions-repository.ts";
import { UsageError } from "./command-line.ts";
import { csvText } from "./csv.ts";
import type { InboxService } from "../leads/inbox-service.ts";
import { CLI_ACTOR } from "../staff/audit.ts";

export type Write = (text: string) => void;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseStatus(value: string | undefined): SubmissionStatus | undefined {
  if (value === undefined) return undefined;
  if (!(SUBMISSION_STATUSES as readonly string[]).includes(value))
    throw new UsageError(`--status must be one of ${SUBMISSION_STATUSES.join(", ")}`);
  return value as SubmissionStatus;
}

/** The payload, with a resume's base64 replaced by its size unless files are asked for. */
function payloadOf(row: SubmissionRow, includeFiles: boolean): Record<string, unknown> {
  const payload = JSON.parse(row.body) as Record<string, unknown>;
  const resume = payload.candidateResume as { $content?: unknown } | undefined;
  if (!includeFiles && resume && typeof resume.$content === "string") {
    payload.candidateResume = {
      ...resume,
      $content: `[${Math.floor((resume.$content.length * 3) / 4)} bytes omitted; use --with-resumes]`,
    };
  }
  return payload;
}

function mailRecord(state: MailState) {
  return {
    to: state.kind,
    status: state.status,
    attempts: state.attempts,
    sentAt: iso(state.sentAt),
    nextAttemptAt: state.status === "pending" ? iso(state.nextAttemptAt) : null,
    lastError: state.lastError,
  };
}

/** `company sent, visitor pending (smtp_451)`: a lead's e-mails in a list's cell. */
function mailCell(states: MailState[] | undefined): string {
  return (states ?? []).map((state) => `${state.kind} ${state.status}${state.lastError ? ` (${state.lastError})` : ""}`).join(", ");
}

function record(row: SubmissionRow, includeFiles: boolean) {
  return {
    id: row.id,
    form: row.form,
    status: row.status,
    createdAt: iso(row.created_at),
    deliveredAt: iso(row.delivered_at),
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? iso(row.next_attempt_at) : null,
    lastError: row.last_error,
    spamReason: row.spam_reason,
    consent: {
      accepted: row.consent_accepted === 1,
      at: iso(row.consent_at),
      formId: row.form,
      language: row.consent_language,
      policyVersion: row.consent_policy_version,
    },
    payload: payloadOf(row, includeFiles),
  };
}

export async function listLeads(
  submissions: SubmissionsRepository,
  write: Write,
  options: { status?: string; form?: string; limit?: number; mail?: MailOutboxRepository },
): Promise<void> {
  if (options.form !== undefined && !isFormId(options.form)) throw new UsageError(`unknown form ${options.form}`);
  const rows = await submissions.list({
    status: parseStatus(options.status),
    form: options.form !== undefined && isFormId(options.form) ? options.form : undefined,
    limit: options.limit ?? 50,
  });
  const counts = await submissions.countByStatus();
  write(
    `${Object.entries(counts)
      .map(([status, count]) => `${status}: ${count}`)
      .join("  ")}\n\n`,
  );
  const mail = (await options.mail?.statesOf(rows.map((row) => row.id))) ?? new Map<string, MailState[]>();
  const header = ["id", "form", "status", "attempts", "created", "last error", "e-mail"];
  const lines = rows.map((row) => [
    row.id,
    row.form,
    row.status,
    String(row.attempts),
    iso(row.created_at) ?? "",
    row.last_error ?? "",
    mailCell(mail.get(row.id)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  for (const line of [header, ...lines])
    write(
      `${line
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd()}\n`,
    );
}

export async function showLead(
  submissions: SubmissionsRepository,
  write: Write,
  id: string,
  includeFiles = false,
  mail?: MailOutboxRepository,
): Promise<boolean> {
  const row = await submissions.find(id);
  if (!row) return false;
  const states = (await mail?.statesOf([id]))?.get(id) ?? [];
  write(`${JSON.stringify({ ...record(row, includeFiles), mail: states.map(mailRecord) }, null, 2)}\n`);
  return true;
}

/** One lead sent again: its delivery if it failed or was held, and its e-mails that were held or failed (the inbox's retry). */
export async function retryLead(inbox: InboxService, write: Write, id: string): Promise<boolean> {
  const { queued, mails } = await inbox.retry(id, undefined, CLI_ACTOR);
  if (!queued && mails === 0) {
    write(`no failed, held or pending submission or e-mail ${id}\n`);
    return false;
  }
  write(`${id} queued again${mails > 0 ? ` (${mails} e-mails)` : ""}\n`);
  return true;
}

/**
 * A lead set aside as spam that a person judged real: relayed and mailed as
 * if it had just arrived, its e-mails queued with it (the inbox's release).
 */
export async function releaseLead(inbox: InboxService, write: Write, id: string): Promise<boolean> {
  const released = await inbox.release(id, undefined, CLI_ACTOR);
  write(released ? `${id} released: it will be relayed and mailed\n` : `no spam submission ${id}\n`);
  return released;
}

const CSV_COLUMNS = [
  "id",
  "form",
  "status",
  "created_at",
  "delivered_at",
  "attempts",
  "last_error",
  "spam_reason",
  "consent_accepted",
  "consent_at",
  "consent_language",
  "consent_policy_version",
  "payload",
];

/**
 * Where `export --output` writes: a file only its owner may read or write
 * (0600), an existing one included (its mode is changed before anything is
 * written), since an export holds every lead's personal data. A device or a
 * pipe (`/dev/null`, `/dev/stdout`) keeps its mode: it is no file that stays.
 */
export function openPrivateFile(file: string): WriteStream {
  const fd = openSync(file, "w", 0o600);
  if (fstatSync(fd).isFile()) fchmodSync(fd, 0o600);
  return createWriteStream(file, { fd });
}

/**
 * Streams every submission as CSV or JSON: rows are read a few at a time and
 * written as the output takes them (`write` may return a promise to hold the
 * next row back), so memory stays flat however large the table. Resumes are
 * left out unless `includeFiles`.
 */
export async function exportLeads(
  submissions: SubmissionsRepository,
  write: (text: string) => void | Promise<void>,
  options: { format: string; status?: string; includeFiles?: boolean },
): Promise<number> {
  if (options.format !== "csv" && options.format !== "json") throw new UsageError("--format must be csv or json");
  const status = parseStatus(options.status);
  const includeFiles = options.includeFiles ?? false;
  let count = 0;
  async function* entries() {
    for await (const row of submissions.all({ status })) {
      count += 1;
      yield record(row, includeFiles);
    }
  }
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      Promise.resolve(write(String(chunk))).then(() => done(), done);
    },
  });

  if (options.format === "csv") {
    const cells = Readable.from(entries()).map((entry: ReturnType<typeof record>) =>
      [
        entry.id,
        entry.form,
        entry.status,
        entry.createdAt,
        entry.deliveredAt,
        entry.attempts,
        entry.lastError,
        entry.spamReason,
        entry.consent.accepted,
        entry.consent.at,
        entry.consent.language,
        entry.consent.policyVersion,
        JSON.stringify(entry.payload),
      ].map(csvText),
    );
    await pipeline(cells, stringify({ header: true, columns: CSV_COLUMNS, record_delimiter: "windows" }), sink);
  } else {
    async function* json() {
      let first = true;
      yield "[";
      for await (const entry of entries()) {
        yield `${first ? "\n" : ",\n"}${JSON.stringify(entry)}`;
        first = false;
      }
      yield "\n]\n";
    }
    await pipeline(Readable.from(json()), sink);
  }
  return count;
}

/** Sends held submissions (of one form, or all) again, once the operator has fixed their upstream. */
export async function retryHeldLeads(
  submissions: SubmissionsRepository,
  write: Write,
  options: { form?: string; mail?: MailOutboxRepository },
): Promise<number> {
  if (options.form !== undefined && !isFormId(options.form)) throw new UsageError(`unknown form ${options.form}`);
  const form = options.form !== undefined && isFormId(options.form) ? options.form : undefined;
  const now = Date.now();
  const queued = await submissions.retryHeld(now, form);
  const mails = (await options.mail?.retry(now, { status: "held", form })) ?? 0;
  write(`${queued} held submissions queued again${options.mail ? `, ${mails} held e-mails` : ""}\n`);
  return queued;
}
