import { HtmlValidate, type Message } from "html-validate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { htmlValidateConfig } from "../../tests/e2e/html-validate-config.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { CLI_ACTOR } from "./audit.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** The staff pages' HTML, checked by html-validate with the public pages' configuration, in both languages. */
describe("the staff pages' HTML", () => {
  let database: TestDatabase;
  let server: TestServer;
  let cookie = "";
  let link = "";
  // Hono's renderer writes a boolean attribute as `hidden=""`, which HTML reads the same as `hidden`.
  const validator = new HtmlValidate({
    ...htmlValidateConfig,
    rules: { ...htmlValidateConfig.rules, "attribute-empty-style": "off", "attribute-boolean-style": "off" },
  });

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer(
      { DATABASE_URL: database.url, SITE_URL: "http://127.0.0.1", SMTP_URL: "smtp://127.0.0.1:9", LEADS_MAIL_FROM: "site@example.com" },
      { relay: false },
    );
    const staff = server.services.staff.staff;
    const admin = await staff.invite({ email: "ana@example.com", roles: "admin,sales", name: "Ana" }, CLI_ACTOR);
    await staff.invite({ email: "bo@example.com", roles: "recruiter" }, CLI_ACTOR);
    link = new URL((await staff.invite({ email: "cy@example.com", roles: "editor" }, CLI_ACTOR)).url).pathname;
    const signedIn = await fetch(`${server.url}${new URL(admin.url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url },
    });
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await server.services.database.db
      .insertInto("staff_passkeys")
      .values({
        id: "cred-1",
        member_id: admin.member.id,
        public_key: "AA",
        counter: 0,
        transports: "[]",
        name: "Laptop",
        created_at: Date.now(),
        last_used_at: null,
      })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const explain = (messages: Message[]) => messages.map((message) => `${message.ruleId}: ${message.message}`).join("\n");

  for (const language of ["es", "en"]) {
    it(`is valid on every page (${language})`, async () => {
      const pages = ["/staff/sign-in", link, "/staff", "/staff/account?welcome=1", "/staff/members", "/staff/audit", "/staff/nowhere"];
      for (const path of pages) {
        const response = await fetch(`${server.url}${path}${path.includes("?") ? "&" : "?"}lang=${language}`, {
          headers: { accept: "text/html", cookie: path === link || path === "/staff/sign-in" ? "" : cookie },
        });
        const html = await response.text();
        expect(html.startsWith("<!DOCTYPE html><html lang=")).toBe(true);
        const report = await validator.validateString(html);
        const messages = report.results.flatMap((result) => result.messages);
        expect(messages, `${path}\n${explain(messages)}`).toEqual([]);
      }
    });
  }
});
