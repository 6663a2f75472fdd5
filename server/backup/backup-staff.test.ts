import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { htmlValidateConfig } from "../../tests/e2e/html-validate-config.ts";
import { CLI_ACTOR } from "../staff/audit.ts";
import { BackupPanel } from "../staff/backup-panel.tsx";
import { staffCopy } from "../staff/copy.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { waitFor } from "../testing/wait-for.ts";
import { listBackups } from "./backup-job.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const HOUR = 60 * 60 * 1000;

/** The staff area's home as a member with `roles` sees it. */
async function homeAs(server: TestServer, email: string, roles: string, language = "en"): Promise<string> {
  const invited = await server.services.staff.staff.invite({ email, roles }, CLI_ACTOR);
  const signedIn = await fetch(`${server.url}${new URL(invited.url).pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url },
  });
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const response = await fetch(`${server.url}/staff?lang=${language}`, { headers: { cookie, accept: "text/html" } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("the backups on the staff area's home", () => {
  let folder: string;
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    rmSync(folder, { recursive: true, force: true });
  });

  it("an admin sees the last backup (time, file, size); a sales member and a visitor without a session do not", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-staff-"));
    const directory = path.join(folder, "backups");
    server = await startTestServer(
      { DATABASE_URL: `sqlite:${path.join(folder, "site.db")}`, BACKUP_DIR: directory, SITE_URL: "http://127.0.0.1" },
      { relay: false },
    );
    await waitFor(async () => listBackups(directory).length === 1, 20_000);
    const [newest] = listBackups(directory);
    const admin = await homeAs(server, "ana@example.com", "admin");
    expect(admin).toContain("Backups of the database");
    expect(admin).toContain(path.basename(newest?.file ?? "missing"));
    expect(admin).toMatch(/Size<\/dt><dd>\d+(\.\d)? (kB|MB)<\/dd>/);
    expect(admin).toContain("Backups are working");
    const report = await new HtmlValidate({
      ...htmlValidateConfig,
      rules: { ...htmlValidateConfig.rules, "attribute-empty-style": "off", "attribute-boolean-style": "off" },
    }).validateString(admin);
    expect(report.results.flatMap((result) => result.messages)).toEqual([]);
    expect(await homeAs(server, "es@example.com", "admin", "es")).toContain("Copias de seguridad de la base de datos");

    const sales = await homeAs(server, "sam@example.com", "sales");
    expect(sales).not.toContain("Backups of the database");
    expect(sales).not.toContain(path.basename(newest?.file ?? "missing"));
    const anonymous = await fetch(`${server.url}/staff`, { redirect: "manual", headers: { accept: "text/html" } });
    expect(anonymous.status).toBe(303);
  });

  it("without BACKUP_DIR an admin reads that backups are off, and the two lines that turn them on", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-staff-"));
    server = await startTestServer(
      { DATABASE_URL: `sqlite:${path.join(folder, "site.db")}`, SITE_URL: "http://127.0.0.1" },
      { relay: false },
    );
    const admin = await homeAs(server, "ana@example.com", "admin");
    expect(admin).toContain("Backups are off");
    expect(admin).toContain("BACKUP_DIR=/var/backups/site");
    expect(admin).toContain("BACKUP_ENCRYPTION_KEY=");
    expect(await homeAs(server, "sam@example.com", "sales")).not.toContain("Backups are off");
  });

  it("warns when the last success is older than twice the schedule, and shows the last failure", () => {
    folder = mkdtempSync(path.join(tmpdir(), "site-backup-staff-"));
    const frame = { t: staffCopy("en"), language: "en" as const, brand: "Site", path: "/staff" };
    const now = Date.parse("2026-03-05T12:00:00Z");
    const status = {
      enabled: true as const,
      everyHours: 24,
      lastFile: "/var/backups/site/site-2026-03-03T11-00-00Z.db",
      lastBytes: 1_234_567,
      lastSuccessAt: now - 49 * HOUR,
      lastFailureAt: now - HOUR,
      lastError: "SQLITE_FULL: database or disk is full",
    };
    const stale = String(BackupPanel({ frame, summary: status, now }));
    expect(stale).toContain("older than twice its schedule (every 24 hours)");
    expect(stale).toContain("The last backup failed: SQLITE_FULL: database or disk is full");
    expect(stale).toContain("1.2 MB");
    const fresh = String(
      BackupPanel({ frame, summary: { ...status, lastSuccessAt: now - 47 * HOUR, lastFailureAt: null, lastError: null }, now }),
    );
    expect(fresh).not.toContain("older than twice");
    expect(String(BackupPanel({ frame, summary: { ...status, lastSuccessAt: null, lastFile: null, lastBytes: null }, now }))).toContain(
      "None yet",
    );
  });
});
