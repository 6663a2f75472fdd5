import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Admission, SiteLoadContext, SubmitResult } from "~/load-context";
import { definition as expertRequestDefinition } from "./expert-request/expert-request-form";
import { definition as financialsDefinition } from "./financials/financials-form";
import { resumeFromForm, submissionAction, valuesFromForm } from "./form-action.server";
import { sampleVacancies } from "./test-utils";

const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
const pdfFile = () => new File([PDF], "resume.pdf", { type: "application/pdf" });

function formData(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

function context(
  result: SubmitResult = { kind: "stored", id: "1", spam: false },
  { admission = { allowed: true, refund: () => undefined } as Admission, foreignOrigin = false } = {},
) {
  const submit = vi.fn(async () => result);
  const admit = vi.fn(async () => admission);
  const fetchApi = async (path: string) => (path === "/api/vacancies" ? Response.json(sampleVacancies) : Response.json([]));
  return { submit, admit, fetchApi, foreignOrigin } as unknown as SiteLoadContext & { submit: typeof submit; admit: typeof admit };
}

function post(path: string, body: FormData, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { Cookie: "language=en", ...headers } });
}

type Answer = {
  data: { values: Record<string, unknown>; errors: Record<string, string>; failure?: string; retryAfterSeconds?: number };
  init: ResponseInit;
};

async function run(action: ReturnType<typeof submissionAction>, request: Request, ctx: SiteLoadContext) {
  return (await action({ request, context: ctx, params: {} } as unknown as ActionFunctionArgs)) as Response | Answer;
}

describe("a posted form's values", () => {
  it("reads text as text, a box as whether it was ticked, and a repeated name as a list", () => {
    const values = valuesFromForm(
      formData([
        ["firstName", "Ana"],
        ["services", "1"],
        ["services", "3"],
        ["policies", "on"],
        ["unknown", "dropped"],
      ]),
      financialsDefinition.defaults(),
    );
    expect(values).toEqual({ ...financialsDefinition.defaults(), firstName: "Ana", services: ["1", "3"], policies: true });
    expect(valuesFromForm(new FormData(), { remoteWork: true, name: "" })).toEqual({ remoteWork: false, name: "" });
  });

  it("reads the resume into the API's base64 shape, and refuses what the browser would refuse", async () => {
    const { resume } = await resumeFromForm(pdfFile());
    expect(resume).toMatchObject({ contentType: "application/pdf", content: Buffer.from(PDF).toString("base64"), fileName: "resume.pdf" });
    expect(await resumeFromForm(new File([], "", { type: "application/octet-stream" }))).toEqual({ resume: null });
    expect(await resumeFromForm(null)).toEqual({ resume: null });
    expect((await resumeFromForm(new File(["\x89PNG"], "photo.png", { type: "image/png" }))).problem).toBe("RESUME_INVALID");
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    expect((await resumeFromForm(huge)).problem).toBe("RESUME_TOO_LARGE");
  });

  it("reads position rows: the chosen ones, a typed position as Other, blank rows dropped", () => {
    const data = formData([
      ["positions", "cybersecurityExpert"],
      ["positionsOther", ""],
      ["positions", ""],
      ["positionsOther", "Data scientist"],
      ["positions", ""],
      ["positionsOther", ""],
    ]);
    const values = expertRequestDefinition.fromForm?.(data, valuesFromForm(data, expertRequestDefinition.defaults()), {});
    expect(expertRequestDefinition.toPayload(values!)).toMatchObject({ positions: ["Cybersecurity expert", "Data scientist"] });
  });
});

describe("the action of a page with a form", () => {
  const action = submissionAction("candidate");

  it("answers an empty post with 400, the spec's keys and what was sent, and stores nothing", async () => {
    const ctx = context();
    const answer = (await run(action, post("/work-with-us", formData([["firstName", "Ana"]])), ctx)) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.values).toMatchObject({ firstName: "Ana", candidateResume: null });
    expect(answer.data.errors).toMatchObject({
      lastName: "LAST_NAME_REQUIRED",
      VacancyGUID: "VACANCY_GUID_REQUIRED",
      candidateResume: "CANDIDATE_RESUME_REQUIRED",
      policies: "POLICIES_REQUIRED",
    });
    expect(answer.data.errors).not.toHaveProperty("firstName");
    expect(ctx.submit).not.toHaveBeenCalled();
  });

  it("refuses invisible characters typed or pasted into a field with the same key as the API, and stores nothing", async () => {
    const ctx = context();
    const body = formData([
      ["firstName", "Ana\u200b"],
      ["lastName", "\u202ePérez"],
      ["contactWay", "1"],
      ["candidateEmail", "ana\u200b@example.com"],
      ["additionalInformation", "Hola,\r\nsegunda línea\ufeff"],
    ]);
    const answer = (await run(action, post("/work-with-us", body), ctx)) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toMatchObject({
      firstName: "FIELD_INVALID_CHARACTERS",
      lastName: "FIELD_INVALID_CHARACTERS",
      candidateEmail: "FIELD_INVALID_CHARACTERS",
      additionalInformation: "FIELD_INVALID_CHARACTERS",
    });
    expect(ctx.submit).not.toHaveBeenCalled();
  });

  it("stores a valid post through the submission service and answers 303 to the success screen, no value in its address", async () => {
    const ctx = context();
    const vacancy = sampleVacancies[0]!;
    const body = formData([
      ["firstName", "Ana"],
      ["lastName", "Pérez"],
      ["contactWay", "1"],
      ["candidateEmail", "ana@example.com"],
      ["phoneNumberCode", "+57"],
      ["phoneNumber", "300"],
      // The plain select posts the country's ISO code; the payload carries its English name.
      ["country", "CO"],
      ["VacancyGUID", vacancy.vacancyGUID],
      ["skills", "TypeScript"],
      ["otherSkills", "Medical Billing, go"],
      ["previousExperience", "4"],
      ["desiredSalary", "3500"],
      ["candidateResume", pdfFile()],
      ["additionalInformation", "Hi"],
      ["policies", "on"],
      ["website", ""],
    ]);
    const response = (await run(action, post("/work-with-us?lang=en", body), ctx)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/work-with-us?lang=en&sent=candidate");
    expect(ctx.submit).toHaveBeenCalledOnce();
    const [form, payload, language] = ctx.submit.mock.calls[0] as unknown as [string, Record<string, unknown>, string];
    expect([form, language]).toEqual(["candidate", "en"]);
    expect(payload).toMatchObject({
      firstName: "Ana",
      contactWay: 1,
      country: "Colombia",
      // The contact way chose e-mail: the phone typed in the plain form is not sent.
      phoneNumber: "",
      VacancyGUID: vacancy.vacancyGUID,
      RecruitingEffort: String(vacancy.recruitingEffortId),
      applicationPosition: vacancy.vacancyName,
      skills: "TypeScript,medical billing,go",
      previousExperience: 4,
      desiredSalary: "$3,500.00",
      remoteWork: false,
      candidateResume: { "$content-type": "application/pdf", $content: Buffer.from(PDF).toString("base64") },
      ByForm: "Contractor",
    });
    expect(payload).not.toHaveProperty("website");
  });

  it("hands a filled honeypot to the service, which keeps it as spam, and answers like a success", async () => {
    const ctx = context({ kind: "stored", id: "2", spam: true });
    const response = (await run(
      submissionAction("financials"),
      post("/financials/adquire", formData([["website", "https://spam.example"]])),
      ctx,
    )) as Response;
    expect(response.status).toBe(303);
    expect((ctx.submit.mock.calls[0] as unknown[])[1]).toMatchObject({ website: "https://spam.example" });
  });

  it("shows the page again with a message when the service refuses or the body is too large", async () => {
    const valid = formData([
      ["firstName", "Ana"],
      ["lastName", "Pérez"],
      ["contactWay", "1"],
      ["email", "ana@example.com"],
      ["companyName", "Acme"],
      ["services", "1"],
      ["additionalInformation", "Hi"],
      ["policies", "on"],
    ]);
    const financials = submissionAction("financials");
    const limited = (await run(
      financials,
      post("/financials/adquire", valid),
      context({ kind: "rate_limited", retryAfterSeconds: 30 }),
    )) as Answer;
    expect(limited.init.status).toBe(429);
    expect(new Headers(limited.init.headers).get("Retry-After")).toBe("30");
    // The page says when to send again: the wait travels with the outcome the form shows.
    expect(limited.data).toMatchObject({
      failure: "RATE_LIMITED",
      retryAfterSeconds: 30,
      values: { firstName: "Ana", companyName: "Acme" },
    });
    const down = (await run(financials, post("/financials/adquire", valid), context({ kind: "unavailable" }))) as Answer;
    expect([down.init.status, down.data.failure, down.data.retryAfterSeconds]).toEqual([503, "UNAVAILABLE", undefined]);
    expect(new Headers(down.init.headers).get("Retry-After")).toBeNull();
    const later = { kind: "unavailable", retryAfterSeconds: 120 } as unknown as SubmitResult;
    const busy = (await run(financials, post("/financials/adquire", valid), context(later))) as Answer;
    expect([busy.data.retryAfterSeconds, new Headers(busy.init.headers).get("Retry-After")]).toEqual([120, "120"]);
    const large = (await run(financials, post("/financials/adquire", valid, { "Content-Length": String(65 * 1024) }), context())) as Answer;
    expect([large.init.status, large.data.failure]).toEqual([413, "TOO_LARGE"]);
  });

  it("reads nothing of a post from another site's page, and shows the form again with a 403", async () => {
    const ctx = context(undefined, { foreignOrigin: true });
    const answer = (await run(
      submissionAction("financials"),
      post("/financials/adquire", formData([["companyName", "Acme"]])),
      ctx,
    )) as Answer;
    expect([answer.init.status, answer.data.failure]).toEqual([403, "FOREIGN_ORIGIN"]);
    expect(ctx.admit).not.toHaveBeenCalled();
    expect(ctx.submit).not.toHaveBeenCalled();
  });

  it("asks the sender's limits before reading the body, and reads a refused one only when it is small", async () => {
    const refusedAdmission = { allowed: false, retryAfterSeconds: 40 } as Admission;
    const small = context(undefined, { admission: refusedAdmission });
    const shown = (await run(
      submissionAction("financials"),
      post("/financials/adquire", formData([["companyName", "Acme"]]), { "Content-Length": "300" }),
      small,
    )) as Answer;
    expect([shown.init.status, shown.data.failure, shown.data.retryAfterSeconds]).toEqual([429, "RATE_LIMITED", 40]);
    expect(shown.data.values).toMatchObject({ companyName: "Acme" });
    expect(small.submit).not.toHaveBeenCalled();

    // An upload's body is never read: the request's stream stays untouched.
    const large = context(undefined, { admission: refusedAdmission });
    const request = post("/work-with-us", formData([["firstName", "Ana"]]), { "Content-Length": String(5 * 1024 * 1024) });
    const refusal = (await run(submissionAction("candidate"), request, large)) as Answer;
    expect([refusal.init.status, refusal.data.failure]).toEqual([429, "RATE_LIMITED"]);
    expect(refusal.data.values).toEqual({});
    expect(request.bodyUsed).toBe(false);
  });
});
