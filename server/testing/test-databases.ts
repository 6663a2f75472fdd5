import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  url: string;
  drop(): Promise<void>;
}

/** Which engines the API tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL is set. */
export const TEST_DIALECTS: ("sqlite" | "postgres")[] = process.env.TEST_POSTGRES_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** A fresh, empty database: a file in a temporary folder, or a new PostgreSQL database. */
export async function createTestDatabase(name: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (name === "sqlite") {
    const folder = mkdtempSync(path.join(tmpdir(), "lead-api-"));
    return {
      name,
      url: `sqlite:${path.join(folder, "site.db")}`,
      drop: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error("TEST_POSTGRES_URL is not set");
  const database = `lead_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${database}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${database} with (force)`);
      await dropper.end();
    },
  };
}
