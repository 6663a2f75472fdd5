import { randomBytes } from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { type FakeUpstream, startFakeUpstream } from "../testing/fake-upstream.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { waitFor } from "../testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

describe("signed deliveries", () => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let upstream: FakeUpstream | undefined;

  afterEach(async () => {
    await server?.close();
    await upstream?.close();
    await database?.drop();
    server = upstream = database = undefined;
  });

  /** Submits one lead and returns its id and the request the workflow endpoint received. */
  async function deliverOne(env: Record<string, string>) {
    upstream = await startFakeUpstream(() => ({ status: 200 }));
    database = await createTestDatabase("sqlite");
    server = await startTestServer({
      DATABASE_URL: database.url,
      RELAY_POLL_MS: "50",
      SUBMISSION_UPSTREAM_FINANCIALS: `${upstream.url}/financials`,
      ...env,
    });
    const response = await postJson(`${server.url}/api/submissions/financials`, sampleSubmissions.financials);
    const { id } = (await response.json()) as { id: string };
    const received = upstream;
    await waitFor(async () => received.received.length === 1, 15_000);
    return { id, request: received.received[0] as FakeUpstream["received"][number] };
  }

  it("signs each delivery as Standard Webhooks, the submission id as webhook-id and Idempotency-Key", async () => {
    const secret = newSecret();
    const { id, request } = await deliverOne({ RELAY_SIGNING_SECRET: secret });
    expect(request.headers["webhook-id"]).toBe(id);
    expect(request.idempotencyKey).toBe(id);
    expect(Math.abs(Number(request.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(new Webhook(secret).verify(request.body.toString(), request.headers)).toMatchObject({ policies: true });
    expect(() => new Webhook(newSecret()).verify(request.body.toString(), request.headers)).toThrow(WebhookVerificationError);
    // Altered on the way: refused.
    expect(() =>
      new Webhook(secret).verify(request.body.toString().replace('"policies":true', '"policies":false'), request.headers),
    ).toThrow(WebhookVerificationError);
  });

  it("signs with both secrets during a rotation, so the receiver accepts either", async () => {
    const [current, previous] = [newSecret(), newSecret()];
    const { request } = await deliverOne({ RELAY_SIGNING_SECRET: `${current}, ${previous}` });
    expect(request.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,\S+ v1,\S+$/);
    for (const secret of [current, previous]) expect(() => new Webhook(secret).verify(request.body, request.headers)).not.toThrow();
  });

  it("sends deliveries unsigned when no secret is set", async () => {
    const { request } = await deliverOne({});
    expect(request.headers["webhook-signature"]).toBeUndefined();
    expect(request.headers["webhook-id"]).toBeUndefined();
  });
});
