/**
 * `npm run bench:api`: valid submissions per second and latency percentiles
 * of `POST /api/submissions/company-recruitment`, on SQLite and (when
 * BENCH_POSTGRES_URL or TEST_POSTGRES_URL is set) PostgreSQL. The server runs
 * in its own process on loopback with logging at `warn` and no upstream.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { pacedLoad } from "./paced-load.ts";
import { startChildServer } from "../server/testing/child-server.ts";
import { createTestDatabase } from "../server/testing/test-databases.ts";
import { METRICS_TOKEN, p99, runHostileBodies } from "../server/testing/hostile-bodies.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const body = JSON.stringify(sampleSubmissions["company-recruitment"]);

interface Figures {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  /** Server CPU per valid submission: the figure a busy machine cannot distort. */
  cpuMsPerRequest: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** User + system CPU time of a process, in milliseconds (Linux `/proc`, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(url: string, pid: number, engine: string, scenario: string, options: { connections: number; duration: number }) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: `${url}/api/submissions/company-recruitment`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections: options.connections,
    duration: options.duration,
  });
  const completed = result["2xx"];
  return {
    engine,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    cpuMsPerRequest: completed > 0 ? Math.round(((cpuMs(pid) - cpuBefore) / completed) * 1000) / 1000 : 0,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies Figures;
}

/** A steady 500 req/s, one request every 2 ms, latency counted from when each was due. */
async function runPaced(url: string, pid: number, engine: string, ratePerSecond: number): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const result = await pacedLoad({
    url: `${url}/api/submissions/company-recruitment`,
    body,
    ratePerSecond,
    durationSeconds: DURATION_SECONDS,
  });
  return {
    engine,
    scenario: `steady ${ratePerSecond} req/s (open loop)`,
    requestsPerSecond: Math.round(result.ok / DURATION_SECONDS),
    cpuMsPerRequest: result.ok > 0 ? Math.round(((cpuMs(pid) - cpuBefore) / result.ok) * 1000) / 1000 : 0,
    p50: result.p50,
    p90: result.p90,
    p99: result.p99,
    non2xx: result.failed,
    errors: 0,
  };
}

async function bench(engine: "sqlite" | "postgres"): Promise<Figures[]> {
  const database = await createTestDatabase(engine);
  const server = await startChildServer({
    DATABASE_URL: database.url,
    LOG_LEVEL: "warn",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000000",
    ADDRESS_DAILY_SUBMISSIONS: "0",
    ADDRESS_DAILY_MB: "0",
    STORAGE_QUOTA_MB: "0",
  });
  try {
    const pid = server.process.pid ?? 0;
    await run(server.url, pid, engine, "warm-up", { connections: 20, duration: 2 });
    const saturated = await run(server.url, pid, engine, "max throughput, 50 connections", { connections: 50, duration: DURATION_SECONDS });
    const paced = await runPaced(server.url, pid, engine, 500);
    return [saturated, paced];
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await database.drop();
  }
}

const postgres = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
if (postgres) process.env.TEST_POSTGRES_URL = postgres;
const figures = [...(await bench("sqlite")), ...(postgres ? await bench("postgres") : [])];

const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(`\nmachine load average during the run: ${load}`);
console.log("\n| engine | scenario | valid submissions/s | p50 ms | p90 ms | p99 ms | server CPU ms/submission | non-2xx | errors |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const f of figures) {
  console.log(
    `| ${f.engine} | ${f.scenario} | ${f.requestsPerSecond} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.cpuMsPerRequest} | ${f.non2xx} | ${f.errors} |`,
  );
}
if (!postgres) console.log("\n(PostgreSQL skipped: set BENCH_POSTGRES_URL=postgres://… to include it.)");

// Hostile bodies (server/testing/hostile-bodies.ts): the API suite checks that each is refused with a 4xx; how long the
// server's event loop and its other clients waited meanwhile is this machine's figure, reported here.
{
  const database = await createTestDatabase("sqlite");
  const server = await startChildServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn", RELAY_POLL_MS: "60000", METRICS_TOKEN });
  try {
    const { statuses, polls, lag } = await runHostileBodies(server.url);
    const waits = (route: "/healthz" | "/") => polls[route].map((poll) => poll.ms);
    const refused = statuses.filter(([, status]) => status >= 400 && status < 500).length;
    console.log("\n| hostile bodies: refused with a 4xx | event loop lag p99 ms | max ms | /healthz p99 ms | / p99 ms |");
    console.log("|---:|---:|---:|---:|---:|");
    console.log(
      `| ${refused} of ${statuses.length} | ${(lag.p99 * 1000).toFixed(0)} | ${(lag.max * 1000).toFixed(0)} | ${p99(waits("/healthz")).toFixed(0)} | ${p99(waits("/")).toFixed(0)} |`,
    );
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    await database.drop();
  }
}
