import type { Hono } from "hono";
import type { FormId } from "../contracts/form-ids.ts";
import { createApi } from "./api/create-api.ts";
import { withIdempotency } from "./api/idempotency.ts";
import { FormTokens } from "./api/form-tokens.ts";
import { type AdmitSender, createSubmissionService, type ReceiveSubmission } from "./api/submission-service.ts";
import type { Config } from "./config.ts";
import { ListService } from "./content/list-service.ts";
import { ContentService } from "./content/content-service.ts";
import { contentFeature } from "./staff/content/routes.tsx";
import { seedContent } from "./content/seed/seed-content.ts";
import { ContentRepository } from "./db/content-repository.ts";
import { migrate } from "./db/migrations.ts";
import { type Database, openDatabase } from "./db/open-database.ts";
import { SubmissionsRepository } from "./db/submissions-repository.ts";
import type { Logger } from "./logger.ts";
import { MailOutboxRepository } from "./db/mail-outbox-repository.ts";
import { mailKindsFor } from "./mail/lead-mail.ts";
import { MailWorker } from "./mail/mail-worker.ts";
import { LeadMetrics } from "./metrics.ts";
import { RelayWorker } from "./relay/relay-worker.ts";
import { RetentionJob } from "./relay/retention.ts";
import { type StaffScripts, type StaffServices, staffScript, startStaffServices } from "./staff/staff-services.ts";
import { InboxService } from "./leads/inbox-service.ts";
import { leadsInbox } from "./staff/leads/routes.tsx";
import { MediaStore } from "./content/media.ts";
import { BackupJob, type BackupStatus, backupSummary } from "./backup/backup-job.ts";
import { parseBackupKey } from "./backup/encryption.ts";
import { holdPostgres } from "./backup/pg-backup.ts";
import { holdDatabase } from "./backup/sqlite-backup.ts";
import { SiteRevisions } from "./site-revisions.ts";
import { SiteCopy } from "./words/copy.ts";
import { SiteFacts } from "./words/facts.ts";
import { wordsFeature } from "./words/routes.tsx";

export interface LeadServices {
  api: Hono;
  /** Receives a submission (API or page form): rate limit, honeypot, schema, insert, relay. */
  receive: ReceiveSubmission;
  /** A sender's limits, taken before its body is read (the API's and the pages' forms). */
  admit: AdmitSender;
  /** False once draining has begun, so that load balancers stop sending traffic. */
  ready: () => Promise<boolean>;
  database: Database;
  submissions: SubmissionsRepository;
  relay: RelayWorker;
  /** Sends the leads' e-mails; none without `SMTP_URL`. */
  mail: MailWorker | undefined;
  mailOutbox: MailOutboxRepository;
  metrics: LeadMetrics;
  /** The tokens of the forms posted to pages (server/api/form-tokens.ts). */
  formTokens: FormTokens;
  /** The leads inbox's actions, shared by the staff pages and the CLI (server/leads/inbox-service.ts). */
  inbox: InboxService;
  /** The staff area: members, sessions, passkeys, audit log, and its routes. */
  staff: StaffServices;
  /** The scheduled backup's last success and failure; undefined without BACKUP_DIR. */
  backup: BackupStatus | undefined;
  /** What staff changed, by scope: the pages' cache and merged copy follow it (server/site-revisions.ts). */
  revisions: SiteRevisions;
  /** Uploaded images and their variants (server/content/media.ts), served at /media/. */
  media: MediaStore;
  /** The company's facts staff set over the environment's (server/words/facts.ts). */
  facts: SiteFacts;
  /** The texts staff changed over the shipped copy (server/words/copy.ts). */
  copy: SiteCopy;
  /** Takes no new deliveries, lets those under way finish and reports not ready; the database stays open. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds it once, and starts the relay: everything behind `/api`. */
export interface LeadServicesOptions {
  /** False: the relay and the retention job stay stopped. */
  relay?: boolean;
  /** The time now, in ms, for the list cache, the metrics and the staff's sessions and links: a test moves it on instead of waiting. */
  now?: () => number;
  /** The staff area's passkeys script (server/staff/staff-services.ts); bundled from its source when absent. */
  staffScript?: StaffScripts;
}

export async function startLeadServices(config: Config, logger: Logger, options: LeadServicesOptions = {}): Promise<LeadServices> {
  const { leads } = config;
  const database = openDatabase(config.env.DATABASE_URL, { timeoutMs: config.env.DATABASE_TIMEOUT_MS });
  await migrate(database.db, database.dialect);
  // Beside an SQLite file, a mark that this server holds it: `npm run db -- restore` refuses while it does.
  const sqliteFile = database.dialect === "sqlite" ? config.env.DATABASE_URL.slice("sqlite:".length) : undefined;
  const release = sqliteFile && sqliteFile !== ":memory:" ? holdDatabase(sqliteFile) : () => undefined;
  // On PostgreSQL the mark is a shared advisory lock, let go when this server's session ends however it ends.
  const releasePostgres = database.dialect === "postgres" ? await holdPostgres(config.env.DATABASE_URL, logger) : undefined;
  const content = new ContentRepository(database);
  const revisions = new SiteRevisions(database.db);
  const media = new MediaStore(database);
  const facts = new SiteFacts(database.db, config.site, revisions, options.now);
  const copy = new SiteCopy(database.db, revisions, options.now);
  if (await seedContent(content)) logger.info("sample content seeded");

  const submissions = new SubmissionsRepository(database, config.env.SUBMISSION_QUEUE_MAX);
  const formTokens = new FormTokens(await FormTokens.secretOf(database), leads.formMinFillMs, leads.formTokenMaxAgeMs, database);
  const mailOutbox = new MailOutboxRepository(database);
  const relayed = Object.keys(leads.submissionUpstreams) as FormId[];
  const metrics = new LeadMetrics(submissions, relayed, mailOutbox, options.now);
  const relay = new RelayWorker({
    submissions,
    upstreams: leads.submissionUpstreams,
    settings: leads.relay,
    logger,
    onOutcome: (form, outcome) => metrics.delivery(form, outcome),
  });
  const mail = leads.mail
    ? new MailWorker({
        outbox: mailOutbox,
        settings: leads.mail,
        schedule: leads.relay,
        // The facts staff saved (server/words/facts.ts), read at each e-mail from their merged copy.
        site: () => facts.fresh().catch(() => config.site),
        logger,
        onOutcome: (kind, outcome) => metrics.mail(kind, outcome),
      })
    : undefined;
  const retention = new RetentionJob(submissions, leads, logger);
  const lists = new ListService(
    content,
    { upstreams: leads.listUpstreams, cacheMs: leads.listCacheMs, timeoutMs: leads.listUpstreamTimeoutMs },
    logger,
    options.now,
  );
  const uncounted = createSubmissionService({
    submissions,
    logger,
    rateLimitPerMinute: leads.rateLimitPerMinute,
    consentPolicyVersion: leads.consentPolicyVersion,
    storage: leads.storage,
    senderKeySecret: leads.senderKeySecret,
    mailFor: (form, payload) => mailKindsFor(leads.mail, form, payload),
    onStored: () => {
      relay.wake();
      mail?.wake();
    },
  });
  const receive = metrics.countReceive(withIdempotency(uncounted, submissions, logger));
  const admit = metrics.countAdmit(uncounted.admit);
  const api = createApi({
    receive,
    admit,
    lists,
    logger,
    trustProxy: config.env.TRUST_PROXY,
    formStarted: (form) => metrics.formStarted(form),
    fieldErrorsFound: (form, errors) => metrics.browserFieldErrors(form, errors),
  });

  let backups: BackupJob | undefined;
  const inbox = new InboxService(database, submissions, mailOutbox, {
    mailFor: (form, payload) => mailKindsFor(leads.mail, form, payload),
    now: options.now,
  });
  const contentService = new ContentService(database, content);
  const scripts = options.staffScript ?? staffScript();
  const staff = startStaffServices(config, database, logger, {
    backupStatus: () => backupSummary(backups?.status),
    now: options.now,
    script: scripts,
    prune: options.relay !== false,
    // The sections of the staff area, each on the services above (docs/decisions/0041-staff-sign-in.md).
    features: () => [
      leadsInbox({
        inbox,
        relayed,
        wake: () => {
          relay.wake();
          mail?.wake();
        },
      }),
      wordsFeature({ facts, copy }),
      contentFeature({ content: contentService, lists, media, upstreams: leads.listUpstreams }),
    ],
  });
  const backupDirectory = config.env.BACKUP_DIR;
  if (backupDirectory && sqliteFile !== ":memory:") {
    backups = new BackupJob(
      {
        source: {
          url: config.env.DATABASE_URL,
          connection: database.sqlite,
          key: config.env.BACKUP_ENCRYPTION_KEY ? parseBackupKey(config.env.BACKUP_ENCRYPTION_KEY) : undefined,
        },
        database,
        directory: backupDirectory,
        everyHours: config.env.BACKUP_EVERY_HOURS,
        keep: config.env.BACKUP_KEEP,
        retentionDays: leads.retentionDays,
      },
      logger,
      options.now,
    );
    metrics.backups(backups.status);
  } else if (backupDirectory) {
    logger.warn("BACKUP_DIR: an in-memory database is not backed up");
  }

  let draining = false;
  const drain = async () => {
    draining = true;
    retention.stop();
    await Promise.all([relay.stop(), mail?.stop(), backups?.stop()]);
  };

  if (options.relay !== false) {
    relay.start();
    mail?.start();
    retention.start();
  }
  backups?.start();
  logger.info(
    { dialect: database.dialect, relayedForms: relayed.length, mailedForms: Object.keys(leads.mail?.notifyTo ?? {}).length },
    "lead services started",
  );

  return {
    api,
    receive,
    admit,
    ready: async () => !draining && (await database.ping()),
    database,
    submissions,
    relay,
    mail,
    mailOutbox,
    metrics,
    formTokens,
    inbox,
    staff,
    backup: backups?.status,
    revisions,
    media,
    facts,
    copy,
    drain,
    async stop() {
      await drain();
      staff.stop();
      await releasePostgres?.();
      await database.close();
      release();
    },
  };
}
