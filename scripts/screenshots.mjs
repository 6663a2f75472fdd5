// Full-page screenshots of routes at phone and desktop widths, in both languages:
//   node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /techservices/ia
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", outDir = "/tmp/shots", ...routes] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const languages = (process.env.LANGS ?? "es,en").split(",");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
for (const language of languages) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, locale: language });
    const page = await context.newPage();
    for (const route of routes.length ? routes : ["/"]) {
      const separator = route.includes("?") ? "&" : "?";
      await page.goto(`${base}${route}${separator}lang=${language}`, { waitUntil: "networkidle" });
      // The page's script has run; then every section is laid out, as on a reload (decision 0018): a
      // full-page capture, which does not scroll, would otherwise show the lower ones blank.
      await page.locator("html[data-page-script]").waitFor({ state: "attached", timeout: 10_000 });
      await page.evaluate(() => document.documentElement.removeAttribute("data-layout-near-view"));
      const name = `${route.replace(/[/?=&]+/g, "_").replace(/^_|_$/g, "") || "home"}-${language}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== "0" });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
