/**
 * The scheduled backup (docs/operations.md, Backups): with BACKUP_DIR, the
 * server copies its database there every BACKUP_EVERY_HOURS, once at start
 * when the newest copy is older than that, keeps the newest BACKUP_KEEP and
 * none older than RETENTION_DAYS (an erased person leaves the backups with
 * them), and says in `/readyz` and `/metrics` when it last worked and failed.
 *
 * On PostgreSQL several instances share the database: the one that takes the
 * site's advisory lock for the scheduled backup writes it, the others skip,
 * and the last success is kept in the database (`meta`), so an instance that
 * gets the lock after another's backup sees it is not due.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import type { Database } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { type BackupSource, kindOf, writeBackup } from "./backups.ts";
import { tryScheduledLock } from "./pg-backup.ts";
import { backupFileName } from "./sqlite-backup.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often the job looks whether a backup is due: the schedule itself is in hours. */
const CHECK_MS = 60 * 1000;
const NAME = /^site-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.(db|dump)(\.enc)?$/;
/** The `meta` row where instances sharing a PostgreSQL database keep the last scheduled backup. */
const META_KEY = "backup_last_success";

export interface BackupStatus {
  /** When the last backup was written, in ms; null when none has been (not even before this start). */
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** The last failure's message, until a backup works again. */
  lastError: string | null;
  lastFile: string | null;
  /** The last backup's size in bytes, when known. */
  lastBytes: number | null;
  /** Hours between two backups: the schedule the staff area and the warning measure against. */
  everyHours: number;
}

export interface BackupSettings {
  /** The database backed up, and the key its copies are encrypted with. */
  source: BackupSource;
  /** PostgreSQL: the site's database, where the instances sharing it keep the last success. */
  database?: Database;
  directory: string;
  everyHours: number;
  keep: number;
  /** Days after which a backup is deleted whatever BACKUP_KEEP says: RETENTION_DAYS. */
  retentionDays: number;
}

/** When a backup in `directory` was taken, by its name; undefined for a file that is not one. */
export function takenAt(name: string): number | undefined {
  const match = NAME.exec(name);
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

/** The backups in `directory`, newest first. */
export function listBackups(directory: string): { file: string; at: number }[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ file: path.join(directory, name), at: takenAt(name) }))
    .filter((entry): entry is { file: string; at: number } => entry.at !== undefined)
    .sort((a, b) => b.at - a.at);
}

export class BackupJob {
  readonly status: BackupStatus;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private warnedStaleAt: number | null = null;

  constructor(
    private readonly settings: BackupSettings,
    private readonly logger: Logger,
    /** The time now, in ms: a test moves it on instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {
    this.status = {
      lastSuccessAt: null,
      lastFailureAt: null,
      lastError: null,
      lastFile: null,
      lastBytes: null,
      everyHours: settings.everyHours,
    };
    const [newest] = listBackups(settings.directory);
    if (newest) this.succeeded(newest.at, newest.file);
  }

  private get shared(): Database | undefined {
    return kindOf(this.settings.source.url) === "postgres" ? this.settings.database : undefined;
  }

  private succeeded(at: number, file: string, bytes?: number): void {
    let size = bytes;
    if (size === undefined) {
      try {
        size = statSync(file).size;
      } catch {
        size = undefined;
      }
    }
    Object.assign(this.status, { lastSuccessAt: at, lastFile: file, lastBytes: size ?? null });
  }

  /** PostgreSQL: takes in the last success another instance recorded, when it is newer. */
  private async readShared(): Promise<void> {
    const database = this.shared;
    if (!database) return;
    const row = await database.db.selectFrom("meta").select("value").where("key", "=", META_KEY).executeTakeFirst();
    if (!row) return;
    const recorded = JSON.parse(row.value) as { at: number; file: string; bytes: number | null };
    if (this.status.lastSuccessAt === null || recorded.at > this.status.lastSuccessAt) {
      Object.assign(this.status, { lastSuccessAt: recorded.at, lastFile: recorded.file, lastBytes: recorded.bytes });
    }
  }

  private get everyMs(): number {
    return this.settings.everyHours * HOUR_MS;
  }

  /** Checks at once (a backup at start when the newest is older than the schedule), then every minute. */
  start(): void {
    if (this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), CHECK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Takes a backup when one is due, and warns when the last success is older than twice the schedule. */
  async tick(): Promise<void> {
    const now = this.now();
    try {
      await this.readShared();
    } catch (error) {
      this.logger.warn({ err: String(error) }, "the last database backup could not be read from the database");
    }
    if (this.due(now)) await this.takeBackup();
    const last = this.status.lastSuccessAt;
    if (last === null || this.now() - last > 2 * this.everyMs) {
      // Once per schedule, not every minute.
      if (this.warnedStaleAt === null || this.now() - this.warnedStaleAt >= this.everyMs) {
        this.warnedStaleAt = this.now();
        this.logger.warn(
          {
            lastSuccessAt: last === null ? null : new Date(last).toISOString(),
            lastError: this.status.lastError,
            directory: this.settings.directory,
          },
          "the last database backup is older than twice its schedule",
        );
      }
    } else {
      this.warnedStaleAt = null;
    }
  }

  private due(now: number): boolean {
    const { lastSuccessAt } = this.status;
    return lastSuccessAt === null || now - lastSuccessAt >= this.everyMs;
  }

  /** Writes one backup now (one at a time), then prunes; a failure is recorded and logged, never thrown. */
  takeBackup(): Promise<void> {
    this.running ??= this.write().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async write(): Promise<void> {
    // To the second, as the file's name says it.
    const at = Math.floor(this.now() / 1000) * 1000;
    const { directory, source } = this.settings;
    const kind = kindOf(source.url);
    const file = path.join(directory, backupFileName(new Date(at), { kind, encrypted: !!source.key }));
    let release: (() => Promise<void>) | undefined;
    try {
      if (this.shared) {
        // One instance of those sharing the database: the others skip this turn.
        release = await tryScheduledLock(source.url);
        if (!release) return;
        await this.readShared();
        if (!this.due(at)) return;
      }
      mkdirSync(directory, { recursive: true });
      await writeBackup(source, file);
      this.succeeded(at, file);
      this.status.lastError = null;
      await this.shared?.db
        .insertInto("meta")
        .values({ key: META_KEY, value: JSON.stringify({ at, file, bytes: this.status.lastBytes, host: hostname() }) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet((update) => ({ value: update.ref("excluded.value") })))
        .execute();
      const pruned = this.prune(at);
      this.logger.info({ file, pruned }, "database backup written");
    } catch (error) {
      Object.assign(this.status, { lastFailureAt: at, lastError: error instanceof Error ? error.message : String(error) });
      this.logger.error({ err: this.status.lastError, directory }, "database backup failed");
    } finally {
      await release?.();
    }
  }

  /** Deletes all but the newest BACKUP_KEEP backups, and any older than RETENTION_DAYS: how many went. */
  prune(now: number): number {
    const oldest = now - this.settings.retentionDays * DAY_MS;
    let pruned = 0;
    // What a backup interrupted by a crash left: a partial copy, or a plain one not yet encrypted.
    let names: string[] = [];
    try {
      names = readdirSync(this.settings.directory);
    } catch {
      names = [];
    }
    for (const name of names) {
      if (/^site-.*\.(partial|plain)$/.test(name)) rmSync(path.join(this.settings.directory, name), { force: true });
    }
    listBackups(this.settings.directory).forEach(({ file, at }, index) => {
      if (index < this.settings.keep && at >= oldest) return;
      rmSync(file, { force: true });
      pruned++;
    });
    return pruned;
  }
}

/** What the staff area's home shows admins: the scheduled backup's state, or that backups are off. */
export type BackupSummary = { enabled: false } | ({ enabled: true } & BackupStatus);

export function backupSummary(status: BackupStatus | undefined): BackupSummary {
  return status ? { enabled: true, ...status } : { enabled: false };
}
