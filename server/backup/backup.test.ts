import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { runCommandLine } from "../cli/command-line.ts";
import { dbProgram } from "../cli/db.ts";
import { submission } from "./test-rows.ts";
import {
  backupSqlite,
  CorruptBackupError,
  DatabaseInUseError,
  holdDatabase,
  lockFileOf,
  restoreSqlite,
  verifySqliteBackup,
} from "./sqlite-backup.ts";

// Real SQLite files and child processes on a 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = path.resolve(import.meta.dirname, "../..");

async function storedIds(url: string): Promise<string[]> {
  const database = openDatabase(url);
  try {
    return (await database.db.selectFrom("submissions").select("id").execute()).map((row) => row.id);
  } finally {
    await database.close();
  }
}

describe("database backups on SQLite", () => {
  let folder: string;
  let databaseFile: string;
  let url: string;
  let database: Database;

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-"));
    databaseFile = path.join(folder, "data", "site.db");
    url = `sqlite:${databaseFile}`;
    database = openDatabase(url);
    await migrate(database.db, database.dialect);
  });
  afterEach(async () => {
    await database.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  });

  it("a backup taken while leads are stored, restored after the database is gone, holds every lead stored before it began, once", async () => {
    // Enough rows that the copy takes many steps, so writes land between them.
    const before: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 100 }, (_, index) => submission(`before-${batch}-${index}`, 1_000 + batch));
      await database.db.insertInto("submissions").values(rows).execute();
      before.push(...rows.map((row) => row.id));
    }
    // Another connection keeps storing leads for as long as the backup runs.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) {
        await database.db
          .insertInto("submissions")
          .values(submission(`during-${during++}`, 2_000))
          .execute();
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = path.join(folder, "backups", "site.db");
    vi.stubEnv("DATABASE_URL", url);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      expect(await runCommandLine(dbProgram, ["backup", backup], () => undefined)).toBe(0);
    } finally {
      stdout.mockRestore();
      vi.unstubAllEnvs();
      writing = false;
      await writer;
    }
    expect(during).toBeGreaterThan(0);
    expect(existsSync(`${backup}.partial`)).toBe(false);
    await database.close();

    // The disk goes.
    rmSync(path.join(folder, "data"), { recursive: true, force: true });
    const report = await restoreSqlite(backup, databaseFile);
    expect(report.counts.submissions).toBeGreaterThanOrEqual(before.length);

    const restored = await storedIds(url);
    expect(new Set(restored).size).toBe(restored.length);
    const present = new Set(restored);
    expect(before.filter((id) => !present.has(id))).toEqual([]);
    // What it restored is a whole, migrated database the site opens and writes to.
    const reopened = openDatabase(url);
    await migrate(reopened.db, reopened.dialect);
    await reopened.db.insertInto("submissions").values(submission("after-restore", 3_000)).execute();
    await reopened.close();
  });

  it("verify reports the schema version and the rows per table", async () => {
    await database.db
      .insertInto("submissions")
      .values([submission("a", 1), submission("b", 2)])
      .execute();
    const backup = path.join(folder, "copy.db");
    await backupSqlite(databaseFile, backup);
    const report = verifySqliteBackup(backup);
    expect(report.counts.submissions).toBe(2);
    expect(report.schemaVersion).toMatch(/^\d/);
    const output: string[] = [];
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation((text) => Boolean(output.push(String(text))));
    try {
      expect(await runCommandLine(dbProgram, ["verify", backup], () => undefined)).toBe(0);
    } finally {
      stdout.mockRestore();
    }
    expect(output.join("")).toMatch(/schema version: \d[\s\S]*submissions\s+2/);
  });

  it("a corrupt or foreign backup is refused by verify and restore, and the database is left as it was", async () => {
    await database.db.insertInto("submissions").values(submission("kept", 1)).execute();
    await database.close();
    const good = path.join(folder, "good.db");
    await backupSqlite(databaseFile, good);
    const damaged = path.join(folder, "damaged.db");
    const bytes = readFileSync(good);
    // A page in the middle overwritten: the header still says SQLite.
    bytes.fill(0x5a, 4096 * 2, 4096 * 3);
    writeFileSync(damaged, bytes);
    const truncated = path.join(folder, "truncated.db");
    writeFileSync(truncated, bytes.subarray(0, 4096 + 100));
    const foreign = path.join(folder, "notes.txt");
    writeFileSync(foreign, "not a database at all, but long enough to have a header");
    const before = readFileSync(databaseFile);
    vi.stubEnv("DATABASE_URL", url);
    try {
      for (const file of [damaged, truncated, foreign, path.join(folder, "missing.db")]) {
        expect(() => verifySqliteBackup(file), file).toThrow(CorruptBackupError);
        await expect(restoreSqlite(file, databaseFile), file).rejects.toThrow(CorruptBackupError);
        expect(await runCommandLine(dbProgram, ["verify", file], () => undefined)).toBe(1);
        expect(await runCommandLine(dbProgram, ["restore", file], () => undefined)).toBe(1);
      }
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readFileSync(databaseFile).equals(before)).toBe(true);
    expect(existsSync(`${databaseFile}.restoring`)).toBe(false);
    expect(await storedIds(url)).toEqual(["kept"]);
  });

  it("restore refuses while a server holds the database, unless forced; a stale hold does not count", async () => {
    await database.db.insertInto("submissions").values(submission("old", 1)).execute();
    const backup = path.join(folder, "copy.db");
    await backupSqlite(databaseFile, backup);
    await database.db.insertInto("submissions").values(submission("new", 2)).execute();
    await database.close();

    const release = holdDatabase(databaseFile);
    try {
      await expect(restoreSqlite(backup, databaseFile)).rejects.toThrow(DatabaseInUseError);
      expect((await storedIds(url)).sort()).toEqual(["new", "old"]);
      await restoreSqlite(backup, databaseFile, { force: true });
      expect(await storedIds(url)).toEqual(["old"]);
    } finally {
      release();
    }
    expect(existsSync(lockFileOf(databaseFile))).toBe(false);
    // A server that died without releasing: a process that no longer exists.
    writeFileSync(
      lockFileOf(databaseFile),
      JSON.stringify({ pid: 2 ** 22 + 7, host: (await import("node:os")).hostname(), since: "then" }),
    );
    await restoreSqlite(backup, databaseFile);
  });

  it("npm run db -- backup, verify and restore work as commands, each with --help", async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "server/cli/db.ts", ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url, BACKUP_DIR: path.join(folder, "backups") },
      });
    await database.db.insertInto("submissions").values(submission("one", 1)).execute();
    await database.close();
    for (const name of ["backup", "verify", "restore"]) {
      const { stdout } = await cli(name, "--help");
      expect(stdout).toContain(`usage: npm run db -- ${name}`);
    }
    const { stdout: made } = await cli("backup");
    const file = /backup written to (\S+)/.exec(made)?.[1] ?? "";
    expect(path.dirname(file)).toBe(path.join(folder, "backups"));
    expect(path.basename(file)).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect((await cli("verify", file)).stdout).toMatch(/submissions\s+1/);
    rmSync(databaseFile);
    expect((await cli("restore", file)).stdout).toMatch(/restored[\s\S]*submissions\s+1/);
    expect(await storedIds(url)).toEqual(["one"]);
  });
});
