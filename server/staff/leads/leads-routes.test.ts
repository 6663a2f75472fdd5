import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormId } from "../../../contracts/form-ids.ts";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../../contracts/sample-submissions.ts";
import { newSubmissionId } from "../../db/ids.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../testing/test-databases.ts";
import { startTestServer, testClock, type TestServer } from "../../testing/test-server.ts";
import { CLI_ACTOR } from "../audit.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.each(TEST_DIALECTS)("the leads inbox's routes on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  const clock = testClock();
  let sales = "";
  let recruiter = "";
  let editor = "";
  let admin = "";
  let contactId = "";
  let candidateId = "";

  const get = (path: string, cookie?: string, accept = "text/html") =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { accept, ...(cookie ? { cookie } : {}) } });
  const post = (path: string, form: Record<string, string>, cookie?: string, headers: Record<string, string> = { origin: server.url }) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(cookie ? { cookie } : {}), ...headers },
    });
  const signedIn = async (email: string, roles: string) => {
    const { url } = await server.services.staff.staff.invite({ email, roles }, CLI_ACTOR);
    const response = await post(new URL(url).pathname, {});
    return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  };
  const store = async (form: FormId) => {
    const id = newSubmissionId(clock.now());
    const payload = sampleSubmissions[form] as Record<string, unknown>;
    await server.services.submissions.insert({
      id,
      form,
      body: JSON.stringify(payload),
      spamReason: null,
      subjectEmail: String(payload.email ?? payload.candidateEmail),
      consent: { accepted: true, at: clock.now(), language: "en", policyVersion: "2025-01" },
    });
    return id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, SITE_URL: "http://127.0.0.1" }, { relay: false, now: clock.now });
    sales = await signedIn("sales@example.com", "sales");
    recruiter = await signedIn("rec@example.com", "recruiter");
    editor = await signedIn("ed@example.com", "editor");
    admin = await signedIn("admin@example.com", "admin");
    contactId = await store("contact");
    candidateId = await store("candidate");
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("shows each member the leads of their forms only, with labels in their language", async () => {
    const list = await (await get("/staff/leads", sales)).text();
    expect(list).toContain(`/staff/leads/${contactId}`);
    expect(list).not.toContain(candidateId);
    expect(list).toContain("Laura Gómez");
    const english = await (await get("/staff/leads?lang=en", recruiter)).text();
    expect(english).toContain(candidateId);
    expect(english).not.toContain(contactId);
    const all = await (await get("/staff/leads", admin)).text();
    expect(all).toContain(contactId);
    expect(all).toContain(candidateId);
    const lead = await get(`/staff/leads/${candidateId}`, recruiter);
    expect(lead.status).toBe(200);
    const html = await lead.text();
    expect(html).toContain("Andrés Restrepo");
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    expect((await get(`/staff/leads?from=2026-13-01&q=ana`, sales)).status).toBe(400);
  });

  it("refuses a lead of another role's form on every path, and every path without a session or from another origin", async () => {
    for (const path of [`/staff/leads/${contactId}`, `/staff/leads/${contactId}/resume`])
      expect((await get(path, recruiter)).status, path).toBe(404);
    expect((await get(`/staff/leads/${candidateId}/resume`, sales)).status).toBe(404);
    for (const verb of ["status", "notes", "assign", "spam", "release", "retry", "erase"])
      expect((await post(`/staff/leads/${contactId}/${verb}`, { status: "won", note: "x", confirm: "yes" }, recruiter)).status, verb).toBe(
        404,
      );
    for (const path of ["/staff/leads", `/staff/leads/${contactId}`, "/staff/leads/export.csv", "/staff/leads/counts.json"])
      expect((await get(path, editor)).status, path).toBe(403);
    expect((await post(`/staff/leads/${contactId}/status`, { status: "won" }, editor)).status).toBe(403);
    const unsigned = await get(`/staff/leads/${contactId}`);
    expect(unsigned.status).toBe(303);
    expect(unsigned.headers.get("location")).toContain("/staff/sign-in?next=");
    expect((await get("/staff/leads/export.csv", undefined, "text/csv")).status).toBe(401);
    expect((await post(`/staff/leads/${contactId}/status`, { status: "won" })).status).toBe(401);
    expect((await post(`/staff/leads/${contactId}/status`, { status: "won" }, sales, { origin: "https://evil.example" })).status).toBe(403);
    const csv = await (await get("/staff/leads/export.csv", recruiter, "text/csv")).text();
    expect(csv).toContain(candidateId);
    expect(csv).not.toContain(contactId);
    // Asking for another role's form is a refused filter, not an empty export or list.
    expect((await get("/staff/leads/export.csv?form=contact", recruiter, "text/csv")).status).toBe(400);
    expect((await get("/staff/leads?form=contact", recruiter)).status).toBe(400);
    const counts = (await (await get("/staff/leads/counts.json", recruiter, "application/json")).json()) as {
      counts: Record<string, number>;
    };
    expect(counts.counts).toEqual({ candidate: 1, contractor: 0, "vma-application": 0 });
  });

  it("saves status, notes and assignee with a redirect, or JSON for the script; bad input keeps the page with a message", async () => {
    const done = await post(`/staff/leads/${contactId}/status`, { status: "contacted" }, sales);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/staff/leads/${contactId}?done=status`);
    const json = await post(`/staff/leads/${contactId}/notes`, { note: "Call back Tuesday" }, sales, {
      origin: server.url,
      accept: "application/json",
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ ok: true, note: { text: "Call back Tuesday" } });
    const empty = await post(`/staff/leads/${contactId}/notes`, { note: " " }, sales);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escribe la nota antes de agregarla.");
    const members = await server.services.staff.staff.members();
    const salesMember = members.find((member) => member.email === "sales@example.com");
    expect((await post(`/staff/leads/${contactId}/assign`, { assignee: salesMember?.id ?? "" }, sales)).status).toBe(303);
    const page = await (await get(`/staff/leads/${contactId}?lang=en&done=status`, sales)).text();
    expect(page).toContain("Status saved.");
    expect(page).toContain("Call back Tuesday");
    expect(page).toMatch(/<option value="contacted" selected/);
    const audit = await (await get("/staff/audit?lang=en", admin)).text();
    expect(audit).toContain("Lead status changed");
    expect(audit).toContain("Lead viewed");
    expect(audit).not.toContain("Call back Tuesday");
  });

  it("downloads a resume as an attachment, for the recruiter only", async () => {
    const response = await get(`/staff/leads/${candidateId}/resume`, recruiter);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="resume-${candidateId}.pdf"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).toString("base64")).toBe(SAMPLE_PDF_BASE64);
  });

  it("marks spam, releases, and erases after a confirmation", async () => {
    const id = await store("financials");
    expect((await post(`/staff/leads/${id}/spam`, {}, sales)).status).toBe(303);
    expect(await (await get("/staff/leads?status=spam", sales)).text()).toContain(id);
    expect((await post(`/staff/leads/${id}/release`, {}, sales)).status).toBe(303);
    expect((await server.services.submissions.find(id))?.status).toBe("pending");
    expect((await post(`/staff/leads/${id}/erase`, { scope: "lead" }, sales)).status).toBe(400);
    const erased = await post(`/staff/leads/${id}/erase`, { scope: "lead", confirm: "yes" }, sales);
    expect(erased.headers.get("location")).toBe("/staff/leads?erased=1");
    expect(await server.services.submissions.find(id)).toBeUndefined();
  });
});
