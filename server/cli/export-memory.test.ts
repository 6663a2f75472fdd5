import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const root = path.resolve(import.meta.dirname, "../..");
const ROWS = 300;
const MB = 1024 * 1024;

describe("leads export of a large table", () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    folder = path.dirname(database.url.slice("sqlite:".length));
    const opened = openDatabase(database.url);
    await migrate(opened.db, opened.dialect);
    // 300 applications with 1 to 5 MB resumes, written straight to the table.
    const filler = SAMPLE_PDF_BASE64.repeat(Math.ceil((5 * MB) / SAMPLE_PDF_BASE64.length));
    await opened.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ROWS; i += 1) {
        const size = MB + Math.floor((i * 4 * MB) / (ROWS - 1));
        const body = JSON.stringify({
          ...sampleSubmissions.candidate,
          candidateResume: { "$content-type": "application/pdf", $content: filler.slice(0, Math.floor(size / 4) * 4) },
        });
        const at = Date.now() - (ROWS - i) * 1000;
        await trx
          .insertInto("submissions")
          .values({
            id: `0${String(at)}-${String(i).padStart(4, "0")}`,
            form: "candidate",
            body,
            status: "delivered",
            attempts: 1,
            created_at: at,
            updated_at: at,
            next_attempt_at: at,
            first_attempt_at: at,
            delivered_at: at,
            last_error: null,
            spam_reason: null,
            subject_email: sampleSubmissions.candidate.candidateEmail,
            locked_by: null,
            locked_until: null,
            consent_accepted: 1,
            consent_at: at,
            consent_language: "en",
            consent_policy_version: "2024-02-08",
            stored_bytes: body.length,
            sender_key: null,
            subject_phone: null,
            resume_purged_at: null,
          })
          .execute();
      }
    });
    await opened.close();
  });

  afterAll(async () => {
    await database?.drop();
  });

  /** The CLI as an operator runs it, in a process whose heap may not pass 256 MB. */
  const exportWith = (args: string[]) =>
    promisify(execFile)(process.execPath, ["--max-old-space-size=256", "--import", "tsx", "server/cli/leads.ts", "export", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url },
      maxBuffer: 16 * MB,
    });

  it("streams 300 rows with megabyte resumes under a 256 MB heap, resumes left out", async () => {
    const output = path.join(folder, "leads.csv");
    const { stderr } = await exportWith(["--format", "csv", "--output", output]);
    expect(stderr).toContain(`exported ${ROWS} submissions`);
    const lines = readFileSync(output, "utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain("bytes omitted; use --with-resumes");
    expect(lines.every((line) => line.length < 10_000)).toBe(true);
  });

  it("streams them with their resumes when asked, still under a 256 MB heap, and leaves a device's mode alone", async () => {
    const modeBefore = statSync("/dev/null").mode;
    const { stderr } = await exportWith(["--format", "json", "--with-resumes", "--output", "/dev/null"]);
    expect(stderr).toContain(`exported ${ROWS} submissions`);
    expect(statSync("/dev/null").mode).toBe(modeBefore);
  });
});
