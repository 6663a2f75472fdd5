import { afterAll, describe, expect, it, vi } from "vitest";
import { formEnvironmentSuffix } from "../../contracts/form-ids.ts";
import { FORM_IDS, type FormId } from "../../contracts/submission-schemas.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { type FakeUpstream, startFakeUpstream } from "../testing/fake-upstream.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { seededRandom, waitFor } from "../testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.skipIf(!process.env.TEST_POSTGRES_URL)("two instances on one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  let upstream: FakeUpstream | undefined;
  const servers: TestServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await upstream?.close();
    await database?.drop();
  });

  it("deliver each submission exactly once", async () => {
    const random = seededRandom(11);
    upstream = await startFakeUpstream(() => ({ status: 200, body: '{"success":"true"}', delayMs: Math.floor(random() * 40) }));
    database = await createTestDatabase("postgres");
    const env = {
      DATABASE_URL: database.url,
      RELAY_POLL_MS: "5",
      RELAY_CONCURRENCY: "8",
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
      ...Object.fromEntries(FORM_IDS.map((form) => [`SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`, `${upstream?.url}/${form}`])),
    };
    servers.push(await startTestServer(env), await startTestServer(env));

    const total = 120;
    const ids = await Promise.all(
      Array.from({ length: total }, async (_, index) => {
        const form = FORM_IDS[index % FORM_IDS.length] as FormId;
        const server = servers[index % 2] as TestServer;
        const response = await postJson(`${server.url}/api/submissions/${form}`, sampleSubmissions[form]);
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      }),
    );

    const first = servers[0] as TestServer;
    await waitFor(async () => (await first.services.submissions.countByStatus()).delivered === total, 60_000, 100);
    const keys = upstream.received.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(total);
    expect(new Set(keys).size).toBe(total);
    expect([...new Set(keys)].sort()).toEqual([...ids].sort());
  }, 90_000);
});
