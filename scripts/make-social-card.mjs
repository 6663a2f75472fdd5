#!/usr/bin/env node
// Renders the image shared with every page (og:image, twitter:image):
//   public/social-card.png, 1200×630
// Usage: npm run social-card          (SITE_BRAND_NAME changes the brand; CHROMIUM_PATH the browser)
//
// An HTML template, drawn by the OS Chromium with the site's own font and the colour tokens of
// app/styles/app.css, and stored as Chromium's own PNG screenshot (about 80 KB, within the 200 KB image budget
// that tests/e2e/seo.spec.ts holds). The same Chromium, font and tokens give the same file.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "social-card.png");
const WIDTH = 1200;
const HEIGHT = 630;
const BRAND = process.env.SITE_BRAND_NAME ?? "Andina Group";
// One card serves both languages: the tagline in each, then words that read the same in both.
const TAGLINE = { es: "Tecnología, talento y consultoría", en: "Technology, talent and consulting" };
const REACH = "Colombia · LATAM · USA";
const SERVICES = ["IA / AI", "RPA", "Cloud", "BI", "Outsourcing"];

/** The `--color-*` tokens of the site's stylesheet, so the card follows the brand. */
function colourTokens() {
  const css = readFileSync(path.join(ROOT, "app", "styles", "app.css"), "utf8");
  const tokens = Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\b/gi)].map(([, name, value]) => [name, value]));
  for (const name of ["brand-900", "brand-800", "brand-700", "brand-500", "brand-100", "accent-400", "accent-300"]) {
    if (!tokens[name]) throw new Error(`app.css has no --color-${name}`);
  }
  return tokens;
}

/** The site's logo (app/features/navigation/logo.tsx), inverted for a dark ground. */
const LOGO_MARK = (c) =>
  `<rect width="40" height="40" rx="11" fill="#fff"/><path d="M9 29 19.5 10 31 29h-5.2l-6.3-11.6L13.9 29Z" fill="${c["brand-900"]}"/><circle cx="29" cy="12" r="3.2" fill="${c["accent-400"]}"/>`;

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function template(c) {
  const font = readFileSync(
    path.join(ROOT, "node_modules", "@fontsource-variable", "plus-jakarta-sans", "files", "plus-jakarta-sans-latin-wght-normal.woff2"),
  ).toString("base64");
  const orbit = [0, 72, 144, 216, 288].map((degrees) => {
    const angle = ((degrees - 90) * Math.PI) / 180;
    return { x: 210 + 168 * Math.cos(angle), y: 210 + 168 * Math.sin(angle) };
  });
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: "Jakarta"; font-weight: 200 800; src: url(data:font/woff2;base64,${font}) format("woff2"); }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; }
body {
  position: relative; overflow: hidden; font-family: "Jakarta", sans-serif; color: #fff;
  background: ${c["brand-900"]};
}
.glow { position: absolute; border-radius: 50%; }
.glow.blue { width: 760px; height: 760px; right: -220px; top: -260px; background: ${c["brand-700"]}; opacity: .55; }
.glow.deep { width: 560px; height: 560px; right: -120px; top: -140px; background: ${c["brand-800"]}; }
.content { position: absolute; left: 80px; top: 76px; width: 640px; }
.reach { font-size: 20px; font-weight: 700; letter-spacing: .2em; text-transform: uppercase; color: ${c["accent-300"]}; }
h1 { margin-top: 26px; font-size: 92px; line-height: 1; font-weight: 800; letter-spacing: -0.035em; }
.rule { margin-top: 32px; width: 96px; height: 8px; border-radius: 4px; background: ${c["accent-400"]}; }
.tagline { margin-top: 30px; font-size: 36px; line-height: 1.2; font-weight: 600; color: #fff; letter-spacing: -0.01em; }
.tagline.second { margin-top: 10px; font-size: 30px; font-weight: 500; color: ${c["brand-100"]}; opacity: .8; }
.chips { position: absolute; left: 80px; bottom: 72px; display: flex; gap: 12px; }
.chip { padding: 10px 20px; border-radius: 999px; border: 2px solid rgba(255,255,255,.22); font-size: 22px; font-weight: 600; color: #fff; }
.art { position: absolute; right: 70px; top: 105px; }
.band { position: absolute; left: 0; right: 0; bottom: 0; height: 10px; background: ${c["accent-400"]}; }
</style></head>
<body>
  <div class="glow blue"></div><div class="glow deep"></div>
  <div class="content">
    <p class="reach">${escapeHtml(REACH)}</p>
    <h1>${escapeHtml(BRAND)}</h1>
    <div class="rule"></div>
    <p class="tagline" lang="es">${escapeHtml(TAGLINE.es)}</p>
    <p class="tagline second" lang="en">${escapeHtml(TAGLINE.en)}</p>
  </div>
  <div class="chips">${SERVICES.map((service) => `<span class="chip">${escapeHtml(service)}</span>`).join("")}</div>
  <svg class="art" width="420" height="420" viewBox="0 0 420 420" aria-hidden="true">
    <circle cx="210" cy="210" r="168" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2" stroke-dasharray="6 10"/>
    <circle cx="210" cy="210" r="112" fill="none" stroke="#fff" stroke-opacity=".10" stroke-width="2"/>
    ${orbit.map(({ x, y }) => `<line x1="210" y1="210" x2="${x}" y2="${y}" stroke="${c["accent-400"]}" stroke-opacity=".35" stroke-width="2"/>`).join("")}
    <g transform="translate(130 130) scale(4)">${LOGO_MARK(c)}</g>
    ${orbit
      .map(
        ({ x, y }, index) =>
          `<circle cx="${x}" cy="${y}" r="22" fill="${index % 2 ? "#fff" : c["brand-500"]}" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
          `<circle cx="${x}" cy="${y}" r="7" fill="${index % 2 ? c["accent-400"] : "#fff"}"/>`,
      )
      .join("")}
  </svg>
  <div class="band"></div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(template(colourTokens()), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  writeFileSync(OUT, png);
  console.log(`${path.relative(ROOT, OUT)}: ${WIDTH}×${HEIGHT}, ${png.length} bytes`);
} finally {
  await browser.close();
}
