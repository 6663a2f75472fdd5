import { z } from "zod";
import { FORM_IDS, type FormId, formEnvironmentSuffix } from "../contracts/form-ids.ts";
import { LIST_IDS, type ListId, listEnvironmentSuffix } from "../contracts/lists.ts";
import type { SiteSettings } from "../contracts/site-settings.ts";

const url = z.url({ protocol: /^https?$/ });
const pathOrUrl = z.string().regex(/^(\/|https?:\/\/)\S+$/, "must be a site path starting with / or an http(s) URL");
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), url.optional());

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const upstreamVariables = Object.fromEntries([
  ...FORM_IDS.map((form) => [`SUBMISSION_UPSTREAM_${formEnvironmentSuffix(form)}`, optionalUrl]),
  ...LIST_IDS.map((list) => [`LIST_UPSTREAM_${listEnvironmentSuffix(list)}`, optionalUrl]),
]) as Record<string, typeof optionalUrl>;

const environmentSchema = z.object({
  ...upstreamVariables,
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:<file> or a postgres:// URL")
    .default("sqlite:data/site.db"),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** How long a rendered page is reused for visitors of the same language; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),

  RELAY_BACKOFF_BASE_MS: positiveInt(1000),
  RELAY_BACKOFF_MAX_MS: positiveInt(900_000),
  RELAY_GIVE_UP_HOURS: z.coerce.number().positive().default(72),
  RELAY_TIMEOUT_MS: positiveInt(30_000),
  RELAY_POLL_MS: positiveInt(1000),
  RELAY_CONCURRENCY: positiveInt(8),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: positiveInt(10),
  RETENTION_DAYS: positiveInt(365),
  SPAM_RETENTION_DAYS: positiveInt(30),
  CONSENT_POLICY_VERSION: z.string().min(1).max(100).default("2024-02-08"),
  LIST_CACHE_SECONDS: positiveInt(300),
  LIST_UPSTREAM_TIMEOUT_MS: positiveInt(10_000),

  SITE_BRAND_NAME: z.string().min(1).default("Andina Group"),
  SITE_URL: url.default("http://localhost:3000"),
  SITE_CONTACT_EMAIL: z.email().default("contact@example.com"),
  SITE_INSTAGRAM_URL: url.default("https://www.instagram.com/"),
  SITE_LINKEDIN_URL: url.default("https://www.linkedin.com/"),
  SITE_X_URL: url.default("https://x.com/"),
  SITE_MESSAGING_URL: url.default("https://wa.me/"),
  SITE_CHAT_URL: url.default("https://wa.me/"),
  SITE_BOOKING_URL: url.default("https://calendly.com/"),
  SITE_SCHEDULING_URL: url.default("https://calendly.com/"),
  SITE_BLOG_URL: pathOrUrl.default("/blog"),
  SITE_TERMS_PDF_URL: pathOrUrl.default("/documents/terms-of-use.pdf"),
  SITE_DATA_POLICY_PDF_URL: pathOrUrl.default("/documents/personal-data-policy.pdf"),
  SITE_PROMO_VIDEO_URL: optionalUrl,
});

export type Environment = z.infer<typeof environmentSchema>;

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
  };
  rateLimitPerMinute: number;
  retentionDays: number;
  spamRetentionDays: number;
  consentPolicyVersion: string;
  listCacheMs: number;
  listUpstreamTimeoutMs: number;
}

export interface Config {
  env: Environment;
  site: SiteSettings;
  leads: LeadSettings;
}

export class ConfigError extends Error {}

/** Parses the environment at boot; a wrong value stops the server with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    env,
    leads: leadSettings(env, source),
    site: {
      brandName: env.SITE_BRAND_NAME,
      siteUrl: env.SITE_URL.replace(/\/$/, ""),
      contactEmail: env.SITE_CONTACT_EMAIL,
      instagramUrl: env.SITE_INSTAGRAM_URL,
      linkedinUrl: env.SITE_LINKEDIN_URL,
      xUrl: env.SITE_X_URL,
      messagingUrl: env.SITE_MESSAGING_URL,
      chatUrl: env.SITE_CHAT_URL,
      bookingUrl: env.SITE_BOOKING_URL,
      schedulingUrl: env.SITE_SCHEDULING_URL,
      blogUrl: env.SITE_BLOG_URL,
      termsPdfUrl: env.SITE_TERMS_PDF_URL,
      dataPolicyPdfUrl: env.SITE_DATA_POLICY_PDF_URL,
      promoVideoUrl: env.SITE_PROMO_VIDEO_URL ?? null,
    },
  };
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
    },
    rateLimitPerMinute: env.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    retentionDays: env.RETENTION_DAYS,
    spamRetentionDays: env.SPAM_RETENTION_DAYS,
    consentPolicyVersion: env.CONSENT_POLICY_VERSION,
    listCacheMs: env.LIST_CACHE_SECONDS * 1000,
    listUpstreamTimeoutMs: env.LIST_UPSTREAM_TIMEOUT_MS,
  };
}
