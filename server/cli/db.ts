/**
 * Operator CLI for the database itself: `npm run db -- backup|verify|restore`
 * (docs/operations.md, Backups). SQLite only for now; a PostgreSQL database is
 * backed up with `pg_dump --format=custom` (docs/operations.md).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.ts";
import {
  type BackupReport,
  backupFileName,
  backupSqlite,
  CorruptBackupError,
  DatabaseInUseError,
  restoreSqlite,
  verifySqliteBackup,
} from "../backup/sqlite-backup.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { isEntryModule, type Program, runAsCommand, UsageError, verb } from "./command-line.ts";

/** The configured SQLite database's file; a PostgreSQL URL is refused with where to look instead. */
function sqliteFile(): string {
  const url = loadConfig().env.DATABASE_URL;
  if (!url.startsWith("sqlite:")) {
    throw new UsageError("DATABASE_URL is a PostgreSQL database: back it up with pg_dump --format=custom (docs/operations.md, Backups)");
  }
  return url.slice("sqlite:".length);
}

function summarize(report: BackupReport): string {
  const rows = Object.entries(report.counts).map(([table, count]) => `  ${table.padEnd(24)} ${count}`);
  return [`schema version: ${report.schemaVersion ?? "none"}`, "rows per table:", ...rows, ""].join("\n");
}

/** What a refused file or a held database prints: its message and exit code 1, nothing changed. */
function refused(error: unknown): number {
  if (error instanceof CorruptBackupError || error instanceof DatabaseInUseError) {
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
        "writes a consistent copy of the database while the site keeps serving (BACKUP_DIR, or data/backups, unless a file is named)",
      usage: ["[<file>]"],
      options: {},
      run: async ({ positionals: [file] }) => {
        const databaseFile = sqliteFile();
        const config = loadConfig();
        // The database's tables exist before the copy is taken, so even a new site's backup verifies.
        const database = openDatabase(config.env.DATABASE_URL, { poolSize: 1 });
        try {
          await migrate(database.db, database.dialect);
        } finally {
          await database.close();
        }
        const folder = config.env.BACKUP_DIR ?? path.join(path.dirname(databaseFile), "backups");
        const target = file ?? path.join(folder, backupFileName(new Date()));
        mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
        await backupSqlite(databaseFile, target);
        process.stdout.write(`backup written to ${target}\n${summarize(verifySqliteBackup(target))}`);
        return 0;
      },
    }),
    verify: verb({
      summary: "checks a backup without changing it: SQLite's integrity check, its schema version, the rows per table",
      usage: ["<file>"],
      options: {},
      run: async ({ positionals: [file] }) => {
        if (!file) throw new UsageError("usage: npm run db -- verify <file>");
        try {
          process.stdout.write(`${file} is whole\n${summarize(verifySqliteBackup(file))}`);
          return 0;
        } catch (error) {
          return refused(error);
        }
      },
    }),
    restore: verb({
      summary: "puts a verified backup in place of the database, atomically; refuses while a server holds the database",
      usage: ["<file> [--force]"],
      options: { force: { type: "boolean", help: "restore even though a server holds the database (it must be restarted after)" } },
      run: async ({ positionals: [file], values }) => {
        if (!file) throw new UsageError("usage: npm run db -- restore <file> [--force]");
        const databaseFile = sqliteFile();
        try {
          const report = await restoreSqlite(file, databaseFile, { force: values.force });
          process.stdout.write(`restored ${databaseFile} from ${file}\n${summarize(report)}`);
          return 0;
        } catch (error) {
          return refused(error);
        }
      },
    }),
  },
};

if (isEntryModule(import.meta.url)) runAsCommand(dbProgram);
