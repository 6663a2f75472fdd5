import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { createTestDatabase, type TestDatabase } from "./testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "./testing/test-server.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe("the form funnel in /metrics", () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer({ DATABASE_URL: database.url }, { relay: false });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const metric = async (line: RegExp) => {
    const { body: text } = await server.services.metrics.render();
    return Number(line.exec(text)?.[1] ?? Number.NaN);
  };

  it("counts forms started, refused fields by field and rule, stored and spam, with bounded labels and no cookie", async () => {
    const beacon = await fetch(`${server.url}/api/funnel/contact/started`, { method: "POST" });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("set-cookie")).toBeNull();
    expect((await fetch(`${server.url}/api/funnel/nope/started`, { method: "POST" })).status).toBe(404);

    expect(
      (await postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, email: "not an address" })).status,
    ).toBe(400);
    expect((await postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact)).status).toBe(201);
    expect((await postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, website: "x" })).status).toBe(201);
    server.services.metrics.fieldErrors("contact", { "<script>": "FIELD_REQUIRED", name: "whatever", phone: "PHONE_REQUIRED" });

    expect(await metric(/^leads_form_started_total\{form="contact"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_form_started_total\{form="financials"\} (\d+)$/m)).toBe(0);
    expect(await metric(/^leads_form_field_errors_total\{form="contact",field="email",rule="EMAIL_INVALID"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_form_field_errors_total\{form="contact",field="phone",rule="PHONE_REQUIRED"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_submissions_received_total\{form="contact"\} (\d+)$/m)).toBe(3);
    expect(await metric(/^leads_submissions_stored_total\{form="contact"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_submissions_refused_total\{form="contact",reason="spam"\} (\d+)$/m)).toBe(1);
    const { body: text } = await server.services.metrics.render();
    expect(text).not.toContain("<script>");
    expect(text).not.toContain('rule="whatever"');
  });
});
