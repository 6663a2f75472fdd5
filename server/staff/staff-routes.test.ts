import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, testClock, type TestServer } from "../testing/test-server.ts";
import { startTestSmtp, type TestSmtp } from "../testing/test-smtp.ts";
import { waitFor } from "../testing/wait-for.ts";
import { audit, CLI_ACTOR } from "./audit.ts";
import { safeNext } from "./staff-app.tsx";
import { HOUR_MS } from "./staff-service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe("where a sign-in may send a member back to", () => {
  it("only a path of the staff area, never another site or the sign-in pages", () => {
    expect(safeNext("/staff/members?x=1")).toBe("/staff/members?x=1");
    expect(safeNext("/staff")).toBe("/staff");
    for (const hostile of [
      "//evil.example/staff",
      "https://evil.example/staff",
      "/staff/../contact",
      "/staffing",
      "/\\evil.example",
      "/staff\\..\\x",
      "/staff/sign-in?next=/x",
      "javascript:alert(1)",
      undefined,
      42,
    ])
      expect(safeNext(hostile), String(hostile)).toBe(hostile === "/staff\\..\\x" ? "/staff" : "/staff");
    expect(safeNext("/staff/%2e%2e/contact")).toBe("/staff");
  });
});

describe.each(TEST_DIALECTS)("the staff area's routes on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let smtp: TestSmtp;
  const clock = testClock();
  const SIGN_IN_PER_MINUTE = 30;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startTestSmtp();
    server = await startTestServer(
      {
        DATABASE_URL: database.url,
        SITE_URL: "http://127.0.0.1",
        SMTP_URL: smtp.url,
        LEADS_MAIL_FROM: "Site <site@example.com>",
        STAFF_SIGN_IN_PER_MINUTE: String(SIGN_IN_PER_MINUTE),
      },
      { relay: false, now: clock.now },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const origin = () => server.url;
  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { accept: "text/html", ...(cookie ? { cookie } : {}), ...headers } });
  const post = (
    path: string,
    form: Record<string, string | string[]> = {},
    cookie?: string,
    headers: Record<string, string> = { origin: origin() },
  ) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(cookie ? { cookie } : {}), ...headers },
    });
  };
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const pathOf = (url: string) => new URL(url).pathname;
  /** Invites through the service (as the CLI does) and signs in with the link: the session's cookie. */
  const signedIn = async (email: string, roles: string) => {
    const { url } = await server.services.staff.staff.invite({ email, roles }, CLI_ACTOR);
    const response = await post(pathOf(url));
    expect(response.status).toBe(303);
    return cookieOf(response);
  };

  it("answers no-store and noindex everywhere under /staff, never from the page cache; robots.txt keeps crawlers out", async () => {
    for (const path of ["/staff/sign-in", "/staff", "/staff/members", "/staff/nowhere", "/staff/assets/staff.css"]) {
      const response = await get(path);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      expect(response.headers.get("content-security-policy"), path).toMatch(/script-src 'self'[^;]*;/);
      expect(response.headers.get("content-security-policy"), path).not.toContain("unsafe-inline");
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/staff$/m);
  });

  it("sends a visitor without a session to sign-in (HTML) or answers 401 (anything else)", async () => {
    const page = await get("/staff/members?x=1");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/staff/sign-in?next=${encodeURIComponent("/staff/members?x=1")}`);
    expect((await fetch(`${server.url}/staff/members`, { redirect: "manual" })).status).toBe(401);
    expect((await post("/staff/members", { email: "a@example.com", roles: "admin" })).status).toBe(401);
    expect((await post("/staff/passkeys/register/options")).status).toBe(401);
    const signIn = await get("/staff/sign-in?next=//evil.example");
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain('name="next" value="/staff"');
    expect(html).toContain("Iniciar sesión con una llave de acceso");
    expect(html).toContain('name="email"');
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    expect(await (await get("/staff/sign-in?lang=en")).text()).toContain("Sign in with a passkey");
  });

  it("a link's GET changes nothing and shows one Continue button; only its POST signs in, once", async () => {
    const { url } = await server.services.staff.staff.invite({ email: "ana@example.com", roles: "admin", name: "Ana" }, CLI_ACTOR);
    const path = pathOf(url);
    for (let scan = 0; scan < 3; scan += 1) {
      const shown = await get(`${path}?lang=en`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("set-cookie")).toBeNull();
      const html = await shown.text();
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toMatch(/<form method="post" action="\/staff\/link\/[^"]+"><button type="submit">Continue<\/button>/);
    }
    expect(await (await get(path)).text()).toContain(">Continuar</button>");
    const used = await post(path);
    expect(used.status).toBe(303);
    expect(used.headers.get("location")).toBe("/staff/account?welcome=1");
    const setCookie = used.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const cookie = cookieOf(used);
    const home = await get("/staff", cookie);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Hola, Ana");
    expect(await (await get("/staff/account?welcome=1", cookie)).text()).toContain("Agrega ahora una llave de acceso");

    const again = await post(path);
    expect(again.status).toBe(410);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await get(path)).status).toBe(410);
    expect((await post("/staff/link/not-a-link-at-all-not-a-link")).status).toBe(410);
  });

  it("refuses a post from another site's page with 403", async () => {
    const cookie = await signedIn("origin@example.com", "admin");
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      {} as Record<string, string>,
    ]) {
      const response = await post("/staff/members", { email: "mallory@example.com", roles: "admin" }, cookie, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await server.services.staff.staff.memberByEmail("mallory@example.com")).toBeUndefined();
    const { url } = await server.services.staff.staff.invite({ email: "forged@example.com", roles: "sales" }, CLI_ACTOR);
    expect((await post(pathOf(url), {}, undefined, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(pathOf(url), {}, undefined, { "sec-fetch-site": "same-origin" })).status).toBe(303);
  });

  it("gives a member without the role 403 and never the data", async () => {
    const cookie = await signedIn("sales@example.com", "sales");
    for (const path of ["/staff/members", "/staff/audit"]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(403);
      const html = await response.text();
      expect(html).not.toContain("ana@example.com");
      expect(html).toContain("No es para tus roles");
    }
    expect((await post("/staff/members", { email: "x@example.com", roles: "admin" }, cookie)).status).toBe(403);
    const home = await (await get("/staff", cookie)).text();
    expect(home).not.toContain('href="/staff/members"');
    expect(home).toContain('href="/staff/account"');
  });

  it("lets an admin invite, change roles, send a link and remove; a removed member's session ends at once; all audited", async () => {
    const cookie = await signedIn("boss@example.com", "admin");
    const invited = await post("/staff/members", { email: "Col@Example.com", name: "Colleague", roles: ["sales", "recruiter"] }, cookie);
    expect(invited.status).toBe(200);
    const html = await invited.text();
    const url = /(http:\/\/127\.0\.0\.1\/staff\/link\/[A-Za-z0-9_-]+)/.exec(html)?.[1] ?? "";
    expect(url).not.toBe("");
    expect(html).toContain("También se le envió por correo.");
    await waitFor(async () => smtp.received.some((mail) => mail.envelopeTo.includes("col@example.com")), 5000);
    const colleague = await server.services.staff.staff.memberByEmail("col@example.com");
    expect(colleague?.roles).toEqual(["sales", "recruiter"]);
    expect((await post(`/staff/members/${colleague?.id}/roles`, { roles: ["editor"] }, cookie)).status).toBe(200);
    expect((await server.services.staff.staff.memberByEmail("col@example.com"))?.roles).toEqual(["editor"]);
    expect((await post(`/staff/members/${colleague?.id}/roles`, {}, cookie)).status).toBe(400);

    const colleagueCookie = cookieOf(await post(pathOf(url)));
    expect((await get("/staff", colleagueCookie)).status).toBe(200);
    const removed = await post(`/staff/members/${colleague?.id}/remove`, {}, cookie);
    expect(removed.status).toBe(200);
    expect((await get("/staff", colleagueCookie)).status).toBe(303);
    expect((await fetch(`${server.url}/staff`, { headers: { cookie: colleagueCookie } })).status).toBe(401);

    const log = await get("/staff/audit?lang=en", cookie);
    const logHtml = await log.text();
    // Each action by its name in the member's language, its key below.
    for (const [action, name] of [
      ["member.invited", "Member invited"],
      ["member.roles_changed", "Roles changed"],
      ["member.removed", "Member removed"],
      ["sign_in", "Signed in"],
    ])
      expect(logHtml).toContain(`${name}<br/><code class="muted">${action}</code>`);
    const rows = (await audit.page(server.services.database.db, { page: 1, perPage: 500 })).rows;
    expect(rows.find((row) => row.action === "member.removed")).toMatchObject({
      actor: "boss@example.com",
      objectType: "member",
      objectId: colleague?.id,
    });
  });

  it("signs out one session, or every session of the member", async () => {
    const { url } = await server.services.staff.staff.invite({ email: "out@example.com", roles: "editor" }, CLI_ACTOR);
    const first = cookieOf(await post(pathOf(url)));
    const second = cookieOf(await post(pathOf((await server.services.staff.staff.link("out@example.com", CLI_ACTOR))?.url ?? "")));
    const third = cookieOf(await post(pathOf((await server.services.staff.staff.link("out@example.com", CLI_ACTOR))?.url ?? "")));
    const out = await post("/staff/sign-out", {}, first);
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/^staff_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await get("/staff", first)).status).toBe(303);
    expect((await get("/staff", second)).status).toBe(200);
    expect((await post("/staff/sign-out-everywhere", {}, second)).status).toBe(303);
    expect((await get("/staff", third)).status).toBe(303);
  });

  it("mails a sign-in link to a member, answers a stranger the same, and sends the stranger nothing", async () => {
    await server.services.staff.staff.invite({ email: "known@example.com", roles: "sales" }, CLI_ACTOR);
    const known = await post("/staff/sign-in", { email: "known@example.com" }, undefined, { origin: origin(), "x-forwarded-for": "1" });
    const unknown = await post("/staff/sign-in", { email: "stranger@example.com" }, undefined, { origin: origin() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (html: string) => html.replace(/known@example\.com|stranger@example\.com/g, "ADDRESS");
    expect(strip(await known.text())).toBe(strip(await unknown.text()));
    await waitFor(async () => smtp.received.some((mail) => mail.envelopeTo.includes("known@example.com")), 5000);
    const mail = smtp.received.find(
      (message) => message.envelopeTo.includes("known@example.com") && /15|link/.test(message.parsed.text ?? ""),
    );
    const link = /(http:\/\/127\.0\.0\.1\/staff\/link\/\S+)/.exec(mail?.parsed.text ?? "")?.[1] ?? "";
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((message) => message.envelopeTo.includes("stranger@example.com"))).toBe(false);
    // Valid for 15 minutes.
    clock.advance(15 * 60_000 + 1);
    expect((await post(pathOf(link))).status).toBe(410);
  });

  it("limits sign-in and link requests per client address and per e-mail", async () => {
    clock.advance(2 * 60_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_PER_MINUTE + 1; attempt += 1)
      statuses.push((await post("/staff/sign-in", { email: `limit${attempt}@example.com` })).status);
    expect(statuses.slice(0, SIGN_IN_PER_MINUTE)).toEqual(Array(SIGN_IN_PER_MINUTE).fill(200));
    const refused = await post("/staff/sign-in", { email: "limit@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);

    clock.advance(61_000);
    const before = smtp.received.length;
    await server.services.staff.staff.invite({ email: "flooded@example.com", roles: "sales" }, CLI_ACTOR);
    expect(smtp.received.length).toBeGreaterThanOrEqual(before);
    const sent = () => smtp.received.filter((mail) => mail.envelopeTo.includes("flooded@example.com")).length;
    for (let attempt = 0; attempt < Math.ceil(SIGN_IN_PER_MINUTE / 3) + 2; attempt += 1)
      expect((await post("/staff/sign-in", { email: "flooded@example.com" })).status).toBe(200);
    await waitFor(async () => sent() >= Math.ceil(SIGN_IN_PER_MINUTE / 3), 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent()).toBe(Math.ceil(SIGN_IN_PER_MINUTE / 3));
  });

  it("ends an invitation's link after 24 hours and a session after 12 idle hours", async () => {
    const { url } = await server.services.staff.staff.invite({ email: "late@example.com", roles: "sales" }, CLI_ACTOR);
    const cookie = await signedIn("idle@example.com", "sales");
    clock.advance(12 * HOUR_MS - 120_000);
    expect((await get("/staff", cookie)).status).toBe(200);
    clock.advance(12 * HOUR_MS);
    expect((await get("/staff", cookie)).status).toBe(303);
    clock.advance(5 * 60_000);
    expect((await post(pathOf(url))).status).toBe(410);
    const failed = (await audit.page(server.services.database.db, { page: 1, perPage: 5 })).rows[0];
    expect(failed).toMatchObject({ action: "sign_in.failed", detail: { method: "link", reason: "expired" } });
  });

  it("renames and removes a member's own passkeys only, and records it", async () => {
    const cookie = await signedIn("owner@example.com", "editor");
    const other = await signedIn("other@example.com", "editor");
    const owner = await server.services.staff.staff.memberByEmail("owner@example.com");
    await server.services.database.db
      .insertInto("staff_passkeys")
      .values({
        id: "cred-1",
        member_id: owner?.id ?? "",
        public_key: "AA",
        counter: 0,
        transports: "[]",
        name: "Laptop",
        created_at: clock.now(),
        last_used_at: null,
      })
      .execute();
    const account = await (await get("/staff/account?lang=en", cookie)).text();
    expect(account).toContain("Laptop");
    expect(account).toContain('aria-label="Remove Laptop"');
    expect((await post("/staff/passkeys/cred-1/rename", { name: "Stolen" }, other)).status).toBe(404);
    expect((await post("/staff/passkeys/cred-1/remove", {}, other)).status).toBe(404);
    expect((await post("/staff/passkeys/cred-1/rename", { name: "  Work   laptop " }, cookie)).status).toBe(303);
    expect(await (await get("/staff/account", cookie)).text()).toContain("Work laptop");
    expect((await post("/staff/passkeys/cred-1/remove", {}, cookie)).status).toBe(303);
    expect(await server.services.database.db.selectFrom("staff_passkeys").selectAll().execute()).toEqual([]);
    const actions = (await audit.page(server.services.database.db, { page: 1, perPage: 2 })).rows.map(
      (row) => `${row.actor} ${row.action} ${row.objectId}`,
    );
    expect(actions).toEqual(["owner@example.com passkey.removed cred-1", "owner@example.com passkey.renamed cred-1"]);
  });

  it("offers passkeys bound to the host of SITE_URL, and records a passkey that does not verify as a failed attempt", async () => {
    const options = await post("/staff/passkeys/sign-in/options", {}, undefined, { origin: origin(), accept: "application/json" });
    const body = (await options.json()) as { challengeId: string; options: { rpId: string; userVerification: string } };
    expect(body.options).toMatchObject({ rpId: "127.0.0.1", userVerification: "required" });
    const refused = await fetch(`${server.url}/staff/passkeys/sign-in`, {
      method: "POST",
      headers: { origin: origin(), "content-type": "application/json" },
      body: JSON.stringify({ challengeId: body.challengeId, response: { id: "nope", rawId: "nope", type: "public-key", response: {} } }),
    });
    expect(refused.status).toBe(401);
    const failed = (await audit.page(server.services.database.db, { page: 1, perPage: 5 })).rows[0];
    expect(failed).toMatchObject({ action: "sign_in.failed", detail: { method: "passkey", reason: "unknown_passkey" } });

    const cookie = await signedIn("keys@example.com", "editor");
    const registration = await fetch(`${server.url}/staff/passkeys/register/options`, {
      method: "POST",
      headers: { origin: origin(), cookie },
    });
    const created = (await registration.json()) as {
      options: { rp: { id: string }; authenticatorSelection: Record<string, unknown>; user: { name: string } };
    };
    expect(created.options.rp.id).toBe("127.0.0.1");
    expect(created.options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(created.options.user.name).toBe("keys@example.com");
    const script = await fetch(`${server.url}/staff/assets/passkeys.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
  });
});

describe("the session cookie on an https site", () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startTestServer({ DATABASE_URL: database.url, SITE_URL: "https://www.example.com" }, { relay: false });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("is __Host- prefixed and Secure", async () => {
    const { url } = await server.services.staff.staff.invite({ email: "ana@example.com", roles: "admin" }, CLI_ACTOR);
    const response = await fetch(`${server.url}${new URL(url).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://www.example.com" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure$/,
    );
  });
});
