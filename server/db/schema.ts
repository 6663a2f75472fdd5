import type { ColumnType } from "kysely";
import type { FormId } from "../../contracts/form-ids.ts";

/** `held`: the upstream refused the lead (a moved URL, a rotated signature); it waits for `leads retry --held`. */
export const SUBMISSION_STATUSES = ["pending", "delivered", "held", "failed", "spam"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Times are milliseconds since the epoch; flags are 0 or 1 (SQLite has no boolean). */
export interface SubmissionsTable {
  /** Also the `Idempotency-Key` of every delivery attempt. */
  id: string;
  form: FormId;
  /** The validated payload as JSON text: relayed byte for byte. */
  body: string;
  status: SubmissionStatus;
  attempts: number;
  created_at: number;
  updated_at: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  delivered_at: number | null;
  /** An error class such as `timeout` or `http_503`: never personal data. */
  last_error: string | null;
  spam_reason: string | null;
  /** Lower-cased e-mail of the person, for data-subject requests. */
  subject_email: string | null;
  locked_by: string | null;
  locked_until: number | null;
  consent_accepted: number;
  consent_at: number;
  consent_language: string;
  consent_policy_version: string;
  /** Bytes of `body`, counted against the storage quota. */
  stored_bytes: number;
  /** A hash of the sender's address, for the per-address daily cap; never the address itself. */
  sender_key: string | null;
  /** Digits of the person's phone, country code first, for data-subject requests. */
  subject_phone: string | null;
  /** When the resume was removed from `body` after delivery. */
  resume_purged_at: number | null;
  /**
   * What makes a repeat of this submission the same submission (server/api/idempotency.ts):
   * `key:<Idempotency-Key>` as a client sent it, or `post:<hash>:<window>` for a form posted to its page.
   */
  idempotency_key: string | null;
  /** A hash of the form and the body as received: the same key with another body is refused. */
  request_hash: string | null;
  /** The inbox's workflow status (LEAD_STATUSES), apart from the delivery's `status`. */
  lead_status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The staff member working the lead. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of a few words to show the lead by in a list (server/db/lead-search.ts): name, company, e-mail, phone. */
  lead_summary: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Who an e-mail of a lead goes to: the company's summary, or the visitor's acknowledgement. */
export const MAIL_KINDS = ["company", "visitor"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `sent`: the SMTP server took it; `held`: it refused it for good (5xx), until `leads retry`. */
export const MAIL_STATUSES = ["pending", "sent", "held", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The e-mails of a lead, written in the same transaction as the lead and
 * sent like its relay: leased, retried with backoff, held on a refusal.
 * Addresses and text are made at sending time from the lead and the settings.
 */
export interface MailOutboxTable {
  /** `<submission id>/<kind>`; also the e-mail's `Message-ID`, so a repeat after a lost answer is recognisable. */
  id: string;
  submission_id: string;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  created_at: number;
  updated_at: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  sent_at: number | null;
  /** An error class such as `network` or `smtp_451`: never personal data. */
  last_error: string | null;
  locked_by: string | null;
  locked_until: number | null;
}

export interface VacanciesTable {
  position: number;
  vacancy_guid: string;
  vacancy_name: string;
  recruiting_effort_id: string;
  /** JSON array of technology names. */
  skills: string;
  /** ISO 8601 date (or date-time) of first publication; kept across re-imports of the same GUID. */
  date_posted: string | null;
}

export interface ConsultingServicesTable {
  position: number;
  service_guid: string;
  name_en: string;
  name_es: string;
  name: string | null;
}

export interface ServiceOptionsTable {
  kind: "tech" | "vma";
  position: number;
  name_es: string;
  name_en: string;
}

export interface EventsTable {
  position: number;
  category: number;
  title_es: string;
  title_en: string;
  description_es: string;
  description_en: string;
  date_from: string;
  date_to: string;
  presenter: string;
  button_url: string;
  button_text: string;
  /** An uploaded banner (contracts/media.ts ImageValue) as JSON. */
  image_value?: string | null;
}

export interface ArticlesTable {
  position: number;
  name_es: string;
  name_en: string;
  /** Sanitised HTML. */
  body_es: string;
  body_en: string;
  featured: number;
  image: Uint8Array | null;
  image_type: string | null;
  /** Content hash of the image: its ETag and its URL's version. */
  image_hash: string | null;
  /** Who wrote it and when (`2025-05-14`): not in the spec, shown on the article and the blog list. */
  author?: string | null;
  date?: string | null;
  /** An uploaded cover (contracts/media.ts ImageValue) as JSON. */
  image_value?: string | null;
}

/** The client stories and the team as the content CLI imported them; no row of a list: the site's own. */
export interface PeopleTable {
  list: string;
  position: number;
  /** Keys the person's copy in the pages' translations. */
  person_id: string;
  name: string;
  image: Uint8Array | null;
  image_type: string | null;
  /** Content hash of the portrait: its ETag and its URL's version. */
  image_hash: string | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** Form tokens that stored a lead (server/api/form-tokens.ts), kept as long as a token is good. */
export interface UsedFormTokensTable {
  /** The token's signature, which names it. */
  token: string;
  used_at: number;
}

/** A revision per scope of what staff change (server/site-revisions.ts): a cached page older than it is rendered anew. */
export interface SiteRevisionsTable {
  scope: string;
  revision: number;
}

/** The staff area (server/staff/): members, their passkeys, one-time links, sessions and the audit log. */
export const STAFF_ROLES = ["admin", "editor", "sales", "recruiter"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMembersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  name: string | null;
  /** Comma-separated roles, in STAFF_ROLES' order. */
  roles: string;
  created_at: number;
  /** The first sign-in: before it, the member has only been invited. */
  first_signed_in_at: number | null;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  member_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A one-time sign-in link; only a hash of its secret is kept. */
export interface StaffLinksTable {
  hash: string;
  member_id: string;
  /** `invite` (24 h), `recovery` (24 h), `sign-in` (15 min). */
  purpose: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A session; the cookie carries its secret, the row only the secret's hash. */
export interface StaffSessionsTable {
  hash: string;
  member_id: string;
  created_at: number;
  last_seen_at: number;
  /** created_at plus the absolute limit. */
  expires_at: number;
}

/** A WebAuthn challenge, used once, for a few minutes. */
export interface StaffChallengesTable {
  id: string;
  challenge: string;
  /** The member adding a passkey; null for a sign-in. */
  member_id: string | null;
  expires_at: number;
}

/** What happened in the staff area: who, what, which object by id. Never a lead's personal data. */
export interface AuditLogTable {
  id: string;
  at: number;
  /** The member who acted; null for the operator's CLI or someone not signed in. */
  actor_id: string | null;
  /** The member's address as it was then (`cli` for the command line). */
  actor: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  /** A few words of JSON: roles, a reason; never a lead's data. */
  detail: string | null;
}

/** The inbox's workflow statuses (CONTRACT.md section 8); spam is the delivery's `status`, the spam folder. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A staff member's note on a lead. */
export interface LeadNotesTable {
  id: string;
  submission_id: string;
  at: number;
  author_id: string | null;
  /** The author's address as it was then. */
  author: string;
  text: string;
}

/** One normalised search token of a lead (server/db/lead-search.ts). */
export interface LeadSearchTable {
  token: string;
  submission_id: string;
  created_at: number;
}

export interface DatabaseSchema {
  staff_members: StaffMembersTable;
  staff_passkeys: StaffPasskeysTable;
  staff_links: StaffLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  audit_log: AuditLogTable;
  submissions: SubmissionsTable;
  mail_outbox: MailOutboxTable;
  vacancies: VacanciesTable;
  consulting_services: ConsultingServicesTable;
  service_options: ServiceOptionsTable;
  events: EventsTable;
  articles: ArticlesTable;
  people: PeopleTable;
  meta: MetaTable;
  used_form_tokens: UsedFormTokensTable;
  site_revisions: SiteRevisionsTable;
  lead_notes: LeadNotesTable;
  lead_search: LeadSearchTable;
  content_items: ContentItemsTable;
  content_versions: ContentVersionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  site_facts: SiteFactsTable;
  copy_overrides: CopyOverridesTable;
  word_versions: WordVersionsTable;
}

/** An item of a list as the editor holds it (server/content/content-service.ts). */
export interface ContentItemsTable {
  id: string;
  list: string;
  position: number;
  /** The working copy: the form's values as JSON. */
  draft: string;
  /** The item as it was last published (the list's import shape), JSON; null if never. */
  published: string | null;
  /** 1 while the published item is on the site. */
  live: number;
  /** 1 when the draft differs from what was published. */
  dirty: number;
  updated_at: number;
  updated_by: string | null;
}

/** A published item as it went live: every publish keeps one. */
export interface ContentVersionsTable {
  id: string;
  item_id: string;
  list: string;
  at: number;
  actor: string | null;
  data: string;
}

/** An uploaded image (server/content/media.ts): the original as uploaded, once by its content hash; never served. */
export interface MediaTable {
  /** `<hash>-<width>x<height>-<jpg|png>` (contracts/media.ts). */
  id: string;
  hash: string;
  /** The original's type, from its bytes. */
  type: string;
  /** The largest variant's size, upright. */
  width: number;
  height: number;
  byte_length: number;
  original: Uint8Array;
  created_at: number;
}

/** One width of an uploaded image in one format, without metadata: what `/media/<id>/<width>.<ext>` serves. */
export interface MediaVariantsTable {
  media_id: string;
  width: number;
  format: "avif" | "webp" | "jpeg" | "png";
  etag: string;
  byte_length: number;
  bytes: Uint8Array;
}

/** A fact of the company staff saved (server/words/facts.ts); absent, its environment variable holds. */
export interface SiteFactsTable {
  name: string;
  value: string;
  updated_at: number;
  updated_by: string | null;
}

/** A text of the site staff changed (server/words/copy.ts), with the hash of the shipped text it replaced. */
export interface CopyOverridesTable {
  language: string;
  namespace: string;
  key: string;
  text: string;
  shipped_hash: string;
  updated_at: number;
  updated_by: string | null;
}

/** Each change of a fact (`kind` fact, subject its name) or a text (`kind` copy, subject `es:home:hero.title`). */
export interface WordVersionsTable {
  id: string;
  kind: string;
  subject: string;
  /** Null: the environment's default, or the shipped text. */
  before: string | null;
  after: string | null;
  actor_id: string | null;
  actor: string | null;
  at: number;
}
