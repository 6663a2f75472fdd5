import { z } from "zod";
import type { SiteSettings } from "../contracts/site-settings.ts";

const url = z.url({ protocol: /^https?$/ });
const pathOrUrl = z.string().regex(/^(\/|https?:\/\/)\S+$/, "must be a site path starting with / or an http(s) URL");
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), url.optional());

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:<file> or a postgres:// URL")
    .default("sqlite:data/site.db"),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),

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

export interface Config {
  env: Environment;
  site: SiteSettings;
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
