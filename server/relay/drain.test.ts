import { afterEach, describe, expect, it, vi } from "vitest";
import { formEnvironmentSuffix } from "../../contracts/form-ids.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { openDatabase } from "../db/open-database.ts";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";
import { type FakeUpstream, startFakeUpstream } from "../testing/fake-upstream.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson } from "../testing/test-server.ts";
import { waitFor } from "../testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const UPSTREAM_DELAY_MS = 2000;

describe.each(TEST_DIALECTS)("draining on SIGTERM on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let child: ChildServer | undefined;
  let upstream: FakeUpstream | undefined;

  afterEach(async () => {
    child?.process.kill("SIGKILL");
    await upstream?.close();
    await database?.drop();
    child = upstream = database = undefined;
  });

  it("lets a slow delivery finish, answers /readyz 503 meanwhile, and delivers the lead once", async () => {
    let answeredAt = 0;
    upstream = await startFakeUpstream(() => {
      setTimeout(() => {
        answeredAt = Date.now();
      }, UPSTREAM_DELAY_MS);
      return { status: 200, delayMs: UPSTREAM_DELAY_MS };
    });
    database = await createTestDatabase(dialect);
    child = await startChildServer({
      DATABASE_URL: database.url,
      RELAY_POLL_MS: "50",
      RELAY_TIMEOUT_MS: "10000",
      [`SUBMISSION_UPSTREAM_${formEnvironmentSuffix("financials")}`]: `${upstream.url}/financials`,
    });
    const server = child;
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const response = await postJson(`${server.url}/api/submissions/financials`, sampleSubmissions.financials);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await waitFor(async () => upstream?.received.length === 1, 10_000);

    server.process.kill("SIGTERM");
    let exitedAt = 0;
    const exited = server.exited.then((code) => {
      exitedAt = Date.now();
      return code;
    });
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 503, 1500, 20);
    // Seen while the delivery was still under way.
    expect(answeredAt).toBe(0);

    expect(await exited).toBe(0);
    expect(answeredAt).toBeGreaterThan(0);
    expect(exitedAt).toBeGreaterThanOrEqual(answeredAt);
    await expect(fetch(`${server.url}/readyz`)).rejects.toThrow();

    expect(upstream.received).toHaveLength(1);
    const reopened = openDatabase(database.url);
    try {
      const row = await reopened.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      expect(row?.status).toBe("delivered");
      expect(row?.attempts).toBe(1);
      expect(row?.locked_by).toBeNull();
    } finally {
      await reopened.close();
    }
  });
});
