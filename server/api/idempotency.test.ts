import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormId } from "../../contracts/form-ids.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { createLogger } from "../logger.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { PAGE_REPEAT_WINDOW_MS, parseIdempotencyKey, requestHashOf, withIdempotency } from "./idempotency.ts";
import { createSubmissionService } from "./submission-service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const ENV = { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000", ADDRESS_DAILY_SUBMISSIONS: "0", ADDRESS_DAILY_MB: "0" };

describe("the Idempotency-Key header", () => {
  it("takes a bare token or a structured-field string, and refuses anything else", () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe("8e03978e-40d5-43e8-bc93-6894a57f9324");
    expect(parseIdempotencyKey(' "8e03978e-40d5" ')).toBe("8e03978e-40d5");
    expect(parseIdempotencyKey("")).toBeNull();
    expect(parseIdempotencyKey("two words")).toBeNull();
    expect(parseIdempotencyKey("x".repeat(256))).toBeNull();
    expect(parseIdempotencyKey("é")).toBeNull();
  });

  it("hashes a body by what it says, not by the order of its members", () => {
    expect(requestHashOf("contact", { a: 1, b: { c: [1, 2], d: "x" } })).toBe(requestHashOf("contact", { b: { d: "x", c: [1, 2] }, a: 1 }));
    expect(requestHashOf("contact", { a: 1 })).not.toBe(requestHashOf("contact", { a: 2 }));
    expect(requestHashOf("contact", { a: 1 })).not.toBe(requestHashOf("consulting", { a: 1 }));
  });
});

describe.each(TEST_DIALECTS)("repeated submissions on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let second: TestServer;
  const submit = (on: TestServer, form: FormId, body: unknown, key?: string) =>
    postJson(`${on.url}/api/submissions/${form}`, body, key === undefined ? {} : { "Idempotency-Key": key });
  const rowsOf = async (form: FormId, email: string) =>
    (await server.services.submissions.list({ form })).filter((row) => row.subject_email === email);
  const contact = (email: string) => ({ ...sampleSubmissions.contact, email });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, ...ENV });
    // A second instance on the same database, as a deployment that scales out runs it.
    second = await startTestServer({ DATABASE_URL: database.url, ...ENV });
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
    await database?.drop();
  });

  it("answers a key sent again with the same body with the first answer, and stores nothing", async () => {
    const key = crypto.randomUUID();
    const first = await submit(server, "contact", contact("once@example.com"), key);
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const answer = await first.json();
    // The same body with its members in another order is the same body.
    const { policies, ...rest } = contact("once@example.com");
    const again = await submit(server, "contact", { policies, ...rest }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(answer);
    expect(await rowsOf("contact", "once@example.com")).toHaveLength(1);
    const row = await server.services.submissions.find((answer as { id: string }).id);
    expect(row?.idempotency_key).toBe(`key:${key}`);
  });

  it("refuses the same key with another body (422) and keeps the first", async () => {
    const key = crypto.randomUUID();
    expect((await submit(server, "contact", contact("first@example.com"), key)).status).toBe(201);
    const other = await submit(server, "contact", contact("other@example.com"), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: "idempotency_key_reused" });
    expect(await rowsOf("contact", "first@example.com")).toHaveLength(1);
    expect(await rowsOf("contact", "other@example.com")).toHaveLength(0);
  });

  it("keeps keys per form: one key on two forms is two submissions", async () => {
    const key = crypto.randomUUID();
    expect((await submit(server, "contact", contact("per-form@example.com"), key)).status).toBe(201);
    const consulting = { ...sampleSubmissions.consulting, email: "per-form@example.com" };
    const answer = await submit(server, "consulting", consulting, key);
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("stores one row for a burst of the same key on two instances", async () => {
    const key = crypto.randomUUID();
    const body = contact("burst@example.com");
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => submit(index % 2 ? second : server, "contact", body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await rowsOf("contact", "burst@example.com")).toHaveLength(1);
  });

  it("refuses a key that is no key with the header named, and stores nothing", async () => {
    const answer = await submit(server, "contact", contact("bad-key@example.com"), "two words");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "validation", fields: { "Idempotency-Key": "FIELD_INVALID" } });
    expect(await rowsOf("contact", "bad-key@example.com")).toHaveLength(0);
  });

  it("stores a key's body again once the first was refused as invalid", async () => {
    const key = crypto.randomUUID();
    expect((await submit(server, "contact", { ...contact("fixed@example.com"), email: "" }, key)).status).toBe(400);
    expect((await submit(server, "contact", contact("fixed@example.com"), key)).status).toBe(201);
    expect(await rowsOf("contact", "fixed@example.com")).toHaveLength(1);
  });

  it("without a key, the same body twice is two submissions (the API's clients may mean it)", async () => {
    await submit(server, "contact", contact("twice@example.com"));
    await submit(server, "contact", contact("twice@example.com"));
    expect(await rowsOf("contact", "twice@example.com")).toHaveLength(2);
  });

  describe("a form posted to its page", () => {
    const logger = createLogger("silent");
    // The service stamps rows with the real time; the window is measured from there.
    let now = Date.now();
    const receiveAt = () =>
      withIdempotency(
        createSubmissionService({ submissions: server.services.submissions, logger, rateLimitPerMinute: 1000, consentPolicyVersion: "v1" }),
        server.services.submissions,
        logger,
        () => now,
      );
    const page = (clientAddress: string) => ({ clientAddress, consentLanguage: "es" as const, repeatsByAddress: true });

    it("answers the same body from the same address within the window from the first, concurrent or not", async () => {
      const receive = receiveAt();
      const body = contact("page@example.com");
      const both = await Promise.all([receive("contact", body, page("10.1.1.1")), receive("contact", body, page("10.1.1.1"))]);
      // Either of the two concurrent posts may be the one stored: the other is answered from it.
      const first = both.find((answer) => !("replayed" in answer && answer.replayed));
      const double = both.find((answer) => answer !== first);
      expect(first).toMatchObject({ kind: "stored" });
      expect(double).toEqual({ ...first, replayed: true });
      now += PAGE_REPEAT_WINDOW_MS - 1000;
      expect(await receive("contact", body, page("10.1.1.1"))).toMatchObject({ kind: "stored", replayed: true });
      expect(await rowsOf("contact", "page@example.com")).toHaveLength(1);
      // Another address, or the window past, is another submission.
      expect(await receive("contact", body, page("10.1.1.2"))).not.toHaveProperty("replayed");
      now += PAGE_REPEAT_WINDOW_MS + 1000;
      expect(await receive("contact", body, page("10.1.1.1"))).not.toHaveProperty("replayed");
      expect(await rowsOf("contact", "page@example.com")).toHaveLength(3);
    });
  });
});
