#!/usr/bin/env node
// Renders the image shared with every page (og:image, twitter:image):
//   public/social-card.png, 1200×630
// Usage: npm run social-card          (SITE_BRAND_NAME changes the brand; CHROMIUM_PATH the browser)
//
// An HTML template, drawn by the OS Chromium with the site's own font and the colour tokens of
// app/styles/app.css, then stored as an indexed-colour PNG so it stays far below the 200 KB image budget.
// The same Chromium, font and tokens give the same file.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync, inflateSync } from "node:zlib";
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

/** Pixels of an 8-bit RGB or RGBA PNG such as Chromium's screenshots. */
function decodePng(png) {
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0 || (body[9] !== 2 && body[9] !== 6)) throw new Error("expected an 8-bit RGB(A) PNG");
      channels = body[9] === 6 ? 4 : 3;
    }
    if (type === "IDAT") data.push(body);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const corner = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) predictor = paeth(left, up, corner);
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x] + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

function paeth(left, up, corner) {
  const estimate = left + up - corner;
  const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - corner)];
  return a <= b && a <= c ? left : b <= c ? up : corner;
}

/**
 * At most 256 colours by median cut over the image's own colours, weighted by
 * how many pixels use each. A flat design with anti-aliased edges keeps its
 * look at less than half the bytes of the full-colour screenshot.
 */
function quantize({ pixels, channels }) {
  const counts = new Map();
  for (let i = 0; i < pixels.length; i += channels) {
    const rgb = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  const colours = [...counts].map(([rgb, count]) => ({ rgb: [rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff], count }));
  const boxes = [colours];
  while (boxes.length < 256) {
    let widest = -1;
    let widestRange = 0;
    let axis = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      for (let channel = 0; channel < 3; channel++) {
        const values = box.map((colour) => colour.rgb[channel]);
        const range = (Math.max(...values) - Math.min(...values)) * Math.sqrt(box.reduce((sum, colour) => sum + colour.count, 0));
        if (range > widestRange) [widest, widestRange, axis] = [index, range, channel];
      }
    });
    if (widest < 0) break;
    const box = boxes[widest].sort((a, b) => a.rgb[axis] - b.rgb[axis]);
    const half = box.reduce((sum, colour) => sum + colour.count, 0) / 2;
    let split = 1;
    for (let seen = box[0].count; split < box.length - 1 && seen + box[split].count <= half; split++) seen += box[split].count;
    boxes.splice(widest, 1, box.slice(0, split), box.slice(split));
  }
  const palette = boxes.map((box) => {
    const total = box.reduce((sum, colour) => sum + colour.count, 0);
    return [0, 1, 2].map((channel) => Math.round(box.reduce((sum, colour) => sum + colour.rgb[channel] * colour.count, 0) / total));
  });
  const nearest = new Map();
  for (const { rgb } of colours) {
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    palette.forEach((entry, index) => {
      const distance = (entry[0] - rgb[0]) ** 2 + (entry[1] - rgb[1]) ** 2 + (entry[2] - rgb[2]) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    nearest.set((rgb[0] << 16) | (rgb[1] << 8) | rgb[2], best);
  }
  const indices = new Uint8Array(pixels.length / channels);
  for (let i = 0; i < indices.length; i++) {
    const at = i * channels;
    indices[i] = nearest.get((pixels[at] << 16) | (pixels[at + 1] << 8) | pixels[at + 2]);
  }
  return { palette, indices };
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** An indexed-colour PNG, with whichever single row filter compresses best. */
function encodeIndexedPng(width, height, { palette, indices }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 3;
  const candidates = [0, 1, 2].map((filter) => {
    const raw = Buffer.alloc(height * (width + 1));
    for (let y = 0; y < height; y++) {
      raw[y * (width + 1)] = filter;
      for (let x = 0; x < width; x++) {
        const value = indices[y * width + x];
        const predictor = filter === 1 && x > 0 ? indices[y * width + x - 1] : filter === 2 && y > 0 ? indices[(y - 1) * width + x] : 0;
        raw[y * (width + 1) + 1 + x] = (value - predictor) & 0xff;
      }
    }
    return deflateSync(raw, { level: 9, memLevel: 9 });
  });
  const data = candidates.reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(template(colourTokens()), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const screenshot = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
  const png = encodeIndexedPng(WIDTH, HEIGHT, quantize(decodePng(screenshot)));
  writeFileSync(OUT, png);
  console.log(`${path.relative(ROOT, OUT)}: ${WIDTH}×${HEIGHT}, ${png.length} bytes`);
} finally {
  await browser.close();
}
