import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { newSubmissionId } from "../db/ids.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { type ClaimedSubmission, SubmissionsRepository } from "../db/submissions-repository.ts";
import { createLogger } from "../logger.ts";
import { type FakeUpstream, startFakeUpstream } from "../testing/fake-upstream.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { waitFor } from "../testing/wait-for.ts";
import { RelayWorker } from "./relay-worker.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SETTINGS = {
  backoffBaseMs: 10,
  backoffMaxMs: 100,
  giveUpMs: 3_600_000,
  timeoutMs: 5000,
  pollMs: 20,
  concurrency: 8,
  unconfirmedMaxAttempts: 5,
  signingSecrets: [],
};

/** The real repository, with an erasure of chosen submissions made right after the relay claims them and before it posts. */
class ErasedAfterClaim extends SubmissionsRepository {
  readonly toErase = new Set<string>();

  override async claimDue(options: Parameters<SubmissionsRepository["claimDue"]>[0]): Promise<ClaimedSubmission[]> {
    const claimed = await super.claimDue(options);
    for (const submission of claimed) if (this.toErase.has(submission.id)) await this.forget({ id: submission.id });
    return claimed;
  }
}

describe.each(TEST_DIALECTS)("erasure against the relay on %s", (dialect) => {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  let upstream: FakeUpstream | undefined;
  let relay: RelayWorker | undefined;

  afterEach(async () => {
    await relay?.stop();
    await upstream?.close();
    await database?.close();
    await testDatabase?.drop();
    relay = upstream = database = testDatabase = undefined;
  });

  async function store(submissions: SubmissionsRepository, name: string): Promise<string> {
    const id = newSubmissionId(Date.now());
    await submissions.insert({
      id,
      form: "contact",
      body: JSON.stringify({ ...sampleSubmissions.contact, name }),
      spamReason: null,
      subjectEmail: null,
      consent: { accepted: true, at: Date.now(), language: "es", policyVersion: "2024-02-08" },
    });
    return id;
  }

  it("does not deliver a lead erased after the relay leased it, and delivers the others", async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    const submissions = new ErasedAfterClaim(database);
    upstream = await startFakeUpstream(() => ({ status: 200, body: '{"success":"true"}' }));

    const erased = await store(submissions, "Erased Between Claim And Post");
    const kept = await store(submissions, "Kept Lead");
    submissions.toErase.add(erased);
    relay = new RelayWorker({
      submissions,
      upstreams: { contact: `${upstream.url}/contact` },
      settings: SETTINGS,
      logger: createLogger("silent"),
    });
    relay.start();
    await waitFor(async () => (await submissions.find(kept))?.status === "delivered", 10_000);
    await relay.stop();

    expect(upstream.received.map((request) => request.idempotencyKey)).toEqual([kept]);
    expect(await submissions.find(erased)).toBeUndefined();
  });
});
