// The blog with 20 articles and with 2,000: how long the blog's first and a middle page, an article's
// page and the paged API take to render, with the page cache off (every request rendered), on the
// production build. `npm run bench:content`; figures in docs/benchmarks.md. Temporary SQLite databases.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ContentService } from "../server/content/content-service.ts";
import { seedContent } from "../server/content/seed/seed-content.ts";
import { ContentRepository } from "../server/db/content-repository.ts";
import { migrate } from "../server/db/migrations.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { CLI_ACTOR } from "../server/staff/audit.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3461);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const paragraph =
  "<p>Cómo medimos el valor de cada proyecto con datos reales: objetivos claros, indicadores que el equipo entiende y revisiones cada semana.</p>";
const article = (index: number) => ({
  Article_Name: `Artículo ${index}`,
  Article_Name_EN: `Article ${index}`,
  Article_body: paragraph.repeat(12),
  Article_body_EN: paragraph.repeat(12),
  Article_author: "Ana Gómez",
  Article_date: "2030-01-02",
  Article_featured: index % 7 === 0,
  Article_img: null,
});

async function prepare(count: number): Promise<{ folder: string; url: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  const url = `sqlite:${path.join(folder, "site.db")}`;
  const database = openDatabase(url);
  await migrate(database.db, database.dialect);
  const repository = new ContentRepository(database);
  await seedContent(repository);
  await new ContentService(database, repository).importList(
    "articles",
    Array.from({ length: count }, (_, index) => article(index + 1)),
    CLI_ACTOR,
  );
  await database.close();
  return { folder, url };
}

async function start(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "build/node/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      SITE_URL: `http://localhost:${PORT}`,
      BUILD_DIR: "build",
      PAGE_CACHE_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    const ready = await fetch(`http://localhost:${PORT}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the site did not start");
}

async function median(url: string): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (round >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const paths = (count: number) => ({
  "/blog": "/blog",
  "/blog?page=<middle>": `/blog?page=${Math.max(1, Math.ceil(count / 9 / 2))}`,
  "/blog/article/1": "/blog/article/1",
  "/blog/article/<last>": `/blog/article/${count}`,
  "/api/articles/page/1": "/api/articles/page/1",
  "/api/articles/<last>": `/api/articles/${count}`,
});

const results: Record<string, Record<number, number>> = {};
for (const count of [20, 2000]) {
  const { folder, url } = await prepare(count);
  const child = await start(url);
  try {
    for (const [name, where] of Object.entries(paths(count))) {
      results[name] ??= {};
      (results[name] as Record<number, number>)[count] = await median(`http://localhost:${PORT}${where}`);
    }
  } finally {
    child.kill();
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`| request (page cache off, median of ${ROUNDS}) | 20 articles | 2,000 articles | ratio |`);
console.log("|---|---|---|---|");
for (const [name, byCount] of Object.entries(results)) {
  const small = byCount[20] ?? 0;
  const large = byCount[2000] ?? 0;
  console.log(`| \`${name}\` | ${small.toFixed(1)} ms | ${large.toFixed(1)} ms | ${(large / small).toFixed(2)}× |`);
}
