import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { migrate } from "./migrations.ts";
import { type Database, openDatabase } from "./open-database.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/**
 * The migrations that rewrite rows stored before them (sizes and phones in
 * 0004, e-mail keys in 0006) page through the table: every row is visited
 * once, on the pages' seams too.
 */
describe.each(TEST_DIALECTS)("the migrations of stored rows on %s", (dialect) => {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;

  afterEach(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it("fill in the size, phone and e-mail key of every row stored before them, over more than one page", async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect, { to: "0003-relay_held" });

    // 45 rows: two full pages of 20 and a part page for 0004; fewer than one page of 500 for 0006.
    const rows = Array.from({ length: 45 }, (_, index) => {
      const id = `row-${String(index).padStart(3, "0")}`;
      const body = JSON.stringify({ name: `Persona ${index}`, phone_prefix: "+57", phone: `300 ${1000 + index}`, note: "ñ".repeat(index) });
      // Written as the forms once stored them: decomposed accents and capitals (NFD "José").
      const email = index % 2 === 0 ? `Jose\u0301.${index}@Example.COM` : null;
      return { id, body, email };
    });
    for (const row of rows) {
      await sql`insert into submissions (id, form, body, status, created_at, updated_at, next_attempt_at, subject_email,
        consent_accepted, consent_at, consent_language, consent_policy_version)
        values (${row.id}, 'contact', ${row.body}, 'delivered', 1, 1, 1, ${row.email}, 1, 1, 'es', '2024-02-08')`.execute(database.db);
    }

    await migrate(database.db, database.dialect);

    const migrated = await sql<{ id: string; stored_bytes: number | string; subject_phone: string | null; subject_email: string | null }>`
      select id, stored_bytes, subject_phone, subject_email from submissions order by id`.execute(database.db);
    expect(migrated.rows).toHaveLength(rows.length);
    for (const [index, row] of migrated.rows.entries()) {
      const stored = rows[index];
      expect(row.id).toBe(stored?.id);
      expect(Number(row.stored_bytes)).toBe(Buffer.byteLength(stored?.body ?? ""));
      expect(row.subject_phone).toBe(`57300${1000 + index}`);
      expect(row.subject_email).toBe(index % 2 === 0 ? `jos\u00e9.${index}@example.com` : null);
    }
  });

  it("0012 gives every lead stored before it a summary and its search tokens, over more than one page", async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect, { to: "0010-staff" });
    for (let index = 0; index < 60; index += 1) {
      const body = JSON.stringify({
        firstName: "Zoë",
        lastName: `Núñez${index}`,
        candidateEmail: `z${index}@example.com`,
        companyName: "Café Ltda",
      });
      await sql`insert into submissions (id, form, body, status, created_at, updated_at, next_attempt_at, consent_accepted,
        consent_at, consent_language, consent_policy_version, stored_bytes)
        values (${`row-${String(index).padStart(3, "0")}`}, 'company-recruitment', ${body}, 'delivered', ${index}, 1, 1, 1, 1, 'es', '2024-02-08', 1)`.execute(
        database.db,
      );
    }
    await migrate(database.db, database.dialect);
    const rows = await sql<{ id: string; lead_status: string; lead_summary: string }>`
      select id, lead_status, lead_summary from submissions order by id`.execute(database.db);
    expect(rows.rows).toHaveLength(60);
    expect(rows.rows.every((row) => row.lead_status === "new")).toBe(true);
    expect(JSON.parse(rows.rows[59]?.lead_summary ?? "{}")).toEqual({
      name: "Zoë Núñez59",
      company: "Café Ltda",
      email: "z59@example.com",
      phone: "",
    });
    const tokens = await sql<{ token: string }>`select token from lead_search where submission_id = 'row-059' order by token`.execute(
      database.db,
    );
    expect(tokens.rows.map((row) => row.token)).toEqual(["cafe", "ltda", "nunez59", "z59", "z59@example.com", "zoe"]);
    const count = await sql<{ count: number | string }>`select count(*) as count from lead_search where token = 'zoe'`.execute(database.db);
    expect(Number(count.rows[0]?.count)).toBe(60);
  });
});
