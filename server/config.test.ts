import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("loadConfig", () => {
  it("starts with no settings at all", () => {
    const config = loadConfig({});
    expect(config.env.PORT).toBe(3000);
    expect(config.env.DATABASE_TIMEOUT_MS).toBe(10_000);
    expect(config.env.SUBMISSION_QUEUE_MAX).toBe(1000);
    expect(config.env.BACKUP_DIR).toBeUndefined();
    expect(config.env.BACKUP_EVERY_HOURS).toBe(24);
    expect(config.env.BACKUP_KEEP).toBe(14);
    expect(loadConfig({ BACKUP_DIR: "" }).env.BACKUP_DIR).toBeUndefined();
  });

  it.each([
    ["PORT", ""],
    ["PORT", "65536"],
    ["PORT", "80.5"],
    ["RELAY_TIMEOUT_MS", String(2 ** 31)],
    ["RELAY_BACKOFF_MAX_MS", "1e12"],
    ["RELAY_POLL_MS", ""],
    ["PAGE_CACHE_SECONDS", ""],
    ["HOST", ""],
    ["DATABASE_TIMEOUT_MS", "50"],
    ["SUBMISSION_QUEUE_MAX", "0"],
    ["BACKUP_EVERY_HOURS", "0"],
    ["BACKUP_EVERY_HOURS", "1.5"],
    ["BACKUP_EVERY_HOURS", ""],
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "many"],
    ["BACKUP_ENCRYPTION_KEY", "a passphrase, not a key"],
    ["BACKUP_ENCRYPTION_KEY", "ab".repeat(31)],
    ["SITE_BLOG_URL", "//evil.example"],
    ["SITE_BLOG_URL", "/\\evil.example"],
    ["SITE_BLOG_URL", "javascript:alert(1)"],
    ["SITE_TERMS_PDF_URL", "https:///terms.pdf"],
    ["SITE_INSTAGRAM_URL", "javascript://instagram.com/%0aalert(1)"],
    ["SENDER_KEY_SECRET", "too-short"],
    ["SENDER_KEY_SECRET", `${"a".repeat(20)} ${"b".repeat(20)}`],
  ])("refuses %s=%j and names it", (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^  ${name}: `, "m"));
  });

  it("takes a sender key secret, or leaves it to the database when unset or empty", () => {
    const secret = "k3Q9+vX2/8tN0aZ5pL7wR1cY4eH6uJ0s=";
    expect(loadConfig({ SENDER_KEY_SECRET: secret }).leads.senderKeySecret).toBe(secret);
    expect(loadConfig({ SENDER_KEY_SECRET: "" }).leads.senderKeySecret).toBeUndefined();
    expect(loadConfig({}).leads.senderKeySecret).toBeUndefined();
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, "LEADS_MAIL_FROM"],
    [{ SMTP_URL: "smtp://mail.example.com", LEADS_MAIL_FROM: "leads at example" }, "LEADS_MAIL_FROM"],
    [{ LEADS_NOTIFY_TO: "sales@example.com" }, "LEADS_NOTIFY_TO"],
    [
      { SMTP_URL: "smtp://m.example.com", LEADS_MAIL_FROM: "l@example.com", LEADS_NOTIFY_TO: "sales@example.com, nobody" },
      "LEADS_NOTIFY_TO",
    ],
    [{ LEADS_NOTIFY_TO_VMA_HIRE: "vma@example.com" }, "LEADS_NOTIFY_TO_VMA_HIRE"],
    [{ LEADS_ACKNOWLEDGE: "maybe" }, "LEADS_ACKNOWLEDGE"],
    [{ RELAY_SIGNING_SECRET: "secret" }, "RELAY_SIGNING_SECRET"],
    [
      {
        RELAY_SIGNING_SECRET:
          "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw,whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw,whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
      "RELAY_SIGNING_SECRET",
    ],
  ])("refuses the mail and signing settings %j, naming %s", (env, name) => {
    expect(refusal(env)).toMatch(new RegExp(`^  ${name}: `, "m"));
  });

  it("reads the mail settings: addresses for every form, one form's own, and no mail without SMTP_URL", () => {
    expect(loadConfig({}).leads.mail).toBeNull();
    const { mail, relay } = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      LEADS_MAIL_FROM: "Leads <leads@example.com>",
      LEADS_NOTIFY_TO: "sales@example.com, ops@example.com",
      LEADS_NOTIFY_TO_VMA_HIRE: "vma@example.com",
      RELAY_SIGNING_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw, whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD",
    }).leads;
    expect(mail?.notifyTo.contact).toEqual(["sales@example.com", "ops@example.com"]);
    expect(mail?.notifyTo["vma-hire"]).toEqual(["vma@example.com"]);
    expect(mail).toMatchObject({
      from: "Leads <leads@example.com>",
      acknowledge: true,
      companyLanguage: "es",
      attachmentMaxBytes: 10 * 1024 * 1024,
      attachResume: true,
      inboxUrl: "http://localhost:3000",
    });
    expect(relay.signingSecrets).toHaveLength(2);
    const linked = loadConfig({
      SMTP_URL: "smtp://mail.example.com:587",
      LEADS_MAIL_FROM: "leads@example.com",
      LEADS_MAIL_ATTACH_RESUME: "false",
      SITE_URL: "https://www.example.com/",
    }).leads.mail;
    expect(linked).toMatchObject({ attachResume: false, inboxUrl: "https://www.example.com" });
  });

  it("accepts the largest timer and site paths or http(s) URLs", () => {
    const config = loadConfig({
      PORT: "0",
      RELAY_TIMEOUT_MS: String(2 ** 31 - 1),
      SITE_BLOG_URL: "/",
      SITE_TERMS_PDF_URL: "https://cdn.example.com/terms.pdf",
      SITE_PROMO_VIDEO_URL: "",
    });
    expect(config.env.PORT).toBe(0);
    expect(config.leads.relay.timeoutMs).toBe(2 ** 31 - 1);
    expect(config.site.blogUrl).toBe("/");
    expect(config.site.promoVideoUrl).toBeNull();
  });
});

describe("the staff area's settings", () => {
  it("reads the session limits and the audit log's retention, with their defaults", () => {
    expect(loadConfig({}).staff).toEqual({
      oidc: null,
      sessionIdleMs: 12 * 3_600_000,
      sessionMaxMs: 7 * 86_400_000,
      signInPerMinute: 10,
      auditRetentionDays: 365,
    });
    const config = loadConfig({
      STAFF_SESSION_IDLE_HOURS: "2",
      STAFF_SESSION_MAX_DAYS: "1",
      AUDIT_RETENTION_DAYS: "90",
      STAFF_SIGN_IN_PER_MINUTE: "5",
    });
    expect(config.staff).toEqual({
      oidc: null,
      sessionIdleMs: 2 * 3_600_000,
      sessionMaxMs: 86_400_000,
      signInPerMinute: 5,
      auditRetentionDays: 90,
    });
    expect(() => loadConfig({ STAFF_SESSION_IDLE_HOURS: "0" })).toThrow(/STAFF_SESSION_IDLE_HOURS/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "forever" })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it("stops at a SITE_URL that is not an origin, or plain http in production behind a TLS proxy", () => {
    for (const siteUrl of [
      "https://www.example.com/site",
      "https://user:pw@www.example.com",
      "https://www.example.com/?x=1",
      "ftp://example.com",
      "www.example.com",
    ])
      expect(() => loadConfig({ SITE_URL: siteUrl }), siteUrl).toThrow(/SITE_URL/);
    expect(() => loadConfig({ NODE_ENV: "production", TRUST_PROXY: "1", SITE_URL: "http://www.example.com" })).toThrow(
      /SITE_URL: must be https:\/\/ in production behind a TLS proxy/,
    );
    expect(loadConfig({ NODE_ENV: "production", TRUST_PROXY: "1", SITE_URL: "https://www.example.com/" }).site.siteUrl).toBe(
      "https://www.example.com",
    );
    expect(loadConfig({ NODE_ENV: "production", TRUST_PROXY: "1", SITE_URL: "http://localhost:3000" }).site.siteUrl).toBe(
      "http://localhost:3000",
    );
    expect(loadConfig({ NODE_ENV: "production", SITE_URL: "http://www.example.com" }).site.siteUrl).toBe("http://www.example.com");
  });
});
