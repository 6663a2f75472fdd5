/**
 * Backups of a PostgreSQL database (docs/decisions/0042-backups.md): PostgreSQL's
 * own `pg_dump --format=custom` and `pg_restore`, run where they are installed,
 * the password given to them in PGPASSWORD (never on a command line or in a
 * log). A server marks the database held with a shared advisory lock for as
 * long as it runs; `restore` takes the same lock exclusively, so it refuses
 * while any server holds it, and a server that dies lets go with its session.
 */
import { execFile } from "node:child_process";
import { closeSync, openSync, readSync, renameSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { type BackupReport, CorruptBackupError, DatabaseInUseError, syncFile, syncFolder } from "./sqlite-backup.ts";

/** The first bytes of a `pg_dump --format=custom` file. */
const DUMP_MAGIC = Buffer.from("PGDMP", "latin1");
/** The advisory locks of this site: (SITE, HELD) shared by each server, (SITE, SCHEDULED) by the instance taking the scheduled backup. */
const SITE_LOCK = 0x5173_4b55;
const HELD = 1;
export const SCHEDULED = 2;

/** `pg_dump` or `pg_restore` is not installed where the command runs. */
export class MissingToolError extends Error {}

/** How to reach the database from PostgreSQL's tools: the URL without its password, and the password in the environment. */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** The database named by `url`, with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one of PostgreSQL's tools; its own error text (never the password) when it fails, and what to install when it is missing. */
function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        return reject(
          new MissingToolError(
            `${tool} is not installed here: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client)`,
          ),
        );
      }
      reject(new Error(`${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/**
 * `pg_dump --format=custom` of the database at `url` into `target`: to
 * `<target>.partial`, synced, then renamed, so `target` is whole or absent.
 * The dump is one snapshot of the database however long it takes.
 */
export async function backupPostgres(url: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const { dbname, env } = toolConnection(url);
  try {
    await runTool("pg_dump", ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${dbname}`], env);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  await syncFile(partial);
  renameSync(partial, target);
  syncFolder(path.dirname(path.resolve(target)));
}

/** Whether `file` begins as a `pg_dump --format=custom` file does. */
export function isPostgresDump(file: string): boolean {
  const head = Buffer.alloc(DUMP_MAGIC.length);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  return head.equals(DUMP_MAGIC);
}

/** The rows of each table of the `public` schema and the newest migration, read on `client`. */
async function countRows(client: pg.Client): Promise<BackupReport> {
  const tables = (
    await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
  ).rows.map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from "${table.replace(/"/g, '""')}"`);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  const schemaVersion = tables.includes("kysely_migration")
    ? ((await client.query<{ name: string }>("select name from kysely_migration order by name desc limit 1")).rows[0]?.name ?? null)
    : null;
  return { schemaVersion, counts };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** `pg_restore --list`: the dump's table of contents is readable and it holds this site's submissions table. */
async function listDump(file: string, url?: string): Promise<void> {
  if (!isPostgresDump(file)) throw new CorruptBackupError(`${file}: not a pg_dump --format=custom file`);
  let contents: string;
  try {
    contents = await runTool("pg_restore", ["--list", file], url ? toolConnection(url).env : process.env);
  } catch (error) {
    if (error instanceof MissingToolError) throw error;
    throw new CorruptBackupError(`${file}: ${(error as Error).message}`);
  }
  if (!/ TABLE public submissions /.test(contents)) {
    throw new CorruptBackupError(`${file}: not a database of this site (no submissions table)`);
  }
}

/**
 * Checks a dump without changing the database at `url`: its table of contents
 * (`pg_restore --list`), then the whole dump restored into a scratch database
 * on the same server (created, counted, dropped), which reads every row: the
 * schema version and the rows per table. Without the right to create a
 * database, only the table of contents is checked, and the report says so.
 */
export async function verifyPostgresBackup(file: string, url: string): Promise<BackupReport> {
  await listDump(file, url);
  const scratch = `site_verify_${randomBytes(6).toString("hex")}`;
  const admin = await connect(url);
  try {
    try {
      await admin.query(`create database ${scratch}`);
    } catch (error) {
      return { schemaVersion: null, counts: {}, note: `only its table of contents was read: ${(error as Error).message}` };
    }
    try {
      const { dbname, env } = toolConnection(withDatabase(url, scratch));
      try {
        await runTool(
          "pg_restore",
          ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--no-password", `--dbname=${dbname}`, file],
          env,
        );
      } catch (error) {
        throw new CorruptBackupError(`${file}: ${(error as Error).message}`);
      }
      const reader = await connect(withDatabase(url, scratch));
      try {
        return await countRows(reader);
      } finally {
        await reader.end();
      }
    } finally {
      await admin.query(`drop database if exists ${scratch} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Who holds the database: the sessions of the servers holding the site's lock. */
async function holders(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ pid: number; address: string | null; since: Date | null }>(
    `select a.pid, a.client_addr::text as address, a.backend_start as since
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.classid = $1::bigint::oid and l.objid = $2::bigint::oid and l.granted and l.pid <> pg_backend_pid()`,
    [SITE_LOCK, HELD],
  );
  return rows.map((row) => `session ${row.pid} from ${row.address ?? "a local socket"} since ${row.since?.toISOString() ?? "?"}`);
}

/**
 * Restores a dump into the database at `url`: its table of contents checked
 * first, then `pg_restore --clean --if-exists --single-transaction` (the
 * database is the old one or the restored one, never a mix: any error rolls
 * it all back), then the rows per table. Refuses while a server holds the
 * database unless `force`; servers that start meanwhile wait for it.
 */
export async function restorePostgres(file: string, url: string, { force = false } = {}): Promise<BackupReport> {
  await listDump(file, url);
  const guard = await connect(url);
  try {
    const { rows } = await guard.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [SITE_LOCK, HELD]);
    if (!rows[0]?.locked && !force) {
      const who = await holders(guard);
      throw new DatabaseInUseError(
        `a server holds the database (${who.join("; ") || "a session"}): stop it first, or restore with --force`,
      );
    }
    const { dbname, env } = toolConnection(url);
    try {
      await runTool(
        "pg_restore",
        [
          "--clean",
          "--if-exists",
          "--single-transaction",
          "--exit-on-error",
          "--no-owner",
          "--no-privileges",
          "--no-password",
          `--dbname=${dbname}`,
          file,
        ],
        env,
      );
    } catch (error) {
      if (error instanceof MissingToolError) throw error;
      throw new CorruptBackupError(`${file}: ${(error as Error).message}`);
    }
    return await countRows(guard);
  } finally {
    await guard.end();
  }
}

/**
 * Marks the database at `url` held by this server until the returned function
 * is called or the process ends: a shared advisory lock on a connection of
 * its own. Waits, in the background, while a restore is under way.
 */
export async function holdPostgres(url: string, logger: Logger): Promise<() => Promise<void>> {
  const client = await connect(url);
  const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock_shared($1, $2) as locked", [SITE_LOCK, HELD]);
  if (!rows[0]?.locked) {
    logger.warn("a restore of the database is under way: this server holds it once the restore ends");
    client.query("select pg_advisory_lock_shared($1, $2)", [SITE_LOCK, HELD]).catch(() => undefined);
  }
  return async () => {
    await client.end().catch(() => undefined);
  };
}

/**
 * The lock that lets one instance of several take the scheduled backup: a
 * session advisory lock on a connection of its own, tried, never waited for.
 * Returns a release, or undefined when another instance holds it.
 */
export async function tryScheduledLock(url: string): Promise<(() => Promise<void>) | undefined> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [SITE_LOCK, SCHEDULED]);
    if (rows[0]?.locked) {
      return async () => {
        await client.end().catch(() => undefined);
      };
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end().catch(() => undefined);
  return undefined;
}
