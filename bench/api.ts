/**
 * `npm run bench:api`: valid submissions per second and latency percentiles
 * of `POST /api/submissions/company-recruitment`, on SQLite and (when
 * BENCH_POSTGRES_URL or TEST_POSTGRES_URL is set) PostgreSQL. The server runs
 * in its own process on loopback with logging at `warn` and no upstream.
 */
import autocannon from "autocannon";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { startChildServer } from "../server/testing/child-server.ts";
import { createTestDatabase } from "../server/testing/test-databases.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const body = JSON.stringify(sampleSubmissions["company-recruitment"]);

interface Figures {
  engine: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(url: string, engine: string, scenario: string, options: { connections: number; overallRate?: number; duration: number }) {
  const result = await autocannon({
    url: `${url}/api/submissions/company-recruitment`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections: options.connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return {
    engine,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies Figures;
}

async function bench(engine: "sqlite" | "postgres"): Promise<Figures[]> {
  const database = await createTestDatabase(engine);
  const server = await startChildServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000000" });
  try {
    await run(server.url, engine, "warm-up", { connections: 20, duration: 2 });
    const saturated = await run(server.url, engine, "max throughput, 50 connections", { connections: 50, duration: DURATION_SECONDS });
    const paced = await run(server.url, engine, "fixed 500 req/s", { connections: 50, overallRate: 500, duration: DURATION_SECONDS });
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

console.log("\n| engine | scenario | valid submissions/s | p50 ms | p90 ms | p99 ms | non-2xx | errors |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const f of figures) {
  console.log(`| ${f.engine} | ${f.scenario} | ${f.requestsPerSecond} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.non2xx} | ${f.errors} |`);
}
if (!postgres) console.log("\n(PostgreSQL skipped: set BENCH_POSTGRES_URL=postgres://… to include it.)");
