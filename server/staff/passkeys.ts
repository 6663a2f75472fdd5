import { randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { audit } from "./audit.ts";
import type { Member, Session, StaffService } from "./staff-service.ts";

/** How long the browser and the member have to answer a passkey prompt. */
const CHALLENGE_MS = 5 * 60_000;

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/**
 * Passkeys (WebAuthn, by SimpleWebAuthn): discoverable credentials with user verification required,
 * bound to the host of `SITE_URL`. Each ceremony's challenge is a row used once.
 */
export class Passkeys {
  private readonly rpId: string;
  private readonly origin: string;

  constructor(
    private readonly staff: StaffService,
    private readonly rpName: string,
  ) {
    const site = new URL(staff.settings.siteUrl);
    this.rpId = site.hostname;
    this.origin = site.origin;
  }

  private get db() {
    return this.staff.db;
  }

  async list(memberId: string): Promise<Passkey[]> {
    const rows = await this.db.selectFrom("staff_passkeys").selectAll().where("member_id", "=", memberId).orderBy("created_at").execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: Number(row.created_at),
      lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    }));
  }

  private async newChallenge(challenge: string, memberId: string | null): Promise<string> {
    const id = randomBytes(18).toString("base64url");
    const now = this.staff.now();
    await this.db.deleteFrom("staff_challenges").where("expires_at", "<=", now).execute();
    await this.db
      .insertInto("staff_challenges")
      .values({ id, challenge, member_id: memberId, expires_at: now + CHALLENGE_MS })
      .execute();
    return id;
  }

  /** Takes a challenge once: it is deleted whether or not the answer to it is good. */
  private async takeChallenge(id: unknown, memberId: string | null): Promise<string | undefined> {
    if (typeof id !== "string") return undefined;
    const row = await this.db.selectFrom("staff_challenges").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    await this.db.deleteFrom("staff_challenges").where("id", "=", id).execute();
    if (Number(row.expires_at) <= this.staff.now() || row.member_id !== memberId) return undefined;
    return row.challenge;
  }

  async registrationOptions(member: Member) {
    const existing = await this.list(member.id);
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: this.rpId,
      userName: member.email,
      userDisplayName: member.name ?? member.email,
      userID: new TextEncoder().encode(member.id),
      attestationType: "none",
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
      authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
      timeout: CHALLENGE_MS,
    });
    return { challengeId: await this.newChallenge(options.challenge, member.id), options };
  }

  /** Keeps a new passkey of the signed-in member; false when the answer does not verify. */
  async register(session: Session, body: { challengeId?: unknown; response?: unknown; name?: unknown }): Promise<Passkey | undefined> {
    const member = session.member;
    const challenge = await this.takeChallenge(body.challengeId, member.id);
    if (!challenge || !body.response || typeof body.response !== "object") return undefined;
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: true,
      });
    } catch {
      return undefined;
    }
    if (!verification.verified) return undefined;
    const { credential } = verification.registrationInfo;
    const now = this.staff.now();
    const count = (await this.list(member.id)).length;
    const name = passkeyName(body.name) ?? `Passkey ${count + 1}`;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("staff_passkeys")
        .values({
          id: credential.id,
          member_id: member.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          created_at: now,
          last_used_at: null,
        })
        .execute();
      await audit.record(
        trx,
        { actor: { id: member.id, label: member.email }, action: "passkey.added", object: { type: "passkey", id: credential.id } },
        now,
      );
    });
    return { id: credential.id, name, createdAt: now, lastUsedAt: null };
  }

  async authenticationOptions() {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: "required", timeout: CHALLENGE_MS });
    return { challengeId: await this.newChallenge(options.challenge, null), options };
  }

  /** Signs in with a passkey's answer: a new session, or undefined (recorded as a failed attempt). */
  async signIn(body: { challengeId?: unknown; response?: unknown }): Promise<{ session: Session; secret: string } | undefined> {
    const now = this.staff.now();
    const failed = async (reason: string) => {
      await audit.record(
        this.db,
        { actor: { id: null, label: "anonymous" }, action: "sign_in.failed", detail: { method: "passkey", reason } },
        now,
      );
      return undefined;
    };
    const challenge = await this.takeChallenge(body.challengeId, null);
    const response = body.response as AuthenticationResponseJSON | undefined;
    if (!challenge) return failed("challenge");
    if (!response || typeof response !== "object" || typeof response.id !== "string") return failed("malformed");
    const row = await this.db.selectFrom("staff_passkeys").selectAll().where("id", "=", response.id).executeTakeFirst();
    if (!row) return failed("unknown_passkey");
    const member = await this.staff.memberById(row.member_id);
    if (!member) return failed("unknown_passkey");
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: true,
        credential: {
          id: row.id,
          publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
          counter: Number(row.counter),
          transports: JSON.parse(row.transports) as never,
        },
      });
    } catch {
      return failed("verification");
    }
    if (!verification.verified) return failed("verification");
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_passkeys")
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
        .where("id", "=", row.id)
        .execute();
      return this.staff.openSession(trx, member, now, "passkey");
    });
  }

  async rename(session: Session, id: string, name: unknown): Promise<boolean> {
    const given = passkeyName(name);
    if (!given) return false;
    const now = this.staff.now();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("staff_passkeys")
        .set({ name: given })
        .where("id", "=", id)
        .where("member_id", "=", session.member.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await audit.record(
        trx,
        { actor: { id: session.member.id, label: session.member.email }, action: "passkey.renamed", object: { type: "passkey", id } },
        now,
      );
      return true;
    });
  }

  async remove(session: Session, id: string): Promise<boolean> {
    const now = this.staff.now();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom("staff_passkeys")
        .where("id", "=", id)
        .where("member_id", "=", session.member.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await audit.record(
        trx,
        { actor: { id: session.member.id, label: session.member.email }, action: "passkey.removed", object: { type: "passkey", id } },
        now,
      );
      return true;
    });
  }
}

function passkeyName(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = value.replace(/\s+/g, " ").trim().slice(0, 80);
  return name === "" ? undefined : name;
}
