import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { audit, CLI_ACTOR } from "./audit.ts";
import { hashSecret, HOUR_MS, StaffError, StaffService } from "./staff-service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe.each(TEST_DIALECTS)("the staff's members, links and sessions on %s", (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let now = Date.UTC(2026, 10, 28, 9);
  let staff: StaffService;

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 28, 9);
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    staff = new StaffService(
      database,
      { siteUrl: "https://www.example.com", sessionIdleMs: 12 * HOUR_MS, sessionMaxMs: 7 * 24 * HOUR_MS, auditRetentionDays: 365 },
      () => now,
    );
  });
  afterEach(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const secretOf = (url: string) => url.split("/staff/link/")[1] ?? "";
  const actions = async () => (await audit.page(database.db, { page: 1, perPage: 100 })).rows.map((row) => row.action).reverse();

  it("invites a member with roles and a link under SITE_URL/staff/, kept only as a hash", async () => {
    const { member, url, created } = await staff.invite({ email: " Ana@Example.COM ", roles: "sales,admin", name: "Ana" }, CLI_ACTOR);
    expect(created).toBe(true);
    expect(member).toMatchObject({ email: "ana@example.com", roles: ["admin", "sales"], name: "Ana" });
    expect(url).toMatch(/^https:\/\/www\.example\.com\/staff\/link\/[A-Za-z0-9_-]{43}$/);
    const rows = await database.db.selectFrom("staff_links").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).toBe(hashSecret(secretOf(url)));
    expect(JSON.stringify(rows)).not.toContain(secretOf(url));
    expect(await actions()).toEqual(["member.invited"]);
    await expect(staff.invite({ email: "not-an-address", roles: "admin" }, CLI_ACTOR)).rejects.toBeInstanceOf(StaffError);
    await expect(staff.invite({ email: "b@example.com", roles: "boss" }, CLI_ACTOR)).rejects.toThrow(
      /roles must be one or more of admin, editor, sales, recruiter/,
    );
  });

  it("a link is checked without being used, signs in once, and never again", async () => {
    const { url } = await staff.invite({ email: "ana@example.com", roles: "sales" }, CLI_ACTOR);
    const secret = secretOf(url);
    expect((await staff.checkLink(secret)).kind).toBe("valid");
    expect((await staff.checkLink(secret)).kind).toBe("valid");
    const first = await staff.signInWithLink(secret);
    expect(first.kind).toBe("signed_in");
    expect((await staff.signInWithLink(secret)).kind).toBe("used");
    expect((await staff.checkLink(secret)).kind).toBe("used");
    expect((await staff.signInWithLink("x".repeat(43))).kind).toBe("unknown");
    expect(await actions()).toEqual(["member.invited", "sign_in", "sign_in.failed", "sign_in.failed"]);
  });

  it("an invitation's link lasts 24 hours, a requested one 15 minutes", async () => {
    const { url } = await staff.invite({ email: "ana@example.com", roles: "sales" }, CLI_ACTOR);
    const requested = await staff.link("ana@example.com", { id: null, label: "anonymous" }, "sign-in");
    now += 15 * 60_000 - 1;
    expect((await staff.checkLink(secretOf(requested?.url ?? ""))).kind).toBe("valid");
    now += 1;
    expect((await staff.signInWithLink(secretOf(requested?.url ?? ""))).kind).toBe("expired");
    now = Date.UTC(2026, 10, 28, 9) + 24 * HOUR_MS - 1;
    expect((await staff.checkLink(secretOf(url))).kind).toBe("valid");
    now += 1;
    expect((await staff.signInWithLink(secretOf(url))).kind).toBe("expired");
    expect(await staff.link("nobody@example.com", CLI_ACTOR)).toBeUndefined();
  });

  it("each sign-in is a new session; sessions idle out, end after the absolute limit, and with the member's removal", async () => {
    const { url } = await staff.invite({ email: "ana@example.com", roles: "sales" }, CLI_ACTOR);
    const first = await staff.signInWithLink(secretOf(url));
    const second = await staff.signInWithLink(secretOf((await staff.link("ana@example.com", CLI_ACTOR))?.url ?? ""));
    if (first.kind !== "signed_in" || second.kind !== "signed_in") throw new Error("not signed in");
    expect(first.secret).not.toBe(second.secret);
    expect((await staff.session(first.secret))?.member.email).toBe("ana@example.com");

    // Used every 11 hours, a session lives until its seventh day and no longer.
    for (let hour = 11; hour < 7 * 24; hour += 11) {
      now += 11 * HOUR_MS;
      expect(await staff.session(first.secret), `hour ${hour}`).toBeDefined();
    }
    now = Date.UTC(2026, 10, 28, 9) + 7 * 24 * HOUR_MS;
    expect(await staff.session(first.secret)).toBeUndefined();
    // Unused for 12 hours, the other one ended long ago.
    expect(await staff.session(second.secret)).toBeUndefined();

    now = Date.UTC(2026, 10, 30);
    const third = await staff.signInWithLink(secretOf((await staff.link("ana@example.com", CLI_ACTOR))?.url ?? ""));
    if (third.kind !== "signed_in") throw new Error("not signed in");
    expect(await staff.session(third.secret)).toBeDefined();
    expect(await staff.remove({ email: "ana@example.com" }, CLI_ACTOR)).toBe(true);
    expect(await staff.session(third.secret)).toBeUndefined();
    expect(await staff.remove({ email: "ana@example.com" }, CLI_ACTOR)).toBe(false);
    expect(await actions()).toContain("member.removed");
  });

  it("signs out one session or all of a member's", async () => {
    const { url } = await staff.invite({ email: "ana@example.com", roles: "sales" }, CLI_ACTOR);
    const a = await staff.signInWithLink(secretOf(url));
    const b = await staff.signInWithLink(secretOf((await staff.link("ana@example.com", CLI_ACTOR))?.url ?? ""));
    const c = await staff.signInWithLink(secretOf((await staff.link("ana@example.com", CLI_ACTOR))?.url ?? ""));
    if (a.kind !== "signed_in" || b.kind !== "signed_in" || c.kind !== "signed_in") throw new Error("not signed in");
    await staff.signOut(a.session);
    expect(await staff.session(a.secret)).toBeUndefined();
    expect(await staff.session(b.secret)).toBeDefined();
    await staff.signOut(b.session, true);
    expect(await staff.session(c.secret)).toBeUndefined();
    expect(await actions()).toEqual(expect.arrayContaining(["sign_out", "sign_out.everywhere"]));
  });

  it("changes roles, keeps the last admin, and prunes the audit log after its retention", async () => {
    const { member } = await staff.invite({ email: "ana@example.com", roles: "admin" }, CLI_ACTOR);
    await expect(staff.setRoles(member.id, "sales", CLI_ACTOR)).rejects.toThrow(/last admin/);
    // Nor by inviting the last admin again with other roles.
    await expect(staff.invite({ email: "ana@example.com", roles: "sales" }, CLI_ACTOR)).rejects.toThrow(/last admin/);
    expect((await staff.memberById(member.id))?.roles).toEqual(["admin"]);
    const other = await staff.invite({ email: "bo@example.com", roles: "admin" }, CLI_ACTOR);
    expect((await staff.setRoles(other.member.id, ["recruiter", "editor"], CLI_ACTOR)).roles).toEqual(["editor", "recruiter"]);
    const log = await audit.page(database.db, { page: 1, perPage: 10 });
    expect(log.rows[0]).toMatchObject({
      action: "member.roles_changed",
      actor: "cli",
      objectType: "member",
      objectId: other.member.id,
      detail: { from: ["admin"], to: ["editor", "recruiter"] },
    });
    now += 366 * 24 * HOUR_MS;
    await audit.record(database.db, { actor: CLI_ACTOR, action: "member.link_issued" }, now);
    expect(await staff.prune()).toBe(3);
    expect(await actions()).toEqual(["member.link_issued"]);
  });
});
