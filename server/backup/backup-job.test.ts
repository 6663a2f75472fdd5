import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { startTestServer, testClock } from "../testing/test-server.ts";
import { waitFor } from "../testing/wait-for.ts";
import { BackupJob, listBackups } from "./backup-job.ts";
import { backupFileName, lockFileOf, verifySqliteBackup } from "./sqlite-backup.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("the scheduled backup", () => {
  let folder: string;
  let databaseFile: string;
  let directory: string;
  let time: number;
  const now = () => time;
  const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-job-"));
    databaseFile = path.join(folder, "site.db");
    directory = path.join(folder, "backups");
    const database = openDatabase(`sqlite:${databaseFile}`);
    await migrate(database.db, database.dialect);
    await database.close();
    time = Date.parse("2026-03-01T08:00:00Z");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const job = (log = logger(), settings: Partial<{ everyHours: number; keep: number; retentionDays: number }> = {}) =>
    new BackupJob(
      { source: { url: `sqlite:${databaseFile}` }, directory, everyHours: 24, keep: 14, retentionDays: 365, ...settings },
      log as unknown as Logger,
      now,
    );

  it("takes one at start when there is none, then one a schedule, named by date and time, each whole", async () => {
    const backups = job();
    await backups.tick();
    expect(readdirSync(directory)).toEqual(["site-2026-03-01T08-00-00Z.db"]);
    expect(backups.status.lastSuccessAt).toBe(time);
    time += 23 * HOUR;
    await backups.tick();
    expect(listBackups(directory)).toHaveLength(1);
    time += HOUR;
    await backups.tick();
    expect(listBackups(directory).map((entry) => path.basename(entry.file))).toEqual([
      "site-2026-03-02T08-00-00Z.db",
      "site-2026-03-01T08-00-00Z.db",
    ]);
    for (const { file } of listBackups(directory)) expect(verifySqliteBackup(file).counts.submissions).toBe(0);
    expect(readdirSync(directory).some((name) => name.endsWith(".partial"))).toBe(false);
  });

  it("takes none at start when the newest backup is younger than the schedule", async () => {
    mkdirSync(directory);
    writeFileSync(path.join(directory, backupFileName(new Date(time - 2 * HOUR))), "");
    const backups = job();
    expect(backups.status.lastSuccessAt).toBe(time - 2 * HOUR);
    await backups.tick();
    expect(listBackups(directory)).toHaveLength(1);
  });

  it("keeps the newest BACKUP_KEEP, and none older than RETENTION_DAYS", async () => {
    const backups = job(logger(), { keep: 3, retentionDays: 2, everyHours: 12 });
    for (let step = 0; step < 6; step++) {
      await backups.tick();
      time += 12 * HOUR;
    }
    expect(listBackups(directory).map((entry) => entry.at)).toEqual([time - 12 * HOUR, time - 24 * HOUR, time - 36 * HOUR]);
    // A crash mid-backup left a partial copy and a plain one not yet encrypted: the next backup removes them.
    writeFileSync(path.join(directory, "site-2026-03-01T00-00-00Z.db.partial"), "half");
    writeFileSync(path.join(directory, "site-2026-03-01T00-00-00Z.db.enc.plain"), "plain");
    const retained = job(logger(), { keep: 100, retentionDays: 1, everyHours: 12 });
    time += DAY;
    await retained.tick();
    // Only the new one is younger than a day: the others held data an erasure may have removed since.
    expect(listBackups(directory).map((entry) => entry.at)).toEqual([time]);
    expect(readdirSync(directory)).toHaveLength(1);
  });

  it("records a failure, keeps serving, and warns once the last success is older than twice the schedule", async () => {
    const log = logger();
    const backups = job(log);
    await backups.tick();
    expect(log.warn).not.toHaveBeenCalled();
    rmSync(databaseFile);
    time += 24 * HOUR;
    await backups.tick();
    expect(backups.status.lastFailureAt).toBe(time);
    expect(backups.status.lastError).toBeTruthy();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
    time += 24 * HOUR + 1;
    await backups.tick();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/older than twice its schedule/);
    expect(existsSync(databaseFile)).toBe(false);
  });

  it("shows the last success in /readyz and /metrics, and the server holds its database while it runs", async () => {
    const clock = testClock();
    const server = await startTestServer(
      { DATABASE_URL: `sqlite:${databaseFile}`, BACKUP_DIR: directory, METRICS_TOKEN: "backup-metrics-token-0123456789" },
      { relay: false, now: clock.now },
    );
    try {
      expect(existsSync(lockFileOf(databaseFile))).toBe(true);
      await waitFor(async () => listBackups(directory).length === 1, 20_000);
      const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; backup: { lastSuccessAt: string | null } };
      expect(ready.status).toBe("ready");
      const [newest] = listBackups(directory);
      expect(ready.backup.lastSuccessAt).toBe(new Date(newest?.at ?? 0).toISOString());
      const metrics = await (
        await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer backup-metrics-token-0123456789" } })
      ).text();
      expect(metrics).toContain(`site_backup_last_success_timestamp_seconds ${Math.floor((newest?.at ?? 0) / 1000)}`);
      expect(metrics).toContain("site_backup_last_failure_timestamp_seconds 0");
    } finally {
      await server.close();
    }
    expect(existsSync(lockFileOf(databaseFile))).toBe(false);
  });
});
