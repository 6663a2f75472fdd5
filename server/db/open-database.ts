import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Dialect } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** `sqlite:<file>` (relative to the working directory) or a `postgres://` URL. */
export function openDatabase(url: string, options: { poolSize?: number } = {}): Database {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url, options.poolSize ?? 10);
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length));
  throw new Error("DATABASE_URL must be sqlite:<file> or a postgres:// URL");
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  // FULL: a commit is on disk, not only in the OS cache, before the API answers 201.
  connection.pragma("synchronous = FULL");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) });
  return wrap(db, "sqlite");
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
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
