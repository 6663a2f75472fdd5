import { chromium } from "@playwright/test";
const [,, url, width, ...ys] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)); } window.scrollTo(0, 0); });
await page.waitForTimeout(400);
for (const y of ys) { const name = `/tmp/clip-${width}-${y}.png`; await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: 1000 } }); console.log(name); }
await browser.close();
