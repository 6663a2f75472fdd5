import { chromium } from "@playwright/test";
const [,, url] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(6000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const id of profile.samples) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || "(anon)"} ${f.url.replace(/.*\//, "")}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of rows) console.log((v / 1000).toFixed(1).padStart(7), k);
// total by url
const byUrl = new Map(); i = 0;
for (const id of profile.samples) { const f = byId.get(id).callFrame; const u = f.url.replace(/.*\//, "") || f.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i++] ?? 0)); }
console.log([...byUrl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([u, v]) => `${u} ${(v / 1000).toFixed(0)}`).join("\n"));
await browser.close();
