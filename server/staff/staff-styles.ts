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
`;
