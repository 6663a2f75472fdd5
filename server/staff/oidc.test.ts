import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { startTestOidc, type TestOidc } from "../testing/test-oidc.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { audit, CLI_ACTOR } from "./audit.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe("sign-in with the company's identity provider (OpenID Connect)", () => {
  let database: TestDatabase;
  let provider: TestOidc;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    provider = await startTestOidc();
    server = await startTestServer(
      {
        DATABASE_URL: database.url,
        SITE_URL: "http://127.0.0.1",
        STAFF_OIDC_ISSUER: provider.issuer,
        STAFF_OIDC_CLIENT_ID: provider.clientId,
        STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
        STAFF_OIDC_NAME: "Company SSO",
      },
      { relay: false },
    );
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
    await database?.drop();
  });

  /** The browser's round trip: the button's post, the provider, and the way back with the state cookie. */
  const roundTrip = async (next = "/staff/members") => {
    const start = await fetch(`${server.url}/staff/oidc/start`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ next }),
    });
    expect(start.status).toBe(303);
    const stateCookie = (start.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(stateCookie).toMatch(/^staff_oidc=/);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    const atProvider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") ?? "");
    expect(back.pathname).toBe("/staff/oidc/callback");
    return { callback: `${back.pathname}${back.search}`, stateCookie };
  };

  it("offers the provider's button and signs an invited member in, back to where they were going", async () => {
    const page = await (await fetch(`${server.url}/staff/sign-in`, { headers: { accept: "text/html" } })).text();
    expect(page).toContain("Iniciar sesión con Company SSO");
    await server.services.staff.staff.invite({ email: "ana@example.com", roles: "admin" }, CLI_ACTOR);
    provider.signInAs("Ana@Example.com");
    const { callback, stateCookie } = await roundTrip();
    const signedIn = await fetch(`${server.url}${callback}`, { redirect: "manual", headers: { cookie: stateCookie } });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/staff/members");
    const session = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("staff_session="));
    expect(session).toBeDefined();
    const members = await fetch(`${server.url}/staff/members`, {
      headers: { cookie: (session ?? "").split(";")[0] ?? "", accept: "text/html" },
    });
    expect(members.status).toBe(200);
    const row = (await audit.page(server.services.database.db, { page: 1, perPage: 1 })).rows[0];
    expect(row).toMatchObject({ action: "sign_in", actor: "ana@example.com", detail: { method: "oidc" } });
    // The way back works once.
    expect((await fetch(`${server.url}${callback}`, { redirect: "manual", headers: { cookie: stateCookie } })).status).toBe(403);
  });

  it("lets in no address that was not invited, none the provider did not verify, and no way back without the browser's state", async () => {
    provider.signInAs("stranger@example.com");
    const stranger = await roundTrip();
    const refused = await fetch(`${server.url}${stranger.callback}`, {
      redirect: "manual",
      headers: { cookie: stranger.stateCookie, accept: "text/html" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("staff_session="))).toBe(false);
    expect(await refused.text()).toContain("Esa cuenta no es de un miembro");

    await server.services.staff.staff.invite({ email: "bo@example.com", roles: "sales" }, CLI_ACTOR);
    provider.signInAs("bo@example.com", false);
    const unverified = await roundTrip();
    expect(
      (await fetch(`${server.url}${unverified.callback}`, { redirect: "manual", headers: { cookie: unverified.stateCookie } })).status,
    ).toBe(403);

    provider.signInAs("bo@example.com", null);
    const unsaid = await roundTrip();
    expect((await fetch(`${server.url}${unsaid.callback}`, { redirect: "manual", headers: { cookie: unsaid.stateCookie } })).status).toBe(403);

    provider.signInAs("bo@example.com");
    const forged = await roundTrip();
    expect((await fetch(`${server.url}${forged.callback}`, { redirect: "manual" })).status).toBe(403);
    const reasons = (await audit.page(server.services.database.db, { page: 1, perPage: 10 })).rows
      .filter((row) => row.action === "sign_in.failed")
      .map((row) => row.detail?.reason);
    expect(reasons.slice(0, 4)).toEqual(["state", "unverified_email", "unverified_email", "not_invited"]);
  });

  it("needs all three of the provider's settings together", () => {
    expect(() => loadConfig({ STAFF_OIDC_ISSUER: "https://accounts.example.com" })).toThrow(
      /STAFF_OIDC_CLIENT_ID: must be set with STAFF_OIDC_ISSUER/,
    );
    expect(loadConfig({}).staff.oidc).toBeNull();
  });
});
