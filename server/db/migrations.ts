import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { DatabaseSchema } from "./schema.ts";
import { leadSummary, searchTokens } from "./lead-search.ts";
import { emailKey, subjectPhone } from "./subjects.ts";

export type Dialect = "sqlite" | "postgres";

/**
 * Visits every row a query returns, `size` rows at a time in the order of their
 * ids, so that a migration over a large table never holds it whole in memory.
 */
async function inPages<Row extends { id: string }>(
  size: number,
  page: (after: string, size: number) => Promise<{ rows: Row[] }>,
  visit: (row: Row) => Promise<void>,
): Promise<void> {
  let after = "";
  for (;;) {
    const { rows } = await page(after, size);
    for (const row of rows) await visit(row);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}

/** One set of migrations for both engines; only the binary and big-integer types differ. */
function migrations(dialect: Dialect): Record<string, Migration> {
  const blob = dialect === "postgres" ? sql`bytea` : sql`blob`;
  return {
    "0001-initial": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("submissions")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("form", "text", (column) => column.notNull())
          .addColumn("body", "text", (column) => column.notNull())
          .addColumn("status", "text", (column) => column.notNull())
          .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
          .addColumn("first_attempt_at", "bigint")
          .addColumn("delivered_at", "bigint")
          .addColumn("last_error", "text")
          .addColumn("spam_reason", "text")
          .addColumn("subject_email", "text")
          .addColumn("locked_by", "text")
          .addColumn("locked_until", "bigint")
          .addColumn("consent_accepted", "integer", (column) => column.notNull())
          .addColumn("consent_at", "bigint", (column) => column.notNull())
          .addColumn("consent_language", "text", (column) => column.notNull())
          .addColumn("consent_policy_version", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("submissions_due").on("submissions").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("submissions_created").on("submissions").column("created_at").execute();
        await db.schema.createIndex("submissions_subject").on("submissions").column("subject_email").execute();

        await db.schema
          .createTable("vacancies")
          .addColumn("position", "integer", (column) => column.primaryKey())
          .addColumn("vacancy_guid", "text", (column) => column.notNull())
          .addColumn("vacancy_name", "text", (column) => column.notNull())
          .addColumn("recruiting_effort_id", "text", (column) => column.notNull())
          .addColumn("skills", "text", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("consulting_services")
          .addColumn("position", "integer", (column) => column.primaryKey())
          .addColumn("service_guid", "text", (column) => column.notNull())
          .addColumn("name_en", "text", (column) => column.notNull())
          .addColumn("name_es", "text", (column) => column.notNull())
          .addColumn("name", "text")
          .execute();
        await db.schema
          .createTable("service_options")
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("position", "integer", (column) => column.notNull())
          .addColumn("name_es", "text", (column) => column.notNull())
          .addColumn("name_en", "text", (column) => column.notNull())
          .addPrimaryKeyConstraint("service_options_pk", ["kind", "position"])
          .execute();
        await db.schema
          .createTable("events")
          .addColumn("position", "integer", (column) => column.primaryKey())
          .addColumn("category", "integer", (column) => column.notNull())
          .addColumn("title_es", "text", (column) => column.notNull())
          .addColumn("title_en", "text", (column) => column.notNull())
          .addColumn("description_es", "text", (column) => column.notNull())
          .addColumn("description_en", "text", (column) => column.notNull())
          .addColumn("date_from", "text", (column) => column.notNull())
          .addColumn("date_to", "text", (column) => column.notNull())
          .addColumn("presenter", "text", (column) => column.notNull())
          .addColumn("button_url", "text", (column) => column.notNull())
          .addColumn("button_text", "text", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("articles")
          .addColumn("position", "integer", (column) => column.primaryKey())
          .addColumn("name_es", "text", (column) => column.notNull())
          .addColumn("name_en", "text", (column) => column.notNull())
          .addColumn("body_es", "text", (column) => column.notNull())
          .addColumn("body_en", "text", (column) => column.notNull())
          .addColumn("featured", "integer", (column) => column.notNull())
          .addColumn("image", blob)
          .addColumn("image_type", "text")
          .addColumn("image_hash", "text")
          .execute();
        await db.schema
          .createTable("meta")
          .addColumn("key", "text", (column) => column.primaryKey())
          .addColumn("value", "text", (column) => column.notNull())
          .execute();
      },
    },
    "0002-vacancy-date-posted": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("vacancies").addColumn("date_posted", "text").execute();
        // Vacancies stored before this column existed were published no later than the seeding.
        const seeded = await sql<{ value: string }>`select value from meta where key = 'content_seeded'`.execute(db);
        const since = seeded.rows[0] ? new Date(Number(seeded.rows[0].value)) : new Date();
        const date = Number.isNaN(since.getTime()) ? isoDate(new Date()) : isoDate(since);
        await sql`update vacancies set date_posted = ${date} where date_posted is null`.execute(db);
      },
    },
    "0003-relay_held": {
      async up(db: Kysely<unknown>) {
        // Counts by status and form, and the oldest pending submission, for the metrics.
        await db.schema.createIndex("submissions_status_form").on("submissions").columns(["status", "form", "created_at"]).execute();
        // A lead its upstream refused with a 3xx or 4xx used to fail for good; it is held now, for `leads retry --held`.
        await sql`update submissions set status = 'held'
          where status = 'failed' and (last_error like 'http_3%' or last_error like 'http_4%')
          and last_error not in ('http_408', 'http_429')`.execute(db);
      },
    },
    "0004-storage-quotas": {
      async up(db: Kysely<unknown>) {
        const submissions = () => db.schema.alterTable("submissions");
        await submissions()
          .addColumn("stored_bytes", "bigint", (column) => column.notNull().defaultTo(0))
          .execute();
        await submissions().addColumn("sender_key", "text").execute();
        await submissions().addColumn("subject_phone", "text").execute();
        await submissions().addColumn("resume_purged_at", "bigint").execute();
        await db.schema.createIndex("submissions_sender").on("submissions").columns(["sender_key", "created_at"]).execute();
        await db.schema.createIndex("submissions_subject_phone").on("submissions").column("subject_phone").execute();
        await db.schema.createIndex("submissions_delivered").on("submissions").column("delivered_at").execute();
        // Sizes and phone numbers of the rows stored so far, a few rows at a time (bodies can weigh megabytes).
        await inPages(
          20,
          (after, size) =>
            sql<{ id: string; body: string }>`select id, body from submissions where id > ${after} order by id limit ${size}`.execute(db),
          async (row) => {
            const bytes = Buffer.byteLength(row.body);
            const phone = subjectPhone(JSON.parse(row.body));
            await sql`update submissions set stored_bytes = ${bytes}, subject_phone = ${phone} where id = ${row.id}`.execute(db);
          },
        );
      },
    },
    "0005-people": {
      async up(db: Kysely<unknown>) {
        // The client stories and the team, once imported by the content CLI (contracts/people.ts).
        await db.schema
          .createTable("people")
          .addColumn("list", "text", (column) => column.notNull())
          .addColumn("position", "integer", (column) => column.notNull())
          .addColumn("person_id", "text", (column) => column.notNull())
          .addColumn("name", "text", (column) => column.notNull())
          .addColumn("image", blob)
          .addColumn("image_type", "text")
          .addColumn("image_hash", "text")
          .addPrimaryKeyConstraint("people_pk", ["list", "position"])
          .execute();
      },
    },
    "0006-privacy": {
      async up(db: Kysely<unknown>) {
        // Erasure matches e-mails in NFC now (subjects.ts): the addresses stored so far, keyed the same way.
        await inPages(
          500,
          (after, size) =>
            sql<{ id: string; subject_email: string }>`select id, subject_email from submissions
            where id > ${after} and subject_email is not null order by id limit ${size}`.execute(db),
          async (row) => {
            const key = emailKey(row.subject_email);
            if (key !== row.subject_email) await sql`update submissions set subject_email = ${key} where id = ${row.id}`.execute(db);
          },
        );
      },
    },
    "0007-mail-outbox": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("mail_outbox")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("submission_id", "text", (column) => column.notNull())
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("status", "text", (column) => column.notNull())
          .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
          .addColumn("first_attempt_at", "bigint")
          .addColumn("sent_at", "bigint")
          .addColumn("last_error", "text")
          .addColumn("locked_by", "text")
          .addColumn("locked_until", "bigint")
          .execute();
        await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("mail_outbox_submission").on("mail_outbox").column("submission_id").execute();
      },
    },
    "0008-idempotency": {
      async up(db: Kysely<unknown>) {
        // A repeated submission is answered from its first row (server/api/idempotency.ts): the key it was
        // stored under, unique per form, and a hash of the body it came with.
        await db.schema.alterTable("submissions").addColumn("idempotency_key", "text").execute();
        await db.schema.alterTable("submissions").addColumn("request_hash", "text").execute();
        // Rows stored before, and those without a key, hold nulls, which a unique index lets repeat.
        await db.schema.createIndex("submissions_idempotency").on("submissions").columns(["form", "idempotency_key"]).unique().execute();
      },
    },
    "0009-used-form-tokens": {
      async up(db: Kysely<unknown>) {
        // A form token stores one lead (server/api/form-tokens.ts): the tokens that did, until they are too old to count.
        await db.schema
          .createTable("used_form_tokens")
          .addColumn("token", "text", (column) => column.primaryKey())
          .addColumn("used_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("used_form_tokens_used_at").on("used_form_tokens").column("used_at").execute();
      },
    },
    "0010-staff": {
      async up(db: Kysely<unknown>) {
        // The staff area (docs/decisions/0041-staff-sign-in.md): secrets are kept only as hashes.
        await db.schema
          .createTable("staff_members")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("email", "text", (column) => column.notNull().unique())
          .addColumn("name", "text")
          .addColumn("roles", "text", (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("first_signed_in_at", "bigint")
          .execute();
        await db.schema
          .createTable("staff_passkeys")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("member_id", "text", (column) => column.notNull())
          .addColumn("public_key", "text", (column) => column.notNull())
          .addColumn("counter", "bigint", (column) => column.notNull())
          .addColumn("transports", "text", (column) => column.notNull())
          .addColumn("name", "text", (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("last_used_at", "bigint")
          .execute();
        await db.schema.createIndex("staff_passkeys_member").on("staff_passkeys").column("member_id").execute();
        await db.schema
          .createTable("staff_links")
          .addColumn("hash", "text", (column) => column.primaryKey())
          .addColumn("member_id", "text", (column) => column.notNull())
          .addColumn("purpose", "text", (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("expires_at", "bigint", (column) => column.notNull())
          .addColumn("used_at", "bigint")
          .execute();
        await db.schema.createIndex("staff_links_member").on("staff_links").column("member_id").execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("hash", "text", (column) => column.primaryKey())
          .addColumn("member_id", "text", (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addColumn("last_seen_at", "bigint", (column) => column.notNull())
          .addColumn("expires_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("staff_sessions_member").on("staff_sessions").column("member_id").execute();
        await db.schema
          .createTable("staff_challenges")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("challenge", "text", (column) => column.notNull())
          .addColumn("member_id", "text")
          .addColumn("expires_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("audit_log")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("at", "bigint", (column) => column.notNull())
          .addColumn("actor_id", "text")
          .addColumn("actor", "text")
          .addColumn("action", "text", (column) => column.notNull())
          .addColumn("object_type", "text")
          .addColumn("object_id", "text")
          .addColumn("detail", "text")
          .execute();
        await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
      },
    },
    "0011-site-revisions": {
      async up(db: Kysely<unknown>) {
        // What staff change, by scope (server/site-revisions.ts): every instance reads it to know its cached pages are current.
        await db.schema
          .createTable("site_revisions")
          .addColumn("scope", "text", (column) => column.primaryKey())
          .addColumn("revision", "bigint", (column) => column.notNull())
          .execute();
      },
    },
    "0012-leads-inbox": {
      async up(db: Kysely<unknown>) {
        // The inbox (docs/decisions/0043-leads-inbox.md): a workflow status apart from the delivery's, an assignee,
        // a few words to show a row by without reading its payload, notes, and the search tokens.
        const submissions = () => db.schema.alterTable("submissions");
        await submissions()
          .addColumn("lead_status", "text", (column) => column.notNull().defaultTo("new"))
          .execute();
        await submissions().addColumn("assignee_id", "text").execute();
        await submissions().addColumn("lead_summary", "text").execute();
        await db.schema.createIndex("submissions_inbox").on("submissions").columns(["created_at", "id"]).execute();
        await db.schema.createIndex("submissions_inbox_form").on("submissions").columns(["form", "created_at", "id"]).execute();
        await db.schema.createIndex("submissions_inbox_status").on("submissions").columns(["lead_status", "created_at", "id"]).execute();
        await db.schema.createIndex("submissions_inbox_delivery").on("submissions").columns(["status", "created_at", "id"]).execute();
        await db.schema.createIndex("submissions_inbox_new").on("submissions").columns(["lead_status", "form", "status"]).execute();
        await db.schema
          .createTable("lead_notes")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("submission_id", "text", (column) => column.notNull())
          .addColumn("at", "bigint", (column) => column.notNull())
          .addColumn("author_id", "text")
          .addColumn("author", "text", (column) => column.notNull())
          .addColumn("text", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("lead_notes_submission").on("lead_notes").columns(["submission_id", "at"]).execute();
        await db.schema
          .createTable("lead_search")
          // Byte order on both engines, so that a prefix's range is the same (PostgreSQL's default collation is the locale's).
          .addColumn("token", dialect === "postgres" ? sql`text collate "C"` : "text", (column) => column.notNull())
          .addColumn("submission_id", "text", (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .addPrimaryKeyConstraint("lead_search_pk", ["token", "submission_id"])
          .execute();
        await db.schema.createIndex("lead_search_submission").on("lead_search").column("submission_id").execute();
        // The rows stored so far, a few at a time (bodies can weigh megabytes).
        await inPages(
          50,
          (after, size) =>
            sql<{ id: string; body: string; created_at: number | string }>`select id, body, created_at from submissions
            where id > ${after} order by id limit ${size}`.execute(db),
          async (row) => {
            const payload = JSON.parse(row.body) as Record<string, unknown>;
            const summary = leadSummary(payload);
            await sql`update submissions set lead_summary = ${JSON.stringify(summary)} where id = ${row.id}`.execute(db);
            for (const token of searchTokens(summary))
              await sql`insert into lead_search (token, submission_id, created_at) values (${token}, ${row.id}, ${Number(row.created_at)})`.execute(
                db,
              );
          },
        );
      },
    },
    "0013-content-editor": {
      async up(db: Kysely<unknown>) {
        // The editor's items (server/content/content-service.ts): a working copy (draft) and the published item, per list, by position.
        await db.schema
          .createTable("content_items")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("list", "text", (column) => column.notNull())
          .addColumn("position", "integer", (column) => column.notNull())
          .addColumn("draft", "text", (column) => column.notNull())
          .addColumn("published", "text")
          .addColumn("live", "integer", (column) => column.notNull())
          .addColumn("dirty", "integer", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "text")
          .execute();
        await db.schema.createIndex("content_items_list").on("content_items").columns(["list", "position"]).execute();
        // Every publish keeps the item as it went live: who, when, what.
        await db.schema
          .createTable("content_versions")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("item_id", "text", (column) => column.notNull())
          .addColumn("list", "text", (column) => column.notNull())
          .addColumn("at", "bigint", (column) => column.notNull())
          .addColumn("actor", "text")
          .addColumn("data", "text", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("content_versions_item").on("content_versions").columns(["item_id", "at"]).execute();
        // Articles carry an author and a date beside the spec's fields.
        await db.schema.alterTable("articles").addColumn("author", "text").execute();
        await db.schema.alterTable("articles").addColumn("date", "text").execute();
        // An uploaded cover or banner (contracts/media.ts ImageValue), as JSON.
        await db.schema.alterTable("articles").addColumn("image_value", "text").execute();
        await db.schema.alterTable("events").addColumn("image_value", "text").execute();
      },
    },
    "0014-media": {
      async up(db: Kysely<unknown>) {
        // Uploaded images (server/content/media.ts): the original once by its content hash, and the
        // variants the pages show; in the database, so that every instance sharing it serves them.
        await db.schema
          .createTable("media")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("hash", "text", (column) => column.notNull().unique())
          .addColumn("type", "text", (column) => column.notNull())
          .addColumn("width", "integer", (column) => column.notNull())
          .addColumn("height", "integer", (column) => column.notNull())
          .addColumn("byte_length", "integer", (column) => column.notNull())
          .addColumn("original", blob, (column) => column.notNull())
          .addColumn("created_at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("media_variants")
          .addColumn("media_id", "text", (column) => column.notNull())
          .addColumn("width", "integer", (column) => column.notNull())
          .addColumn("format", "text", (column) => column.notNull())
          .addColumn("etag", "text", (column) => column.notNull())
          .addColumn("byte_length", "integer", (column) => column.notNull())
          .addColumn("bytes", blob, (column) => column.notNull())
          .addPrimaryKeyConstraint("media_variants_pk", ["media_id", "width", "format"])
          .execute();
      },
    },
    "0015-site-facts-and-copy": {
      async up(db: Kysely<unknown>) {
        // The company's facts staff set (server/words/facts.ts): a saved value overrides its environment variable.
        await db.schema
          .createTable("site_facts")
          .addColumn("name", "text", (column) => column.primaryKey())
          .addColumn("value", "text", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "text")
          .execute();
        // The site's copy staff changed (server/words/copy.ts): one text of a namespace in a language, over the shipped one.
        await db.schema
          .createTable("copy_overrides")
          .addColumn("language", "text", (column) => column.notNull())
          .addColumn("namespace", "text", (column) => column.notNull())
          .addColumn("key", "text", (column) => column.notNull())
          .addColumn("text", "text", (column) => column.notNull())
          .addColumn("shipped_hash", "text", (column) => column.notNull())
          .addColumn("updated_at", "bigint", (column) => column.notNull())
          .addColumn("updated_by", "text")
          .addPrimaryKeyConstraint("copy_overrides_pk", ["language", "namespace", "key"])
          .execute();
        // Every change of a fact or a text: who, when, before, after (null: the default or the shipped text).
        await db.schema
          .createTable("word_versions")
          .addColumn("id", "text", (column) => column.primaryKey())
          .addColumn("kind", "text", (column) => column.notNull())
          .addColumn("subject", "text", (column) => column.notNull())
          .addColumn("before", "text")
          .addColumn("after", "text")
          .addColumn("actor_id", "text")
          .addColumn("actor", "text")
          .addColumn("at", "bigint", (column) => column.notNull())
          .execute();
        await db.schema.createIndex("word_versions_subject").on("word_versions").columns(["kind", "subject", "at"]).execute();
      },
    },
  };
}

/** `2025-05-14`: the UTC calendar day of a moment. */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Brings the database to the latest migration, or, for a test of one migration's data, up to `to` and no further. */
export async function migrate(db: Kysely<DatabaseSchema>, dialect: Dialect, { to }: { to?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = to === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(to);
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
