/**
 * Backups of the SQLite database (docs/decisions/0042-backups.md): a consistent
 * copy taken through SQLite's online backup API while the site keeps serving,
 * written to a temporary name, synced, then renamed; `verify` reads one back
 * (integrity, schema version, rows per table); `restore` puts one in place of
 * the database atomically, never while a server holds it.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";

/** What `verify` finds in a backup. */
export interface BackupReport {
  /** The newest migration the copy has: its schema version. */
  schemaVersion: string | null;
  /** Rows per table, by table name. */
  counts: Record<string, number>;
  /** What was not checked, when something could not be (a PostgreSQL dump with no server to restore it into). */
  note?: string;
}

/** A file that is not a readable, whole SQLite database of this site. */
export class CorruptBackupError extends Error {}

/** A server holds the database: `restore` refuses unless forced. */
export class DatabaseInUseError extends Error {}

const SQLITE_HEADER = Buffer.from("SQLite format 3\0", "latin1");

/** Writes `file`'s bytes to disk, then its folder's entry (a rename is durable only once its folder is). */
export async function syncFile(file: string): Promise<void> {
  // Off the event loop: a large file's sync can take a while.
  const handle = await open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
export function syncFolder(folder: string): void {
  try {
    const descriptor = openSync(folder, "r");
    try {
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    // Some file systems cannot sync a folder: the rename is then as durable as they make it.
  }
}

/** Makes a copied file a database of its own: no write-ahead log beside it, so it is read (and verified) read-only. */
function standalone(file: string): void {
  const connection = new SQLite(file, { fileMustExist: true });
  try {
    connection.pragma("journal_mode = DELETE");
  } finally {
    connection.close();
  }
}

/**
 * `site-2026-11-29T02-59-07Z.db`: sorts by time, safe in every file system;
 * `.dump` for PostgreSQL's, `.enc` after either when encrypted.
 */
export function backupFileName(
  now: Date,
  { kind = "sqlite", encrypted = false }: { kind?: "sqlite" | "postgres"; encrypted?: boolean } = {},
): string {
  return `site-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z.${kind === "postgres" ? "dump" : "db"}${encrypted ? ".enc" : ""}`;
}

/** Pages one step of an online backup copies: 256 pages of 4 KiB, about a millisecond's work, so requests are served between steps. */
export const PAGES_PER_STEP = 256;

/**
 * Copies the database to `target` while the site keeps reading and writing
 * (SQLite's online backup API, never a file copy): to `<target>.partial`,
 * synced, then renamed, so `target` is whole or absent.
 *
 * Given the server's own connection, the copy goes in small steps
 * (`PAGES_PER_STEP`) with the event loop free between them: writes through
 * that connection are carried into the copy as they happen. Given a file
 * (the command line, another process), it opens a connection of its own and
 * copies in large steps, since a write by any other connection between two
 * steps starts the copy over.
 */
export async function backupSqlite(
  source: string | SQLite.Database,
  target: string,
  { pagesPerStep = typeof source === "string" ? 100_000 : PAGES_PER_STEP }: { pagesPerStep?: number } = {},
): Promise<void> {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const connection = typeof source === "string" ? new SQLite(source, { fileMustExist: true }) : source;
  try {
    if (typeof source === "string") connection.pragma("busy_timeout = 5000");
    // The copy's last step commits it, and SQLite syncs it to disk there, on the event loop: flushing
    // what is written so far off the event loop as the copy goes (every 16 MB) leaves that sync little to do.
    let flushing: Promise<void> | undefined;
    let sinceFlush = 0;
    await connection.backup(partial, {
      progress: () => {
        sinceFlush += pagesPerStep;
        if (pagesPerStep < 100_000 && sinceFlush >= 4096 && !flushing) {
          sinceFlush = 0;
          flushing = syncFile(partial)
            .catch(() => undefined)
            .finally(() => {
              flushing = undefined;
            });
        }
        return pagesPerStep;
      },
    });
    await flushing;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (typeof source === "string") connection.close();
  }
  standalone(partial);
  await syncFile(partial);
  renameSync(partial, target);
  syncFolder(path.dirname(path.resolve(target)));
}

/**
 * Reads a backup without changing it: SQLite's integrity check, the schema
 * version (the newest migration it records) and the rows of each table.
 * Throws `CorruptBackupError` for a file that is not a whole database.
 */
export function verifySqliteBackup(file: string): BackupReport {
  if (!existsSync(file)) throw new CorruptBackupError(`${file}: no such file`);
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, header, 0, header.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (!header.equals(SQLITE_HEADER)) throw new CorruptBackupError(`${file}: not an SQLite database`);
  let connection: SQLite.Database | undefined;
  try {
    // Read-only: verifying never changes the backup.
    connection = new SQLite(file, { readonly: true, fileMustExist: true });
    const problems = (connection.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
    if (problems.length !== 1 || problems[0] !== "ok") throw new CorruptBackupError(`${file}: ${problems.slice(0, 5).join("; ")}`);
    const tables = (
      connection.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    if (!tables.includes("submissions")) throw new CorruptBackupError(`${file}: not a database of this site (no submissions table)`);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = (connection.prepare(`select count(*) as count from "${table.replace(/"/g, '""')}"`).get() as { count: number }).count;
    }
    const schemaVersion = tables.includes("kysely_migration")
      ? ((connection.prepare("select name from kysely_migration order by name desc limit 1").get() as { name: string } | undefined)?.name ??
        null)
      : null;
    return { schemaVersion, counts };
  } catch (error) {
    if (error instanceof CorruptBackupError) throw error;
    throw new CorruptBackupError(`${file}: ${(error as Error).message}`);
  } finally {
    connection?.close();
  }
}

/** The file beside the database that says a server has it open (see `holdDatabase`). */
export const lockFileOf = (databaseFile: string) => `${databaseFile}.server-lock`;

interface LockRecord {
  pid: number;
  host: string;
  since: string;
}

/** The lock files this process holds, removed when it exits however it exits. */
const held = new Set<string>();
let releasingAtExit = false;

/**
 * Marks the database as held by this server until it stops or its process
 * exits: a file beside it naming the process and host. `restore` refuses while
 * the process it names is alive on this host, or while it names another host.
 */
export function holdDatabase(databaseFile: string): () => void {
  const file = lockFileOf(databaseFile);
  const record: LockRecord = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record)}\n`);
  held.add(file);
  if (!releasingAtExit) {
    releasingAtExit = true;
    process.once("exit", () => {
      for (const lock of held) releaseLock(lock);
    });
  }
  return () => {
    held.delete(file);
    releaseLock(file);
  };
}

function releaseLock(file: string): void {
  try {
    const current = JSON.parse(readFileSync(file, "utf8")) as LockRecord;
    if (current.pid === process.pid && current.host === hostname()) unlinkSync(file);
  } catch {
    // Gone already, or another server's now.
  }
}

/** Who holds the database, when a living server does; undefined when none does or its lock is stale. */
export function databaseHolder(databaseFile: string): string | undefined {
  let record: LockRecord;
  try {
    record = JSON.parse(readFileSync(lockFileOf(databaseFile), "utf8")) as LockRecord;
  } catch {
    return undefined;
  }
  const who = `process ${record.pid} on ${record.host} since ${record.since}`;
  if (record.host !== hostname()) return who;
  if (record.pid === process.pid) return who;
  try {
    process.kill(record.pid, 0);
    return who;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? who : undefined;
  }
}

/**
 * Puts the backup `file` in place of the database atomically: verified first
 * (a corrupt file leaves the database untouched), copied beside the database
 * through the backup API, synced, then renamed over it. Refuses while a server
 * holds the database unless `force`.
 */
export async function restoreSqlite(file: string, databaseFile: string, { force = false } = {}): Promise<BackupReport> {
  const report = verifySqliteBackup(file);
  const holder = databaseHolder(databaseFile);
  if (holder && !force) throw new DatabaseInUseError(`a server holds ${databaseFile} (${holder}): stop it first, or restore with --force`);
  const incoming = `${databaseFile}.restoring`;
  mkdirSync(path.dirname(path.resolve(databaseFile)), { recursive: true });
  rmSync(incoming, { force: true });
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await copy.backup(incoming, { progress: () => 100_000 });
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  } finally {
    copy.close();
  }
  await syncFile(incoming);
  if (existsSync(databaseFile)) {
    // Folds the current database's write-ahead log into it and removes it, so no stale log is read with the restored file.
    const current = new SQLite(databaseFile, { fileMustExist: true });
    current.pragma("busy_timeout = 5000");
    current.pragma("wal_checkpoint(TRUNCATE)");
    current.close();
  }
  rmSync(`${databaseFile}-wal`, { force: true });
  rmSync(`${databaseFile}-shm`, { force: true });
  renameSync(incoming, databaseFile);
  syncFolder(path.dirname(path.resolve(databaseFile)));
  return report;
}
