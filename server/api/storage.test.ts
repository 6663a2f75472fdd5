import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { HONEYPOT_FIELD } from "../../contracts/submission-schemas.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { ErasureIncompleteError, SubmissionsRepository } from "../db/submissions-repository.ts";
import { createLogger } from "../logger.ts";
import { RetentionJob } from "../relay/retention.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer } from "../testing/test-server.ts";
import { senderKeyOf } from "./storage-quota.ts";
import { createSubmissionService } from "./submission-service.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const logger = createLogger("silent");
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

/** A submission written straight to the table, as if stored earlier. */
function storedEarlier(submissions: SubmissionsRepository, id: string, body: string) {
  return submissions.insert({
    id,
    form: "contact",
    body,
    spamReason: null,
    subjectEmail: null,
    consent: { accepted: true, at: Date.now(), language: "en", policyVersion: "2024-02-08" },
  });
}

describe.each(TEST_DIALECTS)("storage limits, resume purge and erasure on %s", (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let submissions: SubmissionsRepository;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    submissions = new SubmissionsRepository(database);
  });

  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  const service = (
    storage: { quotaBytes?: number; addressDailySubmissions?: number; addressDailyBytes?: number },
    { on = submissions, senderKeySecret }: { on?: SubmissionsRepository; senderKeySecret?: string } = {},
  ) =>
    createSubmissionService({
      submissions: on,
      senderKeySecret,
      logger,
      rateLimitPerMinute: 1000,
      consentPolicyVersion: "2024-02-08",
      storage: { quotaBytes: 0, addressDailySubmissions: 0, addressDailyBytes: 0, ...storage },
    });
  const from = (clientAddress: string) => ({ clientAddress, consentLanguage: "en" }) as const;

  it("answers 507 with a message key, and stores nothing, once the storage quota is reached", async () => {
    const own = await createTestDatabase(dialect);
    const server = await startTestServer(
      { DATABASE_URL: own.url, STORAGE_QUOTA_MB: "1", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100" },
      { relay: false },
    );
    try {
      await storedEarlier(server.services.submissions, "0-earlier", JSON.stringify({ note: "x".repeat(MB - 100) }));
      const response = await postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact);
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({ error: "insufficient_storage", message: "STORAGE_FULL" });
      expect(await server.services.submissions.countByStatus()).toMatchObject({ pending: 1 });
    } finally {
      await server.close();
      await own.drop();
    }
  });

  it("bounds suspected spam on its own, per address and in all: past its bound, real leads from any address are stored", async () => {
    const own = await createTestDatabase(dialect);
    const server = await startTestServer(
      {
        DATABASE_URL: own.url,
        TRUST_PROXY: "true",
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100",
        ADDRESS_DAILY_MB: "10",
        STORAGE_QUOTA_MB: "40",
        SPAM_ADDRESS_DAILY_SUBMISSIONS: "3",
        SPAM_QUOTA_SUBMISSIONS: "5",
      },
      { relay: false },
    );
    try {
      // A resume of 5 MB, as large as one may be.
      const header = "JVBERi0x"; // %PDF-1
      const resume = {
        "$content-type": "application/pdf",
        $content: header + "A".repeat(((5 * MB - ((5 * MB) % 3)) / 3) * 4 - header.length),
      };
      const candidate = { ...sampleSubmissions.candidate, candidateResume: resume };
      const post = (body: unknown, address: string) =>
        postJson(`${server.url}/api/submissions/candidate`, body, { "x-forwarded-for": address });
      const statuses = async (count: number, address: string) => {
        const answers: number[] = [];
        for (let i = 0; i < count; i += 1) answers.push((await post({ ...candidate, [HONEYPOT_FIELD]: `spam ${i}` }, address)).status);
        return answers;
      };
      // One address: its own spam bound a day, answered as a limit (never a 5xx).
      expect(await statuses(7, "203.0.113.10")).toEqual([201, 201, 201, 429, 429, 429, 429]);
      // More addresses: spam's own total bound.
      expect([
        ...(await statuses(1, "203.0.113.11")),
        ...(await statuses(1, "203.0.113.12")),
        ...(await statuses(1, "203.0.113.13")),
      ]).toEqual([201, 201, 507]);
      const spam = await server.services.submissions.list({ status: "spam" });
      expect(spam).toHaveLength(5);
      // Kept without the file: the type is noted, the content dropped.
      for (const row of spam) {
        const body = JSON.parse((await server.services.submissions.find(row.id))?.body ?? "{}");
        expect(body.candidateResume).toEqual({ "$content-type": "application/pdf", purged: true });
      }

      // Real candidates, with the same 5 MB resume, from another address and from the spamming one.
      expect((await post(candidate, "198.51.100.20")).status).toBe(201);
      expect((await post({ ...candidate, firstName: "Otra" }, "203.0.113.10")).status).toBe(201);
      expect(await server.services.submissions.countByStatus()).toMatchObject({ pending: 2, spam: 5 });
    } finally {
      await server.close();
      await own.drop();
    }
  });

  it("keeps a running total: submissions are refused once their bytes would pass the quota", async () => {
    const size = Buffer.byteLength(JSON.stringify(sampleSubmissions.contact));
    const receive = service({ quotaBytes: (await submissions.storedBytes()) + size * 2 + 10 });
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await receive("contact", sampleSubmissions.contact, from(`198.51.100.${i}`))).kind);
    expect(results).toEqual(["stored", "stored", "over_quota"]);
  });

  it("answers 429 with Retry-After once an address reaches its daily cap, other addresses unaffected", async () => {
    const own = await createTestDatabase(dialect);
    const server = await startTestServer(
      { DATABASE_URL: own.url, ADDRESS_DAILY_SUBMISSIONS: "2", TRUST_PROXY: "true", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100" },
      { relay: false },
    );
    try {
      const post = (address: string) =>
        postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact, { "x-forwarded-for": address });
      expect((await post("203.0.113.1")).status).toBe(201);
      expect((await post("203.0.113.1")).status).toBe(201);
      const refused = await post("203.0.113.1");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: "rate_limited" });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(DAY_MS / 1000 - 120);
      expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);

      // Sent at once, they still count against each other before any is committed.
      const burst = await Promise.all(Array.from({ length: 5 }, () => post("203.0.113.2")));
      expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 429, 429, 429]);
      expect((await post("203.0.113.3")).status).toBe(201);
    } finally {
      await server.close();
      await own.drop();
    }
  });

  it("keys a sender by an HMAC with a secret the database keeps: not a plain hash, shared by a second instance", async () => {
    const address = "203.0.113.77";
    const storedKey = async (receive: ReturnType<typeof service>) => {
      const result = await receive("contact", sampleSubmissions.contact, from(address));
      if (result.kind !== "stored") throw new Error(result.kind);
      return (await submissions.find(result.id))?.sender_key;
    };
    const key = await storedKey(service({}));
    const plainHash = createHash("sha256").update(address).digest("base64url").slice(0, 22);
    expect(key).not.toBe(plainHash);
    expect(key).toBe(senderKeyOf(await submissions.senderKeySecret(), address));

    // Another instance (or this one after a restart) on the same database makes the same key.
    const other = openDatabase(testDatabase.url);
    try {
      expect(await storedKey(service({}, { on: new SubmissionsRepository(other) }))).toBe(key);
    } finally {
      await other.close();
    }

    // A configured secret replaces the stored one.
    const secret = "c2VuZGVyLWtleS1zZWNyZXQtZm9yLXRlc3Rz-0123456789";
    const configured = await storedKey(service({}, { senderKeySecret: secret }));
    expect(configured).toBe(senderKeyOf(secret, address));
    expect(configured).not.toBe(key);
  });

  it("makes one stored secret when instances first need it at once", async () => {
    const own = await createTestDatabase(dialect);
    const first = openDatabase(own.url);
    const second = openDatabase(own.url);
    try {
      await migrate(first.db, first.dialect);
      const secrets = await Promise.all(
        [first, second, first, second].map((database) => new SubmissionsRepository(database).senderKeySecret()),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    } finally {
      await first.close();
      await second.close();
      await own.drop();
    }
  });

  it("caps the bytes one address stores in a day", async () => {
    const size = Buffer.byteLength(JSON.stringify(sampleSubmissions.contact));
    const receive = service({ addressDailyBytes: size * 2 + 10 });
    const kinds = [];
    for (let i = 0; i < 3; i += 1) kinds.push((await receive("contact", sampleSubmissions.contact, from("192.0.2.44"))).kind);
    expect(kinds).toEqual(["stored", "stored", "rate_limited"]);
    expect((await receive("contact", sampleSubmissions.contact, from("192.0.2.45"))).kind).toBe("stored");
  });

  it("purges a resume a set time after delivery: the row and the rest of the payload stay", async () => {
    const receive = service({});
    const ids: string[] = [];
    for (const _ of [1, 2, 3]) {
      const result = await receive("candidate", sampleSubmissions.candidate, from("192.0.2.60"));
      if (result.kind !== "stored") throw new Error(result.kind);
      ids.push(result.id);
    }
    const [old = "", recent = "", undelivered = ""] = ids;
    const now = Date.now();
    await database.db
      .updateTable("submissions")
      .set({ status: "delivered", delivered_at: now - 31 * DAY_MS })
      .where("id", "=", old)
      .execute();
    await database.db
      .updateTable("submissions")
      .set({ status: "delivered", delivered_at: now - DAY_MS })
      .where("id", "=", recent)
      .execute();
    const before = await submissions.find(old);

    await new RetentionJob(submissions, { retentionDays: 365, spamRetentionDays: 30, resumeRetentionDays: 30 }, logger).run(now);

    const purged = await submissions.find(old);
    const payload = JSON.parse(purged?.body ?? "{}");
    expect(payload.candidateResume).toEqual({ "$content-type": "application/pdf", purged: true });
    expect(payload.firstName).toBe(sampleSubmissions.candidate.firstName);
    expect(purged?.resume_purged_at).toBe(now);
    expect(Number(purged?.stored_bytes)).toBeLessThan(Number(before?.stored_bytes));
    for (const kept of [recent, undelivered])
      expect(JSON.parse((await submissions.find(kept))?.body ?? "{}").candidateResume.$content).toBeTruthy();
  });

  it("erases by id, by e-mail and by phone, a phone-only lead included", async () => {
    const receive = service({});
    const store = async (form: "contact" | "candidate" | "expert-request", body: unknown) => {
      const result = await receive(form, body, from("192.0.2.80"));
      if (result.kind !== "stored") throw new Error(JSON.stringify(result));
      return result.id;
    };
    const { candidateEmail: _email, ...phoneOnly } = sampleSubmissions["expert-request"];
    const byPhone = await store("expert-request", { ...phoneOnly, phoneNumber: "2125550111" });
    const byEmail = await store("candidate", { ...sampleSubmissions.candidate, candidateEmail: "erase.me@example.com" });
    const byId = await store("contact", sampleSubmissions.contact);
    const kept = await store("contact", { ...sampleSubmissions.contact, phone: "3009990000" });

    expect(await submissions.find(byPhone)).toMatchObject({ subject_email: null, subject_phone: "12125550111" });
    expect(await submissions.forget({ phone: "+1 (212) 555-0111" })).toBe(1);
    expect(await submissions.forget({ email: " Erase.Me@example.com" })).toBe(1);
    expect(await submissions.forget({ id: byId })).toBe(1);
    expect(await submissions.forget({ phone: "---" })).toBe(0);
    for (const id of [byPhone, byEmail, byId]) expect(await submissions.find(id)).toBeUndefined();
    expect(await submissions.find(kept)).toBeDefined();
  });

  it("erases an e-mail whatever its case and Unicode form when it was sent", async () => {
    const receive = service({});
    const stored = [];
    for (const candidateEmail of ["Ana.Erase@Example.COM", "Jose\u0301.Erase@example.com"]) {
      const result = await receive("candidate", { ...sampleSubmissions.candidate, candidateEmail }, from("192.0.2.81"));
      if (result.kind !== "stored") throw new Error(JSON.stringify(result));
      stored.push(result.id);
    }
    const [ana = "", jose = ""] = stored;
    // Relayed as typed but for the domain; the local part keeps its case.
    expect(JSON.parse((await submissions.find(ana))?.body ?? "{}").candidateEmail).toBe("Ana.Erase@example.com");
    expect(await submissions.forget({ email: "ana.erase@example.com" })).toBe(1);
    expect(await submissions.forget({ email: "jos\u00e9.erase@EXAMPLE.com" })).toBe(1);
    for (const id of [ana, jose]) expect(await submissions.find(id)).toBeUndefined();
  });

  it.runIf(dialect === "sqlite")("leaves no trace of an erased name in the SQLite file or its WAL", async () => {
    const name = "Zebulon Quixwortley";
    const receive = service({});
    const result = await receive("contact", { ...sampleSubmissions.contact, name }, from("192.0.2.90"));
    if (result.kind !== "stored") throw new Error(result.kind);
    await receive("contact", sampleSubmissions.contact, from("192.0.2.90"));
    const file = testDatabase.url.slice("sqlite:".length);
    const contents = () => Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`)]);
    expect(contents().includes(name)).toBe(true);

    expect(await submissions.forget({ id: result.id })).toBe(1);

    expect(contents().includes(name)).toBe(false);
    expect(readFileSync(`${file}-wal`)).toHaveLength(0);
  });

  it.runIf(dialect === "sqlite")("reports an erasure whose WAL another process keeps, and completes it when run again", async () => {
    const name = "Ximena Lectorabierto";
    const result = await service({})("contact", { ...sampleSubmissions.contact, name }, from("192.0.2.91"));
    if (result.kind !== "stored") throw new Error(result.kind);
    const file = testDatabase.url.slice("sqlite:".length);
    const contents = () => Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`)]);

    // Another process reading the database, as an export or a backup would, from before the erasure.
    const reader = new SQLite(file);
    try {
      reader.exec("begin");
      reader.prepare("select count(*) from submissions").get();
      const refused = await submissions.forget({ id: result.id }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ErasureIncompleteError);
      expect(refused).toMatchObject({ deleted: 1 });
      expect(await submissions.find(result.id)).toBeUndefined();
      expect(contents().includes(name)).toBe(true);
    } finally {
      reader.close();
    }

    expect(await submissions.forget({ id: result.id })).toBe(0);
    expect(contents().includes(name)).toBe(false);
    expect(readFileSync(`${file}-wal`)).toHaveLength(0);
  });

  it.runIf(dialect === "sqlite")("leaves no trace of a purged resume in the SQLite file or its WAL", async () => {
    const $content = Buffer.from(`%PDF-1.4\n% Resume of Quentin Purgeworthy, ${Date.now()}\n%%EOF\n`).toString("base64");
    const candidateResume = { "$content-type": "application/pdf", $content };
    const result = await service({})("candidate", { ...sampleSubmissions.candidate, candidateResume }, from("192.0.2.92"));
    if (result.kind !== "stored") throw new Error(result.kind);
    const now = Date.now();
    await database.db
      .updateTable("submissions")
      .set({ status: "delivered", delivered_at: now - 31 * DAY_MS })
      .where("id", "=", result.id)
      .execute();
    const file = testDatabase.url.slice("sqlite:".length);
    const contents = () => Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`)]);
    expect(contents().includes($content)).toBe(true);

    await new RetentionJob(submissions, { retentionDays: 365, spamRetentionDays: 30, resumeRetentionDays: 30 }, logger).run(now);

    expect(JSON.parse((await submissions.find(result.id))?.body ?? "{}").candidateResume).toEqual({
      "$content-type": "application/pdf",
      purged: true,
    });
    expect(contents().includes($content)).toBe(false);
    expect(readFileSync(`${file}-wal`)).toHaveLength(0);
  });
});
