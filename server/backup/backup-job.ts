/**
 * The scheduled backup (docs/operations.md, Backups): with BACKUP_DIR, the
 * server copies its SQLite database there every BACKUP_EVERY_HOURS, once at
 * start when the newest copy is older than that, keeps the newest BACKUP_KEEP
 * and none older than RETENTION_DAYS (an erased person leaves the backups with
 * them), and says in `/readyz` and `/metrics` when it last worked and failed.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../logger.ts";
import { backupFileName, backupSqlite } from "./sqlite-backup.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How often the job looks whether a backup is due: the schedule itself is in hours. */
const CHECK_MS = 60 * 1000;
const NAME = /^site-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.db$/;

export interface BackupStatus {
  /** When the last backup was written, in ms; null when none has been (not even before this start). */
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  /** The last failure's message, until a backup works again. */
  lastError: string | null;
  lastFile: string | null;
}

export interface BackupSettings {
  /** The SQLite file backed up. */
  databaseFile: string;
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
  readonly status: BackupStatus = { lastSuccessAt: null, lastFailureAt: null, lastError: null, lastFile: null };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private warnedStaleAt: number | null = null;

  constructor(
    private readonly settings: BackupSettings,
    private readonly logger: Logger,
    /** The time now, in ms: a test moves it on instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {
    const [newest] = listBackups(settings.directory);
    if (newest) {
      this.status.lastSuccessAt = newest.at;
      this.status.lastFile = newest.file;
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
    const { lastSuccessAt } = this.status;
    if (lastSuccessAt === null || now - lastSuccessAt >= this.everyMs) await this.takeBackup();
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
    const { directory, databaseFile } = this.settings;
    const file = path.join(directory, backupFileName(new Date(at)));
    try {
      mkdirSync(directory, { recursive: true });
      await backupSqlite(databaseFile, file);
      Object.assign(this.status, { lastSuccessAt: at, lastFile: file, lastError: null });
      const pruned = this.prune(at);
      this.logger.info({ file, pruned }, "database backup written");
    } catch (error) {
      Object.assign(this.status, { lastFailureAt: at, lastError: error instanceof Error ? error.message : String(error) });
      this.logger.error({ err: this.status.lastError, directory }, "database backup failed");
    }
  }

  /** Deletes all but the newest BACKUP_KEEP backups, and any older than RETENTION_DAYS: how many went. */
  prune(now: number): number {
    const oldest = now - this.settings.retentionDays * DAY_MS;
    let pruned = 0;
    listBackups(this.settings.directory).forEach(({ file, at }, index) => {
      if (index < this.settings.keep && at >= oldest) return;
      rmSync(file, { force: true });
      pruned++;
    });
    return pruned;
  }
}
