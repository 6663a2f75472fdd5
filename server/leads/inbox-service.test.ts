import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormId } from "../../contracts/form-ids.ts";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { newSubmissionId } from "../db/ids.ts";
import { MailOutboxRepository } from "../db/mail-outbox-repository.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { SubmissionsRepository } from "../db/submissions-repository.ts";
import { CLI_ACTOR } from "../staff/audit.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { formsFor, InboxService, LeadActionError, LeadNotFound, PAGE_SIZE, parseFilters } from "./inbox-service.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SALES = formsFor(["sales"]);
const RECRUITER = formsFor(["recruiter"]);
const ALL = formsFor(["admin"]);
const ANA = { id: "member-ana", label: "ana@example.com" };

describe("which forms a role works", () => {
  it("sales the company forms and contact, recruiters the applications, admins all", () => {
    expect(SALES).toContain("contact");
    expect(SALES).not.toContain("candidate");
    expect(RECRUITER).toEqual(["candidate", "contractor", "vma-application"]);
    expect(ALL).toHaveLength(10);
    expect(formsFor(["editor"])).toEqual([]);
  });
  it("checks filters: unknown values named, good ones kept", () => {
    expect(parseFilters({ form: "contact", status: "won", q: " Ana ", from: "2026-01-01", to: "2026-01-31" })).toEqual({
      filters: { form: "contact", status: "won", q: "Ana", from: "2026-01-01", to: "2026-01-31" },
      problems: [],
    });
    expect(parseFilters({ form: "nope", status: "x", from: "2026-02-30", to: "tomorrow" }).problems).toEqual([
      "form",
      "status",
      "from",
      "to",
    ]);
    expect(parseFilters({ from: "2026-02-01", to: "2026-01-01" }).problems).toEqual(["range"]);
  });
});

describe.each(TEST_DIALECTS)("the leads inbox service on %s", (dialect) => {
  let test: TestDatabase;
  let database: Database;
  let submissions: SubmissionsRepository;
  let inbox: InboxService;
  let now = Date.UTC(2026, 0, 10, 12);

  const store = async (
    form: FormId,
    payload: Record<string, unknown> = sampleSubmissions[form] as Record<string, unknown>,
    spam = false,
  ) => {
    const id = newSubmissionId(now);
    await submissions.insert({
      id,
      form,
      body: JSON.stringify(payload),
      spamReason: spam ? "honeypot" : null,
      subjectEmail: String(payload.email ?? payload.candidateEmail ?? "").toLowerCase() || null,
      consent: { accepted: true, at: now, language: "es", policyVersion: "2025-01" },
      mail: ["company"],
    });
    now += 1000;
    return id;
  };
  const auditActions = async (id: string) =>
    (await database.db.selectFrom("audit_log").select(["action", "detail"]).where("object_id", "=", id).orderBy("id").execute()).map(
      (row) => row.action,
    );

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    await migrate(database.db, database.dialect);
    submissions = new SubmissionsRepository(database);
    inbox = new InboxService(database, submissions, new MailOutboxRepository(database), {
      mailFor: () => ["company"],
      now: () => now,
      commonTerm: 10,
    });
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it("lists the member's forms only, newest first, in keyset pages of 50, and counts new leads per form", async () => {
    const contact = await store("contact");
    const candidate = await store("candidate");
    for (let index = 0; index < PAGE_SIZE + 3; index += 1)
      await store("consulting", { ...sampleSubmissions.consulting, firstName: `Lote${index}` });
    const first = await inbox.list(SALES, {});
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]?.summary.name).toBe("Lote52 Vargas");
    expect(first.rows.some((row) => row.id === candidate)).toBe(false);
    const second = await inbox.list(SALES, {}, first.next);
    expect(second.rows.map((row) => row.id)).toContain(contact);
    expect(second.next).toBeUndefined();
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(PAGE_SIZE + 4);
    expect((await inbox.list(RECRUITER, {})).rows.map((row) => row.id)).toEqual([candidate]);
    const counts = await inbox.newCounts(SALES);
    expect(counts.consulting).toBe(PAGE_SIZE + 3);
    expect(counts.contact).toBe(1);
    expect(counts).not.toHaveProperty("candidate");
    await expect(inbox.lead(candidate, SALES, ANA)).rejects.toBeInstanceOf(LeadNotFound);
    await expect(inbox.setStatus(candidate, SALES, "won", ANA)).rejects.toBeInstanceOf(LeadNotFound);
    await expect(inbox.resume(candidate, SALES, ANA)).rejects.toBeInstanceOf(LeadNotFound);
    await expect(inbox.forget({ personOf: candidate }, SALES, ANA)).rejects.toBeInstanceOf(LeadNotFound);
  });

  it("finds leads by a name, e-mail, company or phone prefix, accents aside, on the search index", async () => {
    const id = await store("contact", {
      ...sampleSubmissions.contact,
      name: "Zoë Müller",
      email: "zoe.muller@example.com",
      phone: "3112223344",
    });
    const found = async (q: string) => (await inbox.list(SALES, { q })).rows.map((row) => row.id);
    expect(await found("zoe")).toEqual([id]);
    expect(await found("MÜLL")).toEqual([id]);
    expect(await found("zoe.muller@")).toEqual([id]);
    expect(await found("311 222")).toEqual([id]);
    expect(await found("zoe müller")).toEqual([id]);
    expect(await found("zoe nobody")).toEqual([]);
    expect((await inbox.list(RECRUITER, { q: "zoe" })).rows).toEqual([]);
    // "vargas": the 53 consulting leads above, more than a rare word's: walked in the list's order, page by page.
    const common = await inbox.list(SALES, { q: "Vargas" });
    expect(common.rows).toHaveLength(PAGE_SIZE);
    expect(common.rows[0]?.summary.name).toBe("Lote52 Vargas");
    expect((await inbox.list(SALES, { q: "vargas lote5" })).rows.map((row) => row.summary.name)).toEqual([
      "Lote52 Vargas",
      "Lote51 Vargas",
      "Lote50 Vargas",
      "Lote5 Vargas",
    ]);
    expect((await inbox.list(SALES, { q: "vargas" }, common.next)).rows).toHaveLength(3);
    const tokens = await database.db.selectFrom("lead_search").select("token").where("submission_id", "=", id).execute();
    expect(tokens.map((row) => row.token)).toEqual(
      expect.arrayContaining(["zoe", "muller", "zoe.muller@example.com", "zoe.muller", "3112223344"]),
    );
  });

  it("filters by form, status and dates; spam only in the spam folder", async () => {
    const spam = await store("contact", sampleSubmissions.contact as Record<string, unknown>, true);
    const won = await store("financials");
    await inbox.setStatus(won, SALES, "won", ANA);
    expect((await inbox.list(SALES, { status: "won" })).rows.map((row) => row.id)).toEqual([won]);
    expect((await inbox.list(SALES, { form: "financials" })).rows.map((row) => row.id)).toEqual([won]);
    expect((await inbox.list(SALES, { status: "spam" })).rows.map((row) => row.id)).toEqual([spam]);
    expect((await inbox.list(SALES, {})).rows.map((row) => row.id)).not.toContain(spam);
    const day = new Date(now).toISOString().slice(0, 10);
    expect((await inbox.list(SALES, { from: day, to: day, form: "financials" })).rows).toHaveLength(1);
    expect((await inbox.list(SALES, { to: "2020-01-01" })).rows).toHaveLength(0);
  });

  it("changes status, adds notes, assigns, each audited by id in its transaction; bad input refused", async () => {
    const id = await store("contact");
    await database.db
      .insertInto("staff_members")
      .values([
        { id: "m-sales", email: "sales@example.com", name: "Sam", roles: "sales", created_at: now, first_signed_in_at: null },
        { id: "m-recruiter", email: "rec@example.com", name: null, roles: "recruiter", created_at: now, first_signed_in_at: null },
      ])
      .execute();
    expect(await inbox.setStatus(id, SALES, "contacted", ANA)).toBe("contacted");
    await expect(inbox.setStatus(id, SALES, "spam", ANA)).rejects.toBeInstanceOf(LeadActionError);
    const note = await inbox.addNote(id, SALES, "  Llamó el martes\r\n  ", ANA);
    expect(note).toMatchObject({ text: "Llamó el martes", author: "ana@example.com" });
    await expect(inbox.addNote(id, SALES, "   ", ANA)).rejects.toMatchObject({ code: "note_empty" });
    await expect(inbox.addNote(id, SALES, "x".repeat(4001), ANA)).rejects.toMatchObject({ code: "note_long" });
    expect(await inbox.assign(id, SALES, "m-sales", ANA)).toBe("m-sales");
    await expect(inbox.assign(id, SALES, "m-recruiter", ANA)).rejects.toMatchObject({ code: "assignee" });
    const lead = await inbox.lead(id, SALES, ANA);
    expect(lead).toMatchObject({ leadStatus: "contacted", assigneeId: "m-sales", notes: [{ text: "Llamó el martes" }] });
    expect(await auditActions(id)).toEqual(["lead.status_changed", "lead.note_added", "lead.assigned", "lead.viewed"]);
    const details = await database.db.selectFrom("audit_log").select("detail").where("object_id", "=", id).execute();
    expect(JSON.stringify(details)).not.toContain("Laura");
    expect(JSON.stringify(details)).not.toContain("Llamó");
  });

  it("marks spam and releases it as if just arrived; retries; erases a lead or a person, tokens and notes with them", async () => {
    const id = await store("contact");
    const again = await store("contact");
    await inbox.markSpam(id, SALES, ANA);
    expect((await submissions.find(id))?.status).toBe("spam");
    await expect(inbox.markSpam(id, SALES, ANA)).rejects.toMatchObject({ code: "is_spam" });
    expect(await inbox.release(id, SALES, ANA)).toBe(true);
    expect(await inbox.release(id, SALES, ANA)).toBe(false);
    const released = await submissions.find(id);
    expect(released).toMatchObject({ status: "pending", next_attempt_at: now });
    expect(await database.db.selectFrom("mail_outbox").select("id").where("submission_id", "=", id).execute()).toHaveLength(1);
    await database.db.updateTable("submissions").set({ status: "held" }).where("id", "=", id).execute();
    expect(await inbox.retry(id, SALES, ANA)).toEqual({ queued: true, mails: 0 });
    expect(await auditActions(id)).toEqual(["lead.marked_spam", "lead.released", "lead.retried"]);

    await inbox.addNote(again, SALES, "nota", ANA);
    expect(await inbox.forget({ id: again }, SALES, ANA)).toBe(1);
    expect(await database.db.selectFrom("lead_search").select("token").where("submission_id", "=", again).execute()).toEqual([]);
    expect(await database.db.selectFrom("lead_notes").select("id").where("submission_id", "=", again).execute()).toEqual([]);
    const laura = await database.db.selectFrom("submissions").select("id").where("subject_email", "=", "laura.gomez@example.com").execute();
    expect(laura.length).toBeGreaterThan(1);
    expect(await inbox.forget({ personOf: id }, SALES, ANA)).toBe(laura.length);
    const erased = await database.db.selectFrom("audit_log").select(["detail"]).where("action", "=", "lead.erased").execute();
    expect(erased.map((row) => JSON.parse(row.detail ?? "{}"))).toEqual([
      { count: 1, scope: "lead" },
      { count: laura.length, scope: "person" },
    ]);
  });

  it("exports the filtered leads as CSV: a column per payload field, formulas neutralised, never a resume", async () => {
    const id = await store("candidate", { ...sampleSubmissions.candidate, firstName: '=HYPERLINK("x")', additionalInformation: "@cmd\tx" });
    const stream = await inbox.exportCsv(RECRUITER, { form: "candidate" }, ANA);
    let text = "";
    for await (const chunk of stream) text += String(chunk);
    const [header, ...lines] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toContain("firstName");
    expect(header).toContain("candidateEmail");
    expect(header).not.toContain("candidateResume");
    expect(lines[0]).toContain(id);
    expect(lines[0]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[0]).toContain("'@cmd");
    expect(text).not.toContain(SAMPLE_PDF_BASE64.slice(0, 40));
    const exported = await database.db.selectFrom("audit_log").select("detail").where("action", "=", "lead.exported").execute();
    expect(JSON.parse(exported.at(-1)?.detail ?? "{}")).toEqual({ forms: ["candidate"] });
    const file = await inbox.resume(id, RECRUITER, ANA);
    expect(file?.content.toString("base64")).toBe(SAMPLE_PDF_BASE64);
    expect(file?.filename).toBe(`resume-${id}.pdf`);
  });

  it("retention's purge takes a lead's search tokens and notes with it", async () => {
    const id = await store("contact", { ...sampleSubmissions.contact, name: "Purga Antigua" });
    await inbox.addNote(id, SALES, "vieja", ANA);
    await database.db.updateTable("submissions").set({ created_at: 1 }).where("id", "=", id).execute();
    expect(await submissions.purge({ before: 2, spamBefore: 0 })).toBe(1);
    expect(await database.db.selectFrom("lead_search").select("token").where("submission_id", "=", id).execute()).toEqual([]);
    expect(await database.db.selectFrom("lead_notes").select("id").where("submission_id", "=", id).execute()).toEqual([]);
    expect((await inbox.list(SALES, { q: "purga" })).rows).toEqual([]);
  });

  it("the CLI's verbs are the same service, audited as the command line", async () => {
    const id = await store("contact", sampleSubmissions.contact as Record<string, unknown>, true);
    expect(await inbox.release(id, undefined, CLI_ACTOR)).toBe(true);
    const row = await database.db.selectFrom("audit_log").select(["actor", "action"]).where("object_id", "=", id).executeTakeFirst();
    expect(row).toEqual({ actor: "cli", action: "lead.released" });
  });

  it("answers the list, a filtered page and a search from indexes, never a full scan of submissions", async () => {
    const queries = [
      inbox.listQuery(SALES, {}),
      inbox.listQuery(SALES, {}, { createdAt: now, id: "ffffffff" }),
      inbox.listQuery(SALES, { status: "won" }),
      inbox.listQuery(SALES, { form: "contact" }),
      inbox.listQuery(SALES, { q: "laura" }),
      inbox.listQuery(SALES, { q: "laura" }, undefined, new Set(["laura"])),
    ];
    await database.db.connection().execute(async (connection) => {
      // PostgreSQL picks a sequential scan on a small table whatever its indexes: told not to, it still must when no index serves.
      if (dialect === "postgres") await sql`set enable_seqscan = off`.execute(connection);
      for (const query of queries) {
        const compiled = query.compile();
        const explain = dialect === "sqlite" ? "explain query plan " : "explain ";
        const { rows } = await connection.executeQuery({ ...compiled, sql: `${explain}${compiled.sql}` });
        const plan = (rows as Record<string, unknown>[]).map((row) => String(row.detail ?? Object.values(row)[0])).join("\n");
        if (dialect === "sqlite") {
          expect(plan, compiled.sql).toMatch(/(SEARCH|SCAN) submissions USING (COVERING )?INDEX/);
          expect(plan, compiled.sql).not.toMatch(/SCAN submissions(?! USING)/);
          expect(plan, compiled.sql).not.toMatch(/SCAN lead_search(?! USING)/);
        } else {
          expect(plan, compiled.sql).not.toMatch(/Seq Scan on submissions/);
          expect(plan, compiled.sql).not.toMatch(/Seq Scan on lead_search/);
        }
      }
      if (dialect === "postgres") await sql`reset enable_seqscan`.execute(connection);
    });
  });
});
