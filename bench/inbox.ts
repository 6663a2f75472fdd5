/**
 * `npm run bench:inbox`: how the leads inbox's queries (server/leads/inbox-service.ts) grow with the
 * table: the list's first page, a filtered page, a later page (keyset), a search for one person and a
 * search for a common surname, with 10 and with 100,000 stored leads, on SQLite and (when
 * BENCH_POSTGRES_URL or TEST_POSTGRES_URL is set) PostgreSQL. Prints the median of each and its
 * ratio to the small table's: the goal is at most 3 (docs/benchmarks.md).
 */
import { performance } from "node:perf_hooks";
import { type Insertable, sql } from "kysely";
import type { LeadSearchTable, SubmissionsTable } from "../server/db/schema.ts";
import { sampleSubmissions } from "../contracts/sample-submissions.ts";
import { newSubmissionId } from "../server/db/ids.ts";
import { leadSummary, searchTokens } from "../server/db/lead-search.ts";
import { MailOutboxRepository } from "../server/db/mail-outbox-repository.ts";
import { migrate } from "../server/db/migrations.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { SubmissionsRepository } from "../server/db/submissions-repository.ts";
import { type Cursor, formsFor, InboxService } from "../server/leads/inbox-service.ts";
import { createTestDatabase } from "../server/testing/test-databases.ts";

const SIZES = [10, Number(process.env.BENCH_INBOX_LEADS ?? 100_000)];
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const FIRST = ["Laura", "Andrés", "Camila", "Michael", "Daniela", "Robert", "Santiago", "Jennifer", "Valentina", "José"];
const LAST = ["Gómez", "Restrepo", "Ortiz", "Carter", "Vargas", "Nguyen", "Ruiz", "Müller", "Pérez", "Silva"];
const FORMS = ["contact", "consulting", "expert-request", "tech-services", "candidate"] as const;
const STATUSES = ["new", "new", "new", "contacted", "qualified", "won", "lost", "archived"] as const;
const SALES = formsFor(["sales"]);

async function fill(database: ReturnType<typeof openDatabase>, count: number, start: number) {
  for (let offset = 0; offset < count; offset += 500) {
    const rows: Insertable<SubmissionsTable>[] = [];
    const tokens: LeadSearchTable[] = [];
    for (let index = offset; index < Math.min(count, offset + 500); index += 1) {
      const at = start + index * 1000;
      const id = newSubmissionId(at);
      const form = FORMS[index % FORMS.length] ?? "contact";
      const name = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`;
      const payload = {
        ...sampleSubmissions.contact,
        name,
        email: `lead${index}@example.com`,
        phone: `300${String(index).padStart(7, "0")}`,
      };
      const summary = leadSummary(payload);
      const body = JSON.stringify(payload);
      rows.push({
        id,
        form,
        body,
        status: "delivered" as const,
        attempts: 1,
        created_at: at,
        updated_at: at,
        next_attempt_at: at,
        first_attempt_at: at,
        delivered_at: at,
        last_error: null,
        spam_reason: null,
        subject_email: payload.email,
        locked_by: null,
        locked_until: null,
        consent_accepted: 1,
        consent_at: at,
        consent_language: "es",
        consent_policy_version: "2025-01",
        stored_bytes: body.length,
        sender_key: null,
        subject_phone: null,
        resume_purged_at: null,
        idempotency_key: null,
        request_hash: null,
        lead_status: STATUSES[index % STATUSES.length] ?? "new",
        assignee_id: null,
        lead_summary: JSON.stringify(summary),
      });
      for (const token of searchTokens(summary)) tokens.push({ token, submission_id: id, created_at: at });
    }
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto("submissions").values(rows).execute();
      for (let from = 0; from < tokens.length; from += 500)
        await trx
          .insertInto("lead_search")
          .values(tokens.slice(from, from + 500))
          .execute();
    });
  }
  // What a server's database has after a while: its statistics (SQLite's `optimize` runs ANALYZE as needed).
  await sql`analyze`.execute(database.db);
}

async function median(work: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < 3; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function measure(engine: "sqlite" | "postgres", size: number) {
  const test = await createTestDatabase(engine);
  const database = openDatabase(test.url);
  try {
    await migrate(database.db, database.dialect);
    const filled = performance.now();
    await fill(database, size, Date.UTC(2024, 0, 1));
    const fillSeconds = (performance.now() - filled) / 1000;
    const inbox = new InboxService(database, new SubmissionsRepository(database), new MailOutboxRepository(database), {
      mailFor: () => [],
    });
    const first = await inbox.list(SALES, {});
    let later: Cursor | undefined = first.next;
    for (let page = 0; page < 5 && later; page += 1) later = (await inbox.list(SALES, {}, later)).next;
    const person = `lead${Math.floor(size / 2)}@`;
    return {
      fillSeconds,
      "first page": await median(() => inbox.list(SALES, {})),
      "filtered page (status=won)": await median(() => inbox.list(SALES, { status: "won" })),
      "filtered page (form=consulting)": await median(() => inbox.list(SALES, { form: "consulting" })),
      "sixth page (keyset)": await median(() => inbox.list(SALES, {}, later)),
      "search one person (e-mail)": await median(() => inbox.list(SALES, { q: person })),
      "search a common surname": await median(() => inbox.list(SALES, { q: "restrepo" })),
      "new-lead counts": await median(() => inbox.newCounts(SALES)),
    };
  } finally {
    await database.close();
    await test.drop();
  }
}

const engines: ("sqlite" | "postgres")[] = ["sqlite"];
const postgres = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL;
if (postgres) {
  process.env.TEST_POSTGRES_URL = postgres;
  engines.push("postgres");
}
for (const engine of engines) {
  const [small, large] = [await measure(engine, SIZES[0] ?? 10), await measure(engine, SIZES[1] ?? 100_000)];
  console.log(`\n${engine}: ${SIZES[0]} and ${SIZES[1]} leads (filled in ${large.fillSeconds.toFixed(1)} s); median of ${RUNS} runs`);
  console.log(`| query | ${SIZES[0]} leads (ms) | ${SIZES[1]} leads (ms) | ratio |`);
  console.log("|---|---:|---:|---:|");
  for (const key of Object.keys(small).filter((name) => name !== "fillSeconds") as (keyof typeof small)[]) {
    const a = small[key];
    const b = large[key];
    console.log(`| ${key} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(1)} |`);
  }
}
