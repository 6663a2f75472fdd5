/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { type EditableList, type FieldDef, fieldsOf, LIST_DEFS, type Values } from "../../content/content-lists.ts";
import type { EditorItem, FieldProblem, ListSummary, Version } from "../../content/content-service.ts";
import type { ImageValue } from "../../../contracts/media.ts";
import { isImageValue } from "../../../contracts/media.ts";
import type { StaffKey } from "../copy.ts";
import { ImageField } from "../image-field.tsx";
import { richTextData } from "../rich-text-field.tsx";
import { formatTime, Layout, Notice, type PageFrame } from "../layout.tsx";

/** The editor's own styles, served after the staff stylesheet. */
export const CONTENT_CSS = `
.status { display: inline-block; border-radius: 999px; padding: 0 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.status.published { background: #dcfce7; color: #14532d; }
.status.changed { background: #fef9c3; color: #713f12; }
.status.draft { background: #e0e7ff; color: #1e1b4b; }
.status.unpublished { background: #f1f5f9; color: #334155; }
.missing-flag { display: inline-block; border-radius: 999px; padding: 0 0.6rem; font-size: 0.85rem; background: var(--danger-bg); color: #7f1d1d; border: 1px solid #fca5a5; margin: 0.25rem 0.25rem 0 0; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0 0 1.25rem; }
.pair { display: grid; gap: 0 1.5rem; grid-template-columns: 1fr; }
.pair-head { display: none; }
@media (min-width: 60rem) { .pair { grid-template-columns: 1fr 1fr; } .pair-head { display: grid; } }
.pair-head h2 { margin: 0 0 0.5rem; font-size: 1rem; }
.lang { display: inline-block; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; color: var(--muted); margin-left: 0.4rem; }
.editor input[type="url"], .editor input[type="date"], .editor input[type="datetime-local"], .editor select, .editor textarea {
  width: 100%; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #64748b; border-radius: var(--radius); background: #fff; color: var(--ink);
}
.editor textarea { min-height: 8rem; }
.editor [aria-invalid="true"] { border-color: var(--danger); border-width: 2px; }
.error-text { color: var(--danger); font-weight: 600; font-size: 0.9rem; margin: 0.25rem 0 0; }
.buttons { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1.5rem 0; padding: 0.75rem 0; border-top: 1px solid var(--line); }
.card-preview { border: 1px dashed var(--line); border-radius: var(--radius); padding: 0.75rem 1rem; background: #fff; margin: 0.5rem 0 1rem; }
.card-preview p { margin: 0.25rem 0 0; }
.diff td.changed { background: #fef9c3; }
.diff td { white-space: pre-wrap; word-break: break-word; max-width: 30rem; }
.row-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.row-actions form { display: inline; margin: 0; }
.current-image { max-width: 12rem; height: auto; border-radius: var(--radius); border: 1px solid var(--line); display: block; margin: 0.25rem 0; }
@media (max-width: 40rem) {
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
  table.stack tr { display: block; border-top: 1px solid var(--line); padding: 0.5rem 0; }
  table.stack td { display: block; border: 0; padding: 0.25rem 1rem; }
  table.stack td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; color: var(--muted); }
}
`;

type T = PageFrame["t"];
const listName = (t: T, list: EditableList) => t(`content.lists.${list}` as StaffKey);
const fieldLabel = (t: T, name: string) => t(`content.fields.${name}` as StaffKey);
export const itemTitle = (t: T, list: EditableList, values: Values) => {
  const def = LIST_DEFS[list];
  return (values[def.titleField] ?? "").trim() || t("content.untitled");
};
/** An image field's value held as JSON, if it holds an image. */
export function parseImage(value: string | undefined): ImageValue | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return isImageValue(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
const base = (list: EditableList) => `/staff/content/${list}`;

/** The first `count` characters as visitors see them on a card: the text without its tags, cut with an ellipsis. */
export function cardText(value: string, count: number): string {
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...text];
  return chars.length > count ? `${chars.slice(0, count).join("").trimEnd()}…` : text;
}

function StatusBadge({ t, item }: { t: T; item: EditorItem }) {
  return <span class={`status ${item.status}`}>{t(`content.status.${item.status}` as StaffKey)}</span>;
}

function MissingFlags({ t, item }: { t: T; item: EditorItem }) {
  return (
    <>
      {item.missing.map((language) => (
        <span class="missing-flag" key={language}>
          {t(`content.missing.${language}` as StaffKey)}
        </span>
      ))}
    </>
  );
}

export function ContentIndexPage({
  frame,
  summaries,
  upstream,
}: {
  frame: PageFrame;
  summaries: ListSummary[];
  upstream: ReadonlySet<EditableList>;
}) {
  const { t } = frame;
  return (
    <Layout frame={frame} title={t("content.title")}>
      <h1>{t("content.title")}</h1>
      <p class="lead">{t("content.lead")}</p>
      <section class="table-wrap" aria-label={t("content.title")}>
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">{t("content.list")}</th>
              <th scope="col">{t("content.items")}</th>
              <th scope="col">{t("content.live")}</th>
              <th scope="col">{t("content.drafts")}</th>
              <th scope="col">{t("content.missingCount")}</th>
            </tr>
          </thead>
          <tbody>
            {summaries.map((summary) => (
              <tr key={summary.list}>
                <th scope="row">
                  <a href={base(summary.list)}>{listName(t, summary.list)}</a>
                  {upstream.has(summary.list) ? <p class="hint">{t("content.upstream")}</p> : null}
                </th>
                <td data-label={t("content.items")}>{summary.total}</td>
                <td data-label={t("content.live")}>{summary.live}</td>
                <td data-label={t("content.drafts")}>{summary.drafts}</td>
                <td data-label={t("content.missingCount")}>
                  {summary.missing > 0 ? <span class="missing-flag">{summary.missing}</span> : summary.missing}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Layout>
  );
}

export function ContentListPage({
  frame,
  list,
  items,
  notice,
}: {
  frame: PageFrame;
  list: EditableList;
  items: EditorItem[];
  notice?: { kind: "ok" | "error"; text: string };
}) {
  const { t } = frame;
  const title = listName(t, list);
  const def = LIST_DEFS[list];
  return (
    <Layout frame={frame} title={title}>
      <p>
        <a href="/staff/content">{t("content.backIndex")}</a>
      </p>
      <h1>{title}</h1>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <div class="toolbar">
        <a class="button" href={`${base(list)}/new`}>
          {t("content.new")}
        </a>
        <a href={def.page}>{t("content.viewPage")}</a>
      </div>
      {items.length === 0 ? (
        <p>{t("content.empty")}</p>
      ) : (
        <section class="table-wrap" aria-label={title}>
          <table class="stack">
            <thead>
              <tr>
                <th scope="col">{t("content.position")}</th>
                <th scope="col">{t("content.name")}</th>
                <th scope="col">{t("content.statusLabel")}</th>
                <th scope="col">{t("content.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const name = itemTitle(t, list, item.values);
                const english = def.titleFieldEn ? (item.values[def.titleFieldEn] ?? "").trim() : "";
                return (
                  <tr key={item.id}>
                    <td data-label={t("content.position")}>{index + 1}</td>
                    <td>
                      <a href={`${base(list)}/${item.id}`}>{name}</a>
                      {english ? (
                        <div class="muted" lang="en">
                          {english}
                        </div>
                      ) : null}
                    </td>
                    <td data-label={t("content.statusLabel")}>
                      <StatusBadge t={t} item={item} /> <MissingFlags t={t} item={item} />
                    </td>
                    <td>
                      <div class="row-actions">
                        <form method="post" action={`${base(list)}/${item.id}/move`}>
                          <input type="hidden" name="direction" value="up" />
                          <button
                            type="submit"
                            class="secondary small"
                            disabled={index === 0}
                            aria-label={t("content.moveUpItem", { title: name })}
                          >
                            ↑ {t("content.moveUp")}
                          </button>
                        </form>
                        <form method="post" action={`${base(list)}/${item.id}/move`}>
                          <input type="hidden" name="direction" value="down" />
                          <button
                            type="submit"
                            class="secondary small"
                            disabled={index === items.length - 1}
                            aria-label={t("content.moveDownItem", { title: name })}
                          >
                            ↓ {t("content.moveDown")}
                          </button>
                        </form>
                      </div>
                    </td>
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

/** A list the company's system manages: its items as the API serves them, nothing to change. */
export function UpstreamListPage({ frame, list, titles }: { frame: PageFrame; list: EditableList; titles: string[] }) {
  const { t } = frame;
  const title = listName(t, list);
  return (
    <Layout frame={frame} title={title}>
      <p>
        <a href="/staff/content">{t("content.backIndex")}</a>
      </p>
      <h1>{title}</h1>
      <Notice kind="ok">{t("content.upstream")}</Notice>
      {titles.length === 0 ? (
        <p>{t("content.empty")}</p>
      ) : (
        <ol>
          {titles.map((name, index) => (
            <li key={String(index)}>{name}</li>
          ))}
        </ol>
      )}
    </Layout>
  );
}

function FieldInput({
  t,
  field,
  value,
  problem,
  lang,
  language,
  image,
  imageError,
}: {
  t: T;
  field: FieldDef;
  value: string;
  problem?: FieldProblem;
  lang?: "es" | "en";
  language: "es" | "en";
  /** What an image field shows again after a refused upload. */
  image?: ImageValue;
  imageError?: StaffKey;
}) {
  const id = `f-${field.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const label = (
    <label for={id}>
      {fieldLabel(t, field.name)}
      {lang ? (
        <span class="lang" aria-hidden="true">
          {lang}
        </span>
      ) : null}
      {lang ? <span class="sr-only">{` (${t(lang === "es" ? "content.spanish" : "content.english")})`}</span> : null}
    </label>
  );
  const invalid = problem ? "true" : undefined;
  const describedBy = [problem ? errorId : "", field.cardChars ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, name: field.name, "aria-invalid": invalid, "aria-describedby": describedBy, lang };
  let input: Child;
  switch (field.kind) {
    case "textarea":
    case "lines":
      input = (
        <textarea {...common} rows={field.kind === "lines" ? 6 : 5}>
          {value}
        </textarea>
      );
      break;
    case "rich":
      input = (
        <textarea {...common} rows={12} {...richTextData(t)}>
          {value}
        </textarea>
      );
      break;
    case "select":
      input = (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value} selected={option.value === value}>
              {t(option.label as StaffKey)}
            </option>
          ))}
        </select>
      );
      break;
    case "checkbox":
      return (
        <div class="field checks">
          <label>
            <input type="checkbox" id={id} name={field.name} value="1" checked={value === "1"} /> {fieldLabel(t, field.name)}
          </label>
        </div>
      );
    case "datetime":
      input = <input {...common} type="datetime-local" step={60} value={value.slice(0, 16)} />;
      break;
    case "date":
      input = <input {...common} type="date" value={value} />;
      break;
    case "url":
      input = <input {...common} type="url" value={value} />;
      break;
    case "legacy":
      return null;
    case "media":
      return (
        <ImageField
          name={field.name}
          label={fieldLabel(t, field.name)}
          value={image ?? parseImage(value)}
          error={imageError}
          t={t}
          language={language}
        />
      );
    default:
      input = <input {...common} type="text" value={value} maxlength={field.max} />;
  }
  return (
    <div class="field">
      {label}
      {input}
      {problem ? (
        <p class="error-text" id={errorId}>
          {t(`content.errors.${problem}` as StaffKey)}
        </p>
      ) : null}
      {field.cardChars ? (
        <div class="card-preview" id={hintId}>
          <strong>{t("content.cardPreview")}</strong> <span class="hint">{t("content.cardHint", { count: field.cardChars })}</span>
          <p lang={lang}>{cardText(value, field.cardChars)}</p>
        </div>
      ) : null}
    </div>
  );
}

export function ItemPage({
  frame,
  list,
  item,
  values,
  problems = {},
  notice,
  versions = [],
  images = {},
}: {
  frame: PageFrame;
  list: EditableList;
  item?: EditorItem;
  values: Values;
  problems?: Record<string, FieldProblem>;
  notice?: { kind: "ok" | "error"; text: string };
  versions?: Version[];
  /** Image fields refused on this post: what each shows again and its message. */
  images?: Record<string, { value: ImageValue; error: StaffKey }>;
}) {
  const { t, language } = frame;
  const def = LIST_DEFS[list];
  const title = item ? t("content.editTitle", { title: itemTitle(t, list, values) }) : t("content.newTitle", { list: listName(t, list) });
  const action = item ? `${base(list)}/${item.id}` : `${base(list)}/new`;
  const hasRich = fieldsOf(def).some((field) => field.kind === "rich");
  const hasFile = fieldsOf(def).some((field) => field.kind === "media");
  return (
    <Layout frame={frame} title={title} script={hasRich ? "content" : undefined}>
      <p>
        <a href={base(list)}>{t("content.back", { list: listName(t, list) })}</a>
      </p>
      <h1>{title}</h1>
      {item ? (
        <p>
          <StatusBadge t={t} item={item} /> <MissingFlags t={t} item={item} />
        </p>
      ) : null}
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {item ? (
        <div class="toolbar">
          <a href={`${base(list)}/${item.id}/preview?lang=es`} hreflang="es">
            {t("content.previewEs")}
          </a>
          <a href={`${base(list)}/${item.id}/preview?lang=en`} hreflang="en">
            {t("content.previewEn")}
          </a>
        </div>
      ) : null}
      <form class="editor" method="post" action={action} enctype={hasFile ? "multipart/form-data" : undefined} novalidate>
        <div class="pair pair-head" aria-hidden="true">
          <h2 lang="es">{t("content.spanish")}</h2>
          <h2 lang="en">{t("content.english")}</h2>
        </div>
        {def.rows.map((row, index) =>
          "both" in row ? (
            <FieldInput
              key={String(index)}
              t={t}
              field={row.both}
              value={values[row.both.name] ?? ""}
              problem={problems[row.both.name]}
              language={language}
              image={images[row.both.name]?.value}
              imageError={images[row.both.name]?.error ?? (problems[row.both.name] ? "content.errors.invalid" : undefined)}
            />
          ) : (
            <div class="pair" key={String(index)}>
              <FieldInput
                t={t}
                field={row.es}
                value={values[row.es.name] ?? ""}
                problem={problems[row.es.name]}
                lang="es"
                language={language}
              />
              <FieldInput
                t={t}
                field={row.en}
                value={values[row.en.name] ?? ""}
                problem={problems[row.en.name]}
                lang="en"
                language={language}
              />
            </div>
          ),
        )}
        <div class="buttons">
          <button type="submit" name="intent" value="draft" class="secondary">
            {t("content.saveDraft")}
          </button>
          <button type="submit" name="intent" value="publish">
            {t("content.publish")}
          </button>
        </div>
      </form>
      {item ? (
        <>
          <section aria-labelledby="history">
            <h2 id="history">{t("content.history")}</h2>
            {versions.length === 0 ? (
              <p>{t("content.noVersions")}</p>
            ) : (
              <div class="table-wrap">
                <table class="stack">
                  <thead>
                    <tr>
                      <th scope="col">{t("content.when")}</th>
                      <th scope="col">{t("content.who")}</th>
                      <th scope="col">{t("content.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {versions.map((version) => (
                      <tr key={version.id}>
                        <td>
                          <time datetime={new Date(version.at).toISOString()}>{formatTime(language, version.at)}</time>
                        </td>
                        <td data-label={t("content.who")}>{version.actor ?? ""}</td>
                        <td>
                          <a href={`${base(list)}/${item.id}/versions/${version.id}`}>{t("content.compare")}</a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="more">
            <h2 id="more">{t("content.actions")}</h2>
            <div class="row-actions">
              {item.live ? (
                <form method="post" action={`${base(list)}/${item.id}/unpublish`}>
                  <button type="submit" class="secondary">
                    {t("content.unpublish")}
                  </button>
                </form>
              ) : null}
              <a class="button danger-link" href={`${base(list)}/${item.id}/delete`}>
                {t("content.delete")}
              </a>
            </div>
          </section>
        </>
      ) : null}
    </Layout>
  );
}

export function DeletePage({ frame, list, item }: { frame: PageFrame; list: EditableList; item: EditorItem }) {
  const { t } = frame;
  const title = t("content.deleteTitle", { title: itemTitle(t, list, item.values) });
  return (
    <Layout frame={frame} title={title} narrow>
      <h1>{title}</h1>
      <p class="lead">{t("content.deleteLead")}</p>
      <form method="post" action={`${base(list)}/${item.id}/delete`} class="row-actions">
        <button type="submit" class="danger">
          {t("content.deleteConfirm")}
        </button>
        <a href={`${base(list)}/${item.id}`}>{t("content.cancel")}</a>
      </form>
    </Layout>
  );
}

export function VersionPage({
  frame,
  list,
  item,
  version,
  versionValues,
}: {
  frame: PageFrame;
  list: EditableList;
  item: EditorItem;
  version: Version;
  versionValues: Values;
}) {
  const { t, language } = frame;
  const title = t("content.versionTitle", { when: formatTime(language, version.at) });
  return (
    <Layout frame={frame} title={title}>
      <p>
        <a href={`${base(list)}/${item.id}`}>{t("content.back", { list: itemTitle(t, list, item.values) })}</a>
      </p>
      <h1>{title}</h1>
      <p class="lead">{version.actor ?? ""}</p>
      <div class="table-wrap">
        <table class="diff">
          <thead>
            <tr>
              <th scope="col">{t("content.field")}</th>
              <th scope="col">{t("content.version")}</th>
              <th scope="col">{t("content.draftNow")}</th>
            </tr>
          </thead>
          <tbody>
            {fieldsOf(LIST_DEFS[list]).map((field) => {
              if (field.kind === "legacy") return null;
              const before = versionValues[field.name] ?? "";
              const now = item.values[field.name] ?? "";
              const changed = before !== now;
              return (
                <tr key={field.name}>
                  <th scope="row">
                    <code>{field.name}</code>
                    <div class="hint">{changed ? t("content.changedMark") : t("content.same")}</div>
                  </th>
                  <td class={changed ? "changed" : undefined}>{before}</td>
                  <td class={changed ? "changed" : undefined}>{now}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form method="post" action={`${base(list)}/${item.id}/versions/${version.id}/restore`} class="buttons">
        <button type="submit">{t("content.restore")}</button>
      </form>
    </Layout>
  );
}
