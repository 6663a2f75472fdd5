import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { HONEYPOT_FIELD } from "../../contracts/submission-schemas.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { SubmissionsRepository } from "../db/submissions-repository.ts";
import { createLogger } from "../logger.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { createSubmissionService } from "./submission-service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const logger = createLogger("silent");
const visitor = { clientAddress: "203.0.113.7", consentLanguage: "en" } as const;

describe("the submission service, shared by the API and the pages' forms", () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let submissions: SubmissionsRepository;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("sqlite");
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    submissions = new SubmissionsRepository(database);
  });

  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const service = (options: { limit?: number; daily?: number; onStored?: () => void } = {}) =>
    createSubmissionService({
      submissions,
      logger,
      rateLimitPerMinute: options.limit ?? 100,
      consentPolicyVersion: "2024-02-08",
      onStored: options.onStored,
      storage: { quotaBytes: 0, addressDailySubmissions: options.daily ?? 0, addressDailyBytes: 0 },
    });

  it("stores a valid submission with its consent, then wakes the relay", async () => {
    const onStored = vi.fn();
    const result = await service({ onStored })("financials", sampleSubmissions.financials, visitor);
    expect(result).toMatchObject({ kind: "stored", spam: false });
    if (result.kind !== "stored") return;
    const row = await submissions.find(result.id);
    expect(row).toMatchObject({ form: "financials", status: "pending", spam_reason: null, consent_language: "en", consent_accepted: 1 });
    expect(JSON.parse(row?.body ?? "{}")).toMatchObject({ companyName: sampleSubmissions.financials.companyName });
    expect(onStored).toHaveBeenCalledOnce();
  });

  it("answers an invalid body with the spec's key per field and stores nothing", async () => {
    const onStored = vi.fn();
    const before = await submissions.list({ form: "consulting" });
    const result = await service({ onStored })("consulting", { firstName: " " }, visitor);
    expect(result.kind).toBe("invalid");
    expect(result.kind === "invalid" && result.fields).toMatchObject({ firstName: "NAME_REQUIRED", service: "SERVICE_REQUIRED" });
    expect(await submissions.list({ form: "consulting" })).toHaveLength(before.length);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("keeps a body whose honeypot is filled as spam, valid or not, and never relays it", async () => {
    const onStored = vi.fn();
    const receive = service({ onStored });
    const valid = await receive("contact", { ...sampleSubmissions.contact, [HONEYPOT_FIELD]: "https://spam.example" }, visitor);
    const invalid = await receive("contact", { [HONEYPOT_FIELD]: "x" }, visitor);
    for (const [result, reason] of [
      [valid, "honeypot"],
      [invalid, "honeypot, invalid payload"],
    ] as const) {
      expect(result).toMatchObject({ kind: "stored", spam: true });
      if (result.kind === "stored") expect(await submissions.find(result.id)).toMatchObject({ status: "spam", spam_reason: reason });
    }
    expect(onStored).not.toHaveBeenCalled();
  });

  it("counts each client address against the per-minute limit, before reading what it sent", async () => {
    const receive = service({ limit: 2 });
    expect((await receive("contact", sampleSubmissions.contact, visitor)).kind).toBe("stored");
    expect((await receive("contact", {}, visitor)).kind).toBe("invalid");
    const limited = await receive("contact", sampleSubmissions.contact, visitor);
    expect(limited).toMatchObject({ kind: "rate_limited" });
    expect(limited.kind === "rate_limited" && limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await receive("contact", sampleSubmissions.contact, { ...visitor, clientAddress: "203.0.113.8" })).kind).toBe("stored");
  });

  it("answers unavailable when the database does not take the submission", async () => {
    const receive = createSubmissionService({
      submissions: { insert: () => Promise.reject(new Error("disk full")) } as unknown as SubmissionsRepository,
      logger,
      rateLimitPerMinute: 100,
      consentPolicyVersion: "2024-02-08",
    });
    expect(await receive("contact", sampleSubmissions.contact, visitor)).toEqual({ kind: "unavailable", retryAfterSeconds: 5 });
  });

  it("admits a sender before reading what it sent, and takes no second place for the same submission", async () => {
    const receive = service({ limit: 1 });
    const admission = await receive.admit("203.0.113.20");
    expect(admission.allowed).toBe(true);
    if (!admission.allowed) return;
    expect(await receive.admit("203.0.113.20")).toMatchObject({ allowed: false });
    const stored = await receive("contact", sampleSubmissions.contact, { ...visitor, clientAddress: "203.0.113.20", admission });
    expect(stored.kind).toBe("stored");
  });

  it("never counts suspected spam toward its sender's rate window or daily cap", async () => {
    const receive = service({ limit: 10, daily: 2 });
    const bot = { ...visitor, clientAddress: "203.0.113.30" };
    const spam = { ...sampleSubmissions.contact, [HONEYPOT_FIELD]: "https://spam.example" };
    // 100 honeypot posts: the first ten kept as spam, the rest refused by the spam's own window.
    const results = [];
    for (let i = 0; i < 100; i++) results.push((await receive("contact", spam, bot)).kind);
    expect(results.filter((kind) => kind === "stored")).toHaveLength(10);
    expect(results.filter((kind) => kind === "rate_limited")).toHaveLength(90);
    // The visitor behind the same address: both of the day's real leads are stored.
    expect(await receive("contact", sampleSubmissions.contact, bot)).toMatchObject({ kind: "stored", spam: false });
    expect(await receive("contact", sampleSubmissions.contact, bot)).toMatchObject({ kind: "stored", spam: false });
    expect(await receive("contact", sampleSubmissions.contact, bot)).toMatchObject({ kind: "rate_limited" });
    expect(await receive.admit(bot.clientAddress)).toMatchObject({ allowed: false });
  });
});
