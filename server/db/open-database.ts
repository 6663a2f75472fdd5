import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql } from "kysely";
import pg from "pg";
import type { Dialect } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** SQLite: the connection itself, for its online backup (server/backup/sqlite-backup.ts). */
  sqlite?: SQLite.Database;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8_OID = 20;
/** How long a connection, a lock or a statement may take before the caller gets an error instead of a hang. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Whether an error says the database as a whole did not answer in time or at
 * all (rather than refusing one row): a pool or query timeout, a cancelled
 * statement, a lost or refused connection, a busy SQLite file.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (/^(57|08|53)/.test(code) || code.startsWith("SQLITE_BUSY") || code.startsWith("ECONN"))) return true;
  return typeof message === "string" && /timeout|timed out|terminated/i.test(message);
}

/** `sqlite:<file>` (relative to the working directory) or a `postgres://` URL. */
export function openDatabase(url: string, options: { poolSize?: number; timeoutMs?: number } = {}): Database {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url, options.poolSize ?? 10, timeoutMs);
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length), timeoutMs);
  throw new Error("DATABASE_URL must be sqlite:<file> or a postgres:// URL");
}

/**
 * Transactions that take the write lock when they begin (`BEGIN IMMEDIATE`). Another process on the
 * same file (the CLI beside a running server) may write between a deferred transaction's first read
 * and its first write, and SQLite then refuses that write at once (SQLITE_BUSY), without waiting:
 * a transaction that begins with the lock waits for it, up to the busy timeout, instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

function openSqlite(file: string, timeoutMs: number): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  // FULL: a commit is on disk, not only in the OS cache, before the API answers 201.
  connection.pragma("synchronous = FULL");
  // better-sqlite3 waits for a lock on the event loop itself: never longer than it always has.
  connection.pragma(`busy_timeout = ${Math.min(Math.trunc(timeoutMs), 5000)}`);
  // Deleted rows (erasure, retention, purged resumes) are overwritten with zeros, not left in free pages.
  connection.pragma("secure_delete = ON");
  const config = { database: connection };
  const dialect = new SqliteDialect(config);
  dialect.createDriver = () => new ImmediateSqliteDriver(config);
  const db = new Kysely<DatabaseSchema>({ dialect });
  return { ...wrap(db, "sqlite"), sqlite: connection };
}

function openPostgres(url: string, poolSize: number, timeoutMs: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A stalled server or an exhausted pool answers with an error in time, never a hang.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs,
    // Times are bigint milliseconds: read them back as numbers, not strings.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, "postgres");
}

function wrap(db: Kysely<DatabaseSchema>, dialect: Dialect): Database {
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
