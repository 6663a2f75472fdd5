import Database from "better-sqlite3";
import { startTestSmtp, type TestSmtp } from "../../server/testing/test-smtp";
import { expect, test } from "./fixtures";
import { acceptPolicies, fillText, formOf, formsCopy, LANGUAGES, openIn, originFor, pick, submitAndCapture } from "./forms-support";
import { E2E_METRICS_TOKEN, E2E_SMTP_PORT } from "./mail-settings";
import { STAFF_COPY, staffCli } from "./staff-support";

/**
 * A form sent in the browser reaches the company's inbox and the visitor's:
 * the server of playwright.config.ts sends through this real SMTP server.
 */
let smtp: TestSmtp;
// One SMTP server on one port: both languages in one worker.
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  smtp = await startTestSmtp({ port: E2E_SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.stop();
});

for (const language of LANGUAGES) {
  test(`a contact form sent in the browser is mailed to the company and acknowledged to the visitor (${language})`, async ({
    page,
  }, testInfo) => {
    const visitor = `e2e-${language}-${Date.now()}@example.com`;
    const origin = originFor(testInfo);
    const funnel = async (metric: string) => {
      const text = await (
        await page.request.get(`${origin}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
      ).text();
      return Number(new RegExp(`^${metric}\\{form="contact"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    };
    const [served, started] = [await funnel("leads_form_pages_served_total"), await funnel("leads_form_started_total")];
    await openIn(page, origin, "/contact", language);
    const form = formOf(page, "contact");
    await fillText(form, formsCopy(language, "fields.name.label"), "Laura Gómez");
    await fillText(form, formsCopy(language, "fields.email.label"), visitor);
    await pick(form, formsCopy(language, "fields.phonePrefix.label"), "34", language === "en" ? /Spain/ : /España/);
    await fillText(form, formsCopy(language, "fields.phone.label"), "600123456");
    await fillText(form, formsCopy(language, "fields.message.label"), "Visit https://spam.example now");
    await acceptPolicies(form);
    await submitAndCapture(page, form, "contact");
    await expect(page.getByRole("dialog")).toBeVisible();
    // The form funnel: the page served with the form, and the form begun (the page script's beacon at the first input).
    expect(await funnel("leads_form_pages_served_total")).toBeGreaterThan(served);
    await expect.poll(() => funnel("leads_form_started_total")).toBeGreaterThan(started);

    const company = () => smtp.received.find((mail) => mail.parsed.replyTo?.text === visitor);
    const acknowledgement = () => smtp.received.find((mail) => mail.envelopeTo.includes(visitor));
    await expect.poll(() => Boolean(company() && acknowledgement()), { timeout: 15_000 }).toBe(true);

    expect(company()?.envelopeTo).toEqual(["sales@example.com"]);
    expect(company()?.parsed.text).toContain("Laura Gómez");
    expect(company()?.parsed.text).toContain("Visit https://spam.example now");
    const ack = acknowledgement();
    expect(ack?.parsed.subject).toBe(language === "en" ? "We received your message" : "Recibimos tu mensaje");
    const everything = `${ack?.parsed.subject}\n${ack?.parsed.text}\n${ack?.parsed.html}`;
    for (const typed of ["Laura", "Gómez", "spam.example", "600123456"]) expect(everything).not.toContain(typed);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(visitor))).toHaveLength(1);
  });
}

test("a form posted to its page without the token the page carries is kept as spam, answered like a success and never mailed", async ({
  page,
}, testInfo) => {
  const origin = originFor(testInfo);
  const email = `e2e-bot-${Date.now()}@example.com`;
  const fields = { name: "Bot", email, phone_prefix: "+1", phone: "5550100", message: "Cheap offers", policies: "on" };
  const answer = await page.request.post(`${origin}/contact`, { form: fields, headers: { origin }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/contact?sent=contact");
  const database = new Database(process.env.E2E_DATABASE ?? "/tmp/e2e-site.db", { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare("SELECT status, spam_reason FROM submissions WHERE subject_email = ?").get(email);
    expect(row).toEqual({ status: "spam", spam_reason: "form_token_missing" });
    expect(
      database
        .prepare("SELECT count(*) AS count FROM mail_outbox WHERE submission_id IN (SELECT id FROM submissions WHERE subject_email = ?)")
        .get(email),
    ).toEqual({ count: 0 });
  } finally {
    database.close();
  }
});

// The staff's one-time links come through the same SMTP server: a member who asks for one gets it, a stranger gets nothing.
for (const language of ["es", "en"] as const) {
  test(`a member asks for a sign-in link at /staff/sign-in and signs in with the e-mailed link (${language})`, async ({
    page,
    context,
  }) => {
    const copy = STAFF_COPY[language];
    const siteUrl = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
    await context.addCookies([{ name: "language", value: language, url: siteUrl }]);
    const member = `staff-mail-${language}-${Date.now().toString(36)}@example.com`;
    const stranger = `stranger-${language}-${Date.now().toString(36)}@example.com`;
    await staffCli(["invite", member, "--role", "sales"], {
      DATABASE_URL: `sqlite:${process.env.E2E_DATABASE ?? "/tmp/e2e-site.db"}`,
      SITE_URL: siteUrl,
    });

    const ask = async (email: string) => {
      await page.goto(`${siteUrl}/staff/sign-in`);
      await page.getByLabel(copy.signIn.email).fill(email);
      await page.getByRole("button", { name: copy.signIn.sendLink }).click();
      return page.getByRole("status").textContent();
    };
    const answers = [await ask(stranger), await ask(member)];
    expect(answers[0]?.replace(stranger, "ADDRESS")).toBe(answers[1]?.replace(member, "ADDRESS"));

    const mail = () => smtp.received.find((message) => message.envelopeTo.includes(member));
    await expect.poll(() => Boolean(mail()), { timeout: 15_000 }).toBe(true);
    expect(mail()?.parsed.subject).toBe(copy.mail.subject.replace("{{brand}}", "Andina Group"));
    const link = new RegExp(`${siteUrl}/staff/link/[A-Za-z0-9_-]+`).exec(mail()?.parsed.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    await page.goto(link);
    await page.getByRole("button", { name: copy.link.continue }).click();
    await expect(page).toHaveURL(/\/staff\/account\?welcome=1$/);
    expect(smtp.received.some((message) => message.envelopeTo.includes(stranger))).toBe(false);
  });
}
