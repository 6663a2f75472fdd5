import { afterAll, describe, expect, it, vi } from "vitest";
import { FORM_IDS, type FormId } from "../contracts/submission-schemas.ts";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { openDatabase } from "./db/open-database.ts";
import { type ChildServer, startChildServer } from "./testing/child-server.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "./testing/test-databases.ts";
import { postJson } from "./testing/test-server.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.each(TEST_DIALECTS)("durability on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let child: ChildServer | undefined;

  afterAll(async () => {
    child?.process.kill("SIGKILL");
    await database?.drop();
  });

  it("keeps every acknowledged submission when the server is SIGKILLed mid-burst", async () => {
    database = await createTestDatabase(dialect);
    child = await startChildServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
    });
    const server = child;
    const acknowledged: string[] = [];
    let failed = 0;

    // Twenty clients keep posting until the server is gone, so the kill lands in
    // the middle of traffic however fast the server answers the first hundred.
    let sent = 0;
    const burst = Array.from({ length: 20 }, async () => {
      while (sent < 20_000) {
        const form = FORM_IDS[sent++ % FORM_IDS.length] as FormId;
        try {
          const response = await postJson(`${server.url}/api/submissions/${form}`, sampleSubmissions[form]);
          if (response.status === 201) {
            const { id } = (await response.json()) as { id: string };
            acknowledged.push(id);
            if (acknowledged.length === 100) server.process.kill("SIGKILL");
          }
        } catch {
          failed += 1;
          return;
        }
      }
    });
    await Promise.all(burst);
    await server.exited;

    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(failed).toBeGreaterThan(0);

    // Opening the database again is the restart: SQLite replays its WAL, PostgreSQL its log.
    const reopened = openDatabase(database.url);
    try {
      const rows = await reopened.db.selectFrom("submissions").select("id").execute();
      const stored = new Set(rows.map((row) => row.id));
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
