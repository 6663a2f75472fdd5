import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_IDS, type FormId } from "../../contracts/submission-schemas.ts";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { listLeads, releaseLead, retryLead, showLead } from "../cli/leads-commands.ts";
import { mailKindsFor } from "./lead-mail.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { type ReceivedMail, type SmtpReply, startTestSmtp, type TestSmtp } from "../testing/test-smtp.ts";
import { waitFor } from "../testing/wait-for.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const FAST = {
  RELAY_TIMEOUT_MS: "2000",
  RELAY_BACKOFF_BASE_MS: "20",
  RELAY_BACKOFF_MAX_MS: "200",
  RELAY_POLL_MS: "50",
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
  ADDRESS_DAILY_SUBMISSIONS: "0",
  ADDRESS_DAILY_MB: "0",
  SITE_BRAND_NAME: "Andina Group",
  SITE_CONTACT_EMAIL: "hola@andina.example",
  LEADS_NOTIFY_TO: "sales@andina.example, ops@andina.example",
  LEADS_MAIL_FROM: "Andina leads <leads@andina.example>",
};

/** Every text the visitor typed, for checking that the acknowledgement repeats none of it. */
function typedTexts(payload: unknown): string[] {
  if (typeof payload === "string") return payload.trim().length >= 3 ? [payload.trim()] : [];
  if (Array.isArray(payload)) return payload.flatMap(typedTexts);
  if (typeof payload === "object" && payload !== null)
    return Object.entries(payload).flatMap(([key, value]) => (key === "$content" || key === "$content-type" ? [] : typedTexts(value)));
  return [];
}

const visitorOf = (form: FormId) => {
  const payload = sampleSubmissions[form] as Record<string, unknown>;
  return String(payload.email ?? payload.candidateEmail);
};

describe.each(TEST_DIALECTS)("the leads' e-mails on %s", (dialect) => {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let smtp: TestSmtp | undefined;

  afterEach(async () => {
    await server?.close();
    await smtp?.stop();
    await database?.drop();
    server = smtp = database = undefined;
  });

  async function start(env: Record<string, string> = {}, reply?: (index: number) => SmtpReply) {
    smtp = await startTestSmtp({ reply });
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, ...FAST, SMTP_URL: smtp.url, ...env });
    return { server, smtp };
  }

  async function submit(form: FormId, language: "es" | "en", body: unknown = sampleSubmissions[form]): Promise<string> {
    const response = await postJson(`${server?.url}/api/submissions/${form}`, body, { "content-language": language });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const mailsTo = (address: string) => smtp?.received.filter((mail) => mail.envelopeTo.includes(address)) ?? [];

  it("mails the company a summary with the resume attached, and acknowledges the visitor in Spanish without repeating them", async () => {
    const { smtp } = await start();
    const id = await submit("candidate", "es");
    await waitFor(async () => smtp.received.length === 2, 15_000);

    const [company] = mailsTo("sales@andina.example") as [ReceivedMail];
    expect(company.envelopeTo.sort()).toEqual(["ops@andina.example", "sales@andina.example"]);
    expect(company.parsed.from?.text).toBe('"Andina leads" <leads@andina.example>');
    expect(company.parsed.subject).toBe("Nuevo contacto: Postúlate a una vacante");
    expect(company.parsed.messageId).toBe(`<${id}.company@andina.example>`);
    expect(company.parsed.replyTo?.text).toBe("andres.restrepo@example.com");
    const text = company.parsed.text ?? "";
    for (const line of [
      "Nombre: Andrés",
      "Apellido: Restrepo",
      "Idioma de la página: Español",
      `Referencia: ${id}`,
      "Habilidades: typescript,react,postgresql",
    ])
      expect(text).toContain(line);
    expect(text).toContain("Disponible desde el próximo mes.");
    expect(company.parsed.html).toContain("<th");
    const [resume] = company.parsed.attachments;
    expect(resume?.filename).toBe(`resume-${id}.pdf`);
    expect(resume?.contentType).toBe("application/pdf");
    expect(resume?.content.equals(Buffer.from(SAMPLE_PDF_BASE64, "base64"))).toBe(true);

    const [visitor] = mailsTo("andres.restrepo@example.com") as [ReceivedMail];
    expect(visitor.parsed.subject).toBe("Recibimos tu postulación a una vacante");
    expect(visitor.parsed.messageId).toBe(`<${id}.visitor@andina.example>`);
    expect(visitor.parsed.headers.get("auto-submitted")).toBe("auto-replied");
    expect(visitor.parsed.text).toContain("hola@andina.example");
    expect(visitor.parsed.html).toContain("hola@andina.example");
    expect(visitor.parsed.attachments).toEqual([]);
    const acknowledgement = `${visitor.parsed.subject}\n${visitor.parsed.text}\n${visitor.parsed.html}`;
    for (const typed of typedTexts(sampleSubmissions.candidate)) expect(acknowledgement).not.toContain(typed);

    // The SMTP server has both messages a moment before the worker marks its rows sent.
    const sent = async () => (await (server as TestServer).services.mailOutbox.counts()).filter((row) => row.status === "sent").length;
    await waitFor(async () => (await sent()) === 2, 15_000);
    expect(await server?.services.mailOutbox.counts()).toEqual(
      expect.arrayContaining([
        { kind: "company", status: "sent", count: 1 },
        { kind: "visitor", status: "sent", count: 1 },
      ]),
    );
    const metrics = (await (server as TestServer).services.metrics.render()).body;
    expect(metrics).toContain('leads_mail_outbox{kind="company",status="sent"} 1');
    expect(metrics).toContain('leads_mail_attempts_total{kind="visitor",outcome="sent"} 1');
  });

  it("acknowledges in English a lead sent from an English page, and every form reaches the company", async () => {
    const { smtp } = await start();
    for (const form of FORM_IDS) await submit(form, "en");
    const expected =
      FORM_IDS.length +
      FORM_IDS.filter(
        (form) => mailKindsFor({ notifyTo: {}, acknowledge: true }, form, sampleSubmissions[form] as Record<string, unknown>).length > 0,
      ).length;
    await waitFor(async () => smtp.received.length === expected, 20_000);

    expect(mailsTo("sales@andina.example")).toHaveLength(FORM_IDS.length);
    const contact = mailsTo(visitorOf("contact"));
    expect(contact).toHaveLength(1);
    expect(contact[0]?.parsed.subject).toBe("We received your message");
    expect(contact[0]?.parsed.text).toContain("write to us at hola@andina.example");
    const acknowledgement = `${contact[0]?.parsed.subject}\n${contact[0]?.parsed.text}\n${contact[0]?.parsed.html}`;
    for (const typed of typedTexts(sampleSubmissions.contact)) expect(acknowledgement).not.toContain(typed);
    // Asked to be called, not written to: no acknowledgement.
    expect((sampleSubmissions["expert-request"] as { contactWay: number }).contactWay).toBe(2);
    expect(mailsTo(visitorOf("expert-request"))).toHaveLength(0);
  });

  it("sends a lead's e-mail once across an SMTP outage", async () => {
    const { smtp, server } = await start({ LEADS_ACKNOWLEDGE: "false" });
    await smtp.stop();
    const id = await submit("contact", "es");
    await waitFor(async () => {
      const [state] = (await server.services.mailOutbox.statesOf([id])).get(id) ?? [];
      return (state?.attempts ?? 0) >= 2 && state?.lastError === "network";
    }, 15_000);
    const listed: string[] = [];
    await listLeads(server.services.submissions, (text) => void listed.push(text), { mail: server.services.mailOutbox });
    expect(listed.join("")).toContain("company pending (network)");

    await smtp.start();
    await waitFor(async () => (await server.services.mailOutbox.statesOf([id])).get(id)?.[0]?.status === "sent", 15_000);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.parsed.messageId).toBe(`<${id}.company@andina.example>`);
  });

  it("retries a 4xx, holds a 5xx, and sends the held e-mail again when the operator retries it", async () => {
    const replies: SmtpReply[] = [
      { code: 451, message: "Try again later" },
      { code: 550, message: "Mailbox unavailable" },
    ];
    const { smtp, server } = await start({ LEADS_ACKNOWLEDGE: "false" }, (index) => replies[index] ?? "accept");
    const id = await submit("financials", "es");
    await waitFor(async () => (await server.services.mailOutbox.statesOf([id])).get(id)?.[0]?.status === "held", 15_000);
    const shown: string[] = [];
    await showLead(server.services.submissions, (text) => void shown.push(text), id, false, server.services.mailOutbox);
    expect(JSON.parse(shown.join(""))).toMatchObject({ mail: [{ to: "company", status: "held", attempts: 2, lastError: "smtp_550" }] });
    expect(smtp.received).toHaveLength(0);

    expect(await retryLead(server.services.inbox, () => undefined, id)).toBe(true);
    await waitFor(async () => smtp.received.length === 1, 15_000);
    expect((await server.services.mailOutbox.statesOf([id])).get(id)?.[0]?.status).toBe("sent");
  });

  it("mails nothing for suspected spam until the operator releases it", async () => {
    const { smtp, server } = await start();
    const spamId = await submit("contact", "es", { ...sampleSubmissions.contact, website: "https://spam.example" });
    const realId = await submit("financials", "es");
    await waitFor(async () => smtp.received.length === 2, 15_000);
    expect(smtp.received.every((mail) => !mail.parsed.text?.includes("Laura"))).toBe(true);
    expect((await server.services.mailOutbox.statesOf([spamId])).get(spamId)).toBeUndefined();
    expect(realId).not.toBe(spamId);

    expect(await releaseLead(server.services.inbox, () => undefined, realId)).toBe(false);
    expect(await releaseLead(server.services.inbox, () => undefined, spamId)).toBe(true);
    await waitFor(async () => smtp.received.length === 4, 15_000);
    expect(mailsTo("laura.gomez@example.com")).toHaveLength(1);
    expect((await server.services.submissions.find(spamId))?.status).toBe("pending");
  });
});
