/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { namespacesFor } from "../../contracts/namespaces.ts";
import type { Language } from "../../contracts/language.ts";
import { formatTime, Layout, Notice, type PageFrame } from "../staff/layout.tsx";
import type { StaffFeature } from "../staff/staff-app.tsx";
import type { StaffKey } from "../staff/copy.ts";
import { hasRole } from "../staff/staff-service.ts";
import {
  type CopyEntry,
  type CopyOverrideRow,
  type CopyProblem,
  type CopyVersion,
  copyEntries,
  entryProblems,
  findEntry,
  isCopyNamespace,
  LANGUAGES,
  maxLengthOf,
  type SiteCopy,
} from "./copy.ts";
import { FACTS, type FactName, type FactProblem, type FactState, type FactVersion, type SiteFacts } from "./facts.ts";
import { COPY_NAMESPACES, type CopyNamespace } from "./shipped-copy.ts";
import { STAFF_BAR_CSS } from "./staff-bar.ts";

/** The most rows a search shows; a narrower search finds the rest. */
const SEARCH_LIMIT = 200;

const factLabel = (name: FactName) => `settings.fields.${name}.label` as StaffKey;
const factHint = (name: FactName) => `settings.fields.${name}.hint` as StaffKey;
const INPUT_TYPES = { text: "text", email: "email", phone: "tel", url: "url" } as const;

/** A page's path from what was typed (`/techservices?x#y`); `/` for anything unreadable. */
function pathOf(typed: string): string {
  try {
    return new URL(typed, "http://site.invalid").pathname;
  } catch {
    return "/";
  }
}

/** The company's facts (`/staff/settings`) and the site's copy (`/staff/copy`), for editors (and admins). */
export function wordsFeature({ facts, copy }: { facts: SiteFacts; copy: SiteCopy }): StaffFeature {
  return (app, kit) => {
    const editors = kit.requireRole("editor");

    // The public pages' staff bar's rules (server/words/staff-bar.ts), for signed-in staff only.
    app.get("/bar.css", (c) => c.body(STAFF_BAR_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));

    // The first-run checklist: the facts still at their placeholder, for those who can set them.
    kit.homeNote(async (c) => {
      const member = c.get("session").member;
      if (!hasRole(member, "editor")) return null;
      const missing = (await facts.states()).filter((state) => state.placeholder);
      if (missing.length === 0) return null;
      const { t } = c.get("frame");
      return (
        <Notice kind="error">
          <p>{t("settings.checklist", { facts: missing.map((state) => t(factLabel(state.name))).join(", ") })}</p>
          <p>
            <a href="/staff/settings">{t("settings.checklistLink")}</a>
          </p>
        </Notice>
      );
    });

    app.get("/settings", editors, async (c) => {
      const notice = c.req.query("saved") === "1" ? "saved" : c.req.query("saved") === "0" ? "unchanged" : undefined;
      const [states, versions] = await Promise.all([facts.states(), facts.versions()]);
      return kit.html(c, <SettingsPage frame={c.get("frame")} states={states} versions={versions} notice={notice} />);
    });

    app.post("/settings", editors, async (c) => {
      const form = await c.req.parseBody();
      const typed: Partial<Record<FactName, string | null>> = {};
      const shown: Partial<Record<FactName, string>> = {};
      for (const fact of FACTS) {
        const value = form[fact.name];
        if (form[`default-${fact.name}`] === "on") typed[fact.name] = null;
        else if (typeof value === "string") typed[fact.name] = value;
        if (typeof value === "string") shown[fact.name] = value;
      }
      const result = await facts.save(kit.actorOf(c.get("session")), typed);
      if (result.ok) return c.redirect(`/staff/settings?saved=${result.changed.length > 0 ? 1 : 0}`, 303);
      const [states, versions] = await Promise.all([facts.states(), facts.versions()]);
      return kit.html(
        c,
        <SettingsPage
          frame={c.get("frame")}
          states={states}
          versions={versions}
          typed={shown}
          problems={result.problems}
          notice="refused"
        />,
        422,
      );
    });

    app.get("/copy", editors, async (c) => {
      const rows = await copy.rows();
      const q = (c.req.query("q") ?? "").trim().slice(0, 200);
      const page = (c.req.query("page") ?? "").trim().slice(0, 300);
      const ns = c.req.query("ns");
      const changedOnly = c.req.query("changed") === "1";
      // A page's address (`/techservices/adquire`) names the namespaces it shows: the in-context way from a page to its texts.
      const namespaces: CopyNamespace[] = isCopyNamespace(ns)
        ? [ns]
        : page.startsWith("/")
          ? namespacesFor(pathOf(page)).filter(isCopyNamespace)
          : [];
      return kit.html(
        c,
        <CopyListPage frame={c.get("frame")} rows={rows} q={q} page={page} namespaces={namespaces} changedOnly={changedOnly} />,
      );
    });

    const entryOf = (c: Context, form?: Record<string, unknown>) => {
      const namespace = form ? form.ns : c.req.query("ns");
      const key = form ? form.key : c.req.query("key");
      return typeof namespace === "string" && typeof key === "string" ? findEntry(namespace, key) : undefined;
    };

    app.get("/copy/edit", editors, async (c) => {
      const entry = entryOf(c);
      if (!entry) return kit.notFound(c);
      const notice = (["saved", "restored", "unchanged"] as const).find((name) => c.req.query("done") === name);
      const [rows, versions] = await Promise.all([copy.rows(), copy.versions(entry)]);
      return kit.html(c, <CopyEditPage frame={c.get("frame")} entry={entry} rows={rows} versions={versions} notice={notice} />);
    });

    const back = (entry: CopyEntry, done: string) =>
      `/staff/copy/edit?ns=${encodeURIComponent(entry.namespace)}&key=${encodeURIComponent(entry.key)}&done=${done}`;

    app.post("/copy/edit", editors, async (c) => {
      const form = await c.req.parseBody();
      const entry = entryOf(c, form);
      if (!entry) return kit.notFound(c);
      const typed = Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          Object.fromEntries(
            Object.keys(entry.shipped[language]).map((key) => {
              const value = form[`${language}:${key}`];
              return [key, typeof value === "string" ? value : undefined];
            }),
          ),
        ]),
      ) as Record<Language, Record<string, string | undefined>>;
      const result = await copy.save(kit.actorOf(c.get("session")), entry, typed);
      if (result.ok) return c.redirect(back(entry, result.changed.length > 0 ? "saved" : "unchanged"), 303);
      const [rows, versions] = await Promise.all([copy.rows(), copy.versions(entry)]);
      return kit.html(
        c,
        <CopyEditPage frame={c.get("frame")} entry={entry} rows={rows} versions={versions} typed={typed} problems={result.problems} />,
        422,
      );
    });

    app.post("/copy/restore", editors, async (c) => {
      const form = await c.req.parseBody();
      const entry = entryOf(c, form);
      if (!entry) return kit.notFound(c);
      const only = LANGUAGES.find((language) => language === form.language);
      const result = await copy.restore(kit.actorOf(c.get("session")), entry, only ? [only] : LANGUAGES);
      return c.redirect(back(entry, result.changed.length > 0 ? "restored" : "unchanged"), 303);
    });

    app.post("/copy/version", editors, async (c) => {
      const form = await c.req.parseBody();
      const entry = entryOf(c, form);
      if (!entry) return kit.notFound(c);
      const [language, , key] = typeof form.subject === "string" ? form.subject.split(":") : [];
      const target = LANGUAGES.find((candidate) => candidate === language);
      if (!target || !key || entry.shipped[target][key] === undefined) return kit.notFound(c);
      const text = typeof form.text === "string" && form.shipped !== "1" ? form.text : null;
      if (
        text !== null &&
        entryProblems(entry, { es: {}, en: {}, [target]: { [key]: text } }).some((p) => p.language === target && p.form === key)
      ) {
        return c.redirect(back(entry, "unchanged"), 303);
      }
      const result = await copy.restoreVersion(kit.actorOf(c.get("session")), entry, target, key, text);
      return c.redirect(back(entry, result.changed.length > 0 ? "restored" : "unchanged"), 303);
    });
  };
}

function SettingsPage({
  frame,
  states,
  versions,
  typed = {},
  problems = {},
  notice,
}: {
  frame: PageFrame;
  states: FactState[];
  versions: FactVersion[];
  typed?: Partial<Record<FactName, string>>;
  problems?: Partial<Record<FactName, FactProblem>>;
  notice?: "saved" | "unchanged" | "refused";
}) {
  const { t, language } = frame;
  return (
    <Layout frame={frame} title={t("settings.title")}>
      <h1>{t("settings.title")}</h1>
      <p class="lead">{t("settings.lead")}</p>
      {notice ? (
        <Notice kind={notice === "refused" ? "error" : "ok"}>
          <p>{t(`settings.${notice}`)}</p>
        </Notice>
      ) : null}
      <form method="post" action="/staff/settings" class="card facts" novalidate>
        {states.map((state) => {
          const fact = FACTS.find((candidate) => candidate.name === state.name);
          const problem = problems[state.name];
          const id = `fact-${state.name}`;
          const described = [`${id}-hint`, `${id}-default`, problem ? `${id}-error` : ""].filter(Boolean).join(" ");
          const value = typed[state.name] ?? state.value;
          return (
            <div class={`field fact${problem ? " invalid" : ""}`} key={state.name}>
              <label for={id}>
                {t(factLabel(state.name))}{" "}
                <span class={`tag${state.saved ? " saved" : ""}`}>
                  {t(state.saved ? "settings.savedHere" : "settings.fromEnvironment")}
                </span>
                {state.placeholder ? <span class="tag warn">{t("settings.placeholder")}</span> : null}
              </label>
              {state.name === "postalAddress" ? (
                <textarea
                  id={id}
                  name={state.name}
                  rows={2}
                  maxlength={fact?.max}
                  aria-describedby={described}
                  aria-invalid={problem ? "true" : undefined}
                >
                  {value}
                </textarea>
              ) : (
                <input
                  id={id}
                  name={state.name}
                  type={INPUT_TYPES[fact?.kind ?? "text"]}
                  value={value}
                  maxlength={fact?.max}
                  autocomplete="off"
                  aria-describedby={described}
                  aria-invalid={problem ? "true" : undefined}
                />
              )}
              {problem ? (
                <p class="field-error" id={`${id}-error`}>
                  {t(`settings.problems.${problem}`)}
                </p>
              ) : null}
              <p class="hint" id={`${id}-hint`}>
                {t(factHint(state.name))}
              </p>
              <p class="hint" id={`${id}-default`}>
                {state.fallback ? t("settings.defaultIs", { value: state.fallback }) : t("settings.defaultEmpty")}
              </p>
              {state.saved ? (
                <div class="checks">
                  <label>
                    <input type="checkbox" name={`default-${state.name}`} /> {t("settings.useDefault")}
                  </label>
                </div>
              ) : null}
            </div>
          );
        })}
        <button type="submit">{t("settings.save")}</button>
      </form>
      <h2 id="facts-history">{t("settings.history")}</h2>
      {versions.length === 0 ? (
        <p class="muted">{t("settings.historyEmpty")}</p>
      ) : (
        <section class="table-wrap" aria-labelledby="facts-history" tabindex={0}>
          <table class="stack" aria-labelledby="facts-history">
            <thead>
              <tr>
                <th scope="col">{t("settings.colFact")}</th>
                <th scope="col">{t("settings.colBefore")}</th>
                <th scope="col">{t("settings.colAfter")}</th>
                <th scope="col">{t("settings.colWho")}</th>
                <th scope="col">{t("settings.colWhen")}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id}>
                  <td data-label={t("settings.colFact")}>
                    {FACTS.some((fact) => fact.name === version.subject) ? t(factLabel(version.subject as FactName)) : version.subject}
                  </td>
                  <td data-label={t("settings.colBefore")}>{version.before ?? <span class="muted">{t("settings.defaultValue")}</span>}</td>
                  <td data-label={t("settings.colAfter")}>{version.after ?? <span class="muted">{t("settings.defaultValue")}</span>}</td>
                  <td data-label={t("settings.colWho")}>{version.actor}</td>
                  <td data-label={t("settings.colWhen")}>{formatTime(language, version.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Layout>
  );
}

const groupKey = (namespace: CopyNamespace) => `copy.groups.${namespace}` as StaffKey;

/** An override's state for one text: changed, and whether the shipped text changed under it. */
function overridesByText(rows: CopyOverrideRow[]) {
  return new Map(rows.map((row) => [`${row.language}:${row.namespace}:${row.key}`, row]));
}

function CopyListPage({
  frame,
  rows,
  q,
  page,
  namespaces,
  changedOnly,
}: {
  frame: PageFrame;
  rows: CopyOverrideRow[];
  q: string;
  page: string;
  namespaces: CopyNamespace[];
  changedOnly: boolean;
}) {
  const { t } = frame;
  const overrides = overridesByText(rows);
  const isChanged = (entry: CopyEntry) =>
    LANGUAGES.some((language) =>
      Object.keys(entry.shipped[language]).some((key) => overrides.has(`${language}:${entry.namespace}:${key}`)),
    );
  const textOf = (entry: CopyEntry, language: Language) =>
    Object.keys(entry.shipped[language])
      .map((key) => overrides.get(`${language}:${entry.namespace}:${key}`)?.text ?? entry.shipped[language][key])
      .join(" / ");
  const needle = q.toLocaleLowerCase();
  const matches = (entry: CopyEntry) =>
    (!changedOnly || isChanged(entry)) &&
    (!needle ||
      `${entry.namespace}:${entry.key}`.toLocaleLowerCase().includes(needle) ||
      LANGUAGES.some((language) => textOf(entry, language).toLocaleLowerCase().includes(needle)));
  const listing = q !== "" || changedOnly || namespaces.length > 0;
  const groups = (namespaces.length > 0 ? namespaces : COPY_NAMESPACES).map((namespace) => ({
    namespace,
    entries: listing ? copyEntries(namespace).filter(matches) : [],
  }));
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  let budget = SEARCH_LIMIT;
  return (
    <Layout frame={frame} title={t("copy.title")}>
      <h1>{t("copy.title")}</h1>
      <p class="lead">{t("copy.lead")}</p>
      <form method="get" action="/staff/copy" class="card search">
        <div class="field">
          <label for="copy-q">{t("copy.search")}</label>
          <input id="copy-q" name="q" type="search" value={q} maxlength={200} />
        </div>
        {namespaces.length === 1 ? <input type="hidden" name="ns" value={namespaces[0]} /> : null}
        {page ? <input type="hidden" name="page" value={page} /> : null}
        <div class="checks">
          <label>
            <input type="checkbox" name="changed" value="1" checked={changedOnly} /> {t("copy.changedOnly")}
          </label>
        </div>
        <button type="submit">{t("copy.searchButton")}</button>
      </form>
      <form method="get" action="/staff/copy" class="card search">
        <div class="field">
          <label for="copy-page">{t("copy.pageAddress")}</label>
          <input id="copy-page" name="page" type="text" value={page} maxlength={300} placeholder="/" />
        </div>
        <button type="submit" class="secondary">
          {t("copy.openPage")}
        </button>
      </form>
      {!listing ? (
        <>
          <h2>{t("copy.pagesTitle")}</h2>
          <ul class="sections">
            {COPY_NAMESPACES.map((namespace) => {
              const entries = copyEntries(namespace);
              return (
                <li key={namespace}>
                  <a href={`/staff/copy?ns=${namespace}`}>
                    <strong>{t(groupKey(namespace))}</strong>
                    <span class="muted block">{t("copy.count", { count: entries.length, changed: entries.filter(isChanged).length })}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : total === 0 ? (
        <p class="muted">{t("copy.noResults")}</p>
      ) : (
        <>
          <p class="muted" role="status">
            {t("copy.results", { count: total })} {total > SEARCH_LIMIT ? t("copy.resultsCut", { count: SEARCH_LIMIT }) : ""}
          </p>
          {groups.map((group) => {
            if (group.entries.length === 0 || budget <= 0) return null;
            const shown = group.entries.slice(0, budget);
            budget -= shown.length;
            const headingId = `group-${group.namespace}`;
            return (
              <div key={group.namespace}>
                <h2 id={headingId}>{t(groupKey(group.namespace))}</h2>
                <section class="table-wrap" tabindex={0} aria-labelledby={headingId}>
                  <table class="stack copy-table" aria-labelledby={headingId}>
                    <thead>
                      <tr>
                        <th scope="col">{t("copy.colKey")}</th>
                        <th scope="col">{t("copy.colEs")}</th>
                        <th scope="col">{t("copy.colEn")}</th>
                        <th scope="col">{t("copy.colStatus")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((entry) => {
                        const stale = LANGUAGES.some((language) =>
                          Object.keys(entry.shipped[language]).some((key) => overrides.get(`${language}:${entry.namespace}:${key}`)?.stale),
                        );
                        return (
                          <tr key={entry.key} class={isChanged(entry) ? "changed" : undefined}>
                            <td data-label={t("copy.colKey")}>
                              <a
                                href={`/staff/copy/edit?ns=${entry.namespace}&key=${encodeURIComponent(entry.key)}`}
                                aria-label={t("copy.editLabel", { key: entry.key })}
                              >
                                <code>{entry.key}</code>
                              </a>
                            </td>
                            <td data-label={t("copy.colEs")} lang="es">
                              {textOf(entry, "es")}
                            </td>
                            <td data-label={t("copy.colEn")} lang="en">
                              {textOf(entry, "en")}
                            </td>
                            <td data-label={t("copy.colStatus")}>
                              {isChanged(entry) ? <span class="tag saved">{t("copy.changed")}</span> : null}
                              {stale ? <span class="tag warn">{t("copy.review")}</span> : null}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </section>
              </div>
            );
          })}
        </>
      )}
    </Layout>
  );
}

function problemText(frame: PageFrame, language: Language, problem: CopyProblem, max: number) {
  return frame.t(`copy.problems.${problem}`, { language: frame.t(`copy.languages.${language}`), max });
}

function CopyEditPage({
  frame,
  entry,
  rows,
  versions,
  typed,
  problems = [],
  notice,
}: {
  frame: PageFrame;
  entry: CopyEntry;
  rows: CopyOverrideRow[];
  versions: CopyVersion[];
  typed?: Record<Language, Record<string, string | undefined>>;
  problems?: Array<{ language: Language; form: string; problem: CopyProblem }>;
  notice?: "saved" | "restored" | "unchanged";
}) {
  const { t, language: pageLanguage } = frame;
  const overrides = overridesByText(rows);
  const stale = rows.some(
    (row) => row.stale && row.namespace === entry.namespace && Object.keys(entry.shipped[row.language]).includes(row.key),
  );
  const changed = LANGUAGES.some((language) =>
    Object.keys(entry.shipped[language]).some((key) => overrides.has(`${language}:${entry.namespace}:${key}`)),
  );
  const hidden = (
    <>
      <input type="hidden" name="ns" value={entry.namespace} />
      <input type="hidden" name="key" value={entry.key} />
    </>
  );
  return (
    <Layout frame={frame} title={t("copy.editTitle", { key: entry.key })}>
      <p>
        <a href={`/staff/copy?ns=${entry.namespace}`}>{t("copy.back")}</a>
      </p>
      <h1>
        {t("copy.editTitle", { key: "" })}
        <code>{entry.key}</code>
      </h1>
      <p class="lead">{t(groupKey(entry.namespace))}</p>
      {notice ? (
        <Notice kind="ok">
          <p>{t(`copy.${notice}`)}</p>
        </Notice>
      ) : null}
      {problems.length > 0 ? (
        <Notice kind="error">
          <p>{t("copy.refused")}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.language}-${problem.form}`}>
                <a href={`#text-${problem.language}-${problem.form}`}>
                  {problemText(frame, problem.language, problem.problem, maxLengthOf(entry.shipped[problem.language][problem.form] ?? ""))}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {stale ? (
        <Notice kind="error">
          <p>{t("copy.reviewNotice")}</p>
        </Notice>
      ) : null}
      <form method="post" action="/staff/copy/edit" class="card">
        {hidden}
        <div class="side-by-side">
          {LANGUAGES.map((language) => (
            <fieldset key={language} lang={language} class={entry.forms.length > 1 ? undefined : "plain"}>
              <legend class={entry.forms.length > 1 ? undefined : "sr-only"}>{t(`copy.languages.${language}`)}</legend>
              {Object.entries(entry.shipped[language]).map(([key, shipped]) => {
                const id = `text-${language}-${key}`;
                const problem = problems.find((candidate) => candidate.language === language && candidate.form === key);
                const value = typed?.[language][key] ?? overrides.get(`${language}:${entry.namespace}:${key}`)?.text ?? shipped;
                const names = [...new Set([...shipped.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`))];
                const max = maxLengthOf(shipped);
                return (
                  <div class={`field${problem ? " invalid" : ""}`} key={key}>
                    <label for={id}>
                      {entry.forms.length > 1 ? <code>{key}</code> : t(`copy.languages.${language}`)}
                      {overrides.has(`${language}:${entry.namespace}:${key}`) ? <span class="tag saved">{t("copy.changed")}</span> : null}
                    </label>
                    <textarea
                      id={id}
                      name={`${language}:${key}`}
                      rows={Math.min(12, Math.max(3, Math.ceil(shipped.length / 40)))}
                      aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
                      aria-invalid={problem ? "true" : undefined}
                    >
                      {value}
                    </textarea>
                    {problem ? (
                      <p class="field-error" id={`${id}-error`}>
                        {problemText(frame, language, problem.problem, max)}
                      </p>
                    ) : null}
                    <div class="hint" id={`${id}-hint`}>
                      <p>{t("copy.shipped", { text: shipped })}</p>
                      <p>
                        {t("copy.maxLength", { max })} {names.length > 0 ? t("copy.placeholders", { names: names.join(" ") }) : null}
                      </p>
                    </div>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <button type="submit">{t("copy.save")}</button>
      </form>
      {changed ? (
        <div class="pager">
          <form method="post" action="/staff/copy/restore">
            {hidden}
            <button type="submit" class="danger">
              {t("copy.restore")}
            </button>
          </form>
          {LANGUAGES.map((language) => (
            <form method="post" action="/staff/copy/restore" key={language}>
              {hidden}
              <input type="hidden" name="language" value={language} />
              <button type="submit" class="secondary small">
                {t("copy.restoreLanguage", { language: t(`copy.languages.${language}`) })}
              </button>
            </form>
          ))}
        </div>
      ) : null}
      <h2 id="copy-history">{t("copy.history")}</h2>
      {versions.length === 0 ? (
        <p class="muted">{t("copy.historyEmpty")}</p>
      ) : (
        <section class="table-wrap" aria-labelledby="copy-history" tabindex={0}>
          <table class="stack" aria-labelledby="copy-history">
            <thead>
              <tr>
                <th scope="col">{t("copy.colLanguage")}</th>
                <th scope="col">{t("settings.colBefore")}</th>
                <th scope="col">{t("settings.colAfter")}</th>
                <th scope="col">{t("settings.colWho")}</th>
                <th scope="col">{t("settings.colWhen")}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => {
                const [language = "es", , key = ""] = version.subject.split(":");
                return (
                  <tr key={version.id}>
                    <td data-label={t("copy.colLanguage")}>
                      {t(`copy.languages.${language === "en" ? "en" : "es"}`)}
                      {entry.forms.length > 1 ? <code> {key}</code> : null}
                    </td>
                    <td data-label={t("settings.colBefore")}>{version.before ?? <span class="muted">{t("copy.shippedValue")}</span>}</td>
                    <td data-label={t("settings.colAfter")}>
                      {version.after ?? <span class="muted">{t("copy.shippedValue")}</span>}
                      <form method="post" action="/staff/copy/version" class="inline-form">
                        {hidden}
                        <input type="hidden" name="subject" value={version.subject} />
                        {version.after === null ? (
                          <input type="hidden" name="shipped" value="1" />
                        ) : (
                          <input type="hidden" name="text" value={version.after} />
                        )}
                        <button type="submit" class="secondary small">
                          {t("copy.restoreVersion")}
                        </button>
                      </form>
                    </td>
                    <td data-label={t("settings.colWho")}>{version.actor}</td>
                    <td data-label={t("settings.colWhen")}>{formatTime(pageLanguage, version.at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </Layout>
  );
}
