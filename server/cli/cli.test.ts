import * as v from "valibot";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import SQLite from "better-sqlite3";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Vacancy, vacancySchema } from "../../contracts/lists.ts";
import { sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { ContentRepository } from "../db/content-repository.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { postJson, startTestServer, type TestServer } from "../testing/test-server.ts";
import { exportList, importList } from "./content-commands.ts";
import { csvField } from "./csv.ts";
import { runCommandLine, UsageError } from "./command-line.ts";
import { contentProgram } from "./content.ts";
import { leadsProgram } from "./leads.ts";
import { exportLeads, listLeads, showLead } from "./leads-commands.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const root = path.resolve(import.meta.dirname, "../..");

describe("operator CLI help", () => {
  const help = async (program: typeof leadsProgram, ...argv: string[]) => {
    const chunks: string[] = [];
    const code = await runCommandLine(program, argv, (text) => void chunks.push(text));
    return { code, text: chunks.join("") };
  };

  it("lists every command of leads and content with --help or -h, and runs nothing", async () => {
    for (const [program, verbs] of [
      [leadsProgram, ["list", "show", "export", "retry", "forget"]],
      [contentProgram, ["import", "export"]],
    ] as const) {
      for (const flag of ["--help", "-h"]) {
        const { code, text } = await help(program, flag);
        expect(code).toBe(0);
        expect(text).toContain(`usage: ${program.command} <command> [options]`);
        for (const verb of verbs) expect(text).toMatch(new RegExp(`^  ${verb} +\\S`, "m"));
      }
    }
  });

  it("shows each command's usage and options, its own and --help", async () => {
    const list = await help(leadsProgram, "list", "--help");
    expect(list.code).toBe(0);
    expect(list.text).toContain("usage: npm run leads -- list [--status <status>] [--form <form>] [--limit <n>]");
    expect(list.text).toMatch(/--status <status> +only submissions with this status: pending, delivered, held, failed, spam/);
    expect(list.text).toMatch(/-h, --help +show this help/);
    const retry = await help(leadsProgram, "retry", "-h");
    expect(retry.text.split("\n").slice(0, 3)).toEqual([
      "usage: npm run leads -- retry <id>",
      "       npm run leads -- retry --failed",
      "       npm run leads -- retry --held [--form <form>]",
    ]);
    for (const verb of Object.keys(leadsProgram.verbs)) expect((await help(leadsProgram, verb, "--help")).code).toBe(0);
    const importHelp = await help(contentProgram, "import", "--help");
    expect(importHelp.text).toContain("usage: npm run content -- import <list> <file.json>");
    expect(importHelp.text).toContain("team-members");
  });

  it("refuses an unknown command or an option the command does not take, pointing to the help", async () => {
    await expect(help(leadsProgram, "list", "--failed")).rejects.toThrow(/Unknown option '--failed'.*list --help/s);
    await expect(help(leadsProgram, "purge")).rejects.toThrow(/unknown command 'purge'.*--help/);
    await expect(help(contentProgram, "import", "bogus-list", "file.json")).rejects.toThrow(/<list> must be one of/);
    await expect(help(contentProgram, "export", "events")).rejects.toBeInstanceOf(UsageError);
    expect((await help(leadsProgram)).code).toBe(2);
  });
});

describe("operator CLI", () => {
  let database: TestDatabase;
  let server: TestServer;
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer({ DATABASE_URL: database.url }, { relay: false });
    for (const form of ["contact", "candidate", "financials"] as const) {
      const response = await postJson(`${server.url}/api/submissions/${form}`, sampleSubmissions[form], { "content-language": "en" });
      ids.push(((await response.json()) as { id: string }).id);
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const capture = () => {
    const chunks: string[] = [];
    return { write: (text: string) => void chunks.push(text), text: () => chunks.join("") };
  };

  it("lists and shows submissions with their consent record, without file contents", async () => {
    const list = capture();
    await listLeads(server.services.submissions, list.write, {});
    expect(list.text()).toContain("pending: 3");
    for (const id of ids) expect(list.text()).toContain(id);

    const show = capture();
    expect(await showLead(server.services.submissions, show.write, ids[1] ?? "")).toBe(true);
    const shown = JSON.parse(show.text()) as { consent: Record<string, unknown>; payload: { candidateResume: { $content: string } } };
    expect(shown.consent).toMatchObject({ accepted: true, formId: "candidate", language: "en", policyVersion: "2024-02-08" });
    expect(shown.payload.candidateResume.$content).toMatch(/bytes omitted/);
    expect(await showLead(server.services.submissions, show.write, "missing")).toBe(false);
    await expect(listLeads(server.services.submissions, list.write, { status: "lost" })).rejects.toBeInstanceOf(UsageError);
  });

  it("exports JSON and CSV", async () => {
    const json = capture();
    expect(await exportLeads(server.services.submissions, json.write, { format: "json" })).toBe(3);
    const entries = JSON.parse(json.text()) as { id: string; payload: Record<string, unknown> }[];
    expect(entries.map((entry) => entry.id)).toEqual([...ids].sort());

    const csv = capture();
    await exportLeads(server.services.submissions, csv.write, { format: "csv", status: "pending" });
    const lines = csv.text().trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,form,status,created_at/);
    expect(lines).toHaveLength(4);
    await expect(exportLeads(server.services.submissions, csv.write, { format: "xml" })).rejects.toBeInstanceOf(UsageError);
  });

  it("quotes CSV fields and defuses spreadsheet formulas", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(null)).toBe("");
  });

  it("forgets one person by e-mail (data-subject request)", async () => {
    const repository = server.services.submissions;
    expect(await repository.forget("LAURA.GOMEZ@example.com ")).toBe(1);
    expect(await repository.find(ids[0] ?? "")).toBeUndefined();
    expect(await repository.find(ids[1] ?? "")).toBeDefined();
  });

  it("purges submissions past retention, spam sooner", async () => {
    const repository = server.services.submissions;
    const spam = await postJson(`${server.url}/api/submissions/contact`, { ...sampleSubmissions.contact, website: "x" });
    const spamId = ((await spam.json()) as { id: string }).id;
    const day = 86_400_000;
    expect(await repository.purge({ before: Date.now() - 365 * day, spamBefore: Date.now() + day })).toBe(1);
    expect(await repository.find(spamId)).toBeUndefined();
    expect(await repository.find(ids[1] ?? "")).toBeDefined();
  });

  it("imports and exports a content list, refusing a file with a bad item", async () => {
    const content = new ContentRepository(server.services.database);
    const events = await exportList(content, "events");
    expect(events.length).toBeGreaterThan(0);
    await expect(importList(content, "events", [...events, { CATEGORY: 9 }])).rejects.toBeInstanceOf(UsageError);
    expect(await exportList(content, "events")).toEqual(events);

    const articles = (await exportList(content, "articles")) as { Article_img: string; Article_body: string }[];
    expect(articles[0]?.Article_img).toMatch(/^data:image\/svg\+xml;base64,/);
    const edited = articles.slice(0, 2).map((article) => ({ ...article, Article_body: `${article.Article_body}<script>x()</script>` }));
    expect(await importList(content, "articles", edited)).toBe(2);
    const [stored] = (await exportList(content, "articles")) as { Article_body: string }[];
    expect(stored?.Article_body).not.toContain("<script>");
  });

  it("keeps a vacancy's publication date across re-imports, dating a new one on its first import", async () => {
    const content = new ContentRepository(server.services.database);
    const vacancies = (await exportList(content, "vacancies")) as Vacancy[];
    expect(vacancies.every((vacancy) => /^\d{4}-\d{2}-\d{2}$/.test(vacancy.datePosted ?? ""))).toBe(true);
    const added = { vacancyName: "QA Engineer", vacancyGUID: "new-guid", recruitingEffortId: "RE-9", vacancySkills: [] };
    const undated = [...vacancies.map(({ datePosted: _date, ...vacancy }) => vacancy), added].map((item) => v.parse(vacancySchema, item));

    await content.replace("vacancies", undated, new Date("2031-03-04T12:00:00Z"));
    await content.replace("vacancies", undated, new Date("2032-01-01T12:00:00Z"));
    const stored = (await exportList(content, "vacancies")) as Vacancy[];
    expect(stored.slice(0, vacancies.length)).toEqual(vacancies);
    expect(stored.at(-1)).toMatchObject({ vacancyGUID: "new-guid", datePosted: "2031-03-04" });

    const [first, second] = vacancies;
    await importList(content, "vacancies", [{ ...first, datePosted: "2024-11-05" }, second]);
    const dates = ((await exportList(content, "vacancies")) as Vacancy[]).map((vacancy) => vacancy.datePosted);
    expect(dates).toEqual(["2024-11-05", second?.datePosted]);
    await importList(content, "vacancies", vacancies);
  });

  const leadsCli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "server/cli/leads.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
    });

  it("writes an export file readable by its owner only, an existing file included", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "leads-export-"));
    try {
      const fresh = path.join(folder, "fresh.json");
      const existing = path.join(folder, "existing.csv");
      writeFileSync(existing, "old contents, longer than nothing\n", { mode: 0o644 });
      await leadsCli("export", "--format", "json", "--output", fresh);
      await leadsCli("export", "--format", "csv", "--output", existing);
      for (const file of [fresh, existing]) expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
      expect(readFileSync(fresh, "utf8")).toContain(ids[1]);
      expect(readFileSync(existing, "utf8")).toMatch(/^id,form,status/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("exits non-zero with a clear message when another process keeps the erased data in the WAL", async () => {
    const response = await postJson(`${server.url}/api/submissions/contact`, sampleSubmissions.contact);
    const id = ((await response.json()) as { id: string }).id;
    const reader = new SQLite(database.url.slice("sqlite:".length));
    try {
      reader.exec("begin");
      reader.prepare("select count(*) from submissions").get();
      const failed = await leadsCli("forget", "--id", id).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toMatch(/^1 submissions deleted, but the database's write-ahead log could not be emptied/);
    } finally {
      reader.close();
    }
    const { stdout } = await leadsCli("forget", "--id", id);
    expect(stdout).toBe("0 submissions deleted\n");
  }, 60_000);

  it("runs as an npm script against the configured database", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/cli/leads.ts", "export", "--format", "csv"],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    expect(stdout).toContain(ids[1]);
  }, 60_000);
});
