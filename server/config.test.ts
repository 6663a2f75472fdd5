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
