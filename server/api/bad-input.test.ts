import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.each(TEST_DIALECTS)("bad input and a stalled database (%s)", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(
      { DATABASE_URL: database.url, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000", DATABASE_TIMEOUT_MS: "1000" },
      { relay: false },
    );
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const contact = (fields: Record<string, unknown>) =>
    postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, ...fields });

  it.each([
    ["email", "laura\u0000@example.com"],
    ["name", "Laura\u0000"],
    ["name", "Laura\nGómez"],
    ["phone_prefix", "+5\u00077"],
    ["message", "Hola\u0000"],
    ["message", "Hola\u001b[31m"],
    ["email", "ana\u200b@example.com"],
    ["name", "Laura\u202eGómez"],
    ["name", "\ufeffLaura"],
    ["phone", "300\u200c1234567"],
    ["message", "Hola\u200d"],
    ["message", "Hola\u0085"],
    ["message", "Hola\u2066"],
  ])("refuses a control or invisible format character in %s with 400 and the field's key", async (field, value) => {
    const response = await contact({ [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "validation", fields: { [field]: "FIELD_INVALID_CHARACTERS" } });
  });

  it("refuses a NUL byte in a list item and in an optional field", async () => {
    const candidate = sampleSubmissions.candidate as Record<string, unknown>;
    const response = await postJson(`${server.url}/api/submissions/candidate`, {
      ...candidate,
      skills: ["typescript", "re\u0000act"],
      applicationPosition: "dev\u0000",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "validation",
      fields: { skills: "FIELD_INVALID_CHARACTERS", applicationPosition: "FIELD_INVALID_CHARACTERS" },
    });
  });

  it("keeps tabs and line breaks in a message and stores it", async () => {
    const response = await contact({ message: "Hola,\r\n\tsegunda línea\n" });
    expect(response.status).toBe(201);
  });

  it("checks the contact e-mail's format as the other forms do", async () => {
    const response = await contact({ email: "laura.gomez" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "validation", fields: { email: "EMAIL_INVALID" } });
  });

  it("answers 503 with Retry-After, in time, while another writer holds the table", async () => {
    const release = await lockSubmissions(database);
    try {
      const started = performance.now();
      const response = await contact({});
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: "unavailable" });
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await release();
    }
    expect((await contact({})).status).toBe(201);
  });
});

/** Takes the submissions table's write lock from a second connection; resolves to its release. */
async function lockSubmissions(database: TestDatabase): Promise<() => Promise<void>> {
  if (database.name === "sqlite") {
    const connection = new SQLite(database.url.slice("sqlite:".length));
    connection.exec("begin exclusive");
    return async () => {
      connection.exec("rollback");
      connection.close();
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("begin");
  await client.query("lock table submissions in access exclusive mode");
  return async () => {
    await client.query("rollback");
    await client.end();
  };
}
