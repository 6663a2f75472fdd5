// The platform tour as one HTML page: the platform's screens, drawn with the site's palette and
// typeface, and `window.render(t)`, which lays out the frame at `t` seconds. Nothing in it moves by
// itself, so every frame is the same on every run (scripts/make-promo-video.mjs screenshots them).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PEOPLE, PROJECTS, SCREENS, TIMESHEET } from "./copy.mjs";

const require = createRequire(import.meta.url);
const FONT = require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");

export const WIDTH = 1280;
export const HEIGHT = 720;

/** The scenes, each with the navigation item it shows, and when it starts. */
export const SCENES = [
  { id: "overview", start: 0 },
  { id: "people", start: 6.8 },
  { id: "projects", start: 13.4 },
  { id: "time", start: 20.2 },
  { id: "clients", start: 26.8 },
];
/** When the closing card comes in. */
export const END_CARD = 30;

const icon = (name, size = 18, extra = "") => {
  // Lucide's icons by the name the screens give (a build script: nothing here is tree-shaken).
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the whole set is wanted, by name
  const Icon = lucide[name];
  if (!Icon) throw new Error(`no icon ${name}`);
  return renderToStaticMarkup(createElement(Icon, { size, strokeWidth: 2, "aria-hidden": "true" })).replace("<svg ", `<svg ${extra} `);
};

const thousands = (value, language) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === "es" ? "." : ",");
const percent = (value, language) => `${Math.round(value)}${language === "es" ? " %" : "%"}`;
const escapeHtml = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");
const initials = (name) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

const LOGO = `<svg viewBox="0 0 40 40" width="34" height="34"><rect width="40" height="40" rx="11" fill="#ffffff"/><path d="M9 29 19.5 10 31 29h-5.2l-6.3-11.6L13.9 29Z" fill="#0b1b33"/><circle cx="29" cy="12" r="3.2" fill="#2dd4bf"/></svg>`;

const NAV = [
  ["overview", "LayoutDashboard"],
  ["people", "Users"],
  ["projects", "FolderKanban"],
  ["time", "Clock"],
  ["clients", "Briefcase"],
  ["benefits", "Gift"],
  ["reports", "ChartColumn"],
];

const CSS = (fontUrl) => `
@font-face { font-family: Jakarta; src: url(${fontUrl}) format("woff2"); font-weight: 200 800; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: #0b1b33; }
body { font-family: Jakarta, sans-serif; color: #0f172a; font-size: 14px; -webkit-font-smoothing: antialiased; }
svg { display: block; flex-shrink: 0; }
#app { position: relative; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
.side { position: absolute; inset: 0 auto 0 0; width: 232px; background: #0b1b33; color: #cbd5e1; padding: 24px 16px; }
.brand { display: flex; align-items: center; gap: 10px; color: #fff; font-weight: 800; font-size: 18px; letter-spacing: -0.01em; padding: 0 8px 26px; }
.nav { display: flex; flex-direction: column; gap: 4px; }
.nav-item { position: relative; display: flex; align-items: center; gap: 12px; height: 42px; padding: 0 12px; border-radius: 10px; font-weight: 600; font-size: 14px; color: #b6c3d6; }
.nav-item .hl { position: absolute; inset: 0; border-radius: 10px; background: rgba(255,255,255,0.1); opacity: 0; }
.nav-item .bar { position: absolute; left: -16px; top: 10px; bottom: 10px; width: 3px; border-radius: 0 3px 3px 0; background: #2dd4bf; opacity: 0; }
.nav-item svg, .nav-item span { position: relative; }
.nav-section { margin: 22px 12px 8px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: #64748b; }
.me { position: absolute; left: 16px; right: 16px; bottom: 22px; display: flex; align-items: center; gap: 10px; padding: 12px; border-radius: 12px; background: rgba(255,255,255,0.06); }
.me b { display: block; color: #fff; font-size: 13px; }
.me small { display: block; color: #94a3b8; font-size: 12px; }
.avatar { display: inline-flex; align-items: center; justify-content: center; border-radius: 999px; color: #fff; font-weight: 700; flex-shrink: 0; }
.main { position: absolute; inset: 0 0 0 232px; background: #f3f6fa; }
.top { height: 64px; display: flex; align-items: center; gap: 16px; padding: 0 32px; background: #fff; border-bottom: 1px solid #e2e8f0; }
.search { display: flex; align-items: center; gap: 10px; width: 400px; height: 40px; padding: 0 14px; border-radius: 10px; background: #f3f6fa; color: #94a3b8; font-size: 13px; }
.top .spacer { flex: 1; }
.bell { position: relative; color: #475569; }
.bell i { position: absolute; top: -2px; right: -2px; width: 8px; height: 8px; border-radius: 99px; background: #f59e0b; border: 2px solid #fff; }
.view { position: absolute; left: 0; right: 0; top: 64px; bottom: 0; padding: 26px 32px; opacity: 0; }
.head { display: flex; align-items: flex-end; justify-content: space-between; margin-bottom: 20px; }
h1 { font-size: 24px; font-weight: 800; letter-spacing: -0.02em; color: #0b1b33; }
.sub { margin-top: 4px; color: #64748b; font-size: 13px; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; box-shadow: 0 1px 2px rgba(15,23,42,.05), 0 8px 24px -12px rgba(15,23,42,.12); }
.btn { display: inline-flex; align-items: center; gap: 8px; height: 38px; padding: 0 16px; border-radius: 10px; background: #0d9488; color: #fff; font-weight: 700; font-size: 13px; }
.btn.ghost { background: #fff; color: #0b1b33; border: 1px solid #e2e8f0; }
.chip { display: inline-flex; align-items: center; gap: 6px; height: 24px; padding: 0 10px; border-radius: 99px; font-size: 12px; font-weight: 600; }
.chip.teal { background: #ccfbf1; color: #115e59; }
.chip.blue { background: #e3ecf8; color: #1b3a66; }
.chip.warm { background: #fef3c7; color: #92400e; }
.chip.gray { background: #f1f5f9; color: #475569; }
.kpis { display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; }
.kpi { padding: 18px 20px; }
.kpi .label { display: flex; justify-content: space-between; align-items: center; color: #64748b; font-size: 13px; font-weight: 600; }
.kpi .label span.ic { width: 30px; height: 30px; border-radius: 9px; display: inline-flex; align-items: center; justify-content: center; }
.kpi .value { margin-top: 8px; font-size: 30px; font-weight: 800; letter-spacing: -0.02em; color: #0b1b33; }
.kpi .note { margin-top: 2px; font-size: 12px; color: #0f766e; font-weight: 600; }
.grid2 { display: grid; grid-template-columns: 1.7fr 1fr; gap: 16px; margin-top: 16px; }
.panel { padding: 18px 20px; }
.panel h2 { font-size: 15px; font-weight: 700; color: #0b1b33; display: flex; justify-content: space-between; align-items: center; }
.chart { position: relative; height: 292px; margin-top: 14px; }
.chart .gl { position: absolute; left: 34px; right: 0; height: 1px; background: #eef2f7; }
.chart .gl span { position: absolute; left: -34px; top: -7px; font-size: 11px; color: #94a3b8; }
.bars { position: absolute; left: 46px; right: 8px; bottom: 22px; top: 0; display: flex; align-items: flex-end; justify-content: space-between; }
.bars .b { width: 36px; border-radius: 8px 8px 3px 3px; background: #c9d8ee; transform-origin: bottom; }
.bars .b.last { background: linear-gradient(#2dd4bf, #0d9488); }
.weeks { position: absolute; left: 46px; right: 8px; bottom: 0; display: flex; justify-content: space-between; font-size: 11px; color: #94a3b8; }
.weeks span { width: 36px; text-align: center; }
.today li { list-style: none; display: flex; gap: 12px; align-items: flex-start; padding: 12px 0; border-bottom: 1px solid #f1f5f9; }
.today li:last-child { border: 0; }
.today .dot { width: 34px; height: 34px; border-radius: 10px; display: flex; align-items: center; justify-content: center; }
.today b { display: block; font-size: 13px; color: #0b1b33; }
.today small { display: block; margin-top: 2px; font-size: 12px; color: #64748b; }
.tone-teal { background: #ccfbf1; color: #0f766e; }
.tone-blue { background: #e3ecf8; color: #234d87; }
.tone-warm { background: #fef3c7; color: #b45309; }
.toolbar { display: flex; gap: 10px; align-items: center; margin-bottom: 14px; }
.field { position: relative; display: flex; align-items: center; gap: 10px; width: 320px; height: 40px; padding: 0 14px; border-radius: 10px; background: #fff; border: 1px solid #e2e8f0; color: #94a3b8; font-size: 13px; }
.field.focus { border-color: #0d9488; box-shadow: 0 0 0 3px rgba(45,212,191,.25); }
.field .typed { color: #0f172a; font-weight: 600; }
.caret { display: inline-block; width: 1.5px; height: 18px; background: #0f172a; margin-left: 1px; vertical-align: middle; }
table { width: 100%; border-collapse: collapse; }
th { text-align: left; font-size: 12px; font-weight: 700; color: #64748b; padding: 12px 18px; border-bottom: 1px solid #e2e8f0; background: #f8fafc; }
th:first-child { border-radius: 16px 0 0 0; } th:last-child { border-radius: 0 16px 0 0; }
td { padding: 0 18px; height: 52px; border-bottom: 1px solid #f1f5f9; font-size: 13px; color: #334155; }
tr:last-child td { border-bottom: 0; }
td.name { display: flex; align-items: center; gap: 12px; font-weight: 700; color: #0b1b33; height: 52px; }
tr.sel td { background: #f0fdfa; }
.profile { position: absolute; top: 64px; right: 0; bottom: 0; width: 408px; background: #fff; border-left: 1px solid #e2e8f0; box-shadow: -24px 0 48px -24px rgba(11,27,51,.35); padding: 24px 26px; transform: translateX(440px); }
.profile .who { display: flex; gap: 16px; align-items: center; }
.profile .who b { display: block; font-size: 19px; color: #0b1b33; }
.profile .who small { display: block; color: #64748b; font-size: 13px; margin-top: 2px; }
.tabs { display: flex; gap: 22px; margin: 20px 0 6px; border-bottom: 1px solid #e2e8f0; font-size: 13px; font-weight: 700; color: #94a3b8; }
.tabs span { padding-bottom: 10px; }
.tabs .on { color: #0b1b33; box-shadow: inset 0 -2px 0 #0d9488; }
.benefit { display: flex; align-items: center; gap: 12px; padding: 11px 0; border-bottom: 1px solid #f1f5f9; }
.benefit .ic { width: 34px; height: 34px; border-radius: 10px; display: flex; align-items: center; justify-content: center; background: #f0fdfa; color: #0f766e; }
.benefit b { display: block; font-size: 13px; color: #0b1b33; }
.benefit small { display: block; font-size: 12px; color: #64748b; margin-top: 1px; }
.meter { height: 6px; width: 110px; border-radius: 9px; background: #e2e8f0; margin-top: 6px; overflow: hidden; }
.meter i { display: block; height: 100%; background: #2dd4bf; border-radius: 9px; transform-origin: left; }
.vacation { margin-top: 16px; display: flex; justify-content: space-between; align-items: center; padding: 14px 16px; border-radius: 12px; background: #0b1b33; color: #fff; font-weight: 700; }
.vacation span { color: #5eead4; font-size: 20px; }
.gantt { padding: 0; }
.gantt .row { display: flex; height: 72px; border-bottom: 1px solid #f1f5f9; }
.gantt .row:last-child { border: 0; }
.gantt .who { width: 270px; padding: 17px 20px; border-right: 1px solid #e2e8f0; }
.gantt .who b { display: block; font-size: 13px; color: #0b1b33; }
.gantt .who small { display: block; font-size: 12px; color: #64748b; margin-top: 2px; }
.gantt .lane { position: relative; flex: 1; }
.gantt .months { display: flex; height: 40px; border-bottom: 1px solid #e2e8f0; background: #f8fafc; border-radius: 16px 16px 0 0; }
.gantt .months .who { padding: 12px 20px; font-size: 12px; font-weight: 700; color: #64748b; }
.gantt .months .lane { display: flex; }
.gantt .months .lane span { flex: 1; padding: 12px 0 0 10px; font-size: 12px; font-weight: 700; color: #64748b; border-left: 1px solid #eef2f7; }
.gbar { position: absolute; top: 24px; height: 24px; border-radius: 8px; background: #ccfbf1; overflow: hidden; transform-origin: left; }
.gbar i { position: absolute; left: 0; top: 0; bottom: 0; background: #0d9488; border-radius: 8px; }
.gbar.risk { background: #fef3c7; } .gbar.risk i { background: #f59e0b; }
.gpct { position: absolute; top: 28px; font-size: 12px; font-weight: 700; color: #0b1b33; white-space: nowrap; }
.todayline { position: absolute; top: 40px; bottom: 0; width: 2px; background: #2f66b3; }
.todayline span { position: absolute; top: 4px; left: 6px; font-size: 11px; font-weight: 700; color: #2f66b3; background: #fff; padding: 1px 6px; border-radius: 6px; border: 1px solid #c9d8ee; white-space: nowrap; }
.alert { position: absolute; display: flex; align-items: center; gap: 6px; height: 26px; padding: 0 10px; border-radius: 99px; background: #b45309; color: #fff; font-size: 12px; font-weight: 700; white-space: nowrap; box-shadow: 0 6px 16px -6px rgba(180,83,9,.6); }
.tip { position: absolute; width: 270px; padding: 12px 14px; border-radius: 12px; background: #0b1b33; color: #fff; font-size: 12px; box-shadow: 0 12px 30px -10px rgba(11,27,51,.5); }
.tip b { display: block; font-size: 13px; margin-bottom: 2px; }
.tip small { color: #b6c3d6; }
.stats3 { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; margin-top: 16px; }
.stat { padding: 14px 18px; display: flex; align-items: center; gap: 14px; }
.stat .ic { width: 38px; height: 38px; border-radius: 11px; display: flex; align-items: center; justify-content: center; }
.stat b { font-size: 22px; color: #0b1b33; display: block; }
.stat small { font-size: 12px; color: #64748b; font-weight: 600; }
.sheet td, .sheet th { text-align: center; }
.sheet td:first-child, .sheet th:first-child { text-align: left; }
.sheet td { height: 58px; }
.cell { display: inline-flex; align-items: center; justify-content: center; width: 58px; height: 34px; border-radius: 9px; background: #f1f5f9; color: #0b1b33; font-weight: 700; }
.cell.filled { background: #ccfbf1; color: #115e59; }
.sheet tfoot td { font-weight: 800; color: #0b1b33; background: #f8fafc; height: 50px; }
.timegrid { display: grid; grid-template-columns: 1fr 290px; gap: 16px; }
.ring { position: relative; width: 150px; height: 150px; margin: 8px auto 14px; }
.ring b { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; font-size: 28px; color: #0b1b33; }
.ring b small { font-size: 12px; color: #64748b; font-weight: 600; }
.split { display: flex; align-items: center; gap: 10px; font-size: 12px; color: #334155; margin-top: 10px; }
.split i { width: 10px; height: 10px; border-radius: 3px; }
.split span { flex: 1; } .split b { color: #0b1b33; }
.actions { display: flex; justify-content: flex-end; margin-top: 16px; gap: 10px; }
.approved { background: #15803d; }
.steps { display: flex; align-items: center; gap: 14px; margin-top: 16px; padding: 18px 22px; font-weight: 700; font-size: 13px; color: #94a3b8; }
.step { display: flex; align-items: center; gap: 10px; }
.step .num { width: 28px; height: 28px; border-radius: 99px; display: flex; align-items: center; justify-content: center; background: #f1f5f9; color: #64748b; }
.step.done { color: #0b1b33; } .step.done .num { background: #0d9488; color: #fff; }
.steps .link { flex: 1; height: 2px; background: #e2e8f0; border-radius: 2px; }
.steps .link.done { background: #2dd4bf; }
.toast { position: absolute; bottom: 28px; right: 32px; display: flex; align-items: center; gap: 12px; padding: 14px 18px; border-radius: 14px; background: #fff; border: 1px solid #e2e8f0; box-shadow: 0 18px 40px -14px rgba(11,27,51,.35); font-weight: 700; font-size: 13px; color: #0b1b33; opacity: 0; }
.toast .ok { width: 30px; height: 30px; border-radius: 99px; background: #dcfce7; color: #15803d; display: flex; align-items: center; justify-content: center; }
.clientgrid { display: grid; grid-template-columns: 250px 1fr; gap: 16px; }
.clist { padding: 8px; }
.clist div { display: flex; align-items: center; gap: 10px; padding: 10px; border-radius: 10px; font-size: 13px; font-weight: 600; color: #334155; }
.clist div.on { background: #f0fdfa; color: #0b1b33; box-shadow: inset 3px 0 0 #0d9488; }
.logo-sq { width: 34px; height: 34px; border-radius: 10px; display: flex; align-items: center; justify-content: center; color: #fff; font-weight: 800; font-size: 12px; }
.chead { display: flex; align-items: center; gap: 16px; padding: 18px 20px; }
.chead .logo-sq { width: 54px; height: 54px; font-size: 18px; border-radius: 14px; }
.chead b { display: block; font-size: 20px; color: #0b1b33; }
.chead small { display: block; color: #64748b; font-size: 13px; margin-top: 2px; }
.chead .chip { margin-left: auto; }
.cstats { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; margin-top: 12px; }
.cstat { padding: 14px 16px; }
.cstat small { display: block; font-size: 12px; color: #64748b; font-weight: 600; }
.cstat b { display: block; font-size: 17px; color: #0b1b33; margin-top: 4px; }
.cstat em { font-style: normal; font-size: 12px; font-weight: 700; color: #0f766e; }
.cpair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 12px; }
.contact { display: flex; gap: 12px; align-items: center; padding: 9px 0; }
.contact b { display: block; font-size: 13px; color: #0b1b33; }
.contact small { display: block; font-size: 12px; color: #64748b; }
.act { display: flex; gap: 12px; padding: 6px 0; font-size: 13px; color: #0b1b33; font-weight: 600; }
.act i { width: 10px; height: 10px; margin-top: 4px; border-radius: 99px; background: #2dd4bf; box-shadow: 0 0 0 4px #ccfbf1; }
.act small { display: block; font-size: 12px; color: #64748b; font-weight: 500; }
#cursor { position: absolute; left: 0; top: 0; width: 24px; height: 24px; z-index: 20; filter: drop-shadow(0 2px 3px rgba(0,0,0,.35)); }
#ripple { position: absolute; width: 44px; height: 44px; margin: -22px 0 0 -22px; border-radius: 99px; background: rgba(45,212,191,.45); z-index: 19; opacity: 0; }
#end { position: absolute; inset: 0; z-index: 30; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; color: #fff; opacity: 0;
  background: radial-gradient(700px 420px at 85% 0%, rgba(45,212,191,.28), transparent), radial-gradient(620px 420px at 0% 100%, rgba(47,102,179,.45), transparent), #0b1b33; }
#end .brand { font-size: 26px; padding: 0 0 30px; gap: 14px; }
#end h2 { max-width: 900px; text-wrap: balance; font-size: 46px; line-height: 1.12; font-weight: 800; letter-spacing: -0.025em; }
#end .cta { margin-top: 34px; display: inline-flex; align-items: center; gap: 10px; height: 56px; padding: 0 30px; border-radius: 99px; background: #2dd4bf; color: #0b1b33; font-weight: 800; font-size: 18px; }
`;

function overview(copy, language) {
  const { overview: o } = copy;
  const kpiIcons = [
    ["Users", "tone-teal"],
    ["FolderCheck", "tone-blue"],
    ["Clock", "tone-warm"],
    ["Gauge", "tone-teal"],
  ];
  const weeks = [3650, 3820, 3710, 3980, 4060, 3920, 4190, 4312];
  const todayIcons = { teal: "UserPlus", blue: "Flag", warm: "CalendarDays" };
  return `
  <section class="view" id="v-overview">
    <div class="head"><div><h1>${escapeHtml(o.greeting)}</h1><p class="sub">${escapeHtml(o.date)}</p></div>
      <span class="btn ghost">${icon("Download", 16)}${language === "es" ? "Exportar" : "Export"}</span></div>
    <div class="kpis">
      ${o.kpis
        .map(
          (kpi, index) => `<div class="card kpi" data-rise="${index}">
        <div class="label">${escapeHtml(kpi.label)}<span class="ic ${kpiIcons[index][1]}">${icon(kpiIcons[index][0], 16)}</span></div>
        <div class="value" data-count="${kpi.value}" data-format="${kpi.format}">0</div>
        <div class="note">${escapeHtml(kpi.note)}</div></div>`,
        )
        .join("")}
    </div>
    <div class="grid2">
      <div class="card panel" data-rise="4"><h2>${escapeHtml(o.chartTitle)}<span class="chip teal">${icon("TrendingUp", 14)}+3 %</span></h2>
        <div class="chart">
          ${[0, 1, 2, 3]
            .map((line) => `<div class="gl" style="bottom:${22 + line * 80}px"><span>${thousands(line * 1500, language)}</span></div>`)
            .join("")}
          <div class="bars">${weeks
            .map(
              (hours, index) =>
                `<div class="b${index === weeks.length - 1 ? " last" : ""}" data-bar style="height:${(hours / 4500) * 240}px"></div>`,
            )
            .join("")}</div>
          <div class="weeks">${o.chartWeeks.map((week) => `<span>${week}</span>`).join("")}</div>
        </div>
      </div>
      <div class="card panel today" data-rise="5"><h2>${escapeHtml(o.todayTitle)}<span class="chip gray">4</span></h2>
        <ul>${o.today
          .map(
            (item, index) => `<li data-item="${index}"><span class="dot tone-${item.tone}">${icon(todayIcons[item.tone], 16)}</span>
          <span><b>${escapeHtml(item.title)}</b><small>${escapeHtml(item.detail)}</small></span></li>`,
          )
          .join("")}</ul>
      </div>
    </div>
  </section>`;
}

const STATUS_TONE = { active: "teal", remote: "blue", leave: "warm" };

function people(copy, language) {
  const p = copy.people;
  const row = (person, index) => `<tr data-person="${index}"${index === 0 ? ' id="laura"' : ""}>
    <td class="name"><span class="avatar" style="width:32px;height:32px;font-size:12px;background:${person.color}">${initials(person.name)}</span>${escapeHtml(person.name)}</td>
    <td>${escapeHtml(person.role[language])}</td><td><span class="chip gray">${escapeHtml(person.team[language])}</span></td>
    <td>${escapeHtml(person.city)}</td><td><span class="chip ${STATUS_TONE[person.status]}">${escapeHtml(p.status[person.status])}</span></td></tr>`;
  const benefitIcons = ["ShieldCheck", "GraduationCap", "Wifi", "Eye", "HeartHandshake"];
  const laura = PEOPLE[0];
  return `
  <section class="view" id="v-people">
    <div class="head"><div><h1>${escapeHtml(p.title)}</h1><p class="sub">${escapeHtml(p.subtitle)}</p></div>
      <span class="btn">${icon("UserPlus", 16)}${escapeHtml(p.add)}</span></div>
    <div class="toolbar">
      <div class="field" id="people-search">${icon("Search", 16)}<span id="typed" class="typed"></span><i class="caret" id="caret"></i></div>
      <span class="btn ghost">${icon("SlidersHorizontal", 16)}${language === "es" ? "Filtros" : "Filters"}</span>
    </div>
    <div class="card" id="people-table" style="overflow:hidden"><table><thead><tr>${p.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join("")}</tr></thead>
      <tbody>${PEOPLE.map(row).join("")}</tbody></table></div>
  </section>
  <aside class="profile" id="profile">
    <div class="who"><span class="avatar" style="width:64px;height:64px;font-size:22px;background:${laura.color}">${initials(laura.name)}</span>
      <span><b>${escapeHtml(laura.name)}</b><small>${escapeHtml(laura.role[language])} · ${escapeHtml(laura.city)}</small><small>${escapeHtml(p.profile.since)}</small></span></div>
    <div class="tabs">${p.profile.tabs.map((tab, index) => `<span class="${index === 1 ? "on" : ""}">${escapeHtml(tab)}</span>`).join("")}</div>
    ${p.profile.benefits
      .map(
        (benefit, index) => `<div class="benefit" data-benefit="${index}"><span class="ic">${icon(benefitIcons[index], 17)}</span>
      <span><b>${escapeHtml(benefit.name)}</b><small>${escapeHtml(benefit.value)}</small>${benefit.bar ? `<span class="meter"><i data-meter style="width:${benefit.bar * 100}%"></i></span>` : ""}</span></div>`,
      )
      .join("")}
    <div class="vacation">${escapeHtml(p.profile.vacation)}<span>${escapeHtml(p.profile.vacationDays)}</span></div>
  </aside>`;
}

function projects(copy, language) {
  const p = copy.projects;
  const month = 100 / 6;
  const today = 2.4 * month;
  return `
  <section class="view" id="v-projects">
    <div class="head"><div><h1>${escapeHtml(p.title)}</h1><p class="sub">${escapeHtml(p.subtitle)}</p></div>
      <span style="display:flex;gap:8px"><span class="chip teal">${escapeHtml(p.legend.onTrack)}</span><span class="chip warm">${escapeHtml(p.legend.atRisk)}</span></span></div>
    <div class="card gantt" style="position:relative">
      <div class="months"><div class="who">${language === "es" ? "Proyecto" : "Project"}</div><div class="lane">${p.months.map((name) => `<span>${name}</span>`).join("")}</div></div>
      ${PROJECTS.map(
        (
          project,
          index,
        ) => `<div class="row"><div class="who"><b>${escapeHtml(project.name[language])}</b><small>${escapeHtml(project.client)}</small></div>
        <div class="lane"><div class="gbar${project.risk ? " risk" : ""}" data-gbar="${index}" style="left:${project.from * month}%;width:${(project.to - project.from) * month}%"><i data-gfill style="width:${project.progress * 100}%"></i></div>
        <span class="gpct" data-gpct style="left:calc(${project.to * month}% + 8px)">${percent(project.progress * 100, language)}</span>
        ${project.risk ? `<span class="alert" id="risk" style="left:calc(${project.to * month}% + 52px);top:23px">${icon("TriangleAlert", 14)}${escapeHtml(p.alert)}</span>` : ""}
        </div></div>`,
      ).join("")}
      <div class="todayline" id="todayline" style="left:calc(270px + (100% - 270px) * ${today / 100})"><span>${escapeHtml(p.today)}</span></div>
      <div class="tip" id="tip"><b>${escapeHtml(p.alert)}</b><small>${escapeHtml(p.alertDetail)}</small></div>
    </div>
    <div class="stats3">
      <div class="card stat" data-rise2="0"><span class="ic tone-teal">${icon("CircleCheck", 19)}</span><span><b>18</b><small>${escapeHtml(p.legend.onTrack)}</small></span></div>
      <div class="card stat" data-rise2="1"><span class="ic tone-warm">${icon("TriangleAlert", 19)}</span><span><b>2</b><small>${escapeHtml(p.legend.atRisk)}</small></span></div>
      <div class="card stat" data-rise2="2"><span class="ic tone-blue">${icon("Target", 19)}</span><span><b>${thousands(1240, language)} h</b><small>${language === "es" ? "Horas este mes" : "Hours this month"}</small></span></div>
    </div>
  </section>`;
}

function timesheets(copy, language) {
  const s = copy.time;
  const colors = ["#0d9488", "#f59e0b", "#2f66b3"];
  const names = TIMESHEET.map((row) => (row.internal ? s.internal : row.name[language]));
  const totals = TIMESHEET.map((row) => row.hours.reduce((sum, hours) => sum + hours, 0));
  return `
  <section class="view" id="v-time">
    <div class="head"><div><h1>${escapeHtml(s.title)}</h1><p class="sub">Laura Restrepo · ${escapeHtml(s.week)}</p></div>
      <span style="display:flex;gap:8px"><span class="btn ghost">${icon("ChevronLeft", 16)}</span><span class="btn ghost">${icon("CalendarDays", 16)}${escapeHtml(s.week)}</span><span class="btn ghost">${icon("ChevronRight", 16)}</span></span></div>
    <div class="timegrid">
      <div>
        <div class="card"><table class="sheet"><thead><tr><th>${language === "es" ? "Proyecto" : "Project"}</th>${s.days.map((day) => `<th>${day}</th>`).join("")}<th>${escapeHtml(s.total)}</th></tr></thead>
          <tbody>${TIMESHEET.map(
            (row, r) =>
              `<tr><td><b style="color:#0b1b33">${escapeHtml(names[r])}</b></td>${row.hours
                .map((_, d) => `<td><span class="cell" data-cell="${d * 3 + r}"></span></td>`)
                .join("")}<td><b data-rowtotal="${r}" style="color:#0b1b33">0 h</b></td></tr>`,
          ).join("")}</tbody>
          <tfoot><tr><td>${escapeHtml(s.total)}</td>${s.days.map((_, d) => `<td data-daytotal="${d}">0 h</td>`).join("")}<td id="weektotal">0 h</td></tr></tfoot></table></div>
        <div class="actions"><span class="btn" id="submit">${icon("Send", 16)}<span id="submit-label">${escapeHtml(s.submit)}</span></span></div>
        <div class="card steps">${s.steps
          .map(
            (step, index) =>
              `${index ? '<i class="link" data-link></i>' : ""}<span class="step" data-step="${index}"><span class="num">${index + 1}</span>${escapeHtml(step)}</span>`,
          )
          .join("")}</div>
      </div>
      <div class="card panel"><h2>${language === "es" ? "Resumen de la semana" : "Week summary"}</h2>
        <div class="ring"><svg viewBox="0 0 120 120" width="150" height="150"><circle cx="60" cy="60" r="50" fill="none" stroke="#eef2f7" stroke-width="12"/>
          <circle id="ringarc" cx="60" cy="60" r="50" fill="none" stroke="#2dd4bf" stroke-width="12" stroke-linecap="round" stroke-dasharray="314.16" stroke-dashoffset="314.16" transform="rotate(-90 60 60)"/></svg>
          <b><span id="ringtext">0 h</span><small>${language === "es" ? "de 40 h" : "of 40 h"}</small></b></div>
        ${names.map((name, r) => `<div class="split"><i style="background:${colors[r]}"></i><span>${escapeHtml(name)}</span><b>${totals[r]} h</b></div>`).join("")}
      </div>
    </div>
    <div class="toast" id="toast"><span class="ok">${icon("Check", 17)}</span>${escapeHtml(s.toast)}</div>
  </section>`;
}

function clients(copy) {
  const c = copy.clients;
  const list = [
    ["Transportes del Valle", "TV", "#0d9488"],
    ["Finlatam", "FL", "#2f66b3"],
    ["Coastal Family Clinic", "CF", "#f59e0b"],
    ["Andes Retail", "AR", "#1b3a66"],
    ["Café Montaña", "CM", "#7c3aed"],
    ["Clínica San Rafael", "SR", "#db2777"],
    ["Grupo Altavista", "GA", "#0f766e"],
  ];
  const contacts = [
    ["Carolina Mejía", c.contactRoles[0], "#0f766e"],
    ["Jorge Salazar", c.contactRoles[1], "#234d87"],
    ["Luisa Ortiz", c.contactRoles[2], "#b45309"],
  ];
  return `
  <section class="view" id="v-clients">
    <div class="head"><div><h1>${escapeHtml(c.title)}</h1><p class="sub">7 ${c.title.toLowerCase()}</p></div></div>
    <div class="clientgrid">
      <div class="card clist">${list
        .map(
          ([name, short, color], index) =>
            `<div class="${index === 0 ? "on" : ""}"><span class="logo-sq" style="background:${color}">${short}</span>${escapeHtml(name)}</div>`,
        )
        .join("")}</div>
      <div>
        <div class="card chead" data-rise3="0"><span class="logo-sq" style="background:#0d9488">TV</span><span><b>Transportes del Valle</b><small>${escapeHtml(c.industry)}</small></span><span class="chip teal">${escapeHtml(c.status)}</span></div>
        <div class="cstats">
          <div class="card cstat" data-rise3="1"><small>${escapeHtml(c.contract)}</small><b>${escapeHtml(c.contractAmount)}</b><em>${escapeHtml(c.contractValue)}</em></div>
          <div class="card cstat" id="renewal" data-rise3="2"><small>${escapeHtml(c.renewal)}</small><b>${escapeHtml(c.renewalDate)}</b><em style="color:#b45309">${escapeHtml(c.renewalIn)}</em></div>
          <div class="card cstat" data-rise3="3"><small>${escapeHtml(c.satisfaction)}</small><b>4,8 / 5</b><em>${"★★★★★"}</em></div>
        </div>
        <div class="cpair">
          <div class="card panel" data-rise3="4"><h2>${escapeHtml(c.contacts)}</h2>${contacts
            .map(
              ([name, role, color]) =>
                `<div class="contact"><span class="avatar" style="width:36px;height:36px;font-size:13px;background:${color}">${initials(name)}</span><span><b>${escapeHtml(name)}</b><small>${escapeHtml(role)}</small></span></div>`,
            )
            .join("")}</div>
          <div class="card panel" data-rise3="5"><h2>${escapeHtml(c.activity)}</h2>${c.events
            .map(
              (event, index) =>
                `<div class="act"><i></i><span>${escapeHtml(event)}<small>${escapeHtml(c.when[index])}</small></span></div>`,
            )
            .join("")}</div>
        </div>
      </div>
    </div>
  </section>`;
}

/** The page for one language; `fontUrl` is where it finds the site's typeface. */
export function tourPage(language) {
  const copy = SCREENS[language];
  const font = `data:font/woff2;base64,${readFileSync(FONT).toString("base64")}`;
  const navItems = NAV.map(
    ([id, iconName], index) =>
      `${index === 5 ? `<div class="nav-section">${language === "es" ? "Equipo" : "Team"}</div>` : ""}<div class="nav-item" id="nav-${id}"><i class="hl"></i><i class="bar"></i>${icon(iconName, 18)}<span>${escapeHtml(copy.nav[id])}</span></div>`,
  ).join("");
  const script = `
const SCENES = ${JSON.stringify(SCENES)};
const END_CARD = ${END_CARD};
const LANGUAGE = ${JSON.stringify(language)};
const HOURS = ${JSON.stringify(TIMESHEET.map((row) => row.hours))};
const QUERY = ${JSON.stringify(copy.people.query)};
const SUBMIT = ${JSON.stringify(copy.time.submit)};
const APPROVED = ${JSON.stringify(copy.time.approved)};
${RUNTIME}`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${CSS(font)}</style></head><body>
<div id="app">
  <aside class="side"><div class="brand">${LOGO}${escapeHtml(copy.product)}</div><nav class="nav">${navItems}</nav>
    <div class="me"><span class="avatar" style="width:34px;height:34px;font-size:12px;background:#2f66b3">AG</span><span><b>${escapeHtml(copy.user.name)}</b><small>${escapeHtml(copy.user.role)}</small></span></div></aside>
  <div class="main">
    <div class="top"><div class="search">${icon("Search", 16)}${escapeHtml(copy.search)}</div><div class="spacer"></div>
      <span class="bell">${icon("Bell", 20)}<i></i></span><span class="avatar" style="width:34px;height:34px;font-size:12px;background:#2f66b3">AG</span></div>
    ${overview(copy, language)}
    ${people(copy, language)}
    ${projects(copy, language)}
    ${timesheets(copy, language)}
    ${clients(copy)}
  </div>
  <div id="ripple"></div>
  <svg id="cursor" viewBox="0 0 24 24"><path d="M4 2.5v17.2l4.6-4.3 3 6.6 3-1.4-3-6.4h6.2Z" fill="#0b1b33" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>
  <div id="end"><div class="brand">${LOGO.replace('width="34" height="34"', 'width="54" height="54"')}${escapeHtml(copy.product)}</div>
    <h2>${escapeHtml(copy.end.title)}</h2><span class="cta">${escapeHtml(copy.end.cta)}${icon("ArrowRight", 20)}</span></div>
</div>
<script>${script}</script></body></html>`;
}

/** Runs in the page: lays out the frame at `t` seconds from the state alone. */
const RUNTIME = String.raw`
const $ = (selector) => document.querySelector(selector);
const $$ = (selector) => [...document.querySelectorAll(selector)];
const clamp = (value, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const progress = (t, from, to) => clamp((t - from) / (to - from));
const easeInOut = (p) => (p < 0.5 ? 4 * p * p * p : 1 - Math.pow(-2 * p + 2, 3) / 2);
const easeOut = (p) => 1 - Math.pow(1 - p, 3);
const thousands = (value) => Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, LANGUAGE === "es" ? "." : ",");
const FADE = 0.35;

function sceneAt(t) {
  let index = 0;
  SCENES.forEach((scene, i) => { if (t >= scene.start) index = i; });
  return index;
}

/** Where an element's centre is, in the frame, as laid out at rest. */
const centres = {};
function centreOf(selector, dx = 0, dy = 0) {
  if (!centres[selector]) {
    const box = $(selector).getBoundingClientRect();
    centres[selector] = [box.left + box.width / 2, box.top + box.height / 2];
  }
  const [x, y] = centres[selector];
  return [x + dx, y + dy];
}

// The pointer's path: [time, x, y] points, eased between, and the clicks.
let PATH, CLICKS;
function plan() {
  const nav = (id) => centreOf("#nav-" + id, -40, 0);
  PATH = [
    [0, 960, 600], [4.9, 960, 600], [6.4, ...nav("people")],
    [7.0, ...nav("people")], [7.9, ...centreOf("#people-search", -90, 2)], [9.3, ...centreOf("#people-search", -90, 2)],
    [10.0, ...centreOf("#laura", -200, 4)], [11.2, ...centreOf("#laura", -170, 8)], [12.9, ...nav("projects")],
    [13.8, ...nav("projects")], [16.9, ...centreOf("#risk", 10, 6)], [18.6, ...centreOf("#risk", 14, 8)], [19.8, ...nav("time")],
    [20.6, ...nav("time")], [22.6, ...centreOf("#submit", 140, 70)], [23.5, ...centreOf("#submit", 20, 4)], [24.6, ...centreOf("#submit", 30, 30)],
    [26.4, ...nav("clients")], [27.2, ...nav("clients")], [28.6, ...centreOf("#renewal", 30, 16)], [34, ...centreOf("#renewal", 30, 16)],
  ];
  CLICKS = [6.6, 8.0, 10.1, 13.2, 20.0, 23.7, 26.6];
}

function pointer(t) {
  let i = 0;
  while (i < PATH.length - 2 && t >= PATH[i + 1][0]) i += 1;
  const [t0, x0, y0] = PATH[i];
  const [t1, x1, y1] = PATH[i + 1];
  const p = easeInOut(progress(t, t0, t1));
  return [x0 + (x1 - x0) * p, y0 + (y1 - y0) * p];
}

function set(element, styles) { Object.assign(element.style, styles); }

function rise(elements, t, start, step = 0.08) {
  elements.forEach((element, index) => {
    const p = easeOut(progress(t, start + index * step, start + index * step + 0.5));
    set(element, { opacity: p, transform: "translateY(" + (1 - p) * 14 + "px)" });
  });
}

function renderOverview(t) {
  rise($$("#v-overview [data-rise]"), t, 0.15);
  const counting = easeOut(progress(t, 0.4, 2.0));
  $$("#v-overview [data-count]").forEach((element) => {
    const value = Number(element.dataset.count) * counting;
    const format = element.dataset.format;
    element.textContent = format === "pct" ? Math.round(value) + (LANGUAGE === "es" ? " %" : "%")
      : format === "of21" ? Math.round(value) + (LANGUAGE === "es" ? " de 21" : " of 21") : thousands(value);
  });
  $$("#v-overview [data-bar]").forEach((bar, index) => {
    const p = easeOut(progress(t, 0.8 + index * 0.09, 1.6 + index * 0.09));
    bar.style.transform = "scaleY(" + p + ")";
  });
  rise($$("#v-overview [data-item]"), t, 1.4, 0.18);
}

function renderPeople(t) {
  const field = $("#people-search");
  const typing = Math.floor(clamp((t - 8.1) / 0.2, 0, QUERY.length));
  $("#typed").textContent = t >= 8.1 ? QUERY.slice(0, typing) : "";
  const focused = t >= 8.0 && t < 10.1;
  field.classList.toggle("focus", focused);
  $("#caret").style.opacity = focused && (t < 9.2 || Math.floor(t * 2.5) % 2 === 0) ? 1 : 0;
  const filtered = progress(t, 9.3, 9.6);
  $$("#v-people [data-person]").forEach((row, index) => {
    const enter = easeOut(progress(t, 7.0 + index * 0.06, 7.4 + index * 0.06));
    row.style.opacity = index === 0 ? enter : enter * (1 - filtered);
  });
  const collapse = easeInOut(progress(t, 9.5, 9.9));
  $("#people-table").style.height = collapse ? 45 + 52 * (7 - 6 * collapse) + "px" : "";
  $("#laura").classList.toggle("sel", t >= 10.1);
  const slide = easeOut(progress(t, 10.2, 10.75));
  const leave = t >= SCENES[2].start ? 1 - progress(t, SCENES[2].start - 0.05, SCENES[2].start + 0.3) : 1;
  set($("#profile"), { transform: "translateX(" + (1 - slide) * 440 + "px)", opacity: leave });
  rise($$("#profile [data-benefit]"), t, 10.5, 0.1);
  $$("#profile [data-meter]").forEach((meter) => { meter.style.transform = "scaleX(" + easeOut(progress(t, 11.0, 11.8)) + ")"; });
}

function renderProjects(t) {
  const start = SCENES[2].start;
  $$("#v-projects [data-gbar]").forEach((bar, index) => {
    const p = easeOut(progress(t, start + 0.3 + index * 0.12, start + 1.1 + index * 0.12));
    bar.style.transform = "scaleX(" + p + ")";
    const fill = bar.querySelector("[data-gfill]");
    fill.style.transform = "scaleX(" + easeOut(progress(t, start + 1.0 + index * 0.12, start + 2.2 + index * 0.12)) + ")";
    fill.style.transformOrigin = "left";
  });
  $$("#v-projects [data-gpct]").forEach((label, index) => { label.style.opacity = progress(t, start + 1.6 + index * 0.12, start + 2.0 + index * 0.12); });
  $("#todayline").style.opacity = progress(t, start + 1.2, start + 1.6);
  const pop = progress(t, 16.4, 16.7);
  set($("#risk"), { opacity: pop, transform: "scale(" + (0.6 + 0.4 * easeOut(pop) + Math.sin(pop * Math.PI) * 0.08) + ")" });
  const riskBox = $("#risk").getBoundingClientRect();
  const tip = progress(t, 17.1, 17.4) * (1 - progress(t, 19.0, 19.3));
  const gantt = $("#v-projects .gantt").getBoundingClientRect();
  set($("#tip"), { opacity: tip, left: riskBox.right - gantt.left - 270 + "px", top: riskBox.bottom - gantt.top + 10 + "px", transform: "translateY(" + (1 - tip) * 6 + "px)" });
  rise($$("#v-projects [data-rise2]"), t, start + 0.8);
}

function renderTime(t) {
  const start = 20.5;
  const perCell = 0.14;
  const dayTotals = [0, 0, 0, 0, 0];
  const rowTotals = [0, 0, 0];
  let total = 0;
  $$("#v-time [data-cell]").forEach((cell) => {
    const order = Number(cell.dataset.cell);
    const day = Math.floor(order / 3);
    const row = order % 3;
    const hours = HOURS[row][day];
    const shown = t >= start + order * perCell;
    cell.textContent = shown ? (hours ? hours + " h" : "–") : "";
    cell.classList.toggle("filled", shown && hours > 0);
    if (shown) { dayTotals[day] += hours; rowTotals[row] += hours; total += hours; }
  });
  $$("#v-time [data-daytotal]").forEach((cell, day) => { cell.textContent = dayTotals[day] + " h"; });
  $$("#v-time [data-rowtotal]").forEach((cell, row) => { cell.textContent = rowTotals[row] + " h"; });
  $("#weektotal").textContent = total + " h";
  $("#ringtext").textContent = total + " h";
  $("#ringarc").setAttribute("stroke-dashoffset", String(314.16 * (1 - total / 40)));
  const approved = t >= 23.75;
  $("#submit").classList.toggle("approved", approved);
  $("#submit-label").textContent = approved ? APPROVED : SUBMIT;
  const done = [t >= start + 15 * perCell, approved, t >= 24.0];
  $$("#v-time [data-step]").forEach((step, index) => step.classList.toggle("done", done[index]));
  $$("#v-time [data-link]").forEach((link, index) => link.classList.toggle("done", done[index + 1]));
  const toast = progress(t, 24.0, 24.35) * (1 - progress(t, 26.2, 26.5));
  set($("#toast"), { opacity: toast, transform: "translateY(" + (1 - toast) * -10 + "px)" });
}

function renderClients(t) {
  rise($$("#v-clients [data-rise3]"), t, SCENES[4].start + 0.15, 0.1);
  const glow = progress(t, 28.6, 28.9);
  $("#renewal").style.boxShadow = glow ? "0 0 0 " + 3 * glow + "px rgba(245,158,11,.35), 0 8px 24px -12px rgba(15,23,42,.12)" : "";
}

window.render = (t) => {
  if (!PATH) plan();
  const current = sceneAt(t);
  SCENES.forEach((scene, index) => {
    const view = $("#v-" + scene.id);
    const next = SCENES[index + 1];
    const enter = index === 0 ? 1 : easeOut(progress(t, scene.start, scene.start + FADE));
    const leave = next ? 1 - progress(t, next.start - 0.05, next.start + 0.15) : 1;
    const visible = index === current ? enter : index === current - 1 ? leave : 0;
    set(view, { opacity: visible, transform: "translateY(" + (1 - enter) * 10 + "px)" });
    const item = $("#nav-" + scene.id);
    const on = index === current ? enter : index === current - 1 ? 1 - enter : 0;
    item.querySelector(".hl").style.opacity = on;
    item.querySelector(".bar").style.opacity = on;
    item.style.color = on > 0.5 ? "#ffffff" : "#b6c3d6";
    item.querySelector("svg").style.color = on > 0.5 ? "#5eead4" : "";
  });
  renderOverview(t);
  renderPeople(t);
  renderProjects(t);
  renderTime(t);
  renderClients(t);

  const [x, y] = pointer(t);
  const end = easeOut(progress(t, END_CARD, END_CARD + 0.7));
  set($("#cursor"), { transform: "translate(" + (x - 5) + "px," + (y - 3) + "px)", opacity: 1 - end });
  const click = CLICKS.find((at) => t >= at && t < at + 0.45);
  if (click === undefined) $("#ripple").style.opacity = 0;
  else {
    const p = progress(t, click, click + 0.45);
    set($("#ripple"), { left: x + "px", top: y + "px", opacity: 0.9 * (1 - p), transform: "scale(" + (0.3 + p) + ")" });
  }
  set($("#end"), { opacity: end });
  const title = easeOut(progress(t, END_CARD + 0.3, END_CARD + 1.1));
  set($("#end h2"), { transform: "translateY(" + (1 - title) * 16 + "px)", opacity: title });
  const cta = easeOut(progress(t, END_CARD + 0.7, END_CARD + 1.4));
  set($("#end .cta"), { transform: "translateY(" + (1 - cta) * 12 + "px)", opacity: cta });
};
`;
