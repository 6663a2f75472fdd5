/**
 * Operator CLI for the database itself: `npm run db -- backup|verify|restore`
 * (docs/operations.md, Backups), on SQLite (its online backup API) and on
 * PostgreSQL (`pg_dump --format=custom` and `pg_restore`, where installed),
 * each file encrypted with BACKUP_ENCRYPTION_KEY when it is set.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import { type BackupSource, kindOf, restoreBackup, verifyBackup, writeBackup } from "../backup/backups.ts";
import { parseBackupKey } from "../backup/encryption.ts";
import { MissingToolError } from "../backup/pg-backup.ts";
import { type BackupReport, backupFileName, CorruptBackupError, DatabaseInUseError } from "../backup/sqlite-backup.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { isEntryModule, type Program, runAsCommand, UsageError, verb } from "./command-line.ts";

/** The configured database and backup key. */
function source(): BackupSource {
  const { env } = loadConfig();
  return { url: env.DATABASE_URL, key: env.BACKUP_ENCRYPTION_KEY ? parseBackupKey(env.BACKUP_ENCRYPTION_KEY) : undefined };
}

function summarize(report: BackupReport): string {
  const rows = Object.entries(report.counts).map(([table, count]) => `  ${table.padEnd(24)} ${count}`);
  return [
    `schema version: ${report.schemaVersion ?? "none"}`,
    ...(report.note ? [`note: ${report.note}`] : []),
    "rows per table:",
    ...rows,
    "",
  ].join("\n");
}

/** What a refused file, a held database or a missing tool prints: its message and exit code 1, nothing changed. */
function refused(error: unknown): number {
  if (error instanceof CorruptBackupError || error instanceof DatabaseInUseError || error instanceof MissingToolError) {
    console.error(error.message);
    return 1;
  }
  throw error;
}

export const dbProgram: Program = {
  command: "npm run db --",
  summary: "Backups of the site's database: take one, check one, restore one.",
  verbs: {
    backup: verb({
      summary:
        "writes a consistent copy now, to <file> or a dated file in BACKUP_DIR (SQLite: its online backup; PostgreSQL: pg_dump --format=custom), encrypted when BACKUP_ENCRYPTION_KEY is set",
      usage: ["[<file>]"],
      options: {},
      run: async ({ positionals: [file] }) => {
        const config = loadConfig();
        const from = source();
        const kind = kindOf(from.url);
        // The database's tables exist before the copy is taken, so even a new site's backup verifies.
        const database = openDatabase(from.url, { poolSize: 1 });
        try {
          await migrate(database.db, database.dialect);
        } finally {
          await database.close();
        }
        const folder =
          config.env.BACKUP_DIR ??
          (kind === "sqlite" ? path.join(path.dirname(from.url.slice("sqlite:".length)), "backups") : "data/backups");
        const target = file ?? path.join(folder, backupFileName(new Date(), { kind, encrypted: !!from.key }));
        mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
        try {
          await writeBackup(from, target);
          process.stdout.write(
            `backup written to ${target}${from.key ? " (encrypted)" : ""}\n${summarize(await verifyBackup(target, from))}`,
          );
          return 0;
        } catch (error) {
          return refused(error);
        }
      },
    }),
    verify: verb({
      summary:
        "checks a backup without changing the database: decrypted when encrypted, its integrity (PostgreSQL: restored into a scratch database, then dropped), schema version and rows per table",
      usage: ["<file>"],
      options: {},
      run: async ({ positionals: [file] }) => {
        if (!file) throw new UsageError("usage: npm run db -- verify <file>");
        try {
          process.stdout.write(`${file} is whole\n${summarize(await verifyBackup(file, source()))}`);
          return 0;
        } catch (error) {
          return refused(error);
        }
      },
    }),
    restore: verb({
      summary:
        "puts a backup in place of the database atomically, then prints the rows per table; refuses while a server holds it, or when the file does not decrypt or verify",
      usage: ["<file> [--force] [--allow-plain]"],
      options: {
        "allow-plain": {
          type: "boolean",
          help: "with BACKUP_ENCRYPTION_KEY set, restore a file that is not encrypted (refused otherwise: it could have been put in place of an encrypted one)",
        },
        force: {
          type: "boolean",
          help: "restore even though a server holds the database (SQLite: its lock file; PostgreSQL: its advisory lock); restart the server after",
        },
      },
      run: async ({ positionals: [file], values }) => {
        if (!file) throw new UsageError("usage: npm run db -- restore <file> [--force] [--allow-plain]");
        const to = source();
        try {
          const report = await restoreBackup(file, to, { force: values.force, allowPlain: values["allow-plain"] });
          const where = kindOf(to.url) === "sqlite" ? to.url.slice("sqlite:".length) : "the PostgreSQL database";
          process.stdout.write(`restored ${where} from ${file}\n${summarize(report)}`);
          return 0;
        } catch (error) {
          return refused(error);
        }
      },
    }),
  },
};

if (isEntryModule(import.meta.url)) runAsCommand(dbProgram);
