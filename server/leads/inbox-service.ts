import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { type FormId, FORM_IDS, submissionSchemas } from "../../contracts/submission-schemas.ts";
import { csvText } from "../cli/csv.ts";
import { type LeadSummary, prefixEnd, searchTerms } from "../db/lead-search.ts";
import type { MailOutboxRepository, MailState } from "../db/mail-outbox-repository.ts";
import type { Database } from "../db/open-database.ts";
import type { ExpressionBuilder } from "kysely";
import { type DatabaseSchema, LEAD_STATUSES, type LeadStatus, type MailKind, type StaffRole, type SubmissionStatus } from "../db/schema.ts";
import type { ForgetTarget, SubmissionsRepository } from "../db/submissions-repository.ts";
import { resumeFile } from "../mail/lead-mail.ts";
import { type Actor, audit, type Executor } from "../staff/audit.ts";

/** Which forms' leads a role works (CONTRACT.md section 8): sales the company forms and contact, recruiters the applications. */
export const FORMS_OF_ROLE: Partial<Record<StaffRole, readonly FormId[]>> = {
  sales: ["contact", "company-recruitment", "consulting", "expert-request", "tech-services", "vma-hire", "financials"],
  recruiter: ["candidate", "contractor", "vma-application"],
};

/** The forms a member's roles allow, in the contract's order; admins see every form. */
export function formsFor(roles: readonly StaffRole[]): FormId[] {
  if (roles.includes("admin")) return [...FORM_IDS];
  const allowed = new Set(roles.flatMap((role) => FORMS_OF_ROLE[role] ?? []));
  return FORM_IDS.filter((form) => allowed.has(form));
}

/** What the list shows: `status=spam` is the spam folder; any other status is the workflow's, spam left out. */
export type InboxStatus = LeadStatus | "spam";
export const INBOX_STATUSES: readonly InboxStatus[] = [...LEAD_STATUSES, "spam"];

export interface InboxFilters {
  form?: FormId;
  status?: InboxStatus;
  q?: string;
  /** `YYYY-MM-DD`, UTC days, both included. */
  from?: string;
  to?: string;
}

export type FilterProblem = "form" | "status" | "from" | "to" | "range";

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (value: string) => {
  if (!DATE.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? undefined : ms;
};

/** The list's query parameters, checked: what is wrong is named, the rest kept. */
export function parseFilters(
  query: Record<string, string | undefined>,
  /** The forms the member may see: another form is a problem of the filter, never an empty list. */
  allowed: readonly FormId[] = FORM_IDS,
): { filters: InboxFilters; problems: FilterProblem[] } {
  const filters: InboxFilters = {};
  const problems: FilterProblem[] = [];
  const form = query.form?.trim();
  if (form) {
    if ((allowed as readonly string[]).includes(form)) filters.form = form as FormId;
    else problems.push("form");
  }
  const status = query.status?.trim();
  if (status) {
    if ((INBOX_STATUSES as readonly string[]).includes(status)) filters.status = status as InboxStatus;
    else problems.push("status");
  }
  const q = query.q?.trim();
  if (q) filters.q = q.slice(0, 200);
  for (const key of ["from", "to"] as const) {
    const value = query[key]?.trim();
    if (!value) continue;
    if (dayStart(value) === undefined) problems.push(key);
    else filters[key] = value;
  }
  if (filters.from && filters.to && filters.from > filters.to) problems.push("range");
  return { filters, problems };
}

/** Where a page of the list starts: after the lead with this time and id (keyset pagination). */
export interface Cursor {
  createdAt: number;
  id: string;
}

export const encodeCursor = (cursor: Cursor) => `${cursor.createdAt}.${cursor.id}`;
export function decodeCursor(value: string | undefined): Cursor | undefined {
  const match = /^(\d{1,15})\.([0-9a-f-]{1,64})$/.exec(value ?? "");
  return match ? { createdAt: Number(match[1]), id: match[2] ?? "" } : undefined;
}

/** A row of the list. */
export interface InboxRow {
  id: string;
  form: FormId;
  leadStatus: LeadStatus;
  delivery: SubmissionStatus;
  createdAt: number;
  assigneeId: string | null;
  summary: LeadSummary;
  /** A held or failed relay or e-mail: shown beside the status, not mixed with it. */
  deliveryProblem: boolean;
}

export interface LeadNote {
  id: string;
  at: number;
  author: string;
  text: string;
}

export interface LeadDetail extends InboxRow {
  payload: Record<string, unknown>;
  attempts: number;
  deliveredAt: number | null;
  lastError: string | null;
  spamReason: string | null;
  consent: { accepted: boolean; at: number; language: string; policyVersion: string };
  mail: MailState[];
  notes: LeadNote[];
}

export const PAGE_SIZE = 50;
/** New leads per form are counted up to this many; the page shows one less and a plus ("999+"). */
export const NEW_COUNT_CAP = 1000;
/** A search word with more leads than this is checked lead by lead along the list's order rather than collected first. */
const COMMON_TERM = 500;
export const NOTE_MAX = 4000;

/** Refused: the lead is not one of the member's forms, or does not exist (the same answer, so nobody learns which). */
export class LeadNotFound extends Error {
  override name = "LeadNotFound";
}

export class LeadActionError extends Error {
  override name = "LeadActionError";
  constructor(readonly code: "note_empty" | "note_long" | "status" | "assignee" | "not_spam" | "is_spam" | "nothing_to_retry") {
    super(code);
  }
}

const LIST_COLUMNS = ["id", "form", "lead_status", "status", "created_at", "assignee_id", "lead_summary"] as const;
const EMPTY_SUMMARY: LeadSummary = { name: "", company: "", email: "", phone: "" };
const summaryOf = (text: string | null): LeadSummary => {
  try {
    return { ...EMPTY_SUMMARY, ...(JSON.parse(text ?? "{}") as Partial<LeadSummary>) };
  } catch {
    return EMPTY_SUMMARY;
  }
};
const isProblem = (status: string) => status === "held" || status === "failed";

let noteSequence = 0;
const noteId = (now: number) =>
  `${now.toString(16).padStart(12, "0")}-${(noteSequence++ % 0xffffff).toString(16).padStart(6, "0")}-${Math.random().toString(16).slice(2, 10)}`;

/**
 * The leads inbox's one implementation of each action (docs/decisions/0043-leads-inbox.md): the staff
 * pages and the operator's CLI (`leads retry`, `release`, `forget`, `export`) call the same methods.
 * Every method is given the forms the caller may see (undefined: all, the CLI); a lead of another
 * form is `LeadNotFound`. Each change writes its audit row, by id only, in the change's transaction.
 */
export class InboxService {
  constructor(
    private readonly database: Database,
    private readonly submissions: SubmissionsRepository,
    private readonly mailOutbox: MailOutboxRepository,
    private readonly options: {
      /** The e-mails a lead released from spam gets, as if it had just arrived. */
      mailFor: (form: FormId, payload: Record<string, unknown>) => readonly MailKind[];
      now?: () => number;
      /** A search word with more leads than this is a common one (COMMON_TERM unless told; a test makes it small). */
      commonTerm?: number;
    },
  ) {}

  private get db() {
    return this.database.db;
  }

  private get commonTerm() {
    return this.options.commonTerm ?? COMMON_TERM;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The base query of the list and the export: the member's forms and the filters, newest first. */
  private filtered(forms: readonly FormId[], filters: InboxFilters, common: ReadonlySet<string> = new Set()) {
    // The member's forms as the forms they may not see: `form in (…)` would tempt a planner to read every lead of those
    // forms and sort them, where walking the (created_at, id) index newest first stops after a page.
    const others = FORM_IDS.filter((form) => !forms.includes(form));
    let query = this.db.selectFrom("submissions");
    if (forms.length === 0) query = query.where("form", "=", "-" as FormId);
    else if (others.length > 0) query = query.where("form", "not in", others);
    if (filters.form) query = query.where("form", "=", filters.form);
    if (filters.status === "spam") query = query.where("status", "=", "spam");
    else {
      query = query.where("status", "!=", "spam");
      if (filters.status) query = query.where("lead_status", "=", filters.status);
    }
    const from = filters.from ? dayStart(filters.from) : undefined;
    const to = filters.to ? dayStart(filters.to) : undefined;
    if (from !== undefined) query = query.where("created_at", ">=", from);
    if (to !== undefined) query = query.where("created_at", "<", to + DAY_MS);
    // Each word of the search: a prefix of one of the lead's tokens, on lead_search's index. A rare word drives the
    // query (its few leads, then sorted); a common one (a surname many share) is checked lead by lead while the
    // (created_at, id) index is walked newest first, which stops after a page.
    for (const term of searchTerms(filters.q ?? "")) {
      const tokens = (eb: ExpressionBuilder<DatabaseSchema, "submissions">) =>
        eb.selectFrom("lead_search").select("lead_search.submission_id").where("token", ">=", term).where("token", "<", prefixEnd(term));
      query = common.has(term)
        ? query.where((eb) => eb.exists(tokens(eb).whereRef("lead_search.submission_id", "=", "submissions.id")))
        : query.where("id", "in", tokens);
    }
    return query;
  }

  /** The words of a search that more than COMMON_TERM leads have: counted on the index, never past that. */
  private async commonTerms(filters: InboxFilters): Promise<Set<string>> {
    const common = new Set<string>();
    for (const term of searchTerms(filters.q ?? "")) {
      const { count } = await this.db
        .selectFrom((eb) =>
          eb
            .selectFrom("lead_search")
            .select("submission_id")
            .where("token", ">=", term)
            .where("token", "<", prefixEnd(term))
            .limit(this.commonTerm + 1)
            .as("found"),
        )
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) > this.commonTerm) common.add(term);
    }
    return common;
  }

  private keyset<Q extends ReturnType<InboxService["filtered"]>>(query: Q, after: Cursor | undefined): Q {
    if (!after) return query;
    return query.where((eb) =>
      eb.or([eb("created_at", "<", after.createdAt), eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)])]),
    ) as Q;
  }

  /** The SQL of the list's page, for the EXPLAIN check (server/leads/inbox-service.test.ts). */
  listQuery(forms: readonly FormId[], filters: InboxFilters, after?: Cursor, common: ReadonlySet<string> = new Set(), limit = PAGE_SIZE) {
    return this.keyset(this.filtered(forms, filters, common), after)
      .select(LIST_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1);
  }

  /** One page of the list, newest first, and where the next page starts. */
  async list(forms: readonly FormId[], filters: InboxFilters, after?: Cursor): Promise<{ rows: InboxRow[]; next?: Cursor }> {
    const found = await this.listQuery(forms, filters, after, await this.commonTerms(filters)).execute();
    const page = found.slice(0, PAGE_SIZE);
    const mail = await this.mailOutbox.statesOf(page.map((row) => row.id));
    const rows = page.map((row) => ({
      id: row.id,
      form: row.form,
      leadStatus: row.lead_status,
      delivery: row.status,
      createdAt: Number(row.created_at),
      assigneeId: row.assignee_id,
      summary: summaryOf(row.lead_summary),
      deliveryProblem: isProblem(row.status) || (mail.get(row.id) ?? []).some((state) => isProblem(state.status)),
    }));
    const last = rows.at(-1);
    return { rows, next: found.length > PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : undefined };
  }

  /** New leads (spam aside) per form, of the member's forms only. */
  async newCounts(forms: readonly FormId[]): Promise<Partial<Record<FormId, number>>> {
    // Each form's count stops at NEW_COUNT_CAP (shown as "999+"): a few index entries per form, whatever the table holds.
    const counted = await Promise.all(
      forms.map(async (form) => {
        const row = await this.db
          .selectFrom((eb) =>
            eb
              .selectFrom("submissions")
              .select("id")
              .where("lead_status", "=", "new")
              .where("form", "=", form)
              .where("status", "!=", "spam")
              .limit(NEW_COUNT_CAP)
              .as("found"),
          )
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow();
        return [form, Number(row.count)] as const;
      }),
    );
    return Object.fromEntries(counted) as Partial<Record<FormId, number>>;
  }

  /** A lead of the given forms, or LeadNotFound. */
  private async row(executor: Executor, id: string, forms: readonly FormId[] | undefined) {
    const row = await executor.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || (forms && !forms.includes(row.form))) throw new LeadNotFound();
    return row;
  }

  /** Everything about one lead; the view is audited. */
  async lead(id: string, forms: readonly FormId[] | undefined, actor: Actor): Promise<LeadDetail> {
    const row = await this.row(this.db, id, forms);
    await audit.record(this.db, { actor, action: "lead.viewed", object: { type: "lead", id } }, this.now());
    const mail = (await this.mailOutbox.statesOf([id])).get(id) ?? [];
    const notes = await this.db
      .selectFrom("lead_notes")
      .select(["id", "at", "author", "text"])
      .where("submission_id", "=", id)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(row.body) as Record<string, unknown>;
    } catch {}
    return {
      id: row.id,
      form: row.form,
      leadStatus: row.lead_status,
      delivery: row.status,
      createdAt: Number(row.created_at),
      assigneeId: row.assignee_id,
      summary: summaryOf(row.lead_summary),
      deliveryProblem: isProblem(row.status) || mail.some((state) => isProblem(state.status)),
      payload,
      attempts: row.attempts,
      deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
      lastError: row.last_error,
      spamReason: row.spam_reason,
      consent: {
        accepted: row.consent_accepted === 1,
        at: Number(row.consent_at),
        language: row.consent_language,
        policyVersion: row.consent_policy_version,
      },
      mail,
      notes: notes.map((note) => ({ id: note.id, at: Number(note.at), author: note.author, text: note.text })),
    };
  }

  /** The lead's resume as its file; the download is audited. Undefined when it has none (or it was purged). */
  async resume(id: string, forms: readonly FormId[] | undefined, actor: Actor) {
    const row = await this.row(this.db, id, forms);
    const file = resumeFile(id, JSON.parse(row.body) as Record<string, unknown>);
    if (!file?.content) return undefined;
    await audit.record(this.db, { actor, action: "lead.resume_downloaded", object: { type: "lead", id } }, this.now());
    return { filename: file.filename, type: file.type, content: file.content };
  }

  async setStatus(id: string, forms: readonly FormId[] | undefined, status: string, actor: Actor): Promise<LeadStatus> {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new LeadActionError("status");
    const next = status as LeadStatus;
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, forms);
      if (row.lead_status === next) return;
      await trx.updateTable("submissions").set({ lead_status: next, updated_at: now }).where("id", "=", id).execute();
      await audit.record(
        trx,
        { actor, action: "lead.status_changed", object: { type: "lead", id }, detail: { from: row.lead_status, to: next } },
        now,
      );
    });
    return next;
  }

  async addNote(id: string, forms: readonly FormId[] | undefined, text: string, actor: Actor): Promise<LeadNote> {
    const trimmed = text.replace(/\r\n?/g, "\n").trim();
    if (trimmed === "") throw new LeadActionError("note_empty");
    if (trimmed.length > NOTE_MAX) throw new LeadActionError("note_long");
    const now = this.now();
    const note: LeadNote = { id: noteId(now), at: now, author: actor.label, text: trimmed };
    await this.db.transaction().execute(async (trx) => {
      await this.row(trx, id, forms);
      await trx
        .insertInto("lead_notes")
        .values({ id: note.id, submission_id: id, at: now, author_id: actor.id, author: actor.label, text: trimmed })
        .execute();
      await audit.record(trx, { actor, action: "lead.note_added", object: { type: "lead", id }, detail: { note: note.id } }, now);
    });
    return note;
  }

  /** Gives the lead to a member who may see it (or to nobody: an empty id). */
  async assign(id: string, forms: readonly FormId[] | undefined, memberId: string, actor: Actor): Promise<string | null> {
    const now = this.now();
    const assignee = memberId.trim() === "" ? null : memberId.trim();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, forms);
      if (assignee !== null) {
        const member = await trx.selectFrom("staff_members").select(["id", "roles"]).where("id", "=", assignee).executeTakeFirst();
        const roles = (member?.roles ?? "").split(",").filter(Boolean) as StaffRole[];
        if (!member || !formsFor(roles).includes(row.form)) throw new LeadActionError("assignee");
      }
      if (row.assignee_id === assignee) return;
      await trx.updateTable("submissions").set({ assignee_id: assignee, updated_at: now }).where("id", "=", id).execute();
      await audit.record(trx, { actor, action: "lead.assigned", object: { type: "lead", id }, detail: { assignee: assignee ?? "" } }, now);
    });
    return assignee;
  }

  /** Sets a lead aside as spam: out of the list, into the spam folder; its unsent e-mails are not sent. */
  async markSpam(id: string, forms: readonly FormId[] | undefined, actor: Actor): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, forms);
      if (row.status === "spam") throw new LeadActionError("is_spam");
      await trx
        .updateTable("submissions")
        .set({ status: "spam", spam_reason: row.spam_reason ?? "staff", locked_by: null, locked_until: null, updated_at: now })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("mail_outbox").where("submission_id", "=", id).where("status", "!=", "sent").execute();
      await audit.record(trx, { actor, action: "lead.marked_spam", object: { type: "lead", id } }, now);
    });
  }

  /** A lead set aside as spam that a person judged real: relayed and mailed as if it had just arrived (`leads release`). */
  async release(id: string, forms: readonly FormId[] | undefined, actor: Actor): Promise<boolean> {
    if (forms) await this.row(this.db, id, forms);
    const now = this.now();
    return this.submissions.release(
      id,
      now,
      (form, body) => this.options.mailFor(form, JSON.parse(body) as Record<string, unknown>),
      (trx) => audit.record(trx, { actor, action: "lead.released", object: { type: "lead", id } }, now),
    );
  }

  /** Sends a lead again: its relay if it failed or was held, and its held or failed e-mails (`leads retry`). */
  async retry(id: string, forms: readonly FormId[] | undefined, actor: Actor): Promise<{ queued: boolean; mails: number }> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("submissions").select(["form"]).where("id", "=", id).executeTakeFirst();
      if (forms && (!row || !forms.includes(row.form))) throw new LeadNotFound();
      const requeue = { next_attempt_at: now, first_attempt_at: null, locked_by: null, locked_until: null, updated_at: now };
      const queued = await trx
        .updateTable("submissions")
        .set({ status: "pending", ...requeue })
        .where("id", "=", id)
        .where("status", "in", ["failed", "held", "pending"])
        .executeTakeFirst();
      const mails = await trx
        .updateTable("mail_outbox")
        .set({ status: "pending", ...requeue })
        .where("submission_id", "=", id)
        .where("status", "in", ["held", "failed"])
        .executeTakeFirst();
      const result = { queued: Number(queued.numUpdatedRows) > 0, mails: Number(mails.numUpdatedRows) };
      if (result.queued || result.mails > 0)
        await audit.record(trx, { actor, action: "lead.retried", object: { type: "lead", id }, detail: { mails: result.mails } }, now);
      return result;
    });
  }

  /**
   * Erases one lead, or every lead of the person who sent it (by their e-mail, else their phone), of the
   * forms given (`leads forget`). The audit row names the lead the erasure was asked from and how many went.
   */
  async forget(target: ForgetTarget | { personOf: string }, forms: readonly FormId[] | undefined, actor: Actor): Promise<number> {
    let by: ForgetTarget = target as ForgetTarget;
    let objectId: string | undefined = "id" in target ? target.id : undefined;
    if ("personOf" in target) {
      const row = await this.row(this.db, target.personOf, forms);
      objectId = row.id;
      by = row.subject_email ? { email: row.subject_email } : row.subject_phone ? { phone: row.subject_phone } : { id: row.id };
    } else if ("id" in target && forms) await this.row(this.db, target.id, forms);
    const now = this.now();
    return this.submissions.forget(by, {
      forms,
      inTransaction: async (trx, ids) => {
        await audit.record(
          trx,
          {
            actor,
            action: "lead.erased",
            object: objectId ? { type: "lead", id: objectId } : undefined,
            detail: {
              count: ids.length,
              scope: "personOf" in target ? "person" : "id" in target ? "lead" : "id" in by ? "lead" : "person",
            },
          },
          now,
        );
      },
    });
  }

  /** The payload fields of some forms, each once, in the forms' order: the export's columns. */
  static payloadColumns(forms: readonly FormId[]): string[] {
    const columns = new Set<string>();
    for (const form of forms)
      for (const key of Object.keys(submissionSchemas[form].entries)) if (key !== "candidateResume") columns.add(key);
    return [...columns];
  }

  /**
   * The list's leads (every page) as UTF-8 CSV, streamed a few rows at a time: a header row, one row per
   * lead, every payload field its own column, formula-looking cells neutralised, resumes never included.
   * The export is audited with its filters (never the search's words).
   */
  async exportCsv(forms: readonly FormId[], filters: InboxFilters, actor: Actor): Promise<Readable> {
    await audit.record(
      this.db,
      {
        actor,
        action: "lead.exported",
        detail: {
          forms: filters.form ? [filters.form] : [...forms],
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
          ...(filters.q ? { search: true } : {}),
        },
      },
      this.now(),
    );
    const payloadColumns = InboxService.payloadColumns(filters.form ? [filters.form] : forms);
    const header = [
      "id",
      "form",
      "status",
      "delivery",
      "created_at",
      "assignee_id",
      "consent_accepted",
      "consent_at",
      "consent_language",
      "consent_policy_version",
      ...payloadColumns,
    ];
    const self = this;
    const common = await this.commonTerms(filters);
    async function* rows() {
      let after: Cursor | undefined;
      for (;;) {
        const page = await self
          .keyset(self.filtered(forms, filters, common), after)
          .select([
            "id",
            "form",
            "lead_status",
            "status",
            "created_at",
            "assignee_id",
            "consent_accepted",
            "consent_at",
            "consent_language",
            "consent_policy_version",
            "body",
          ])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(100)
          .execute();
        for (const row of page) {
          let payload: Record<string, unknown> = {};
          try {
            payload = JSON.parse(row.body) as Record<string, unknown>;
          } catch {}
          yield [
            row.id,
            row.form,
            row.lead_status,
            row.status,
            new Date(Number(row.created_at)).toISOString(),
            row.assignee_id,
            row.consent_accepted === 1,
            new Date(Number(row.consent_at)).toISOString(),
            row.consent_language,
            row.consent_policy_version,
            ...payloadColumns.map((column) => payload[column]),
          ].map(csvText);
        }
        const last = page.at(-1);
        if (!last || page.length < 100) return;
        after = { createdAt: Number(last.created_at), id: last.id };
      }
    }
    return Readable.from(rows()).pipe(stringify({ header: true, columns: header, record_delimiter: "windows", bom: true }));
  }
}
