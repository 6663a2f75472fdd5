import * as client from "openid-client";
import { audit } from "./audit.ts";
import type { Session, StaffService } from "./staff-service.ts";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the button says: "Sign in with <name>". */
  name: string;
}

/** How long a member has at the identity provider between the button and the way back. */
const ROUND_TRIP_MS = 10 * 60_000;
export const OIDC_CALLBACK_PATH = "/staff/oidc/callback";

const isLoopback = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

/**
 * Sign-in with the company's identity provider (Google Workspace, Microsoft Entra…) by OpenID
 * Connect, through `openid-client`: the authorization code flow with PKCE, a state and a nonce.
 * Only an invited member's address gets in; the provider must say it verified it.
 */
export class StaffOidc {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly staff: StaffService,
    readonly settings: OidcSettings,
  ) {}

  private get redirectUri(): string {
    return `${this.staff.settings.siteUrl}${OIDC_CALLBACK_PATH}`;
  }

  /** The provider's metadata, read once (and again after a failure). */
  private config(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        // Plain http only for a provider on this machine (the tests' own).
        execute: issuer.protocol === "http:" && isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** Where to send the browser, and the state the browser keeps in a cookie until it comes back. */
  async start(next: string): Promise<{ url: string; state: string }> {
    const config = await this.config();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const now = this.staff.now();
    await this.staff.db.deleteFrom("staff_challenges").where("expires_at", "<=", now).execute();
    await this.staff.db
      .insertInto("staff_challenges")
      .values({
        id: `oidc:${state}`,
        challenge: JSON.stringify({ verifier, nonce, next }),
        member_id: null,
        expires_at: now + ROUND_TRIP_MS,
      })
      .execute();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * The way back from the provider: `search` is the callback's query, `cookieState` the state the
   * browser kept. A session for an invited member, or the reason there is none (recorded).
   */
  async finish(
    search: string,
    cookieState: string | undefined,
  ): Promise<{ kind: "signed_in"; session: Session; secret: string; next: string } | { kind: "failed" | "not_invited" }> {
    const now = this.staff.now();
    const failed = async (reason: string, kind: "failed" | "not_invited" = "failed") => {
      await audit.record(
        this.staff.db,
        { actor: { id: null, label: "anonymous" }, action: "sign_in.failed", detail: { method: "oidc", reason } },
        now,
      );
      return { kind };
    };
    const state = new URLSearchParams(search).get("state");
    if (!state || !cookieState || state !== cookieState) return failed("state");
    const row = await this.staff.db.selectFrom("staff_challenges").selectAll().where("id", "=", `oidc:${state}`).executeTakeFirst();
    await this.staff.db.deleteFrom("staff_challenges").where("id", "=", `oidc:${state}`).execute();
    if (!row || Number(row.expires_at) <= now) return failed("state");
    const { verifier, nonce, next } = JSON.parse(row.challenge) as { verifier: string; nonce: string; next: string };
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(await this.config(), new URL(`${this.redirectUri}${search}`), {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      return failed("provider");
    }
    const email = typeof claims?.email === "string" ? claims.email : undefined;
    // Only an address the provider says it verified: a provider that does not say (Entra's `email`) is not taken at its word.
    if (!email || claims?.email_verified !== true) return failed("unverified_email");
    const member = await this.staff.memberByEmail(email);
    if (!member) return failed("not_invited", "not_invited");
    const opened = await this.staff.db.transaction().execute((trx) => this.staff.openSession(trx, member, now, "oidc"));
    return { kind: "signed_in", ...opened, next };
  }
}
