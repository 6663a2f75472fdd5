/** The staff area's one stylesheet, served at /staff/assets/staff.css: never part of a public page. */
export const STAFF_CSS = `:root {
  --ink: #0f172a;
  --muted: #475569;
  --line: #cbd5e1;
  --surface: #f8fafc;
  --brand: #12284a;
  --brand-strong: #0b1b33;
  --accent: #0f766e;
  --danger: #b91c1c;
  --danger-bg: #fef2f2;
  --success: #15803d;
  --success-bg: #f0fdf4;
  --focus: #2f66b3;
  --radius: 0.5rem;
  color-scheme: light;
  font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: var(--ink);
  background: var(--surface);
  line-height: 1.5;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; }
a { color: var(--brand); text-underline-offset: 0.15em; }
a:hover { color: var(--brand-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
.skip { position: absolute; left: -999px; top: 0.5rem; background: #fff; padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { left: 0.5rem; }
.bar { background: var(--brand-strong); color: #fff; }
.bar-inner { max-width: 72rem; margin: 0 auto; padding: 0.75rem 1.25rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
.brand { font-weight: 700; color: #fff; text-decoration: none; margin-right: auto; }
.brand span { font-weight: 400; opacity: 0.85; }
.bar nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; align-items: center; }
.bar a, .bar .link-button { color: #fff; }
.bar a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 2px; }
.bar :focus-visible { outline-color: #fff; }
main { flex: 1; width: 100%; max-width: 72rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
main.narrow { max-width: 32rem; }
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 0.5rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 0.75rem; }
.lead { color: var(--muted); margin: 0 0 1.5rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: var(--radius); padding: 1.25rem; margin: 0 0 1.25rem; }
.card > :first-child { margin-top: 0; }
.notice { border-radius: var(--radius); padding: 0.75rem 1rem; margin: 0 0 1.25rem; border: 1px solid; }
.notice.ok { background: var(--success-bg); border-color: #86efac; color: #14532d; }
.notice.error { background: var(--danger-bg); border-color: #fca5a5; color: #7f1d1d; }
.notice code, .url { word-break: break-all; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; }
label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
.field { margin: 0 0 1rem; }
.hint { color: var(--muted); font-size: 0.9rem; margin: 0.25rem 0 0; }
input[type="email"], input[type="text"] {
  width: 100%; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #64748b; border-radius: var(--radius); background: #fff; color: var(--ink);
}
fieldset { border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem 1rem; margin: 0 0 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.checks { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.checks label { display: inline-flex; gap: 0.4rem; align-items: center; font-weight: 400; margin: 0; }
button, .button {
  font: inherit; font-weight: 600; cursor: pointer; border-radius: var(--radius); padding: 0.55rem 1.1rem;
  border: 1px solid var(--brand); background: var(--brand); color: #fff; text-decoration: none; display: inline-block;
}
button:hover, .button:hover { background: var(--brand-strong); color: #fff; }
button.secondary { background: #fff; color: var(--brand); }
button.secondary:hover { background: #e3ecf8; color: var(--brand-strong); }
button.danger { background: #fff; color: var(--danger); border-color: var(--danger); }
button.danger:hover { background: var(--danger-bg); }
button.small { padding: 0.3rem 0.7rem; font-size: 0.9rem; }
button.link-button { background: none; border: 0; padding: 0; font-weight: 400; text-decoration: underline; text-underline-offset: 0.15em; }
button[hidden], [hidden] { display: none !important; }
.or { text-align: center; color: var(--muted); margin: 1.25rem 0; }
.table-wrap { overflow-x: auto; background: #fff; border: 1px solid var(--line); border-radius: var(--radius); }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
caption { text-align: left; font-weight: 600; padding: 0.75rem 1rem; }
th, td { text-align: left; padding: 0.6rem 1rem; border-top: 1px solid var(--line); vertical-align: top; }
thead th { background: #f1f5f9; border-top: 0; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.03em; color: #334155; }
td.actions form { display: inline-flex; gap: 0.4rem; align-items: center; margin: 0 0.5rem 0.4rem 0; flex-wrap: wrap; }
td.actions input[type="text"] { width: 12rem; padding: 0.3rem 0.5rem; }
.inline { display: inline; }
.tag { display: inline-block; background: #e2e8f0; color: #1e293b; border-radius: 999px; padding: 0 0.6rem; font-size: 0.85rem; margin: 0 0.25rem 0.25rem 0; }
.sections { list-style: none; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
.sections a { display: block; background: #fff; border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem; text-decoration: none; color: var(--ink); }
.sections a:hover { border-color: var(--brand); }
.pager { display: flex; gap: 1rem; align-items: center; margin: 1rem 0; }
.muted { color: var(--muted); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
legend.sr-only { float: left; }
td fieldset { border: 0; padding: 0; margin: 0 0 0.5rem; }
.backups .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.backups .facts dd { margin: 0; min-width: 0; }
.backup-lines { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid var(--line); border-radius: var(--radius); padding: 0.75rem 1rem; font-size: 0.9rem; }
/* The leads inbox (server/staff/leads/) */
.counts ul { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.counts a.count { display: inline-flex; gap: 0.5rem; align-items: baseline; background: #fff; border: 1px solid var(--line); border-radius: 999px; padding: 0.25rem 0.85rem; text-decoration: none; color: var(--ink); font-size: 0.9rem; }
.counts a.count.has-new { border-color: #1d4ed8; background: #eff6ff; }
.counts a.count.has-new .count-number { color: #1e3a8a; font-weight: 700; }
.count-number { color: var(--muted); }
.filters { display: grid; grid-template-columns: 2fr 1.2fr 1fr 1fr 1fr; gap: 0.75rem 1rem; align-items: end; }
.filters .field { margin: 0; }
.filters > *, .lead-grid > *, .row > * { min-width: 0; }
select { max-width: 100%; text-overflow: ellipsis; }
.filter-actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: center; }
.filter-actions .button { margin-left: auto; }
.button.secondary { background: #fff; color: var(--brand); }
.button.secondary:hover { background: #e3ecf8; color: var(--brand-strong); }
input[type="search"], input[type="date"], select, textarea {
  width: 100%; font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #64748b; border-radius: var(--radius); background: #fff; color: var(--ink);
}
textarea { resize: vertical; min-height: 5rem; margin: 0 0 0.5rem; }
[aria-invalid="true"] { border-color: var(--danger); box-shadow: 0 0 0 1px var(--danger); }
table.leads td { vertical-align: middle; }
table.leads tr.is-new .lead-link { font-weight: 700; }
table.leads tbody tr:hover { background: #f8fafc; }
.lead-link { font-weight: 600; }
.sub, .sub-strong { display: block; font-size: 0.88rem; color: var(--muted); overflow-wrap: anywhere; }
.sub-strong { color: var(--ink); }
.badge { display: inline-block; border-radius: 999px; padding: 0.1rem 0.65rem; font-size: 0.82rem; font-weight: 700; white-space: nowrap; border: 1px solid transparent; vertical-align: middle; }
.badge-new { background: #dbeafe; color: #1e3a8a; border-color: #93c5fd; }
.badge-contacted { background: #fef3c7; color: #78350f; border-color: #fcd34d; }
.badge-qualified { background: #ede9fe; color: #4c1d95; border-color: #c4b5fd; }
.badge-won { background: #dcfce7; color: #14532d; border-color: #86efac; }
.badge-lost { background: #f1f5f9; color: #334155; border-color: #cbd5e1; }
.badge-archived { background: #f8fafc; color: #475569; border-color: #e2e8f0; }
.badge-spam { background: #fee2e2; color: #7f1d1d; border-color: #fca5a5; }
h1 .badge { font-size: 0.9rem; margin-left: 0.5rem; }
.flag { font-size: 0.88rem; color: var(--muted); white-space: nowrap; }
.flag-problem { color: #7f1d1d; font-weight: 700; }
.back { margin: 0 0 0.5rem; }
.lead-grid { display: grid; grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr); gap: 1.25rem; align-items: start; }
.lead-side .card h2, .lead-main .card h2 { margin-top: 0; }
dl.fields { margin: 0; display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; }
dl.fields > div { display: contents; }
dl.fields dt { font-weight: 600; color: #334155; padding: 0.45rem 1rem 0.45rem 0; border-top: 1px solid #e2e8f0; }
dl.fields dd { margin: 0; padding: 0.45rem 0; border-top: 1px solid #e2e8f0; white-space: pre-wrap; overflow-wrap: anywhere; }
.row-form { margin: 0 0 1rem; }
.row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.row select { flex: 1 1 10rem; width: auto; min-width: 0; }
ol.notes { list-style: none; padding: 0; margin: 1rem 0 0; }
ol.notes li { border-top: 1px solid #e2e8f0; padding: 0.5rem 0; }
.note-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
ul.deliveries { list-style: none; padding: 0; margin: 0 0 0.75rem; }
ul.deliveries li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.35rem 0; border-top: 1px solid #e2e8f0; }
.danger-zone { border-color: #fca5a5; }
@media (max-width: 60rem) {
  .filters { grid-template-columns: 1fr 1fr; }
  .filters .field:first-child { grid-column: 1 / -1; }
  .lead-grid { grid-template-columns: 1fr; }
}
@media (max-width: 40rem) {
  .filter-actions .button { margin-left: 0; }
  table.leads thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
  table.leads, table.leads tbody, table.leads tr, table.leads td { display: block; width: 100%; }
  table.leads tr { border-top: 1px solid var(--line); padding: 0.5rem 0; }
  table.leads td { border: 0; padding: 0.2rem 1rem; display: grid; grid-template-columns: 7rem 1fr; gap: 0.5rem; }
  table.leads td > * { grid-column: 2; }
  table.leads td::before { content: attr(data-label); font-size: 0.8rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.03em; }
  dl.fields { grid-template-columns: 1fr; }
  dl.fields dd { border-top: 0; padding-top: 0; }
}
/* The company's facts and the site's copy (server/words/routes.tsx). */
textarea, input[type="tel"], input[type="url"], input[type="search"] {
  width: 100%; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #64748b; border-radius: var(--radius); background: #fff; color: var(--ink);
}
textarea { resize: vertical; }
.invalid input, .invalid textarea { border-color: var(--danger); border-width: 2px; }
.field-error { color: var(--danger); font-weight: 600; margin: 0.25rem 0 0; }
.tag.saved { background: #dbeafe; color: #1e3a8a; }
.tag.warn { background: #fef3c7; color: #78350f; }
.block { display: block; }
.hint p { margin: 0.15rem 0; }
fieldset.plain { border: 0; padding: 0; margin: 0; min-width: 0; }
.side-by-side { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
.search { display: flex; flex-wrap: wrap; gap: 0.75rem 1rem; align-items: flex-end; }
.search .field { flex: 1 1 16rem; margin: 0; }
.inline-form { display: block; margin: 0.4rem 0 0; }
tr.changed td:first-child { box-shadow: inset 4px 0 0 var(--accent); }
.copy-table td { overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
  table.stack tr { display: block; border-top: 1px solid var(--line); padding: 0.5rem 0; }
  table.stack td { display: block; border: 0; padding: 0.2rem 1rem; }
  table.stack td::before { content: attr(data-label); display: block; font-size: 0.8rem; font-weight: 600; color: var(--muted); text-transform: uppercase; }
}
`;
