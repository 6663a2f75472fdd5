import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import type { ErrorKey } from "../../contracts/error-keys.ts";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { submissionSchemas, FORM_IDS, type FormId } from "../../contracts/submission-schemas.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const applicant = {
  firstName: "NAME_REQUIRED",
  lastName: "LAST_NAME_REQUIRED",
  previousExperience: "PREVIOUS_EXPERIENCE_REQUIRED",
  candidateResume: "CANDIDATE_RESUME_REQUIRED",
  additionalInformation: "ADDITIONAL_INFO_REQUIRED",
  VacancyGUID: "VACANCY_GUID_REQUIRED",
  policies: "POLICIES_REQUIRED",
  skills: "SKILLS_REQUIRED",
} as const;
const company = {
  firstName: "NAME_REQUIRED",
  lastName: "LAST_NAME_REQUIRED",
  contactWay: "CONTACT_WAY_VALIDATION",
  additionalInformation: "ADDITIONAL_INFO_REQUIRED",
  policies: "POLICIES_REQUIRED",
} as const;

/** The answer to an empty body: every required field of spec section 5 with its key. */
const emptyBodyErrors: Record<FormId, Record<string, ErrorKey>> = {
  contact: {
    name: "FIELD_REQUIRED",
    email: "FIELD_REQUIRED",
    phone_prefix: "PHONE_PREFIX_REQUIRED",
    phone: "PHONE_REQUIRED",
    message: "FIELD_REQUIRED",
    policies: "FIELD_REQUIRED",
  },
  candidate: { ...applicant, country: "COUNTRY_REQUIRED", desiredSalary: "DESIRED_SALARY_REQUIRED", candidateEmail: "EMAIL_REQUIRED" },
  contractor: {
    ...applicant,
    phoneNumberCode: "PHONE_CODE_REQUIRED",
    phoneNumber: "PHONE_NUMBER_REQUIRED",
    candidateEmail: "EMAIL_REQUIRED",
    currentCandidateDepartment: "CURRENT_CANDIDATE_DEPARTMENT_REQUIRED",
    currentCandidateCity: "CURRENT_CANDIDATE_CITY_REQUIRED",
    currentCandidateAddress: "CURRENT_CANDIDATE_ADDRESS_REQUIRED",
    country: "COUNTRY_REQUIRED",
  },
  "vma-application": { ...applicant, contactWay: "CONTACT_WAY_VALIDATION", applicationPosition: "APPLICATION_POSITION_REQUIRED" },
  "company-recruitment": { ...company, companyName: "COMPANY_REQUIRED", expertYouAreLookingFor: "EXPERT_REQUIRED" },
  consulting: { ...company, company: "COMPANY_NAME_REQUIRED", service: "SERVICE_REQUIRED" },
  "expert-request": {
    ...company,
    company: "COMPANY_REQUIRED",
    positions: "POSITIONS_REQUIRED",
    timeNeedExpert: "TIME_NEED_EXPERT_REQUIRED",
  },
  "tech-services": {
    firstName: "NAME_REQUIRED",
    company: "COMPANY_REQUIRED",
    country: "COUNTRY_REQUIRED",
    departmentState: "DEPARTMENT_STATE_REQUIRED",
    contactWay: "CONTACT_WAY_VALIDATION",
    services: "SERVICE_REQUIRED",
    additionalInformation: "ADDITIONAL_INFO_REQUIRED",
    policies: "POLICIES_REQUIRED",
  },
  "vma-hire": {
    firstName: "NAME_REQUIRED",
    country: "COUNTRY_REQUIRED",
    departmentState: "DEPARTMENT_STATE_REQUIRED",
    contactWay: "CONTACT_WAY_VALIDATION",
    service: "SERVICE_REQUIRED",
    additionalInformation: "ADDITIONAL_INFO_TASKS_REQUIRED",
    policies: "POLICIES_CHECKBOX_REQUIRED",
  },
  financials: { ...company, companyName: "COMPANY_REQUIRED", services: "SERVICE_REQUIRED" },
};

const CONTACT_WAY_FORMS = FORM_IDS.filter((form) => form !== "contact" && form !== "contractor");
const emailFieldOf = (form: FormId) => (form === "company-recruitment" || form === "financials" ? "email" : "candidateEmail");

describe.each(TEST_DIALECTS)("submissions on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  const submit = (form: string, body: unknown, headers?: Record<string, string>) =>
    postJson(`${server.url}/api/submissions/${form}`, body, headers);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
      ADDRESS_DAILY_SUBMISSIONS: "0",
      ADDRESS_DAILY_MB: "0",
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it.each(FORM_IDS)("stores a valid %s submission and answers 201 after the commit", async (form) => {
    const response = await submit(form, { ...sampleSubmissions[form], unknownField: "dropped", __proto__: { polluted: true } });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; status: string; success?: string };
    expect(answer.status).toBe("received");
    expect(answer.success).toBe(form === "contact" ? "true" : undefined);

    const row = await server.services.submissions.find(answer.id);
    expect(row?.status).toBe("pending");
    expect(row?.form).toBe(form);
    const stored = JSON.parse(row?.body ?? "{}") as Record<string, unknown>;
    expect(stored).toEqual(JSON.parse(JSON.stringify(v.parse(submissionSchemas[form], sampleSubmissions[form]))));
    expect(stored).not.toHaveProperty("unknownField");
    expect(Object.keys(stored)).not.toContain("__proto__");
    expect(row?.consent_accepted).toBe(1);
    expect(row?.consent_policy_version).toBe("2024-02-08");
  });

  it.each(FORM_IDS)("answers each required rule of %s with its key", async (form) => {
    const response = await submit(form, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "validation", fields: emptyBodyErrors[form] });
  });

  it.each(CONTACT_WAY_FORMS)("applies the contact-way rules on %s", async (form) => {
    const email = emailFieldOf(form);
    const base = { ...(sampleSubmissions[form] as Record<string, unknown>), phoneNumberCode: "", phoneNumber: "", [email]: "" };
    const fieldsFor = async (contactWay: unknown) => {
      const response = await submit(form, { ...base, contactWay });
      return ((await response.json()) as { fields?: Record<string, string> }).fields;
    };
    expect(await fieldsFor(1)).toEqual({ [email]: "EMAIL_REQUIRED" });
    expect(await fieldsFor(2)).toEqual({ phoneNumberCode: "PHONE_CODE_REQUIRED", phoneNumber: "PHONE_NUMBER_REQUIRED" });
    expect(await fieldsFor(3)).toEqual({
      phoneNumberCode: "PHONE_CODE_REQUIRED",
      phoneNumber: "PHONE_NUMBER_REQUIRED",
      [email]: "EMAIL_REQUIRED",
    });
    const zero = await submit(form, { ...base, contactWay: 2, phoneNumberCode: "+57", phoneNumber: "0" });
    expect(((await zero.json()) as { fields: Record<string, string> }).fields).toEqual({ phoneNumber: "PHONE_NUMBER_ZERO" });
    if (form !== "candidate") expect(await fieldsFor(undefined)).toEqual({ contactWay: "CONTACT_WAY_VALIDATION" });
  });

  it("records the consent language from Content-Language, then the language cookie", async () => {
    const english = await submit("financials", sampleSubmissions.financials, { "content-language": "en" });
    const fromCookie = await submit("financials", sampleSubmissions.financials, { cookie: "language=en" });
    const fallback = await submit("financials", sampleSubmissions.financials);
    const languageOf = async (response: Response) =>
      (await server.services.submissions.find(((await response.json()) as { id: string }).id))?.consent_language;
    expect(await languageOf(english)).toBe("en");
    expect(await languageOf(fromCookie)).toBe("en");
    expect(await languageOf(fallback)).toBe("es");
  });

  it("answers a bot that fills the honeypot like anyone else, and keeps its body as spam", async () => {
    const response = await submit("contact", { ...sampleSubmissions.contact, website: "http://spam.example" });
    expect(response.status).toBe(201);
    const { id, success } = (await response.json()) as { id: string; success: string };
    expect(success).toBe("true");
    const row = await server.services.submissions.find(id);
    expect(row?.status).toBe("spam");
    expect(row?.spam_reason).toBe("honeypot");
    expect(row?.body).not.toContain("spam.example");

    const invalid = await submit("contact", { website: "x" });
    expect(invalid.status).toBe(201);
    const invalidRow = await server.services.submissions.find(((await invalid.json()) as { id: string }).id);
    expect(invalidRow?.spam_reason).toBe("honeypot, invalid payload");
  });

  it("refuses what is not JSON, malformed JSON and unknown forms", async () => {
    const text = await fetch(`${server.url}/api/submissions/contact`, {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: "unsupported_media_type" });
    const form = await fetch(`${server.url}/api/submissions/contact`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(form.status).toBe(415);
    const malformed = await submit("contact", '{"name": "x",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "malformed_json" });
    const unknown = await submit("newsletter", sampleSubmissions.contact);
    expect(unknown.status).toBe(404);
  });

  it("limits bodies to 64 KB, and to 8 MB on resume forms", async () => {
    const big = await submit("contact", { ...sampleSubmissions.contact, message: "a".repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "too_large" });

    const resumeOf = (bytes: number) => ({ "$content-type": "application/pdf", $content: `JVBERi0x${"A".repeat((bytes / 3) * 4 - 8)}` });
    const almostFiveMb = 5 * 1024 * 1024 - 2;
    const large = await submit("candidate", { ...sampleSubmissions.candidate, candidateResume: resumeOf(almostFiveMb) });
    expect(large.status).toBe(201);
    const tooLargeFile = await submit("contractor", { ...sampleSubmissions.contractor, candidateResume: resumeOf(almostFiveMb + 6) });
    expect(tooLargeFile.status).toBe(400);
    expect(((await tooLargeFile.json()) as { fields: Record<string, string> }).fields).toEqual({ candidateResume: "RESUME_TOO_LARGE" });
    const overBody = await submit("vma-application", { ...sampleSubmissions["vma-application"], padding: "a".repeat(8 * 1024 * 1024) });
    expect(overBody.status).toBe(413);
  });

  it("checks the resume's type by its first bytes", async () => {
    const exe = await submit("candidate", {
      ...sampleSubmissions.candidate,
      candidateResume: { "$content-type": "application/pdf", $content: btoa("MZ\x90\x00 not a pdf") },
    });
    expect(((await exe.json()) as { fields: Record<string, string> }).fields).toEqual({ candidateResume: "RESUME_INVALID" });
    const ok = await submit("candidate", {
      ...sampleSubmissions.candidate,
      candidateResume: { "$content-type": "application/pdf", $content: SAMPLE_PDF_BASE64 },
    });
    expect(ok.status).toBe(201);
  });

  it("takes a resume's declared type only as exactly an accepted one, and stores it lower-cased", async () => {
    const withType = (type: string) =>
      submit("candidate", { ...sampleSubmissions.candidate, candidateResume: { "$content-type": type, $content: SAMPLE_PDF_BASE64 } });
    const refused = await withType('application/pdf; name="cv.html"; x=<svg/onload=alert(1)>');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({ candidateResume: "RESUME_INVALID" });
    const stored = await withType("Application/PDF");
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    const row = await server.services.submissions.find(id);
    expect(JSON.parse(row?.body ?? "{}").candidateResume["$content-type"]).toBe("application/pdf");
  });

  it("takes one plain e-mail address, never a mailbox with a name, comment, group or list", async () => {
    for (const email of [
      '"x"<victim@evil.example>',
      "(c)victim@evil.example",
      "Some:victim@evil.example;",
      "root,victim@evil.example",
      "a;victim@evil.example",
    ]) {
      const answer = await submit("candidate", { ...sampleSubmissions.candidate, candidateEmail: email });
      expect([email, answer.status]).toEqual([email, 400]);
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual({ candidateEmail: "EMAIL_INVALID" });
    }
  });
});

describe("rate limit", () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer({ DATABASE_URL: database.url, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("answers 429 with Retry-After past the per-minute limit of one client", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i += 1) {
      const response = await postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact);
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get("retry-after");
        expect(await response.json()).toEqual({ error: "rate_limited" });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });
});
