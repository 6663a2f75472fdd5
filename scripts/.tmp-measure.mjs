import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
const base = process.argv[2];
const routes = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on("response", (r) => { if (r.url().endsWith(".js")) scripts.add(new URL(r.url()).pathname); });
  await page.goto(base + route, { waitUntil: "networkidle" });
  let total = 0; const rows = [];
  for (const path of scripts) {
    const bytes = readFileSync(`build-forms/client${path}`);
    const gz = gzipSync(bytes, { level: 9 }).length; total += gz; rows.push([path.replace("/assets/", ""), (gz / 1024).toFixed(1)]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(route, "JS gzip KB:", (total / 1024).toFixed(1), "files:", scripts.size);
  console.log("   ", rows.slice(0, 12).map((r) => r.join(" ")).join(" | "));
  await page.close();
}
await browser.close();
