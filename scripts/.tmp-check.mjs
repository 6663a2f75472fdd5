import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:4300";
const routes = { financials: "/financials/adquire", candidate: "/work-with-us", contractor: "/contractors/work/apply", "vma-application": "/vma/gethired/hire", "company-recruitment": "/recruitment", consulting: "/contractors/consulting/apply", "expert-request": "/contractors/outsourcing/apply", "tech-services": "/techservices/adquire", "vma-hire": "/vma/specialist/hire" };
const [lang = "en", width = "1280", only] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [form, route] of Object.entries(routes)) {
  if (only && only !== form) continue;
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  page.on("pageerror", (e) => { if (!/WebSocket|Hydration/.test(e.message)) console.log("pageerror:", e.message.slice(0, 300)); });
  page.on("console", (m) => { if (m.type() === "error" && !/WebSocket|websocket|hydrat|script tag/i.test(m.text())) console.log("console:", m.text().slice(0, 300)); });
  await page.goto(`${base}${route}?lang=${lang}`, { waitUntil: "networkidle" });
  const f = page.locator(`form[data-form-id="${form}"]`);
  await f.locator("button[type=submit]").click();
  await page.waitForTimeout(300);
  console.log(form, await f.getByRole("alert").allInnerTexts(), "focus:", await page.evaluate(() => document.activeElement?.getAttribute("name")));
  await f.screenshot({ path: `/tmp/shots/${form}-errors-${lang}-${width}.png` });
  await page.close();
}
await browser.close();
