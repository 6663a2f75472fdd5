import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { createTestDatabase, type TestDatabase } from "./testing/test-databases.ts";
import { FIELD_ERRORS_BEACON_LIMIT_BYTES } from "./api/funnel-route.ts";
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
    // A beacon sent from another site's page is not counted.
    const foreign: Record<string, string>[] = [
      { origin: "https://elsewhere.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      expect((await fetch(`${server.url}/api/funnel/contact/started`, { method: "POST", headers })).status).toBe(403);
    }
    const fromThisSite = await fetch(`${server.url}/api/funnel/financials/started`, { method: "POST", headers: { origin: server.url } });
    expect(fromThisSite.status).toBe(204);

    expect(
      (await postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, email: "not an address" })).status,
    ).toBe(400);
    expect((await postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact)).status).toBe(201);
    expect((await postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, website: "x" })).status).toBe(201);
    server.services.metrics.fieldErrors("contact", { "<script>": "FIELD_REQUIRED", name: "whatever", phone: "PHONE_REQUIRED" });

    expect(await metric(/^leads_form_started_total\{form="contact"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_form_started_total\{form="financials"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_form_field_errors_total\{form="contact",field="email",rule="EMAIL_INVALID"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_form_field_errors_total\{form="contact",field="phone",rule="PHONE_REQUIRED"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_submissions_received_total\{form="contact"\} (\d+)$/m)).toBe(3);
    expect(await metric(/^leads_submissions_stored_total\{form="contact"\} (\d+)$/m)).toBe(1);
    expect(await metric(/^leads_submissions_refused_total\{form="contact",reason="spam"\} (\d+)$/m)).toBe(1);
    const { body: text } = await server.services.metrics.render();
    expect(text).not.toContain("<script>");
    expect(text).not.toContain('rule="whatever"');
  });

  it("counts the fields the browser's checks found, by field and rule, and refuses whole a beacon naming anything else", async () => {
    // As navigator.sendBeacon sends a string: text/plain, no cookie.
    const beacon = (form: string, body: string, type = "text/plain;charset=UTF-8") =>
      fetch(`${server.url}/api/funnel/${form}/field-errors`, { method: "POST", headers: { "content-type": type }, body });
    const browserErrors = (field: string, rule: string, form = "expert-request") =>
      metric(new RegExp(`^leads_form_browser_field_errors_total\\{form="${form}",field="${field}",rule="${rule}"\\} (\\d+)$`, "m"));

    const counted = await beacon("expert-request", JSON.stringify({ firstName: "NAME_REQUIRED", positions: "SAVE_POSITIONS_REQUIRED" }));
    expect(counted.status).toBe(204);
    expect(counted.headers.get("set-cookie")).toBeNull();
    expect((await beacon("expert-request", JSON.stringify({ firstName: "NAME_REQUIRED" }), "application/json")).status).toBe(204);
    expect(await browserErrors("firstName", "NAME_REQUIRED")).toBe(2);
    expect(await browserErrors("positions", "SAVE_POSITIONS_REQUIRED")).toBe(1);

    const refusals: Array<[string, string, number, string?]> = [
      ["nope", JSON.stringify({ firstName: "NAME_REQUIRED" }), 404],
      // A field of another form, a rule nobody has, a value where a rule goes, the body's own error: each spoils the whole beacon.
      ["expert-request", JSON.stringify({ firstName: "NAME_REQUIRED", resume: "RESUME_INVALID" }), 400],
      ["expert-request", JSON.stringify({ firstName: "NAME_REQUIRED", company: "laura@example.com" }), 400],
      ["expert-request", JSON.stringify({ firstName: "NAME_REQUIRED", company: 3 }), 400],
      ["expert-request", JSON.stringify({ _root: "FIELD_INVALID" }), 400],
      ["expert-request", '{"__proto__":"FIELD_INVALID"}', 400],
      ["expert-request", JSON.stringify({}), 400],
      ["expert-request", JSON.stringify([["firstName", "NAME_REQUIRED"]]), 400],
      ["expert-request", "firstName=NAME_REQUIRED", 400],
      ["expert-request", JSON.stringify({ firstName: "NAME_REQUIRED" }), 415, "application/x-www-form-urlencoded"],
      ["expert-request", JSON.stringify({ firstName: "NAME_REQUIRED", pad: "x".repeat(FIELD_ERRORS_BEACON_LIMIT_BYTES) }), 413],
    ];
    for (const [form, body, status, type] of refusals) expect((await beacon(form, body, type)).status, body.slice(0, 80)).toBe(status);

    expect(await browserErrors("firstName", "NAME_REQUIRED")).toBe(2);
    const { body: text } = await server.services.metrics.render();
    const browserLines = text.split("\n").filter((line) => line.startsWith("leads_form_browser_field_errors_total{"));
    expect(browserLines).toHaveLength(2);
    for (const refused of ["resume", "laura@example.com", "_root", "__proto__", "nope"]) expect(text).not.toContain(refused);
    // Not the server's refusals: the browser's are counted apart, once a page view.
    expect(text).not.toMatch(/^leads_form_field_errors_total\{form="expert-request"/m);
  });
});
