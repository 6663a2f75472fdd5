/**
 * One backup, whatever the engine and whether it is encrypted
 * (docs/decisions/0042-backups.md): what the scheduled job and
 * `npm run db -- backup|verify|restore` call. A file says what it is by its
 * first bytes (an SQLite database, a `pg_dump --format=custom` file, or an
 * encrypted one of either), not by its name.
 */
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { DecryptionError, decryptFile, encryptFile, isEncrypted } from "./encryption.ts";
import { backupPostgres, isPostgresDump, restorePostgres, verifyPostgresBackup } from "./pg-backup.ts";
import { type BackupReport, backupSqlite, CorruptBackupError, restoreSqlite, syncFolder, verifySqliteBackup } from "./sqlite-backup.ts";

export type DatabaseKind = "sqlite" | "postgres";

/** The configured database: its URL, and on SQLite the server's own connection when the server takes the backup. */
export interface BackupSource {
  url: string;
  /** SQLite: the serving connection, so the copy runs in small steps while writes through it go on. */
  connection?: SQLite.Database;
  /** BACKUP_ENCRYPTION_KEY, parsed: each file written encrypted, and needed to read one back. */
  key?: Buffer;
}

export const kindOf = (url: string): DatabaseKind => (url.startsWith("sqlite:") ? "sqlite" : "postgres");
const sqliteFileOf = (url: string) => url.slice("sqlite:".length);

/** Writes a backup of the database to `target` (whole or absent), encrypted when a key is given. */
export async function writeBackup({ url, connection, key }: BackupSource, target: string): Promise<void> {
  const plain = key ? `${target}.plain` : target;
  try {
    if (kindOf(url) === "sqlite") await backupSqlite(connection ?? sqliteFileOf(url), plain);
    else await backupPostgres(url, plain);
    if (!key) return;
    const partial = `${target}.partial`;
    try {
      await encryptFile(plain, partial, key);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, target);
    syncFolder(path.dirname(path.resolve(target)));
  } finally {
    // Off the event loop: unlinking a large file takes a while.
    if (key) await rm(plain, { force: true });
  }
}

/**
 * Runs `use` on the plain form of `file`: the file itself, or its decryption
 * into `folder` (removed after). A wrong key or a changed file is refused as
 * corrupt before `use` runs.
 */
async function plainOf<T>(
  file: string,
  key: Buffer | undefined,
  folder: string,
  use: (plain: string) => Promise<T>,
  { allowPlain = true } = {},
): Promise<T> {
  if (!existsSync(file)) throw new CorruptBackupError(`${file}: no such file`);
  if (!(await isEncrypted(file))) {
    // With a key, backups are encrypted and authenticated: a plain file in their place is not taken on trust.
    if (key && !allowPlain)
      throw new CorruptBackupError(
        `${file} is not encrypted, though BACKUP_ENCRYPTION_KEY is set: pass --allow-plain to restore it anyway`,
      );
    return use(file);
  }
  if (!key) throw new CorruptBackupError(`${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with`);
  const scratch = mkdtempSync(path.join(folder, ".site-backup-"));
  const plain = path.join(scratch, "backup");
  try {
    try {
      await decryptFile(file, plain, key);
    } catch (error) {
      if (error instanceof DecryptionError) throw new CorruptBackupError(`${file}: ${error.message}`);
      throw error;
    }
    return await use(plain);
  } catch (error) {
    // Name the file the operator gave, not its decrypted copy.
    if (error instanceof Error) error.message = error.message.replaceAll(plain, file);
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What a plain backup file is, by its first bytes. */
function kindOfFile(file: string): DatabaseKind | undefined {
  try {
    if (isPostgresDump(file)) return "postgres";
  } catch {
    return undefined;
  }
  return "sqlite";
}

/**
 * Checks a backup without changing the database: decrypted when it is
 * encrypted, then SQLite's integrity check, or a PostgreSQL dump restored into
 * a scratch database on the configured server; the schema version and the
 * rows per table either way.
 */
export async function verifyBackup(file: string, { url, key }: BackupSource): Promise<BackupReport> {
  return plainOf(file, key, tmpdir(), async (plain) => {
    if (kindOfFile(plain) !== "postgres") return verifySqliteBackup(plain);
    if (kindOf(url) !== "postgres") {
      throw new CorruptBackupError(`${file} is a PostgreSQL dump: verify it with DATABASE_URL set to a PostgreSQL server`);
    }
    return verifyPostgresBackup(plain, url);
  });
}

/**
 * Restores a backup into the configured database, atomically, refusing while
 * a server holds it unless `force`. A file that does not decrypt or verify, or
 * one of the other engine, leaves the database as it was.
 */
export async function restoreBackup(
  file: string,
  { url, key }: BackupSource,
  { force = false, allowPlain = false } = {},
): Promise<BackupReport> {
  const kind = kindOf(url);
  const folder = kind === "sqlite" ? path.dirname(path.resolve(sqliteFileOf(url))) : tmpdir();
  return plainOf(
    file,
    key,
    existsSync(folder) ? folder : tmpdir(),
    async (plain) => {
      const fileKind = kindOfFile(plain);
      if (fileKind === "postgres" && kind === "sqlite") {
        throw new CorruptBackupError(`${file} is a PostgreSQL dump: it cannot be restored into an SQLite database`);
      }
      if (fileKind !== "postgres" && kind === "postgres") {
        // An SQLite file (or neither): say which, and never hand it to pg_restore.
        verifySqliteBackup(plain);
        throw new CorruptBackupError(`${file} is an SQLite backup: it cannot be restored into a PostgreSQL database`);
      }
      return kind === "sqlite" ? restoreSqlite(plain, sqliteFileOf(url), { force }) : restorePostgres(plain, url, { force });
    },
    { allowPlain },
  );
}
