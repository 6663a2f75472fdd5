/**
 * Backup and restore times for a database of N leads, and the event loop's lag
 * while an SQLite backup runs (docs/benchmarks.md, Backups): the copy in large
 * steps on a connection of its own (how the command line takes it) against the
 * copy in small steps on the serving connection (how the server takes it).
 * On PostgreSQL too when TEST_POSTGRES_URL is set. Figures, not a pass or fail.
 *
 *     npm run bench:backup -- [leads=100000]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { restoreBackup, verifyBackup, writeBackup } from "../server/backup/backups.ts";
import { submission } from "../server/backup/test-rows.ts";
import { backupSqlite } from "../server/backup/sqlite-backup.ts";
import { migrate } from "../server/db/migrations.ts";
import { type Database, openDatabase } from "../server/db/open-database.ts";
import { createTestDatabase } from "../server/testing/test-databases.ts";

const leads = Number(process.argv[2] ?? 100_000);
const folder = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const mb = (file: string) => `${(statSync(file).size / 1e6).toFixed(1)} MB`;

async function fill(database: Database): Promise<void> {
  await migrate(database.db, database.dialect);
  for (let at = 0; at < leads; at += 500) {
    const rows = Array.from({ length: Math.min(500, leads - at) }, (_, index) => {
      const row = submission(`lead-${at + index}`, 1_000 + at + index);
      // About a kilobyte a lead, as a contact form's message makes it.
      return { ...row, body: JSON.stringify({ name: `Lead ${at + index}`, message: randomBytes(360).toString("base64") }) };
    });
    await database.db.insertInto("submissions").values(rows).execute();
  }
}

/**
 * Runs `work` while a 5 ms timer measures how late each of its turns comes (a
 * request waits as long): the work's duration and the lag's p50, p99 and max.
 */
async function withLag(work: () => Promise<void>): Promise<string> {
  const lags: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - last - 5));
    last = now;
  }, 5);
  const start = performance.now();
  await work();
  const took = performance.now() - start;
  // One more turn, so a step that blocked to the end is counted.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  lags.sort((a, b) => a - b);
  const at = (share: number) => (lags[Math.min(lags.length - 1, Math.floor(share * lags.length))] ?? 0).toFixed(1);
  return `${(took / 1000).toFixed(2)} s; event-loop lag p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${(lags.at(-1) ?? 0).toFixed(1)} ms`;
}

async function time(work: () => Promise<unknown>): Promise<string> {
  const start = performance.now();
  await work();
  return `${((performance.now() - start) / 1000).toFixed(2)} s`;
}

try {
  const file = path.join(folder, "site.db");
  const url = `sqlite:${file}`;
  const database = openDatabase(url);
  await fill(database);
  console.log(`SQLite, ${leads} leads, database ${mb(file)}`);
  console.log(`  no backup, 1 s (the machine's own noise): ${await withLag(() => new Promise((resolve) => setTimeout(resolve, 1000)))}`);
  const large = path.join(folder, "large-steps.db");
  console.log(`  backup, own connection, 100000 pages a step: ${await withLag(() => backupSqlite(file, large))}`);
  const small = path.join(folder, "small-steps.db");
  console.log(`  backup, serving connection, 256 pages a step: ${await withLag(() => backupSqlite(database.sqlite ?? file, small))}`);
  const key = randomBytes(32);
  const sealed = path.join(folder, "site.db.enc");
  console.log(
    `  backup encrypted (serving connection): ${await withLag(() => writeBackup({ url, connection: database.sqlite, key }, sealed))}, ${mb(sealed)}`,
  );
  await database.close();
  console.log(
    `  verify: ${await time(() => verifyBackup(small, { url }))}; encrypted: ${await time(() => verifyBackup(sealed, { url, key }))}`,
  );
  console.log(
    `  restore: ${await time(() => restoreBackup(small, { url }))}; encrypted: ${await time(() => restoreBackup(sealed, { url, key }))}`,
  );

  if (process.env.TEST_POSTGRES_URL) {
    const test = await createTestDatabase("postgres");
    try {
      const pg = openDatabase(test.url);
      await fill(pg);
      await pg.close();
      const dump = path.join(folder, "site.dump");
      console.log(`PostgreSQL, ${leads} leads`);
      console.log(`  pg_dump --format=custom: ${await withLag(() => writeBackup({ url: test.url }, dump))}, ${mb(dump)}`);
      console.log(`  verify (restore into a scratch database, count): ${await time(() => verifyBackup(dump, { url: test.url }))}`);
      console.log(`  restore (pg_restore --clean --single-transaction): ${await time(() => restoreBackup(dump, { url: test.url }))}`);
    } finally {
      await test.drop();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
