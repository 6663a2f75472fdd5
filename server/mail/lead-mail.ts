import enForms from "../../app/locales/en/forms.json";
import enMail from "../../app/locales/en/mail.json";
import esForms from "../../app/locales/es/forms.json";
import esMail from "../../app/locales/es/mail.json";
import type { FormId } from "../../contracts/form-ids.ts";
import type { Language } from "../../contracts/language.ts";
import { resumeContentType } from "../../contracts/submissions/resume.ts";
import type { MailSettings } from "../config.ts";
import type { MailKind } from "../db/schema.ts";

const COPY = { es: { forms: esForms, mail: esMail }, en: { forms: enForms, mail: enMail } } satisfies Record<
  Language,
  { forms: typeof esForms; mail: typeof esMail }
>;
type Copy = (typeof COPY)[Language];

/** What a message is made from: the stored lead and the site's settings. */
export interface LeadMailInput {
  submissionId: string;
  form: FormId;
  /** The stored payload as JSON text. */
  body: string;
  /** The language of the page the lead was sent from. */
  language: Language;
  createdAt: number;
}

export interface MailSite {
  brandName: string;
  contactEmail: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** `vma-application` → `vmaApplication`: how the locale files key a form. */
const formKey = (form: FormId) => form.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase()) as keyof Copy["mail"]["what"];

/** Fields whose label the forms show under another name. */
const LABEL_KEYS: Record<string, keyof Copy["forms"]["fields"]> = {
  phone_prefix: "phonePrefix",
  candidateEmail: "email",
  companyName: "company",
  service: "services",
  VacancyGUID: "vacancy",
};

function labelOf(copy: Copy, form: FormId, field: string): string {
  if (field === "contactWay") return copy.forms.contactWay.legend;
  if (form === "vma-application" && field === "applicationPosition") return copy.forms.fields.medicalSpecialization.label;
  const own = copy.mail.fields[field as keyof Copy["mail"]["fields"]];
  if (own) return own;
  const formsField = copy.forms.fields[(LABEL_KEYS[field] ?? field) as keyof Copy["forms"]["fields"]] as { label?: string } | undefined;
  return formsField?.label ?? field;
}

function shownValue(copy: Copy, field: string, value: unknown): string {
  if (typeof value === "boolean") return value ? copy.mail.values.yes : copy.mail.values.no;
  if (field === "contactWay") {
    const way = { 1: copy.forms.contactWay.email, 2: copy.forms.contactWay.phone, 3: copy.forms.contactWay.both }[Number(value)];
    return way ?? String(value);
  }
  if (field === "timeNeedExpert") return copy.forms.timeNeed[value as keyof Copy["forms"]["timeNeed"]] ?? String(value);
  if (Array.isArray(value)) return value.map((item) => shownValue(copy, "", item)).join(", ");
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${shownValue(copy, key, inner)}`)
      .join("; ");
  return String(value ?? "");
}

const format = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? "");

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

interface StoredResume {
  "$content-type"?: string;
  $content?: string;
  purged?: boolean;
}

/** A lead's fields in the order it came, each with its form's label and its value as people read it (the resume apart). */
export function leadFields(form: FormId, payload: Record<string, unknown>, language: Language): [string, string][] {
  const copy = COPY[language];
  const fields: [string, string][] = [];
  for (const [field, value] of Object.entries(payload)) {
    if (value === undefined || value === null || value === "" || field === "candidateResume") continue;
    fields.push([labelOf(copy, form, field), shownValue(copy, field, value)]);
  }
  return fields;
}

/** A form's title in a language: `Contact`, `Candidate application`… */
export function formTitle(form: FormId, language: Language): string {
  return COPY[language].forms.forms[formKey(form)].title;
}

/** A payload's resume as the file it was: its name, type and bytes (none once purged after delivery). */
export function resumeFile(
  submissionId: string,
  payload: Record<string, unknown>,
): { filename: string; type: string; content: Buffer | undefined; purged: boolean } | undefined {
  const resume = payload.candidateResume as StoredResume | undefined;
  if (typeof resume !== "object" || resume === null) return undefined;
  const type = resumeContentType(resume["$content-type"] ?? "") ?? "application/octet-stream";
  const filename = `resume-${submissionId}.${EXTENSIONS[type] ?? "bin"}`;
  const content = typeof resume.$content === "string" ? Buffer.from(resume.$content, "base64") : undefined;
  return { filename, type, content, purged: resume.purged === true };
}

/** The e-mail address in a payload that the visitor gave, if any. */
export function visitorAddress(payload: Record<string, unknown>): string | undefined {
  const email = payload.email ?? payload.candidateEmail;
  return typeof email === "string" && email.trim() !== "" ? email.trim() : undefined;
}

/**
 * Whether the visitor is to be written to: they gave an e-mail, and where the
 * form asks how to contact them, the answer includes e-mail (1 or 3).
 */
export function acknowledges(payload: Record<string, unknown>): boolean {
  if (!visitorAddress(payload)) return false;
  return !("contactWay" in payload) || payload.contactWay === 1 || payload.contactWay === 3;
}

/**
 * The company's summary of a lead: every field with its form label, the form,
 * the page's language, when it came, and the resume attached as the file it
 * was (or how to get it with the CLI when it is over `attachmentMaxBytes`).
 */
export function companyMessage(
  lead: LeadMailInput,
  options: {
    to: string[];
    language: Language;
    attachmentMaxBytes: number;
    site: MailSite;
    /** The site's origin: the message links to the lead in the staff inbox (`<SITE_URL>/staff/leads/<id>`). */
    inboxUrl?: string;
    /** False (`LEADS_MAIL_ATTACH_RESUME=false`): the resume stays behind sign-in; the message links to it instead. */
    attachResume?: boolean;
  },
): MailMessage {
  const copy = COPY[options.language];
  const payload = JSON.parse(lead.body) as Record<string, unknown>;
  const formTitle = copy.forms.forms[formKey(lead.form)].title;
  const receivedAt = new Intl.DateTimeFormat(options.language === "en" ? "en-US" : "es-CO", {
    dateStyle: "full",
    timeStyle: "long",
    timeZone: "UTC",
  }).format(new Date(lead.createdAt));

  const rows: [string, string][] = [
    [copy.mail.company.form, formTitle],
    [copy.mail.company.language, copy.mail.languages[lead.language]],
    [copy.mail.company.receivedAt, receivedAt],
    [copy.mail.company.reference, lead.submissionId],
  ];
  const fields = leadFields(lead.form, payload, options.language);
  const attachments: MailMessage["attachments"] = [];
  const notes: string[] = [];
  const inbox = options.inboxUrl ? `${options.inboxUrl}/staff/leads/${encodeURIComponent(lead.submissionId)}` : undefined;
  const file = resumeFile(lead.submissionId, payload);
  if (file) {
    if (options.attachResume === false && inbox) notes.push(format(copy.mail.company.resumeInInbox, { url: inbox }));
    else if (file.content && file.content.length <= options.attachmentMaxBytes) {
      attachments.push({ filename: file.filename, content: file.content, contentType: file.type });
      notes.push(format(copy.mail.company.resumeAttached, { file: file.filename }));
    } else if (file.content) {
      const command = `npm run leads -- show ${lead.submissionId} --with-resumes`;
      notes.push(format(copy.mail.company.resumeTooLarge, { size: (file.content.length / 1024 / 1024).toFixed(1), command }));
    } else if (file.purged) notes.push(copy.mail.company.resumePurged);
  }
  if (inbox) notes.push(format(copy.mail.company.inboxLink, { url: inbox }));
  const replyTo = visitorAddress(payload);
  if (replyTo) notes.push(copy.mail.company.replyTo);

  const intro = format(copy.mail.company.intro, { form: formTitle });
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(notes.length > 0 ? ["", ...notes] : []),
    "",
  ].join("\n");
  const table = (entries: [string, string][]) =>
    `<table>${entries
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const html = `<!doctype html><html lang="${options.language}"><body><p>${escapeHtml(intro)}</p>${table(rows)}<hr>${table(fields)}${notes
    .map((note) => `<p>${escapeHtml(note)}</p>`)
    .join("")}</body></html>`;

  return {
    to: options.to,
    subject: format(copy.mail.company.subject, { form: formTitle }),
    text,
    html,
    replyTo,
    attachments,
  };
}

/**
 * The visitor's acknowledgement, in the page's language: what was received
 * (the form, never its content), what happens next and whom to write to. It
 * repeats nothing the visitor typed, so that nobody can use the site to mail
 * their own words to someone else's address.
 */
export function visitorMessage(lead: LeadMailInput, options: { site: MailSite }): MailMessage | undefined {
  const payload = JSON.parse(lead.body) as Record<string, unknown>;
  const to = visitorAddress(payload);
  if (!to) return undefined;
  const copy = COPY[lead.language];
  const values = { what: copy.mail.what[formKey(lead.form)], brand: options.site.brandName, email: options.site.contactEmail };
  const paragraphs = [
    copy.mail.visitor.greeting,
    format(copy.mail.visitor.received, values),
    copy.mail.visitor.next,
    format(copy.mail.visitor.contact, values),
    copy.mail.visitor.notYou,
    format(copy.mail.visitor.signature, values),
  ];
  const subject = format(copy.mail.visitor.subject, values);
  const text = `${[...paragraphs, "", copy.mail.visitor.automatic].join("\n\n")}\n`;
  const html = `<!doctype html><html lang="${lead.language}"><body>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}<p><small>${escapeHtml(copy.mail.visitor.automatic)}</small></p></body></html>`;
  return { to: [to], subject: subject.charAt(0).toUpperCase() + subject.slice(1), text, html, attachments: [] };
}

/** The message of one queued e-mail, or none when there is nobody to send it to any more. */
export function messageFor(
  kind: MailKind,
  lead: LeadMailInput,
  settings: {
    notifyTo: Partial<Record<FormId, string[]>>;
    companyLanguage: Language;
    attachmentMaxBytes: number;
    site: MailSite;
    inboxUrl?: string;
    attachResume?: boolean;
  },
): MailMessage | undefined {
  if (kind === "visitor") return visitorMessage(lead, { site: settings.site });
  const to = settings.notifyTo[lead.form];
  if (!to || to.length === 0) return undefined;
  return companyMessage(lead, {
    to,
    language: settings.companyLanguage,
    attachmentMaxBytes: settings.attachmentMaxBytes,
    site: settings.site,
    inboxUrl: settings.inboxUrl,
    attachResume: settings.attachResume,
  });
}

/** The e-mails a stored lead gets under the settings: the company's summary, the visitor's acknowledgement, both or none. */
export function mailKindsFor(
  settings: Pick<MailSettings, "notifyTo" | "acknowledge"> | null,
  form: FormId,
  payload: Record<string, unknown>,
): MailKind[] {
  if (!settings) return [];
  const kinds: MailKind[] = [];
  if ((settings.notifyTo[form]?.length ?? 0) > 0) kinds.push("company");
  if (settings.acknowledge && acknowledges(payload)) kinds.push("visitor");
  return kinds;
}
