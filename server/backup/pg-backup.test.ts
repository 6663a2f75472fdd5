import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runCommandLine } from "../cli/command-line.ts";
import { dbProgram } from "../cli/db.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { BackupJob, listBackups } from "./backup-job.ts";
import { restoreBackup, verifyBackup, writeBackup } from "./backups.ts";
import { backupPostgres, holdPostgres, MissingToolError, toolConnection, verifyPostgresBackup } from "./pg-backup.ts";
import { CorruptBackupError, DatabaseInUseError } from "./sqlite-backup.ts";
import { startTestServer } from "../testing/test-server.ts";
import { waitFor } from "../testing/wait-for.ts";
import { submission } from "./test-rows.ts";

// pg_dump, pg_restore and scratch databases on a shared PostgreSQL server and a 2-core machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const HOUR = 60 * 60 * 1000;
const silent = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as Logger;

async function storedIds(url: string): Promise<string[]> {
  const database = openDatabase(url);
  try {
    return (await database.db.selectFrom("submissions").select("id").execute()).map((row) => row.id);
  } finally {
    await database.close();
  }
}

/** Drops the test database and makes it again, empty: the disk went. */
async function recreate(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

describe("the password never reaches a command line", () => {
  it("goes in PGPASSWORD, and the URL given to the tools has none", () => {
    const { dbname, env } = toolConnection("postgres://site:s3cr%40t@db.example.com:5433/site?sslmode=require");
    expect(dbname).toBe("postgres://site@db.example.com:5433/site?sslmode=require");
    expect(env.PGPASSWORD).toBe("s3cr@t");
  });
});

describe.skipIf(!process.env.TEST_POSTGRES_URL)("database backups on PostgreSQL", () => {
  let test: TestDatabase;
  let database: Database;
  let folder: string;

  beforeEach(async () => {
    test = await createTestDatabase("postgres");
    database = openDatabase(test.url);
    await migrate(database.db, database.dialect);
    folder = mkdtempSync(path.join(tmpdir(), "site-pg-backup-"));
  });
  afterEach(async () => {
    await database.close().catch(() => undefined);
    await test.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("a dump taken while leads are stored, restored after the database is gone, holds every lead stored before it began, once", async () => {
    const before: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 100 }, (_, index) => submission(`before-${batch}-${index}`, 1_000 + batch));
      await database.db.insertInto("submissions").values(rows).execute();
      before.push(...rows.map((row) => row.id));
    }
    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) {
        await database.db
          .insertInto("submissions")
          .values(submission(`during-${during++}`, 2_000))
          .execute();
      }
    })();
    const file = path.join(folder, "site.dump");
    vi.stubEnv("DATABASE_URL", test.url);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      expect(await runCommandLine(dbProgram, ["backup", file], () => undefined)).toBe(0);
    } finally {
      stdout.mockRestore();
      writing = false;
      await writer;
    }
    expect(during).toBeGreaterThan(0);
    expect(existsSync(`${file}.partial`)).toBe(false);
    await database.close();

    await recreate(test.url);
    const output: string[] = [];
    const restoredOut = vi.spyOn(process.stdout, "write").mockImplementation((text) => Boolean(output.push(String(text))));
    try {
      expect(await runCommandLine(dbProgram, ["restore", file], () => undefined)).toBe(0);
    } finally {
      restoredOut.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(output.join("")).toMatch(/restored the PostgreSQL database[\s\S]*schema version: \d[\s\S]*submissions\s+\d{4}/);
    const restored = await storedIds(test.url);
    expect(new Set(restored).size).toBe(restored.length);
    const present = new Set(restored);
    expect(before.filter((id) => !present.has(id))).toEqual([]);
    const reopened = openDatabase(test.url);
    await migrate(reopened.db, reopened.dialect);
    await reopened.db.insertInto("submissions").values(submission("after-restore", 3_000)).execute();
    await reopened.close();
  });

  it("verify restores into a scratch database: the schema version and the rows per table, the database untouched", async () => {
    await database.db
      .insertInto("submissions")
      .values([submission("a", 1), submission("b", 2)])
      .execute();
    const file = path.join(folder, "site.dump");
    await backupPostgres(test.url, file);
    const scratches = async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      const { rows } = await admin.query<{ name: string }>("select datname as name from pg_database where datname like 'site_verify_%'");
      await admin.end();
      return rows.map((row) => row.name).sort();
    };
    const before = await scratches();
    const report = await verifyPostgresBackup(file, test.url);
    expect(report.counts.submissions).toBe(2);
    expect(report.schemaVersion).toMatch(/^\d/);
    expect(report.note).toBeUndefined();
    // Its scratch database is dropped.
    expect(await scratches()).toEqual(before);
    expect((await storedIds(test.url)).sort()).toEqual(["a", "b"]);
  });

  it("without the right to create a database, verify reads the table of contents and says that is all it checked", async () => {
    const file = path.join(folder, "site.dump");
    await backupPostgres(test.url, file);
    const role = `site_reader_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create role ${role} login nocreatedb password 'p@ss word'`);
    try {
      const url = new URL(test.url);
      url.username = role;
      url.password = "p@ss word";
      const report = await verifyBackup(file, { url: url.toString() });
      expect(report.note).toMatch(/only its table of contents was read/);
      expect(report.counts).toEqual({});
    } finally {
      await admin.query(`drop role ${role}`);
      await admin.end();
    }
  });

  it("a damaged, cut or foreign dump is refused by verify and restore, and the database is left as it was", async () => {
    await database.db.insertInto("submissions").values(submission("kept", 1)).execute();
    const good = path.join(folder, "good.dump");
    await backupPostgres(test.url, good);
    await database.db.insertInto("submissions").values(submission("newer", 2)).execute();
    const bytes = readFileSync(good);
    const damaged = path.join(folder, "damaged.dump");
    writeFileSync(damaged, Buffer.from(bytes).fill(0x5a, bytes.length - 600, bytes.length - 200));
    const cut = path.join(folder, "cut.dump");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const foreign = path.join(folder, "notes.dump");
    writeFileSync(foreign, "PGDMP but not really a dump at all");
    vi.stubEnv("DATABASE_URL", test.url);
    try {
      for (const file of [damaged, cut, foreign, path.join(folder, "missing.dump")]) {
        await expect(verifyBackup(file, { url: test.url }), file).rejects.toThrow(CorruptBackupError);
        await expect(restoreBackup(file, { url: test.url }), file).rejects.toThrow(CorruptBackupError);
        expect(await runCommandLine(dbProgram, ["verify", file], () => undefined)).toBe(1);
        expect(await runCommandLine(dbProgram, ["restore", file], () => undefined)).toBe(1);
      }
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await storedIds(test.url)).sort()).toEqual(["kept", "newer"]);
  });

  it("restore refuses while a server holds the database, unless forced; a server that is gone does not count", async () => {
    await database.db.insertInto("submissions").values(submission("old", 1)).execute();
    const file = path.join(folder, "site.dump");
    await backupPostgres(test.url, file);
    await database.db.insertInto("submissions").values(submission("new", 2)).execute();
    const release = await holdPostgres(test.url, silent());
    try {
      await expect(restoreBackup(file, { url: test.url })).rejects.toThrow(DatabaseInUseError);
      await expect(restoreBackup(file, { url: test.url })).rejects.toThrow(/a server holds the database \(session \d+/);
      expect((await storedIds(test.url)).sort()).toEqual(["new", "old"]);
      await database.close();
      await restoreBackup(file, { url: test.url }, { force: true });
      expect(await storedIds(test.url)).toEqual(["old"]);
    } finally {
      await release();
    }
    // Its session ended with it: nothing holds the database any more.
    await database.close();
    expect((await restoreBackup(file, { url: test.url })).counts.submissions).toBe(1);
  });

  it("an encrypted dump restores with its key and is refused with another", async () => {
    await database.db.insertInto("submissions").values(submission("secret", 1)).execute();
    await database.close();
    const key = randomBytes(32);
    const file = path.join(folder, "site.dump.enc");
    await writeBackup({ url: test.url, key }, file);
    expect(readFileSync(file).includes(Buffer.from("secret@example.com"))).toBe(false);
    expect((await verifyBackup(file, { url: test.url, key })).counts.submissions).toBe(1);
    await recreate(test.url);
    await expect(restoreBackup(file, { url: test.url, key: randomBytes(32) })).rejects.toThrow(/another key/);
    expect((await restoreBackup(file, { url: test.url, key })).counts.submissions).toBe(1);
    expect(await storedIds(test.url)).toEqual(["secret"]);
  });

  it("says what to install when pg_dump is not there", async () => {
    vi.stubEnv("PATH", "/nonexistent");
    try {
      await expect(backupPostgres(test.url, path.join(folder, "x.dump"))).rejects.toThrow(MissingToolError);
      await expect(backupPostgres(test.url, path.join(folder, "x.dump"))).rejects.toThrow(
        /pg_dump is not installed here.*postgresql-client/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("two instances sharing the database write one backup a schedule between them", async () => {
    let time = Date.parse("2026-03-01T08:00:00Z");
    const now = () => time;
    const instance = (name: string) => {
      const directory = path.join(folder, name);
      return {
        directory,
        job: new BackupJob({ source: { url: test.url }, database, directory, everyHours: 24, keep: 14, retentionDays: 365 }, silent(), now),
      };
    };
    const a = instance("a");
    const b = instance("b");
    const files = () => [...listBackups(a.directory), ...listBackups(b.directory)];
    // Both start at once.
    await Promise.all([a.job.tick(), b.job.tick()]);
    expect(files()).toHaveLength(1);
    // Each one's next look, one after the other: the other's backup, recorded in the database, is not due again.
    await a.job.tick();
    await b.job.tick();
    expect(files()).toHaveLength(1);
    expect(a.job.status.lastSuccessAt).toBe(time);
    expect(b.job.status.lastSuccessAt).toBe(time);
    for (let day = 1; day <= 3; day++) {
      time += 24 * HOUR;
      await Promise.all([b.job.tick(), a.job.tick()]);
      await Promise.all([a.job.tick(), b.job.tick()]);
      expect(files()).toHaveLength(1 + day);
    }
    expect(files().every(({ file }) => /site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/.test(file))).toBe(true);
    const [newest] = files().sort((x, y) => y.at - x.at);
    expect((await verifyBackup(newest?.file ?? "", { url: test.url })).counts.submissions).toBe(0);
    expect(
      readdirSync(folder)
        .flatMap((name) => readdirSync(path.join(folder, name)))
        .some((name) => name.endsWith(".partial")),
    ).toBe(false);
  });

  it("a server on PostgreSQL takes its scheduled dump, shows it in /readyz, and holds the database against a restore", async () => {
    await database.close();
    const directory = path.join(folder, "backups");
    const server = await startTestServer({ DATABASE_URL: test.url, BACKUP_DIR: directory }, { relay: false });
    try {
      await waitFor(async () => listBackups(directory).length === 1, 30_000);
      const [dump] = listBackups(directory);
      const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { backup: { lastSuccessAt: string | null } };
      expect(ready.backup.lastSuccessAt).toBe(new Date(dump?.at ?? 0).toISOString());
      await expect(restoreBackup(dump?.file ?? "", { url: test.url })).rejects.toThrow(DatabaseInUseError);
    } finally {
      await server.close();
    }
    const [dump] = listBackups(directory);
    expect((await restoreBackup(dump?.file ?? "", { url: test.url })).schemaVersion).toMatch(/^\d/);
  });
});
