import { describe, expect, it } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { acknowledges, companyMessage, mailKindsFor, visitorMessage } from "./lead-mail.ts";

const site = { brandName: "Andina Group", contactEmail: "hola@andina.example" };
const lead = (form: "candidate" | "contact", body: object, language: "es" | "en" = "en") => ({
  submissionId: "0190-lead",
  form,
  body: JSON.stringify(body),
  language,
  createdAt: Date.UTC(2026, 10, 27, 9, 30),
});

describe("the leads' e-mails", () => {
  it("names the CLI command instead of attaching a resume over the limit, and says when it was purged", () => {
    const big = companyMessage(lead("candidate", sampleSubmissions.candidate), {
      to: ["sales@example.com"],
      language: "en",
      attachmentMaxBytes: 10,
      site,
    });
    expect(big.attachments).toEqual([]);
    expect(big.text).toContain("npm run leads -- show 0190-lead --with-resumes");
    const purged = companyMessage(
      lead("candidate", { ...sampleSubmissions.candidate, candidateResume: { "$content-type": "application/pdf", purged: true } }),
      { to: ["sales@example.com"], language: "en", attachmentMaxBytes: 10 * 1024 * 1024, site },
    );
    expect(purged.text).toContain("The resume was already removed");
    expect(purged.text).toContain("How should we contact you?: Both");
  });

  it("escapes what the visitor typed in the company's HTML", () => {
    const message = companyMessage(lead("contact", { ...sampleSubmissions.contact, message: "<img src=x onerror=alert(1)>" }), {
      to: ["sales@example.com"],
      language: "es",
      attachmentMaxBytes: 0,
      site,
    });
    expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(message.html).not.toContain("<img");
  });

  it("acknowledges only a visitor who gave an e-mail to be contacted by", () => {
    expect(acknowledges({ candidateEmail: "a@example.com", contactWay: 1 })).toBe(true);
    expect(acknowledges({ candidateEmail: "a@example.com", contactWay: 3 })).toBe(true);
    expect(acknowledges({ candidateEmail: "a@example.com", contactWay: 2 })).toBe(false);
    expect(acknowledges({ email: "a@example.com" })).toBe(true);
    expect(acknowledges({ contactWay: 1 })).toBe(false);
    const settings = { notifyTo: { contact: ["sales@example.com"] }, acknowledge: false };
    expect(mailKindsFor(settings, "contact", sampleSubmissions.contact)).toEqual(["company"]);
    expect(mailKindsFor(settings, "financials", sampleSubmissions.financials)).toEqual([]);
    expect(mailKindsFor(null, "contact", sampleSubmissions.contact)).toEqual([]);
    expect(visitorMessage(lead("contact", { name: "No Address" }), { site })).toBeUndefined();
  });

  it("links to the lead in the staff inbox, and sends the link instead of the resume when told to", () => {
    const options = { to: ["jobs@example.com"], language: "en" as const, attachmentMaxBytes: 10 * 1024 * 1024, site };
    const attached = companyMessage(lead("candidate", sampleSubmissions.candidate), { ...options, inboxUrl: "https://www.example.com" });
    expect(attached.attachments).toHaveLength(1);
    expect(attached.text).toContain("Work this lead in the inbox: https://www.example.com/staff/leads/0190-lead");
    const linked = companyMessage(lead("candidate", sampleSubmissions.candidate), {
      ...options,
      inboxUrl: "https://www.example.com",
      attachResume: false,
    });
    expect(linked.attachments).toEqual([]);
    expect(linked.text).toContain("The resume is in the inbox, behind sign-in: https://www.example.com/staff/leads/0190-lead");
    expect(linked.html).toContain("https://www.example.com/staff/leads/0190-lead");
  });
});
