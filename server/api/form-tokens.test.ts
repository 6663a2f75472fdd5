import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { FORM_TOKEN_FIELD } from "../../contracts/submission-extras.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { FormTokens } from "./form-tokens.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const RENDERED_AT = Date.UTC(2026, 10, 27, 9, 0, 0);
const tokens = new FormTokens(randomBytes(32), 2000);

/** The token an answered page carries for a form, as a browser would post it back. */
function tokenIn(html: string, form: string): string {
  const id = new RegExp(`<form id="([^"]+)"[^>]*data-form-id="${form}"`).exec(html)?.[1];
  const match = new RegExp(`<input type="hidden" name="${FORM_TOKEN_FIELD}" form="${id}" value="([^"]+)">`).exec(html);
  if (!id || !match?.[1]) throw new Error(`no token for the ${form} form`);
  return match[1];
}

const PAGE = `<html><body><main><form method="post" data-form-id="contact" class="card"><input name="name"><button>Send</button></form>
<p>between</p><form method="post" action="/vma" data-form-id="vma-hire"><input name="firstName"></form><form role="search"></form></main></body></html>`;

/** The page as one answer gives it: prepared once, its tokens written in at the slot. */
function answered(html: string, now: number): string {
  const { html: prepared, slot } = tokens.prepare(html);
  if (!slot) return prepared;
  const bytes = Buffer.from(prepared);
  return `${bytes.subarray(0, slot.at)}${tokens.tokensFor(slot, now)}${bytes.subarray(slot.at)}`;
}

describe("form tokens", () => {
  it("writes a hidden token for each form of a page at the end of its body, tied to the form by its id", () => {
    const page = answered(PAGE, RENDERED_AT);
    expect(page.match(/name="formToken"/g)).toHaveLength(2);
    expect(page).toContain('<form role="search"></form>');
    expect(page).toMatch(/form="form-vma-hire" value="[^"]+"><\/body><\/html>$/);
    expect(page.replace(/<input type="hidden" name="formToken" form="[^"]+" value="[^"]+">/g, "").replace(/ id="form-[a-z-]+"/g, "")).toBe(
      PAGE,
    );
    expect(tokens.verdict("contact", tokenIn(page, "contact"), RENDERED_AT + 5000)).toBeUndefined();
    expect(tokens.verdict("vma-hire", tokenIn(page, "vma-hire"), RENDERED_AT + 5000)).toBeUndefined();
    expect(tokens.prepare("<p>no form</p>")).toEqual({ html: "<p>no form</p>" });
  });

  it("gives each answer a token of its own", () => {
    expect(tokenIn(answered(PAGE, RENDERED_AT), "contact")).not.toBe(tokenIn(answered(PAGE, RENDERED_AT), "contact"));
  });

  it("takes a person's post: seconds after the page was answered, or hours later from a tab left open", () => {
    const token = tokenIn(answered(PAGE, RENDERED_AT), "contact");
    for (const later of [2000, 9000, 3_600_000, 23 * 3_600_000])
      expect(tokens.verdict("contact", token, RENDERED_AT + later)).toBeUndefined();
    // Another instance with a clock a little ahead answered the page.
    expect(tokens.verdict("contact", tokens.issue("contact", RENDERED_AT + 30_000), RENDERED_AT + 30_000 + 2500)).toBeUndefined();
  });

  it("suspects a post without the site's token for that form, an old one, or one sent faster than a person fills a form", () => {
    const token = tokens.issue("contact", RENDERED_AT);
    const now = RENDERED_AT + 10_000;
    expect(tokens.verdict("contact", undefined, now)).toBe("form_token_missing");
    expect(tokens.verdict("contact", null, now)).toBe("form_token_missing");
    expect(tokens.verdict("contact", "", now)).toBe("form_token_missing");
    expect(tokens.verdict("financials", token, now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", `${token}x`, now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", token.replace(/^[^.]+/, (now - 60_000).toString(36)), now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", token.replace(/\.[^.]+\./, ".AAAAAAAAAAA."), now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", new FormTokens(randomBytes(32), 2000).issue("contact", RENDERED_AT), now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", tokens.issue("contact", now + 600_000), now)).toBe("form_token_invalid");
    expect(tokens.verdict("contact", token, RENDERED_AT + 400)).toBe("filled_too_fast");
    expect(tokens.verdict("contact", token, RENDERED_AT + 24 * 3_600_000 + 1)).toBe("form_token_expired");
    // The page before this change wrote `<time>.<signature>`: no longer a token.
    expect(tokens.verdict("contact", token.replace(/\.[^.]+\./, "."), now)).toBe("form_token_invalid");
  });

  describe("with the submission service", () => {
    let database: TestDatabase;
    let server: TestServer;
    beforeAll(async () => {
      database = await createTestDatabase("sqlite");
      server = await startTestServer({ DATABASE_URL: database.url }, { relay: false });
    });
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    it("takes a token for one lead on every instance of the database, and gives it back for a post not stored", async () => {
      const again = new FormTokens(await FormTokens.secretOf(server.services.database), 2000, 3_600_000, server.services.database);
      const token = server.services.formTokens.issue("contact", RENDERED_AT);
      expect(await server.services.formTokens.claim(token, RENDERED_AT + 5000)).toBe(true);
      expect(await again.claim(token, RENDERED_AT + 6000)).toBe(false);
      expect(await server.services.formTokens.claim(token, RENDERED_AT + 7000)).toBe(false);
      await again.release(token);
      expect(await server.services.formTokens.claim(token, RENDERED_AT + 8000)).toBe(true);
      expect(await again.claim(again.issue("contact", RENDERED_AT), RENDERED_AT + 9000)).toBe(true);
    });

    it("shares one secret across the instances of a database", async () => {
      const again = await FormTokens.secretOf(server.services.database);
      const other = new FormTokens(again, 2000);
      expect(other.verdict("contact", server.services.formTokens.issue("contact", RENDERED_AT), RENDERED_AT + 5000)).toBeUndefined();
    });

    it("stores a suspected but valid lead as spam with its reason, and answers a suspected invalid one with its field errors", async () => {
      const sender = { clientAddress: "203.0.113.9", consentLanguage: "es" as const };
      const suspected = await server.services.receive("contact", sampleSubmissions.contact, { ...sender, suspicion: "filled_too_fast" });
      expect(suspected).toMatchObject({ kind: "stored", spam: true });
      const row = await server.services.submissions.find((suspected as { id: string }).id);
      expect(row).toMatchObject({ status: "spam", spam_reason: "filled_too_fast" });

      const person = await server.services.receive("contact", sampleSubmissions.contact, sender);
      expect(person).toMatchObject({ kind: "stored", spam: false });
      const invalid = await server.services.receive(
        "contact",
        { ...sampleSubmissions.contact, email: "" },
        { ...sender, suspicion: "form_token_missing" },
      );
      expect(invalid.kind).toBe("invalid");
    });
  });
});
