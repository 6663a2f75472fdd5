import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { audit } from "../staff/audit.ts";
import { hashSecret } from "../staff/staff-service.ts";
import { runCommandLine } from "./command-line.ts";
import { staffProgram } from "./staff.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe("npm run staff -- --help", () => {
  const help = async (...argv: string[]) => {
    const chunks: string[] = [];
    const code = await runCommandLine(staffProgram, argv, (text) => void chunks.push(text));
    return { code, text: chunks.join("") };
  };

  it("lists invite, list, remove and link, and each verb answers --help", async () => {
    const { code, text } = await help("--help");
    expect(code).toBe(0);
    for (const verb of ["invite", "list", "remove", "link"]) {
      expect(text).toMatch(new RegExp(`^  ${verb} +\\S`, "m"));
      expect((await help(verb, "--help")).code).toBe(0);
    }
    expect((await help("invite", "-h")).text).toContain("usage: npm run staff -- invite <email> --role <role>[,<role>…] [--name <name>]");
    expect((await help("invite", "-h")).text).toMatch(/--role <roles> +comma-separated, one or more of admin, editor, sales, recruiter/);
  });
});

describe.each(TEST_DIALECTS)("npm run staff on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.drop();
  });

  /** The CLI as the operator runs it: through scripts/cli.mjs, from the sources (no build in this test). */
  const staff = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "server/cli/staff.ts", ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url, SITE_URL: "https://www.example.com", LOG_LEVEL: "silent", ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? "";

  it("invites with roles, prints the link last, mails it when mail is set up; lists, links again and removes", async () => {
    const invited = await staff(["invite", "Ana@Example.com", "--role", "admin,sales", "--name", "Ana Pérez"]);
    expect(invited.code).toBe(0);
    expect(lastLine(invited.stdout)).toMatch(/^https:\/\/www\.example\.com\/staff\/link\/[A-Za-z0-9_-]{43}$/);

    const mailed = await staff(["invite", "bo@example.com", "--role", "recruiter"], {
      SMTP_URL: smtp.url,
      LEADS_MAIL_FROM: "Leads <leads@example.com>",
    });
    expect(mailed.code).toBe(0);
    const url = lastLine(mailed.stdout);
    expect(mailed.stdout).toContain("e-mailed to bo@example.com");
    const mail = smtp.received.find((message) => message.envelopeTo.includes("bo@example.com"));
    expect(mail?.parsed.text).toContain(url);

    const list = await staff(["list"]);
    expect(list.stdout).toMatch(/^ana@example\.com +admin,sales +invited +Ana Pérez$/m);
    expect(list.stdout).toMatch(/^bo@example\.com +recruiter +invited$/m);

    const link = await staff(["link", "bo@example.com"]);
    expect(link.code).toBe(0);
    const second = lastLine(link.stdout);
    expect(second).not.toBe(url);

    expect((await staff(["link", "nobody@example.com"])).code).toBe(1);
    expect((await staff(["invite", "x@example.com", "--role", "boss"])).stderr).toMatch(/roles must be one or more of/);
    expect((await staff(["invite", "x@example.com"])).code).toBe(2);

    const removed = await staff(["remove", "bo@example.com"]);
    expect(removed.code).toBe(0);
    expect((await staff(["remove", "bo@example.com"])).code).toBe(1);
    expect((await staff(["list"])).stdout).not.toContain("bo@example.com");

    const db = openDatabase(database.url);
    try {
      await migrate(db.db, db.dialect);
      const links = await db.db.selectFrom("staff_links").select("hash").execute();
      expect(links.map((row) => row.hash)).toContain(hashSecret(lastLine(invited.stdout).split("/").at(-1) ?? ""));
      const log = await audit.page(db.db, { page: 1, perPage: 20 });
      expect(log.rows.map((row) => `${row.actor} ${row.action}`).reverse()).toEqual([
        "cli member.invited",
        "cli member.invited",
        "cli member.link_issued",
        "cli member.removed",
      ]);
    } finally {
      await db.close();
    }
  });
});
