/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) on the
 * measured routes in both languages, each beside a twin of the same HTML with
 * every script removed (what the page's script costs its largest paint: the
 * LCP ratio, with scripts over without), then the first tap on each
 * interactive control (bench/first-tap.ts) and the first tap at once, as a
 * visitor taps (bench/quick-tap.ts), then autocannon on a cached
 * page. Each figure is the median of BENCH_RUNS loads (5 unless told: the
 * simulated LCP takes a few discrete values, and three loads a side often
 * put two medians one step apart).
 * Writes bench/results.md and prints the worst figures; with
 * BENCH_REPORTS=<directory> it also keeps each Lighthouse report there.
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { cpus } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { promisify } from "node:util";
import { brotliOptions } from "../server/http/page-cache.ts";
import { measureFirstTaps, tapRoutes, tapSummary, tapTable } from "./first-tap.ts";
import { measureQuickTaps, quickRoutes, quickSummary, quickTable } from "./quick-tap.ts";
import type { PacedFigures } from "./paced-load.ts";
import { ALL_ROUTES } from "./routes.ts";
import { startSite } from "./start-site.ts";

const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : ALL_ROUTES;
const LANGUAGES = ["es", "en"] as const;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TWIN_PORT = PORT + 1;
const root = path.resolve(import.meta.dirname, "..");
const origin = `http://127.0.0.1:${PORT}`;

const BODY_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "date", "connection", "keep-alive"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Each page's HTML without any script (and without module preloads or prefetches), in Brotli. */
async function bareAnswer(url: string, acceptLanguage: string): Promise<Answer> {
  const upstream = await fetch(`${origin}${url}`, { headers: { "accept-encoding": "identity", "accept-language": acceptLanguage } });
  // The page's own headers, less those that describe its bytes: its security policy among them, since
  // an isolated page (Cross-Origin-Opener-Policy) starts in a browser process of its own, and that takes time.
  const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !BODY_HEADERS.has(name)));
  const html = (await upstream.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => (tag.includes("application/ld+json") ? tag : ""))
    .replace(/<link[^>]+rel="(?:modulepreload|prefetch)"[^>]*>/gi, "");
  // Compressed as the site stores its pages, so that the two differ only by their scripts.
  const body = brotliCompressSync(html, brotliOptions("small", Buffer.byteLength(html)));
  return { status: upstream.status, headers: { ...headers, "content-encoding": "br" }, body };
}

/** Anything else exactly as the site serves it: same bytes, same encoding, same headers. */
function siteAnswer(url: string, requestHeaders: Record<string, string | string[] | undefined>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const proxied = httpRequest(`${origin}${url}`, { headers: requestHeaders }, (upstream) => {
      const chunks: Buffer[] = [];
      upstream.on("data", (chunk: Buffer) => chunks.push(chunk));
      upstream.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(upstream.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        );
        resolve({ status: upstream.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
      });
    });
    proxied.on("error", reject);
    proxied.end();
  });
}

/**
 * The twin: the site's pages without their scripts, everything else as the
 * site serves it. Each answer is prepared once and then served from memory, as
 * the site serves its cached pages: a twin that compressed each page on every
 * load would answer some 20 ms later than the site, and Lighthouse counts that
 * time in the twin's LCP.
 */
function startTwin(): Promise<Server> {
  const answers = new Map<string, Promise<Answer>>();
  const server = createServer(async (request, response) => {
    const url = request.url ?? "/";
    const isPage = request.headers.accept?.includes("text/html") ?? false;
    // A page is always answered in Brotli, and its language is in its address.
    const key = isPage ? `page ${url}` : `file ${request.headers["accept-encoding"] ?? ""} ${url}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = isPage ? bareAnswer(url, String(request.headers["accept-language"] ?? "")) : siteAnswer(url, request.headers);
      answers.set(key, answer);
    }
    try {
      const { status, headers, body } = await answer;
      response.writeHead(status, headers).end(body);
    } catch {
      answers.delete(key);
      response.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(TWIN_PORT, "127.0.0.1", () => resolve(server)));
}

interface Row {
  route: string;
  language: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  twinLcp: number;
  ratio: number;
}

type Audit = Omit<Row, "route" | "language" | "twinLcp" | "ratio">;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure's median over the runs. */
function medianAudit(audits: Audit[]): Audit {
  const of = (key: keyof Audit) => median(audits.map((audit) => audit[key]));
  return {
    performance: Math.round(of("performance")),
    accessibility: Math.round(of("accessibility")),
    bestPractices: Math.round(of("bestPractices")),
    seo: Math.round(of("seo")),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
  };
}

async function audit(url: string, port: number, run: number, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that run measured nothing.
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`${url}: ${result.lhr.runtimeError.code}, measuring again`);
    return audit(url, port, run, attempt + 1);
  }
  if (process.env.BENCH_REPORTS) {
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll("/", "_")}-${new URL(url).searchParams.get("lang")}-${run}.json`;
    writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

async function pacedInOwnProcess(url: string, rate: number, seconds: number): Promise<PacedFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "bench/paced-run.ts", url, String(rate), String(seconds)],
    {
      cwd: root,
    },
  );
  return JSON.parse(stdout) as PacedFigures;
}

/**
 * The server on a cached page: the time to first byte at a steady 1,000
 * pages/s after a 3 s warm-up at that pace (an open-loop pace, one request per millisecond, timed from when each
 * was due), then the most pages per second it answers (autocannon, 10 connections).
 */
async function serverFigures() {
  const url = `${origin}/?lang=es`;
  const headers = { "accept-encoding": "br, gzip" };
  await fetch(url, { headers });
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the cached page's compressed forms
  // A first paced run after start-up stalls once for a second or two (connections opened, code
  // compiled and optimised); it warms the server up and is not counted.
  await pacedInOwnProcess(url, 1000, 3);
  const paced = await pacedInOwnProcess(url, 1000, 10);
  const saturated = await autocannon({ url, connections: 10, duration: 10, headers });
  return {
    requestsPerSecond: Math.round(saturated.requests.average),
    errors: saturated.errors + saturated.non2xx + paced.failed,
    ttfbP50: paced.ttfbP50,
    ttfbP99: paced.ttfbP99,
  };
}

const site = await startSite(PORT);
const twin = await startTwin();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
const rows: Row[] = [];
try {
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      const query = `${route}${route.includes("?") ? "&" : "?"}lang=${language}`;
      await fetch(`${origin}${query}`); // warm the page cache, as production traffic does
      await fetch(`http://127.0.0.1:${TWIN_PORT}${query}`, { headers: { accept: "text/html" } }); // and the twin's
      // Lighthouse varies from one load to the next (TBT by a factor of two on this machine): each
      // figure is the median of RUNS loads, the page and its twin taking turns.
      const reals: Audit[] = [];
      const bares: Audit[] = [];
      for (let run = 1; run <= RUNS; run++) {
        reals.push(await audit(`${origin}${query}`, chrome.port, run));
        bares.push(await audit(`http://127.0.0.1:${TWIN_PORT}${query}`, chrome.port, run));
      }
      const real = medianAudit(reals);
      const twinLcp = median(bares.map((bare) => bare.lcp));
      const row = { route, language, ...real, twinLcp, ratio: real.lcp / twinLcp };
      rows.push(row);
      console.log(
        `${route} ${language}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)} LCP ratio x${row.ratio.toFixed(3)}`,
      );
    }
  }
  // The browser is closed and the page's background recompression finished before the server is measured.
  await chrome.kill();
  const taps = await measureFirstTaps(origin, tapRoutes());
  const quick = await measureQuickTaps(origin, quickRoutes());
  const server = await serverFigures();
  const worst = (key: keyof Row, highIsBad: boolean) =>
    rows.reduce((a, b) => ((highIsBad ? (b[key] as number) > (a[key] as number) : (b[key] as number) < (a[key] as number)) ? b : a));
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, Lighthouse mobile (simulated slow 4G, 4× CPU slowdown); each figure the median of ${RUNS} loads.`,
    "",
    "| route | lang | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | LCP no-JS ms | LCP ratio |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.language} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.twinLcp)} | ${r.ratio.toFixed(3)} |`,
    ),
    "",
    `Server, cached page \`/\` in Brotli: ${server.requestsPerSecond} pages/s at most (autocannon, 10 connections, 10 s); at a steady 1,000 pages/s, time to first byte p50 ${server.ttfbP50} ms, p99 ${server.ttfbP99} ms; ${server.errors} errors.`,
    "",
    ...tapTable(taps),
    "",
    ...quickTable(quick),
  ];
  const summary = [
    `worst performance: ${worst("performance", false).performance} (${worst("performance", false).route} ${worst("performance", false).language})`,
    `worst LCP: ${Math.round(worst("lcp", true).lcp)} ms (${worst("lcp", true).route} ${worst("lcp", true).language})`,
    `worst TBT: ${Math.round(worst("tbt", true).tbt)} ms (${worst("tbt", true).route} ${worst("tbt", true).language})`,
    `worst CLS: ${worst("cls", true).cls.toFixed(3)} (${worst("cls", true).route} ${worst("cls", true).language})`,
    `worst LCP ratio: ${worst("ratio", true).ratio.toFixed(3)} (${worst("ratio", true).route} ${worst("ratio", true).language})`,
    `lowest accessibility / best practices / SEO: ${worst("accessibility", false).accessibility} / ${worst("bestPractices", false).bestPractices} / ${worst("seo", false).seo}`,
    `server: ${server.requestsPerSecond} cached pages/s; TTFB p99 ${server.ttfbP99} ms at 1,000 pages/s`,
    ...tapSummary(taps),
    ...quickSummary(quick),
  ];
  writeFileSync(
    path.join(root, "bench/results.md"),
    `${lines.join("\n")}\n\nWorst figures:\n\n${summary.map((s) => `- ${s}`).join("\n")}\n`,
  );
  console.log(`\n${summary.join("\n")}\n\nTable written to bench/results.md`);
} finally {
  await chrome.kill();
  twin.close();
  site.kill("SIGTERM");
}
