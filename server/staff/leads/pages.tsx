/** @jsxImportSource hono/jsx */
import type { FormId } from "../../../contracts/form-ids.ts";
import { LEAD_STATUSES } from "../../db/schema.ts";
import {
  type FilterProblem,
  INBOX_STATUSES,
  NEW_COUNT_CAP,
  type InboxFilters,
  type InboxRow,
  type LeadDetail,
  encodeCursor,
  type Cursor,
} from "../../leads/inbox-service.ts";
import { formTitle, leadFields, resumeFile } from "../../mail/lead-mail.ts";
import type { StaffKey } from "../copy.ts";
import { formatTime, Layout, Notice, type PageFrame } from "../layout.tsx";
import type { Member } from "../staff-service.ts";

export const INBOX_SCRIPT = "/staff/assets/inbox.js";

const statusKey = (status: string) => `leads.statuses.${status}` as StaffKey;
const deliveryKey = (status: string) => `leads.delivery.${status}` as StaffKey;

/** `?form=…&status=…`: the filters as the list's query, for links that keep them. */
export function filterQuery(filters: InboxFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of ["form", "status", "q", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

function StatusBadge({ frame, status }: { frame: PageFrame; status: string }) {
  return <span class={`badge badge-${status}`}>{frame.t(statusKey(status))}</span>;
}

function DeliveryFlag({ frame, row }: { frame: PageFrame; row: InboxRow }) {
  const { t } = frame;
  if (row.deliveryProblem) return <span class="flag flag-problem">⚠ {t("leads.deliveryProblem")}</span>;
  return <span class="flag">{t(deliveryKey(row.delivery))}</span>;
}

export function LeadsPage({
  frame,
  forms,
  filters,
  problems,
  rows,
  next,
  after,
  counts,
  members,
  erased,
}: {
  frame: PageFrame;
  /** How many leads an erasure just removed (`?erased=<n>`). */
  erased?: string;
  forms: readonly FormId[];
  filters: InboxFilters;
  problems: FilterProblem[];
  rows: InboxRow[];
  next?: Cursor;
  after?: Cursor;
  counts: Partial<Record<FormId, number>>;
  members: Map<string, Member>;
}) {
  const { t, language } = frame;
  const raw = filters as Record<string, string | undefined>;
  return (
    <Layout frame={frame} title={t("leads.title")} script="inbox">
      <h1>{t("leads.title")}</h1>
      <p class="lead">{t("leads.lead")}</p>
      <section aria-labelledby="new-counts" class="counts">
        <h2 id="new-counts" class="sr-only">
          {t("leads.newCounts")}
        </h2>
        <ul data-new-counts aria-live="polite">
          {forms.map((form) => (
            <li key={form}>
              <a href={`/staff/leads?form=${form}&status=new`} class={(counts[form] ?? 0) > 0 ? "count has-new" : "count"}>
                <span class="count-form">{formTitle(form, language)}</span>
                <span class="count-number" data-form={form}>
                  {t("leads.newCount", {
                    count: (counts[form] ?? 0) >= NEW_COUNT_CAP ? `${NEW_COUNT_CAP - 1}+` : (counts[form] ?? 0),
                  })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {erased !== undefined && /^\d+$/.test(erased) ? <Notice kind="ok">{t("leads.done.erased", { count: erased })}</Notice> : null}
      {problems.length > 0 ? (
        <Notice kind="error">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{t(`leads.problems.${problem}` as StaffKey)}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <search class="filters-wrap" aria-label={t("leads.filters")}>
        <form method="get" action="/staff/leads" class="filters card">
          <div class="field">
            <label for="f-q">{t("leads.search")}</label>
            <input id="f-q" name="q" type="search" value={raw.q ?? ""} placeholder={t("leads.searchHint")} />
          </div>
          <div class="field">
            <label for="f-form">{t("leads.form")}</label>
            <select id="f-form" name="form">
              <option value="">{t("leads.anyForm")}</option>
              {forms.map((form) => (
                <option key={form} value={form} selected={filters.form === form}>
                  {formTitle(form, language)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="f-status">{t("leads.status")}</label>
            <select id="f-status" name="status">
              <option value="">{t("leads.anyStatus")}</option>
              {INBOX_STATUSES.map((status) => (
                <option key={status} value={status} selected={filters.status === status}>
                  {t(statusKey(status))}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="f-from">{t("leads.from")}</label>
            <input
              id="f-from"
              name="from"
              type="date"
              value={raw.from ?? ""}
              aria-invalid={problems.includes("from") ? "true" : undefined}
            />
          </div>
          <div class="field">
            <label for="f-to">{t("leads.to")}</label>
            <input id="f-to" name="to" type="date" value={raw.to ?? ""} aria-invalid={problems.includes("to") ? "true" : undefined} />
          </div>
          <div class="filter-actions">
            <button type="submit">{t("leads.apply")}</button>
            <a href="/staff/leads">{t("leads.clear")}</a>
            <a class="button secondary" href={`/staff/leads/export.csv${filterQuery(filters)}`} download>
              {t("leads.export")}
            </a>
          </div>
        </form>
      </search>
      {rows.length === 0 ? (
        <p class="card">{t("leads.empty")}</p>
      ) : (
        <section class="table-wrap" aria-label={t("leads.results")} tabindex={0}>
          <table class="leads">
            <thead>
              <tr>
                <th scope="col">{t("leads.columns.status")}</th>
                <th scope="col">{t("leads.columns.who")}</th>
                <th scope="col">{t("leads.columns.form")}</th>
                <th scope="col">{t("leads.columns.contact")}</th>
                <th scope="col">{t("leads.columns.received")}</th>
                <th scope="col">{t("leads.columns.assignee")}</th>
                <th scope="col">{t("leads.columns.delivery")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const assignee = row.assigneeId ? members.get(row.assigneeId) : undefined;
                return (
                  <tr key={row.id} class={row.leadStatus === "new" && row.delivery !== "spam" ? "is-new" : undefined}>
                    <td data-label={t("leads.columns.status")}>
                      <StatusBadge frame={frame} status={row.delivery === "spam" ? "spam" : row.leadStatus} />
                    </td>
                    <td data-label={t("leads.columns.who")}>
                      <a class="lead-link" href={`/staff/leads/${row.id}`}>
                        {row.summary.name || row.summary.email || row.id}
                      </a>
                      {row.summary.company ? <span class="sub">{row.summary.company}</span> : null}
                    </td>
                    <td data-label={t("leads.columns.form")}>{formTitle(row.form, language)}</td>
                    <td data-label={t("leads.columns.contact")}>
                      {row.summary.email ? <span class="sub-strong">{row.summary.email}</span> : null}
                      {row.summary.phone ? <span class="sub">{row.summary.phone}</span> : null}
                    </td>
                    <td data-label={t("leads.columns.received")}>
                      <time datetime={new Date(row.createdAt).toISOString()}>{formatTime(language, row.createdAt)}</time>
                    </td>
                    <td data-label={t("leads.columns.assignee")}>
                      {assignee ? (assignee.name ?? assignee.email) : <span class="muted">{t("leads.nobody")}</span>}
                    </td>
                    <td data-label={t("leads.columns.delivery")}>
                      <DeliveryFlag frame={frame} row={row} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <nav class="pager" aria-label={t("audit.pagination")}>
        {after ? <a href={`/staff/leads${filterQuery(filters)}`}>{t("leads.newest")}</a> : null}
        {next ? <a href={`/staff/leads${filterQuery(filters, { after: encodeCursor(next) })}`}>{t("leads.older")}</a> : null}
      </nav>
    </Layout>
  );
}

export function LeadPage({
  frame,
  lead,
  members,
  assignable,
  notice,
}: {
  frame: PageFrame;
  lead: LeadDetail;
  members: Map<string, Member>;
  /** The members who may work this lead's form. */
  assignable: Member[];
  notice?: { kind: "ok" | "error"; text: string };
}) {
  const { t, language } = frame;
  const title = lead.summary.name || lead.summary.email || lead.id;
  const action = (verb: string) => `/staff/leads/${lead.id}/${verb}`;
  const fields = leadFields(lead.form, lead.payload, language);
  const resume = resumeFile(lead.id, lead.payload);
  const spam = lead.delivery === "spam";
  const mailOf = (kind: "company" | "visitor") => lead.mail.find((state) => state.kind === kind);
  const languageName =
    lead.consent.language === "en" || lead.consent.language === "es"
      ? t(`leads.languages.${lead.consent.language}`)
      : lead.consent.language;
  const canRetry =
    lead.delivery === "held" ||
    lead.delivery === "failed" ||
    lead.mail.some((state) => state.status === "held" || state.status === "failed");
  return (
    <Layout frame={frame} title={title} script="inbox">
      <p class="back">
        <a href="/staff/leads">← {t("leads.detail.back")}</a>
      </p>
      <h1>
        {title} <StatusBadge frame={frame} status={spam ? "spam" : lead.leadStatus} />
      </h1>
      <p class="lead">
        {formTitle(lead.form, language)} ·{" "}
        <time datetime={new Date(lead.createdAt).toISOString()}>{formatTime(language, lead.createdAt)}</time>
      </p>
      <div data-lead-notice>{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <div class="lead-grid">
        <div class="lead-main">
          <section class="card" aria-labelledby="fields">
            <h2 id="fields">{t("leads.detail.fields")}</h2>
            <dl class="fields">
              {fields.map(([label, value], index) => (
                <div key={String(index)}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              {resume ? (
                <div>
                  <dt>{t("leads.detail.resume")}</dt>
                  <dd>
                    {resume.content ? (
                      <a href={action("resume")} download={resume.filename}>
                        {t("leads.detail.download")} ({resume.filename})
                      </a>
                    ) : (
                      t("leads.detail.resumePurged")
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section class="card" aria-labelledby="about">
            <h2 id="about">{t("leads.detail.about")}</h2>
            <dl class="fields">
              <div>
                <dt>{t("leads.form")}</dt>
                <dd>{formTitle(lead.form, language)}</dd>
              </div>
              <div>
                <dt>{t("leads.detail.pageLanguage")}</dt>
                <dd>{languageName}</dd>
              </div>
              <div>
                <dt>{t("leads.detail.received")}</dt>
                <dd>{formatTime(language, lead.createdAt)}</dd>
              </div>
              <div>
                <dt>{t("leads.detail.consent")}</dt>
                <dd>
                  {lead.consent.accepted
                    ? t("leads.detail.consentGiven", { at: formatTime(language, lead.consent.at), version: lead.consent.policyVersion })
                    : t("leads.detail.consentMissing")}
                </dd>
              </div>
              <div>
                <dt>{t("leads.detail.reference")}</dt>
                <dd>
                  <code>{lead.id}</code>
                </dd>
              </div>
            </dl>
          </section>
        </div>
        <aside class="lead-side" aria-label={t("leads.detail.work")}>
          <section class="card">
            <h2>{t("leads.detail.work")}</h2>
            <form method="post" action={action("status")} data-inbox-form="status" class="row-form">
              <label for="l-status">{t("leads.detail.statusLabel")}</label>
              <div class="row">
                <select id="l-status" name="status">
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status} selected={lead.leadStatus === status}>
                      {t(statusKey(status))}
                    </option>
                  ))}
                </select>
                <button type="submit" class="secondary">
                  {t("leads.detail.saveStatus")}
                </button>
              </div>
            </form>
            <form method="post" action={action("assign")} data-inbox-form="assign" class="row-form">
              <label for="l-assignee">{t("leads.detail.assigneeLabel")}</label>
              <div class="row">
                <select id="l-assignee" name="assignee">
                  <option value="">{t("leads.nobody")}</option>
                  {assignable.map((member) => (
                    <option key={member.id} value={member.id} selected={lead.assigneeId === member.id}>
                      {member.name ? `${member.name} (${member.email})` : member.email}
                    </option>
                  ))}
                  {lead.assigneeId && !assignable.some((member) => member.id === lead.assigneeId) ? (
                    <option value={lead.assigneeId} selected>
                      {members.get(lead.assigneeId)?.email ?? lead.assigneeId}
                    </option>
                  ) : null}
                </select>
                <button type="submit" class="secondary">
                  {t("leads.detail.assign")}
                </button>
              </div>
            </form>
          </section>
          <section class="card" aria-labelledby="notes">
            <h2 id="notes">{t("leads.detail.notes")}</h2>
            <form method="post" action={action("notes")} data-inbox-form="note">
              <label for="l-note">{t("leads.detail.noteLabel")}</label>
              <textarea id="l-note" name="note" rows={3} maxlength={4000} required />
              <button type="submit" class="secondary">
                {t("leads.detail.addNote")}
              </button>
            </form>
            <ol class="notes" data-notes>
              {lead.notes.map((note) => (
                <li key={note.id}>
                  <p class="note-text">{note.text}</p>
                  <p class="hint">{t("leads.detail.noteBy", { author: note.author, at: formatTime(language, note.at) })}</p>
                </li>
              ))}
            </ol>
            {lead.notes.length === 0 ? (
              <p class="muted" data-no-notes>
                {t("leads.detail.noNotes")}
              </p>
            ) : null}
          </section>
          <section class="card" aria-labelledby="deliveries">
            <h2 id="deliveries">{t("leads.detail.deliveries")}</h2>
            <ul class="deliveries">
              <li>
                <span>{t("leads.detail.relay")}</span>
                <span class={lead.delivery === "held" || lead.delivery === "failed" ? "flag flag-problem" : "flag"}>
                  {t(deliveryKey(lead.delivery))}
                  {lead.lastError ? ` (${lead.lastError})` : ""}
                </span>
              </li>
              {(["company", "visitor"] as const).map((kind) => {
                const state = mailOf(kind);
                if (!state) return null;
                return (
                  <li key={kind}>
                    <span>{t(kind === "company" ? "leads.detail.mailCompany" : "leads.detail.mailVisitor")}</span>
                    <span class={state.status === "held" || state.status === "failed" ? "flag flag-problem" : "flag"}>
                      {t(deliveryKey(state.status))}
                      {state.lastError ? ` (${state.lastError})` : ""}
                    </span>
                  </li>
                );
              })}
            </ul>
            {canRetry ? (
              <form method="post" action={action("retry")}>
                <button type="submit" class="secondary">
                  {t("leads.detail.retry")}
                </button>
              </form>
            ) : null}
          </section>
          <section class="card" aria-labelledby="spam">
            <h2 id="spam">{t("leads.detail.spamTitle")}</h2>
            {spam ? (
              <form method="post" action={action("release")}>
                <p>{t("leads.detail.isSpam")}</p>
                <button type="submit">{t("leads.detail.release")}</button>
                <p class="hint">{t("leads.detail.releaseHint")}</p>
              </form>
            ) : (
              <form method="post" action={action("spam")}>
                <button type="submit" class="secondary">
                  {t("leads.detail.markSpam")}
                </button>
              </form>
            )}
          </section>
          <section class="card danger-zone" aria-labelledby="erase">
            <h2 id="erase">{t("leads.detail.eraseTitle")}</h2>
            <p class="hint">{t("leads.detail.eraseHint")}</p>
            <form method="post" action={action("erase")}>
              <div class="checks">
                <label>
                  <input type="checkbox" name="confirm" value="yes" required /> {t("leads.detail.confirm")}
                </label>
              </div>
              <div class="row">
                <button type="submit" class="danger" name="scope" value="lead">
                  {t("leads.detail.eraseLead")}
                </button>
                <button type="submit" class="danger" name="scope" value="person">
                  {t("leads.detail.erasePerson")}
                </button>
              </div>
            </form>
          </section>
        </aside>
      </div>
    </Layout>
  );
}
