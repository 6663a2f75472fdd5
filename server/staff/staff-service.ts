import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/open-database.ts";
import { newSubmissionId } from "../db/ids.ts";
import { STAFF_ROLES, type StaffMembersTable, type StaffRole } from "../db/schema.ts";
import { type Actor, audit, type Executor } from "./audit.ts";

export const HOUR_MS = 3_600_000;
/** How long a one-time link is valid: a day from an invitation (or a new link from an admin), 15 minutes from a sign-in request. */
export const LINK_LIFETIME_MS = { invite: 24 * HOUR_MS, recovery: 24 * HOUR_MS, "sign-in": 15 * 60_000 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;

/** A session's last use is written at most this often: a page view is not a write each time. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSettings {
  /** The public origin (`SITE_URL`): links are made under it, passkeys are bound to its host. */
  siteUrl: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  auditRetentionDays: number;
}

export interface Member {
  id: string;
  email: string;
  name: string | null;
  roles: StaffRole[];
  createdAt: number;
  firstSignedInAt: number | null;
}

export interface Session {
  member: Member;
  /** The hash naming the session row (never the cookie's secret). */
  hash: string;
  createdAt: number;
}

export class StaffError extends Error {
  constructor(
    readonly code: "invalid_email" | "invalid_roles" | "no_member" | "last_admin",
    message: string,
  ) {
    super(message);
  }
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/;

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");
const newSecret = () => randomBytes(32).toString("base64url");

export function normaliseEmail(email: string): string {
  const value = email.trim().normalize("NFC").toLowerCase();
  if (!EMAIL.test(value) || value.length > 254) throw new StaffError("invalid_email", `not an e-mail address: ${email}`);
  return value;
}

/** `admin,sales` or a list: known roles only, at least one, in their canonical order. */
export function parseRoles(value: string | readonly string[]): StaffRole[] {
  const given = (typeof value === "string" ? value.split(",") : value).map((role) => role.trim().toLowerCase()).filter(Boolean);
  const unknown = given.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (given.length === 0 || unknown.length > 0)
    throw new StaffError(
      "invalid_roles",
      `roles must be one or more of ${STAFF_ROLES.join(", ")}${unknown.length ? ` (not ${unknown.join(", ")})` : ""}`,
    );
  return STAFF_ROLES.filter((role) => given.includes(role));
}

function memberOf(row: StaffMembersTable): Member {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseRoles(row.roles),
    createdAt: Number(row.created_at),
    firstSignedInAt: row.first_signed_in_at === null ? null : Number(row.first_signed_in_at),
  };
}

export const hasRole = (member: Member, role: StaffRole) => member.roles.includes(role) || member.roles.includes("admin");

export type LinkCheck = { kind: "valid"; member: Member; purpose: LinkPurpose } | { kind: "used" | "expired" | "unknown" };

/**
 * The staff's members, one-time links and sessions on the site's database
 * (docs/decisions/0041-staff-sign-in.md). Every change writes its audit row in
 * its own transaction. `now` is injectable: tests move the clock instead of waiting.
 */
export class StaffService {
  constructor(
    private readonly database: Database,
    readonly settings: StaffSettings,
    readonly now: () => number = Date.now,
  ) {}

  get db() {
    return this.database.db;
  }

  linkUrl(secret: string): string {
    return `${this.settings.siteUrl}/staff/link/${secret}`;
  }

  async members(): Promise<Member[]> {
    const rows = await this.db.selectFrom("staff_members").selectAll().orderBy("email").execute();
    return rows.map(memberOf);
  }

  async memberById(id: string, executor: Executor = this.db): Promise<Member | undefined> {
    const row = await executor.selectFrom("staff_members").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? memberOf(row) : undefined;
  }

  async memberByEmail(email: string, executor: Executor = this.db): Promise<Member | undefined> {
    let key: string;
    try {
      key = normaliseEmail(email);
    } catch {
      return undefined;
    }
    const row = await executor.selectFrom("staff_members").selectAll().where("email", "=", key).executeTakeFirst();
    return row ? memberOf(row) : undefined;
  }

  /**
   * Invites someone: creates the member (or gives an existing one these roles and name) and a
   * one-time link valid for a day. Answers the member and the link's URL.
   */
  async invite(
    input: { email: string; roles: string | readonly string[]; name?: string | null },
    by: Actor,
  ): Promise<{ member: Member; url: string; created: boolean }> {
    const email = normaliseEmail(input.email);
    const roles = parseRoles(input.roles);
    const name = input.name?.trim() ? input.name.trim().slice(0, 200) : null;
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const existing = await this.memberByEmail(email, trx);
      let member: Member;
      if (existing) {
        // Inviting a member again sets their roles: the last admin keeps theirs, as with setRoles.
        if (existing.roles.includes("admin") && !roles.includes("admin") && (await this.adminCount(trx)) <= 1)
          throw new StaffError("last_admin", "the last admin cannot lose the admin role");
        await trx
          .updateTable("staff_members")
          .set({ roles: roles.join(","), name: name ?? existing.name })
          .where("id", "=", existing.id)
          .execute();
        member = { ...existing, roles, name: name ?? existing.name };
        if (existing.roles.join(",") !== roles.join(","))
          await audit.record(
            trx,
            {
              actor: by,
              action: "member.roles_changed",
              object: { type: "member", id: member.id },
              detail: { from: existing.roles, to: roles },
            },
            now,
          );
      } else {
        member = { id: newSubmissionId(now), email, name, roles, createdAt: now, firstSignedInAt: null };
        await trx
          .insertInto("staff_members")
          .values({ id: member.id, email, name, roles: roles.join(","), created_at: now, first_signed_in_at: null })
          .execute();
      }
      const secret = await this.issueLink(trx, member.id, "invite", now);
      await audit.record(trx, { actor: by, action: "member.invited", object: { type: "member", id: member.id }, detail: { roles } }, now);
      return { member, url: this.linkUrl(secret), created: !existing };
    });
  }

  /** A new one-time link for a member (a lost passkey, an expired invitation); undefined for an unknown address. */
  async link(email: string, by: Actor, purpose: LinkPurpose = "recovery"): Promise<{ member: Member; url: string } | undefined> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const member = await this.memberByEmail(email, trx);
      if (!member) return undefined;
      const secret = await this.issueLink(trx, member.id, purpose, now);
      await audit.record(
        trx,
        {
          actor: by,
          action: purpose === "sign-in" ? "sign_in.link_requested" : "member.link_issued",
          object: { type: "member", id: member.id },
        },
        now,
      );
      return { member, url: this.linkUrl(secret) };
    });
  }

  private async issueLink(executor: Executor, memberId: string, purpose: LinkPurpose, now: number): Promise<string> {
    const secret = newSecret();
    // Links long expired or used are dropped as new ones are made: the table holds only the live few.
    await executor
      .deleteFrom("staff_links")
      .where("expires_at", "<", now - 24 * HOUR_MS)
      .execute();
    await executor
      .insertInto("staff_links")
      .values({
        hash: hashSecret(secret),
        member_id: memberId,
        purpose,
        created_at: now,
        expires_at: now + LINK_LIFETIME_MS[purpose],
        used_at: null,
      })
      .execute();
    return secret;
  }

  /** What a link is, without changing anything (the GET a mail scanner makes). */
  async checkLink(secret: string, executor: Executor = this.db): Promise<LinkCheck> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return { kind: "unknown" };
    const row = await executor.selectFrom("staff_links").selectAll().where("hash", "=", hashSecret(secret)).executeTakeFirst();
    if (!row) return { kind: "unknown" };
    if (row.used_at !== null) return { kind: "used" };
    if (Number(row.expires_at) <= this.now()) return { kind: "expired" };
    const member = await this.memberById(row.member_id, executor);
    if (!member) return { kind: "unknown" };
    return { kind: "valid", member, purpose: row.purpose as LinkPurpose };
  }

  /**
   * Uses a link once: marks it used and opens a new session, in one transaction. A used, expired
   * or unknown link opens nothing and is recorded as a failed attempt.
   */
  async signInWithLink(
    secret: string,
  ): Promise<{ kind: "signed_in"; session: Session; secret: string } | { kind: "used" | "expired" | "unknown" }> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const check = await this.checkLink(secret, trx);
      if (check.kind !== "valid") {
        await audit.record(
          trx,
          { actor: { id: null, label: "anonymous" }, action: "sign_in.failed", detail: { method: "link", reason: check.kind } },
          now,
        );
        return { kind: check.kind };
      }
      // Marked used only if still unused: of two posts of one link, one signs in.
      const marked = await trx
        .updateTable("staff_links")
        .set({ used_at: now })
        .where("hash", "=", hashSecret(secret))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return { kind: "used" as const };
      const opened = await this.openSession(trx, check.member, now, "link");
      return { kind: "signed_in" as const, ...opened };
    });
  }

  /** A new session for a member who proved who they are (a link, a passkey): always a new id. */
  async openSession(executor: Executor, member: Member, now: number, method: string): Promise<{ session: Session; secret: string }> {
    const secret = newSecret();
    const hash = hashSecret(secret);
    await executor
      .insertInto("staff_sessions")
      .values({ hash, member_id: member.id, created_at: now, last_seen_at: now, expires_at: now + this.settings.sessionMaxMs })
      .execute();
    if (member.firstSignedInAt === null)
      await executor.updateTable("staff_members").set({ first_signed_in_at: now }).where("id", "=", member.id).execute();
    await audit.record(
      executor,
      { actor: { id: member.id, label: member.email }, action: "sign_in", object: { type: "member", id: member.id }, detail: { method } },
      now,
    );
    return { session: { member, hash, createdAt: now }, secret };
  }

  /** The live session a cookie names, its last use brought up to date; none when it ended, idled out or its member was removed. */
  async session(secret: string | undefined): Promise<Session | undefined> {
    if (!secret || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return undefined;
    const hash = hashSecret(secret);
    const now = this.now();
    const row = await this.db.selectFrom("staff_sessions").selectAll().where("hash", "=", hash).executeTakeFirst();
    if (!row) return undefined;
    const expired = Number(row.expires_at) <= now || Number(row.last_seen_at) + this.settings.sessionIdleMs <= now;
    const member = expired ? undefined : await this.memberById(row.member_id);
    if (!member) {
      await this.db.deleteFrom("staff_sessions").where("hash", "=", hash).execute();
      return undefined;
    }
    if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS)
      await this.db.updateTable("staff_sessions").set({ last_seen_at: now }).where("hash", "=", hash).execute();
    return { member, hash, createdAt: Number(row.created_at) };
  }

  async signOut(session: Session, everywhere = false): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const query = trx.deleteFrom("staff_sessions");
      await (everywhere ? query.where("member_id", "=", session.member.id) : query.where("hash", "=", session.hash)).execute();
      await audit.record(
        trx,
        {
          actor: { id: session.member.id, label: session.member.email },
          action: everywhere ? "sign_out.everywhere" : "sign_out",
          object: { type: "member", id: session.member.id },
        },
        now,
      );
    });
  }

  /** Gives a member other roles; the last admin keeps theirs. */
  async setRoles(memberId: string, roles: string | readonly string[], by: Actor): Promise<Member> {
    const parsed = parseRoles(roles);
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const member = await this.memberById(memberId, trx);
      if (!member) throw new StaffError("no_member", "no such member");
      if (member.roles.includes("admin") && !parsed.includes("admin") && (await this.adminCount(trx)) <= 1)
        throw new StaffError("last_admin", "the last admin cannot lose the admin role");
      await trx
        .updateTable("staff_members")
        .set({ roles: parsed.join(",") })
        .where("id", "=", memberId)
        .execute();
      await audit.record(
        trx,
        { actor: by, action: "member.roles_changed", object: { type: "member", id: memberId }, detail: { from: member.roles, to: parsed } },
        now,
      );
      return { ...member, roles: parsed };
    });
  }

  private async adminCount(executor: Executor): Promise<number> {
    const rows = await executor.selectFrom("staff_members").select("roles").execute();
    return rows.filter((row) => row.roles.split(",").includes("admin")).length;
  }

  /** Removes a member: their sessions end at once, their links and passkeys go. False for an unknown address. */
  async remove(emailOrId: { email: string } | { id: string }, by: Actor): Promise<boolean> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const member = "email" in emailOrId ? await this.memberByEmail(emailOrId.email, trx) : await this.memberById(emailOrId.id, trx);
      if (!member) return false;
      for (const table of ["staff_sessions", "staff_links", "staff_passkeys", "staff_challenges"] as const)
        await trx.deleteFrom(table).where("member_id", "=", member.id).execute();
      await trx.deleteFrom("staff_members").where("id", "=", member.id).execute();
      await audit.record(
        trx,
        { actor: by, action: "member.removed", object: { type: "member", id: member.id }, detail: { roles: member.roles } },
        now,
      );
      return true;
    });
  }

  /** Drops the audit rows past their retention, and sessions, links and challenges long over. */
  async prune(): Promise<number> {
    const now = this.now();
    await this.db.deleteFrom("staff_sessions").where("expires_at", "<=", now).execute();
    await this.db
      .deleteFrom("staff_sessions")
      .where("last_seen_at", "<=", now - this.settings.sessionIdleMs)
      .execute();
    await this.db
      .deleteFrom("staff_links")
      .where("expires_at", "<", now - 24 * HOUR_MS)
      .execute();
    await this.db.deleteFrom("staff_challenges").where("expires_at", "<=", now).execute();
    return audit.prune(this.db, now - this.settings.auditRetentionDays * 24 * HOUR_MS);
  }
}
