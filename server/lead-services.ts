import type { Hono } from "hono";
import { createApi } from "./api/create-api.ts";
import { createSubmissionService, type ReceiveSubmission } from "./api/submission-service.ts";
import type { Config } from "./config.ts";
import { ListService } from "./content/list-service.ts";
import { seedContent } from "./content/seed/seed-content.ts";
import { ContentRepository } from "./db/content-repository.ts";
import { migrate } from "./db/migrations.ts";
import { type Database, openDatabase } from "./db/open-database.ts";
import { SubmissionsRepository } from "./db/submissions-repository.ts";
import type { Logger } from "./logger.ts";
import { RelayWorker } from "./relay/relay-worker.ts";
import { RetentionJob } from "./relay/retention.ts";

export interface LeadServices {
  api: Hono;
  /** Receives a submission (API or page form): rate limit, honeypot, schema, insert, relay. */
  receive: ReceiveSubmission;
  ready: () => Promise<boolean>;
  database: Database;
  submissions: SubmissionsRepository;
  relay: RelayWorker;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds it once, and starts the relay: everything behind `/api`. */
export async function startLeadServices(config: Config, logger: Logger, options: { relay?: boolean } = {}): Promise<LeadServices> {
  const { leads } = config;
  const database = openDatabase(config.env.DATABASE_URL);
  await migrate(database.db, database.dialect);
  const content = new ContentRepository(database);
  if (await seedContent(content)) logger.info("sample content seeded");

  const submissions = new SubmissionsRepository(database);
  const relay = new RelayWorker({ submissions, upstreams: leads.submissionUpstreams, settings: leads.relay, logger });
  const retention = new RetentionJob(submissions, leads, logger);
  const lists = new ListService(
    content,
    { upstreams: leads.listUpstreams, cacheMs: leads.listCacheMs, timeoutMs: leads.listUpstreamTimeoutMs },
    logger,
  );
  const receive = createSubmissionService({
    submissions,
    logger,
    rateLimitPerMinute: leads.rateLimitPerMinute,
    consentPolicyVersion: leads.consentPolicyVersion,
    onStored: () => relay.wake(),
  });
  const api = createApi({ receive, lists, logger, trustProxy: config.env.TRUST_PROXY });

  if (options.relay !== false) {
    relay.start();
    retention.start();
  }
  const relayed = Object.keys(leads.submissionUpstreams);
  logger.info({ dialect: database.dialect, relayedForms: relayed.length }, "lead services started");

  return {
    api,
    receive,
    ready: () => database.ping(),
    database,
    submissions,
    relay,
    async stop() {
      retention.stop();
      await relay.stop();
      await database.close();
    },
  };
}
