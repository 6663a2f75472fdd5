import * as v from "valibot";
import { formEnvironmentSuffix } from "../contracts/form-ids.ts";
import { FORM_IDS, type FormId } from "../contracts/submission-schemas.ts";
import { LIST_IDS, type ListId, listEnvironmentSuffix } from "../contracts/lists.ts";
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentId } from "../contracts/legal-documents.ts";
import type { SiteSettings } from "../contracts/site-settings.ts";
import type { Language } from "../contracts/language.ts";
import { isProxyEntry, type TrustProxy } from "./http/forwarded.ts";
import { parseBackupKey } from "./backup/encryption.ts";

/** Why BACKUP_ENCRYPTION_KEY is refused, or undefined when it is a key. */
function backupKeyProblem(value: string): string | undefined {
  try {
    parseBackupKey(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * An http(s) URL, trimmed, with any tab or line break inside it dropped (as a
 * URL parser drops them): `http:example.com` and `https:/path` are refused.
 */
const url = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "must be an http(s) URL"),
  v.transform((value) => value.replace(/[\t\n\r]/g, "")),
);
/** A path on this site (not `//host`, which a browser reads as another site) or an http(s) URL. */
const pathOrUrl = v.pipe(
  v.string(),
  v.regex(/^(\/(?![/\\])\S*|https?:\/\/[^/\s]\S*)$/, "must be a site path starting with / or an http(s) URL"),
);
/** Unset or empty: none. */
const optionalUrl = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value === "" ? undefined : value)),
  v.optional(url),
);
/** The setting's text as a number (`Number`, so "" is 0 and " 8 " is 8), finite. */
const numeric = v.pipe(v.unknown(), v.transform(Number), v.number(), v.finite());
/** A whole number within bounds, `fallback` when unset. */
const integer = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(numeric, v.integer(), v.minValue(min), v.maxValue(max)), fallback);

/** What a switch may be set to, in any case: the first list means on. */
const ON = ["true", "1", "yes", "on", "y", "enabled"];
const OFF = ["false", "0", "no", "off", "n", "disabled"];
const flag = (fallback: "true" | "false") =>
  v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist([...ON, ...OFF], `must be one of ${[...ON, ...OFF].join(", ")}`),
      v.transform((value) => ON.includes(value)),
    ),
    fallback,
  );
/** An e-mail address: a dot-atom local part and a domain with a top-level name of two letters or more. */
export const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * `TRUST_PROXY`: a switch (on is one proxy), a number of proxy hops, or the
 * proxies' addresses and networks, comma-separated (`10.0.0.0/8, 192.0.2.7`).
 */
const trustProxy = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check(
      (value) =>
        ON.includes(value) ||
        OFF.includes(value) ||
        /^\d{1,2}$/.test(value) ||
        value.split(",").every((entry) => isProxyEntry(entry.trim())),
      "must be on or off, a number of proxy hops, or the proxies' addresses or networks (10.0.0.0/8), comma-separated",
    ),
    v.transform((value): TrustProxy => {
      if (ON.includes(value)) return { hops: 1 };
      if (OFF.includes(value)) return { hops: 0 };
      if (/^\d+$/.test(value)) return { hops: Number(value) };
      return { proxies: value.split(",").map((entry) => entry.trim()) };
    }),
  ),
  "false",
);

const MB = 1024 * 1024;

/** The longest delay a timer can wait: Node fires a longer one at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const positiveInt = (fallback: number) => v.optional(v.pipe(numeric, v.integer(), v.gtValue(0), v.maxValue(MAX_TIMER_MS)), fallback);

const upstreamVariables = Object.fromEntries([
  ...FORM_IDS.map((form) => [`SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`, optionalUrl]),
  ...LIST_IDS.map((list) => [`LIST_UPSTREAM_${listEnvironmentSuffix(list)}`, optionalUrl]),
]) as Record<string, typeof optionalUrl>;

/** `a@example.com, b@example.com`: one address or more, unset or empty for none. */
const addressList = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter((address) => address !== ""),
    ),
    v.check((addresses) => addresses.every((address) => EMAIL.test(address)), "must be e-mail addresses separated by commas"),
  ),
);
/** Where each form's leads are mailed: `LEADS_NOTIFY_TO_<FORM>`, instead of `LEADS_NOTIFY_TO`. */
const notifyVariables = Object.fromEntries(
  FORM_IDS.map((form) => [`LEADS_NOTIFY_TO_${formEnvironmentSuffix(form)}`, addressList]),
) as Record<string, typeof addressList>;
/** `whsec_` and the base64 of a key, as Standard Webhooks writes a secret. */
const SIGNING_SECRET = /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/;

const environmentSchema = v.object({
  ...upstreamVariables,
  ...notifyVariables,
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: integer(0, 65535, 3000),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), "0.0.0.0"),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:<file> or a postgres:// URL")),
    "sqlite:data/site.db",
  ),
  /** How long a database connection, lock or statement may take before a submission is answered 503. */
  DATABASE_TIMEOUT_MS: integer(100, 600_000, 10_000),
  /** Submissions that may wait for the database at once; more are answered 503. */
  SUBMISSION_QUEUE_MAX: integer(1, 100_000, 1000),
  TRUST_PROXY: trustProxy,
  /** `GET /metrics` on its own listener, on loopback only; unset, not served there. */
  METRICS_PORT: v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(65535))),
  /** `GET /metrics` on the site's own port for a bearer of this token; unset, not served there. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "must be at least 16 characters"))),
  LOG_LEVEL: v.optional(v.picklist(["debug", "info", "warn", "error", "silent"]), "info"),
  /** How long a rendered page is reused for visitors of the same language; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: integer(0, 3600, 60),
  /** The memory the cached pages may hold, their compressed forms included; the least recently used go first. */
  PAGE_CACHE_MAX_BYTES: integer(1_048_576, 1_073_741_824, 67_108_864),

  RELAY_BACKOFF_BASE_MS: positiveInt(1000),
  RELAY_BACKOFF_MAX_MS: positiveInt(900_000),
  RELAY_GIVE_UP_HOURS: v.optional(v.pipe(numeric, v.gtValue(0)), 72),
  RELAY_TIMEOUT_MS: positiveInt(30_000),
  RELAY_POLL_MS: positiveInt(1000),
  RELAY_CONCURRENCY: positiveInt(8),
  /** Attempts of a contact submission whose upstream keeps answering `success: false` before it is held. */
  RELAY_UNCONFIRMED_MAX_ATTEMPTS: integer(1, 100, 5),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: positiveInt(10),
  RETENTION_DAYS: positiveInt(365),
  /** The folder the server writes its scheduled backups to (docs/operations.md, Backups); unset: none. */
  BACKUP_DIR: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === "" ? undefined : value)),
    ),
  ),
  /** Hours between two scheduled backups. */
  BACKUP_EVERY_HOURS: integer(1, 8760, 24),
  /** The newest backups kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: integer(1, 10_000, 14),
  /** Encrypts each backup (server/backup/encryption.ts): 32 random bytes, 64 hexadecimal digits or base64; unset: not encrypted. */
  BACKUP_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === "" ? undefined : value)),
      v.check(
        (value) => value === undefined || backupKeyProblem(value) === undefined,
        (issue) => backupKeyProblem(String(issue.input)) ?? "",
      ),
    ),
  ),
  SPAM_RETENTION_DAYS: positiveInt(30),
  /** Days a delivered submission keeps its resume; the row stays, the file goes. */
  RESUME_RETENTION_DAYS: integer(0, 3650, 30),
  /** Megabytes all stored submissions, files included, may take; 0 is no quota. */
  STORAGE_QUOTA_MB: integer(0, 10_000_000, 10_240),
  /** Submissions one client address may store in 24 hours; 0 is no cap. */
  ADDRESS_DAILY_SUBMISSIONS: integer(0, 1_000_000, 100),
  /** Megabytes one client address may store in 24 hours; 0 is no cap. */
  ADDRESS_DAILY_MB: integer(0, 1_000_000, 100),
  /** Suspected spam one client address may store in 24 hours, its resume dropped; 0 is no cap. */
  SPAM_ADDRESS_DAILY_SUBMISSIONS: integer(0, 1_000_000, 20),
  /** Kilobytes of suspected spam one client address may store in 24 hours; 0 is no cap. */
  SPAM_ADDRESS_DAILY_KB: integer(0, 10_000_000, 1024),
  /** Suspected spam kept in all, apart from STORAGE_QUOTA_MB; 0 is no cap. */
  SPAM_QUOTA_SUBMISSIONS: integer(0, 100_000_000, 20_000),
  /** Megabytes of suspected spam kept in all, apart from STORAGE_QUOTA_MB; 0 is no cap. */
  SPAM_QUOTA_MB: integer(0, 10_000_000, 256),
  /**
   * The secret the per-address daily cap hashes client addresses with; unset
   * or empty, one the server makes and keeps in the database.
   */
  SENDER_KEY_SECRET: v.pipe(
    v.optional(v.string()),
    v.transform((value) => (value === "" ? undefined : value)),
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[\x21-\x7e]{32,512}$/, "must be 32 to 512 printable characters without spaces (e.g. `openssl rand -base64 32`)"),
      ),
    ),
  ),
  CONSENT_POLICY_VERSION: v.optional(v.pipe(v.string(), v.minLength(1), v.maxCodePoints(100)), "2024-02-08"),
  /** One or two `whsec_…` secrets, comma-separated (two while the receiver moves to a new one): each signs every delivery. */
  RELAY_SIGNING_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter((secret) => secret !== ""),
      ),
      v.check(
        (secrets) => secrets.every((secret) => SIGNING_SECRET.test(secret)),
        "must be whsec_ secrets (whsec_ and base64), comma-separated",
      ),
      v.maxLength(2, "must be at most two secrets: the new one and the one being retired"),
    ),
  ),
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`; unset, no e-mail is sent. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === "" || (/^smtps?:\/\/[^/\s]+/i.test(value) && URL.canParse(value)), "must be an smtp:// or smtps:// URL"),
    ),
  ),
  /** The leads' e-mails come from this address: `leads@example.com` or `Leads <leads@example.com>`. */
  LEADS_MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === "" || EMAIL.test(mailAddressOf(value)), "must be an e-mail address, or a name and <address>"),
    ),
  ),
  LEADS_NOTIFY_TO: addressList,
  /** Whether the visitor who left an e-mail gets an acknowledgement. */
  LEADS_ACKNOWLEDGE: flag("true"),
  /** The language of the company's summary of a lead. */
  LEADS_NOTIFY_LANGUAGE: v.optional(v.picklist(["es", "en"], "must be es or en"), "es"),
  /** The largest resume attached to the company's e-mail; a larger one is named with the CLI command that gets it. */
  LEADS_MAIL_ATTACHMENT_MAX_MB: integer(0, 50, 10),
  /** False: the resume stays behind sign-in; the company's e-mail links to the lead in the inbox instead of attaching it. */
  LEADS_MAIL_ATTACH_RESUME: flag("true"),
  /** A form posted to a page sooner than this after the page was rendered is set aside as spam; 0 turns the check off. */
  FORM_MIN_FILL_SECONDS: integer(0, 600, 2),
  /** A form's token stores one lead, and only this long after the page was answered; older, the post is set aside as spam. */
  FORM_TOKEN_MAX_AGE_HOURS: integer(1, 720, 24),
  LIST_CACHE_SECONDS: positiveInt(300),
  LIST_UPSTREAM_TIMEOUT_MS: positiveInt(10_000),

  SITE_BRAND_NAME: v.optional(v.pipe(v.string(), v.minLength(1)), "Andina Group"),
  SITE_URL: v.optional(url, "http://localhost:3000"),
  SITE_CONTACT_EMAIL: v.optional(v.pipe(v.string(), v.regex(EMAIL, "must be an e-mail address")), "contact@example.com"),
  SITE_INSTAGRAM_URL: v.optional(url, "https://www.instagram.com/"),
  SITE_LINKEDIN_URL: v.optional(url, "https://www.linkedin.com/"),
  SITE_X_URL: v.optional(url, "https://x.com/"),
  SITE_MESSAGING_URL: v.optional(url, "https://wa.me/"),
  SITE_CHAT_URL: v.optional(url, "https://wa.me/"),
  SITE_BOOKING_URL: v.optional(url, "https://calendly.com/"),
  SITE_SCHEDULING_URL: v.optional(url, "https://calendly.com/"),
  SITE_BLOG_URL: v.optional(pathOrUrl, "/blog"),
  // The company's phone and WhatsApp number (E.164, `+573001234567`), postal address and tax id (NIT): unset, not shown.
  // Staff can set each of the site's facts in /staff/settings; a saved value overrides its variable (server/words/facts.ts).
  SITE_PHONE: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(\+[1-9]\d{6,14})?$/, "must be a phone number in E.164 form, like +573001234567")),
    "",
  ),
  SITE_WHATSAPP_NUMBER: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(\+[1-9]\d{6,14})?$/, "must be a phone number in E.164 form, like +573001234567")),
    "",
  ),
  SITE_POSTAL_ADDRESS: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
  SITE_TAX_ID: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ""),
  // Unset: the PDFs the server writes from the brand, e-mail and site URL, one per language (server/legal/).
  SITE_TERMS_PDF_URL: v.optional(pathOrUrl),
  SITE_DATA_POLICY_PDF_URL: v.optional(pathOrUrl),
  SITE_PROMO_VIDEO_URL: optionalUrl,

  /** A staff session ends after this many hours without use. */
  STAFF_SESSION_IDLE_HOURS: integer(1, 24 * 30, 12),
  /** A staff session ends this many days after its sign-in, used or not. */
  STAFF_SESSION_MAX_DAYS: integer(1, 90, 7),
  /** Sign-ins and one-time link requests per client address a minute (an e-mail address gets a third of it in 15 minutes). */
  STAFF_SIGN_IN_PER_MINUTE: integer(1, 10_000, 10),
  /** Days the staff area's audit log keeps a row. */
  AUDIT_RETENTION_DAYS: integer(1, 3650, 365),
  /** Sign-in with the company's identity provider (OpenID Connect): its issuer URL, and this site's client there. */
  STAFF_OIDC_ISSUER: optionalUrl,
  STAFF_OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim())),
  STAFF_OIDC_CLIENT_SECRET: v.optional(v.string()),
  /** The provider's name on the button: "Sign in with Google Workspace". */
  STAFF_OIDC_NAME: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)), "single sign-on"),
});

export type Environment = v.InferOutput<typeof environmentSchema>;

/** The e-mails of the leads: none unless `SMTP_URL` is set. */
export interface MailSettings {
  /** A secret: never logged. */
  smtpUrl: string;
  from: string;
  /** Whom each form's leads are mailed to; a form without addresses sends no company e-mail. */
  notifyTo: Partial<Record<FormId, string[]>>;
  acknowledge: boolean;
  companyLanguage: Language;
  attachmentMaxBytes: number;
  /** False: the company's e-mail links to the resume in the inbox instead of attaching it. */
  attachResume: boolean;
  /** The site's origin, for the e-mail's link to the lead in the staff inbox. */
  inboxUrl: string;
}

export interface LeadSettings {
  /** Secrets: never logged, never sent to the browser. */
  submissionUpstreams: Partial<Record<FormId, string>>;
  listUpstreams: Partial<Record<ListId, string>>;
  relay: {
    backoffBaseMs: number;
    backoffMaxMs: number;
    giveUpMs: number;
    timeoutMs: number;
    pollMs: number;
    concurrency: number;
    unconfirmedMaxAttempts: number;
    /** Standard Webhooks secrets; empty: deliveries are unsigned. */
    signingSecrets: string[];
  };
  mail: MailSettings | null;
  /** The shortest time from a page's rendering to its form's post that is a person's (server/api/form-tokens.ts). */
  formMinFillMs: number;
  formTokenMaxAgeMs: number;
  rateLimitPerMinute: number;
  retentionDays: number;
  spamRetentionDays: number;
  resumeRetentionDays: number;
  /** Byte limits on what is stored; 0 is no limit. */
  storage: {
    quotaBytes: number;
    addressDailySubmissions: number;
    addressDailyBytes: number;
    spamAddressDailySubmissions: number;
    spamAddressDailyBytes: number;
    spamQuotaSubmissions: number;
    spamQuotaBytes: number;
  };
  /** Secret: the sender keys' HMAC key; unset, the database keeps one. */
  senderKeySecret: string | undefined;
  consentPolicyVersion: string;
  listCacheMs: number;
  listUpstreamTimeoutMs: number;
}

export interface StaffConfig {
  /** The company's identity provider; null without STAFF_OIDC_ISSUER. Its secret is never logged. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  sessionIdleMs: number;
  sessionMaxMs: number;
  signInPerMinute: number;
  auditRetentionDays: number;
}

export interface Config {
  env: Environment;
  /** The staff area (server/staff/). */
  staff: StaffConfig;
  /** The public settings; their legal documents are the Spanish ones (`siteSettingsIn` gives a language's). */
  site: SiteSettings;
  leads: LeadSettings;
  /** Each legal document's address in each language: the configured one, or the PDF the server writes. */
  legalDocuments: Record<LegalDocumentId, Record<Language, string>>;
}

export class ConfigError extends Error {}

/** Parses the environment at boot; a wrong value stops the server with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // One message a setting: its first problem.
  const parsed = v.safeParse(environmentSchema, source, { abortPipeEarly: true });
  const problems = [
    ...emptySettings(source),
    ...(parsed.success
      ? [...mailProblems(parsed.output), ...siteUrlProblems(parsed.output), ...oidcProblems(parsed.output)]
      : parsed.issues.map((issue) => ({ name: v.getDotPath(issue) ?? "", message: issue.message }))),
  ].map(({ name, message }) => `  ${name}: ${message}`);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.output;
  const configured = (url: string | undefined, id: LegalDocumentId) => (url ? { es: url, en: url } : LEGAL_DOCUMENT_PATHS[id]);
  const legalDocuments = {
    terms: configured(env.SITE_TERMS_PDF_URL, "terms"),
    dataPolicy: configured(env.SITE_DATA_POLICY_PDF_URL, "dataPolicy"),
  };
  return {
    env,
    leads: leadSettings(env, source),
    staff: {
      oidc:
        env.STAFF_OIDC_ISSUER && env.STAFF_OIDC_CLIENT_ID && env.STAFF_OIDC_CLIENT_SECRET
          ? {
              issuer: env.STAFF_OIDC_ISSUER,
              clientId: env.STAFF_OIDC_CLIENT_ID,
              clientSecret: env.STAFF_OIDC_CLIENT_SECRET,
              name: env.STAFF_OIDC_NAME,
            }
          : null,
      sessionIdleMs: env.STAFF_SESSION_IDLE_HOURS * 3_600_000,
      sessionMaxMs: env.STAFF_SESSION_MAX_DAYS * 86_400_000,
      signInPerMinute: env.STAFF_SIGN_IN_PER_MINUTE,
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    },
    legalDocuments,
    site: {
      brandName: env.SITE_BRAND_NAME,
      siteUrl: env.SITE_URL.replace(/\/$/, ""),
      contactEmail: env.SITE_CONTACT_EMAIL,
      phone: env.SITE_PHONE,
      whatsappNumber: env.SITE_WHATSAPP_NUMBER,
      postalAddress: env.SITE_POSTAL_ADDRESS,
      taxId: env.SITE_TAX_ID,
      instagramUrl: env.SITE_INSTAGRAM_URL,
      linkedinUrl: env.SITE_LINKEDIN_URL,
      xUrl: env.SITE_X_URL,
      messagingUrl: env.SITE_MESSAGING_URL,
      chatUrl: env.SITE_CHAT_URL,
      bookingUrl: env.SITE_BOOKING_URL,
      schedulingUrl: env.SITE_SCHEDULING_URL,
      blogUrl: env.SITE_BLOG_URL,
      termsPdfUrl: legalDocuments.terms.es,
      dataPolicyPdfUrl: legalDocuments.dataPolicy.es,
      promoVideoUrl: env.SITE_PROMO_VIDEO_URL ?? null,
    },
  };
}

/** The public settings as a page in `language` shows them: with that language's legal documents. */
export function siteSettingsIn(config: Pick<Config, "site" | "legalDocuments">, language: Language): SiteSettings {
  return {
    ...config.site,
    termsPdfUrl: config.legalDocuments.terms[language],
    dataPolicyPdfUrl: config.legalDocuments.dataPolicy[language],
  };
}

/** The legal documents the server writes itself: those whose address is not configured elsewhere. */
export function writtenLegalDocuments(config: Pick<Config, "legalDocuments">): LegalDocumentId[] {
  return (Object.keys(LEGAL_DOCUMENT_PATHS) as LegalDocumentId[]).filter(
    (id) => config.legalDocuments[id].es === LEGAL_DOCUMENT_PATHS[id].es,
  );
}

/** `Leads <leads@example.com>` → `leads@example.com`. */
function mailAddressOf(value: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(value);
  return (bracketed?.[1] ?? value).trim();
}

/** Settings that only make sense together. */
function mailProblems(env: v.InferOutput<typeof environmentSchema>): { name: string; message: string }[] {
  const problems: { name: string; message: string }[] = [];
  const notifying = Object.entries(env).filter(
    ([name, value]) => name.startsWith("LEADS_NOTIFY_TO") && Array.isArray(value) && value.length > 0,
  );
  if (env.SMTP_URL && !env.LEADS_MAIL_FROM)
    problems.push({ name: "LEADS_MAIL_FROM", message: "must be set when SMTP_URL is (the address the e-mails come from)" });
  if (!env.SMTP_URL) for (const [name] of notifying) problems.push({ name, message: "needs SMTP_URL, the server that sends the e-mails" });
  return problems;
}

/** The identity provider's three settings go together. */
function oidcProblems(env: v.InferOutput<typeof environmentSchema>): { name: string; message: string }[] {
  const names = ["STAFF_OIDC_ISSUER", "STAFF_OIDC_CLIENT_ID", "STAFF_OIDC_CLIENT_SECRET"] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0 || set.length === names.length) return [];
  return names
    .filter((name) => !env[name])
    .map((name) => ({ name, message: `must be set with ${set.join(" and ")} (sign-in with the identity provider)` }));
}

/**
 * `SITE_URL` names the site's origin: links in e-mails and the staff's one-time links are made under
 * it, and passkeys are bound to its host. A path, query or credentials in it are a mistake; so is
 * plain http in production behind a proxy (TRUST_PROXY), where visitors come over TLS, unless the
 * host is the machine itself.
 */
function siteUrlProblems(env: v.InferOutput<typeof environmentSchema>): { name: string; message: string }[] {
  const site = new URL(env.SITE_URL);
  if (site.username || site.password || site.search || site.hash || (site.pathname !== "/" && site.pathname !== ""))
    return [{ name: "SITE_URL", message: `must be an origin only, like https://www.example.com (not ${env.SITE_URL})` }];
  const proxied = "proxies" in env.TRUST_PROXY || env.TRUST_PROXY.hops > 0;
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(site.hostname);
  if (env.NODE_ENV === "production" && proxied && site.protocol === "http:" && !local)
    return [
      { name: "SITE_URL", message: "must be https:// in production behind a TLS proxy (TRUST_PROXY is set): staff sign-in needs it" },
    ];
  return [];
}

/**
 * A setting set to "" must mean what leaving it out means: `PORT=` would
 * otherwise be read as 0 (any free port), and a number as 0.
 */
function emptySettings(source: NodeJS.ProcessEnv): { name: string; message: string }[] {
  const entries: Record<string, v.GenericSchema> = environmentSchema.entries;
  return Object.entries(entries)
    .filter(([name]) => source[name] === "")
    .filter(([, schema]) => {
      const empty = v.safeParse(schema, "");
      return empty.success && JSON.stringify(empty.output) !== JSON.stringify(v.safeParse(schema, undefined).output);
    })
    .map(([name]) => ({ name, message: "must not be empty (leave it unset for the default)" }));
}

function leadSettings(env: Environment, source: NodeJS.ProcessEnv): LeadSettings {
  const upstream = (name: string) => {
    const value = source[name];
    return value && value !== "" ? value : undefined;
  };
  const submissionUpstreams: Partial<Record<FormId, string>> = {};
  for (const form of FORM_IDS) {
    const value = upstream(`SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`);
    if (value) submissionUpstreams[form] = value;
  }
  const listUpstreams: Partial<Record<ListId, string>> = {};
  for (const list of LIST_IDS) {
    const value = upstream(`LIST_UPSTREAM_${listEnvironmentSuffix(list)}`);
    if (value) listUpstreams[list] = value;
  }
  return {
    submissionUpstreams,
    listUpstreams,
    relay: {
      backoffBaseMs: env.RELAY_BACKOFF_BASE_MS,
      backoffMaxMs: env.RELAY_BACKOFF_MAX_MS,
      giveUpMs: env.RELAY_GIVE_UP_HOURS * 3_600_000,
      timeoutMs: env.RELAY_TIMEOUT_MS,
      pollMs: env.RELAY_POLL_MS,
      concurrency: env.RELAY_CONCURRENCY,
      unconfirmedMaxAttempts: env.RELAY_UNCONFIRMED_MAX_ATTEMPTS,
      signingSecrets: env.RELAY_SIGNING_SECRET ?? [],
    },
    mail: mailSettings(env),
    formMinFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    formTokenMaxAgeMs: env.FORM_TOKEN_MAX_AGE_HOURS * 3_600_000,
    rateLimitPerMinute: env.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    retentionDays: env.RETENTION_DAYS,
    spamRetentionDays: env.SPAM_RETENTION_DAYS,
    resumeRetentionDays: env.RESUME_RETENTION_DAYS,
    storage: {
      quotaBytes: env.STORAGE_QUOTA_MB * MB,
      addressDailySubmissions: env.ADDRESS_DAILY_SUBMISSIONS,
      addressDailyBytes: env.ADDRESS_DAILY_MB * MB,
      spamAddressDailySubmissions: env.SPAM_ADDRESS_DAILY_SUBMISSIONS,
      spamAddressDailyBytes: env.SPAM_ADDRESS_DAILY_KB * 1024,
      spamQuotaSubmissions: env.SPAM_QUOTA_SUBMISSIONS,
      spamQuotaBytes: env.SPAM_QUOTA_MB * MB,
    },
    senderKeySecret: env.SENDER_KEY_SECRET,
    consentPolicyVersion: env.CONSENT_POLICY_VERSION,
    listCacheMs: env.LIST_CACHE_SECONDS * 1000,
    listUpstreamTimeoutMs: env.LIST_UPSTREAM_TIMEOUT_MS,
  };
}

function mailSettings(env: Environment): MailSettings | null {
  if (!env.SMTP_URL || !env.LEADS_MAIL_FROM) return null;
  const fallback = env.LEADS_NOTIFY_TO ?? [];
  const perForm = env as unknown as Record<string, string[] | undefined>;
  const notifyTo: Partial<Record<FormId, string[]>> = {};
  for (const form of FORM_IDS) {
    const addresses = perForm[`LEADS_NOTIFY_TO_${formEnvironmentSuffix(form)}`] ?? fallback;
    if (addresses.length > 0) notifyTo[form] = addresses;
  }
  return {
    smtpUrl: env.SMTP_URL,
    from: env.LEADS_MAIL_FROM,
    notifyTo,
    acknowledge: env.LEADS_ACKNOWLEDGE,
    companyLanguage: env.LEADS_NOTIFY_LANGUAGE,
    attachmentMaxBytes: env.LEADS_MAIL_ATTACHMENT_MAX_MB * MB,
    attachResume: env.LEADS_MAIL_ATTACH_RESUME,
    inboxUrl: env.SITE_URL.replace(/\/$/, ""),
  };
}
