/** @jsxImportSource hono/jsx */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { languageOfRequest, readCookie } from "../../contracts/language.ts";
import { RateLimiter } from "../api/rate-limiter.ts";
import type { StaffRole } from "../db/schema.ts";
import { isForeignOrigin } from "../http/origin.ts";
import type { Logger } from "../logger.ts";
import { ANONYMOUS, type Actor } from "./audit.ts";
import { audit } from "./audit.ts";
import { staffCopy } from "./copy.ts";
import { type PageFrame, renderPage, STAFF_SCRIPTS, type StaffScriptName } from "./layout.tsx";
import type { BackupSummary } from "../backup/backup-job.ts";
import { BackupPanel } from "./backup-panel.tsx";
import { AccountPage, AuditPage, ErrorPage, HomePage, LinkPage, MembersPage, SignInPage } from "./pages.tsx";
import type { StaffOidc } from "./oidc.ts";
import type { Passkeys } from "./passkeys.ts";
import type { StaffMailer } from "./staff-mail.ts";
import { hasRole, LINK_LIFETIME_MS, normaliseEmail, type Session, StaffError, type StaffService } from "./staff-service.ts";
import { STAFF_CSS } from "./staff-styles.ts";
import { MEDIA_CSS } from "./image-field.tsx";
import { CONTENT_CSS } from "./content/pages.tsx";
import type { StaffScripts } from "./staff-services.ts";

export interface StaffAppOptions {
  staff: StaffService;
  passkeys: Passkeys;
  brandName: string;
  logger: Logger;
  /** Sign-in with the company's identity provider; absent without STAFF_OIDC_ISSUER. */
  oidc?: StaffOidc;
  /** Sends one-time links; absent without mail settings (then the sign-in page offers no e-mail form). */
  mailer?: StaffMailer;
  /** Sign-ins and link requests a client address may make a minute. */
  signInPerMinute: number;
  /** The staff scripts by name, built (server/staff/browser/<name>.ts); undefined when one cannot be had. */
  script: StaffScripts;
  /** The sections built on sign-in (leads, content, the site's facts and copy): each adds its routes. */
  features?: readonly StaffFeature[];
  /** The scheduled backup's state, shown to admins on the home page (server/staff/backup-panel.tsx). */
  backupStatus?: () => BackupSummary;
}

export type StaffVariables = { session: Session; frame: PageFrame };
export type StaffHono = Hono<{ Variables: StaffVariables }>;
export type StaffContext = Context<{ Variables: StaffVariables }>;

/** What a section of the staff area is given to build its routes with; the session and the Origin are already checked. */
export interface StaffKit {
  staff: StaffService;
  logger: Logger;
  /** A page rendered in the staff layout, with its status. */
  html(c: Context, page: unknown, status?: 200 | 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429): Response | Promise<Response>;
  /** Who did it, for the audit log: the member's id and e-mail. */
  actorOf(session: Session): Actor;
  /** The guard of a route: the session holds one of these roles (admins hold every role); 403 otherwise. */
  requireRole(...roles: StaffRole[]): MiddlewareHandler<{ Variables: StaffVariables }>;
  /** The 404 page. */
  notFound(c: StaffContext): Response | Promise<Response>;
  /** How the site's HTTP layer reads a request and renders its pages. */
  http: StaffHttp;
  /** A few lines a section adds to the staff home for the member (a checklist, a count); nothing when it answers null. */
  homeNote(note: (c: StaffContext) => Promise<unknown>): void;
}

/** A section of the staff area (server/staff/<section>/routes.tsx): adds its routes under `/staff`. */
export type StaffFeature = (app: StaffHono, kit: StaffKit) => void;

/** How the site's HTTP layer reads a request (server/app.ts): the client's address and the site's origin as it reaches it. */
export interface StaffHttp {
  clientAddress(c: Context): string;
  ownOrigin(c: Context): string;
  siteOrigin: string | undefined;
  /** A public page rendered once, uncached, with some of the API's answers replaced (the content editor's preview). */
  renderPage?: (url: string, api: ApiOverride) => Promise<Response>;
}

/** Answers an API path the page asks for instead of the API (undefined: the API answers), given the API's own answer. */
export type ApiOverride = (path: string, real: (path: string) => Promise<Response>) => Promise<Response | undefined>;

type Variables = StaffVariables;

const AUDIT_PAGE_SIZE = 50;
const BODY_LIMIT = 64 * 1024;
/** An image upload to the content editor (10 MB, server/content/media.ts, and the rest of the item's form). */
const UPLOAD_LIMIT = 12 * 1024 * 1024;
/** The pages one reaches without a session. */
const OPEN_PATHS = /^\/staff\/(sign-in|link\/[^/]+|passkeys\/sign-in(\/options)?|oidc\/(start|callback)|assets\/[^/]+)$/;

/** The cookie that names a session: `__Host-` and Secure on https, so no other host or plain page sets or reads it. */
export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith("https:") ? "__Host-staff_session" : "staff_session";
}

/**
 * Where to go after signing in: a path of the staff area only (never another site, never the
 * sign-in pages themselves); anything else is the staff home.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/staff") || /[\\\s]/.test(value)) return "/staff";
  let url: URL;
  try {
    url = new URL(value, "http://staff.invalid");
  } catch {
    return "/staff";
  }
  if (url.origin !== "http://staff.invalid") return "/staff";
  if (url.pathname !== "/staff" && !url.pathname.startsWith("/staff/")) return "/staff";
  if (/^\/staff\/(sign-in|link|passkeys|sign-out)/.test(url.pathname)) return "/staff";
  return `${url.pathname}${url.search}`;
}

/**
 * The staff area (docs/decisions/0041-staff-sign-in.md): pages rendered here by Hono's JSX, apart
 * from the public pages' build, with no page cache, `no-store` and `noindex` on every answer.
 */
export function createStaffApp(options: StaffAppOptions, http: StaffHttp) {
  const { staff, passkeys, brandName, mailer, logger, oidc } = options;
  const siteUrl = staff.settings.siteUrl;
  const cookieName = sessionCookieName(siteUrl);
  const secure = siteUrl.startsWith("https:");
  const oidcCookie = secure ? "__Host-staff_oidc" : "staff_oidc";
  const provider = oidc?.settings.name;
  const byAddress = new RateLimiter(options.signInPerMinute, 60_000);
  const byEmail = new RateLimiter(Math.max(1, Math.ceil(options.signInPerMinute / 3)), 15 * 60_000);
  const app = new Hono<{ Variables: Variables }>();

  const frameOf = (c: Context, session?: Session): PageFrame => {
    const language = languageOfRequest(c.req.raw);
    const url = new URL(c.req.url);
    return { t: staffCopy(language), language, brand: brandName, path: `${url.pathname}${url.search}`, member: session?.member };
  };
  const actorOf = (session: Session): Actor => ({ id: session.member.id, label: session.member.email });
  const sessionCookie = (secret: string) =>
    `${cookieName}=${secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(staff.settings.sessionMaxMs / 1000)}${secure ? "; Secure" : ""}`;
  const clearCookie = () => `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
  const html = (c: Context, page: unknown, status: 200 | 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 = 200) =>
    c.html(renderPage(page as never), status);
  /** The sign-in page with a message: what a refused or answered sign-in request shows. */
  const signInPage = (c: Context, next: string, message: { kind: "ok" | "error"; text: string }, status: 200 | 400 | 429) =>
    html(c, <SignInPage frame={c.get("frame")} next={next} mailEnabled={!!mailer} provider={provider} message={message} />, status);
  const limited = (c: Context, key: string) => {
    const verdict = byAddress.take(`${key}:${http.clientAddress(c)}`, staff.now());
    if (!verdict.allowed) c.header("Retry-After", String(verdict.retryAfterSeconds));
    return !verdict.allowed;
  };

  // Every answer: never stored, never indexed, and told apart by the cookie that names the session.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Vary", "Cookie");
    c.header("Referrer-Policy", "same-origin");
  });
  // Every change is a post from the site's own pages: a foreign Origin (or none, from a browser that says cross-site) is refused.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const headers = c.req.raw.headers;
    const foreign =
      isForeignOrigin(headers, [http.ownOrigin(c), http.siteOrigin]) ||
      (headers.get("origin") === null && headers.get("sec-fetch-site") !== "same-origin");
    if (foreign) return c.json({ error: "foreign_origin" }, 403);
    return next();
  });
  // Small bodies everywhere, but for a multipart post to the content editor: an item's form with its image.
  const smallBodies = bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => c.json({ error: "too_large" }, 413) });
  const uploads = bodyLimit({ maxSize: UPLOAD_LIMIT, onError: (c) => c.json({ error: "too_large" }, 413) });
  app.use((c, next) => {
    const upload =
      c.req.method === "POST" &&
      /^\/staff\/content\//.test(new URL(c.req.url).pathname) &&
      (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    return (upload ? uploads : smallBodies)(c, next);
  });
  // The session, for every page; without one, only the sign-in pages answer.
  app.use(async (c, next) => {
    const session = await staff.session(readCookie(c.req.header("cookie"), cookieName) ?? undefined);
    const path = new URL(c.req.url).pathname;
    if (session) c.set("session", session);
    c.set("frame", frameOf(c, session));
    if (!session && !OPEN_PATHS.test(path)) return refuseUnsigned(c);
    return next();
  });

  app.get("/assets/staff.css", (c) => c.body(STAFF_CSS + MEDIA_CSS + CONTENT_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }));
  app.get("/assets/:file{[a-z-]+\\.js}", async (c) => {
    const name = c.req.param("file").slice(0, -".js".length) as StaffScriptName;
    const script = STAFF_SCRIPTS.includes(name) ? await options.script(name) : undefined;
    if (script === undefined) return c.text("", 404);
    return c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8" });
  });

  // ——— Signing in ———
  app.get("/sign-in", (c) => {
    const frame = c.get("frame");
    const signedOut = c.req.query("signed-out") !== undefined;
    return html(
      c,
      <SignInPage
        frame={frame}
        next={safeNext(c.req.query("next"))}
        mailEnabled={!!mailer}
        provider={provider}
        message={signedOut ? { kind: "ok", text: frame.t("signIn.signedOut") } : undefined}
      />,
    );
  });
  // A one-time link by e-mail: the same answer whether or not the address is a member's.
  app.post("/sign-in", async (c) => {
    const frame = c.get("frame");
    const form = await c.req.parseBody();
    const next = safeNext(form.next);
    const page = (text: string, kind: "ok" | "error", status: 200 | 400 | 429 = 200) => signInPage(c, next, { kind, text }, status);
    if (!mailer) return page(frame.t("signIn.noMail"), "error", 400);
    let email: string;
    try {
      email = normaliseEmail(typeof form.email === "string" ? form.email : "");
    } catch {
      return page(frame.t("signIn.invalidEmail"), "error", 400);
    }
    if (limited(c, "link")) return page(frame.t("signIn.rateLimited"), "error", 429);
    const perEmail = byEmail.take(email, staff.now());
    if (perEmail.allowed) {
      // Sent after the answer, so that a member's address takes no longer to answer than a stranger's.
      void (async () => {
        const issued = await staff.link(email, ANONYMOUS, "sign-in");
        if (!issued) return;
        await mailer.sendLink({
          to: email,
          url: issued.url,
          expiresAt: staff.now() + LINK_LIFETIME_MS["sign-in"],
          kind: "sign-in",
          language: frame.language,
        });
      })().catch((error: unknown) => logger.warn({ err: String(error) }, "staff sign-in link not sent"));
    }
    return page(frame.t("signIn.linkSent", { email }), "ok");
  });

  // A GET of a link changes nothing (mail scanners fetch links): it shows one button that posts.
  app.get("/link/:secret", async (c) => {
    const frame = c.get("frame");
    const check = await staff.checkLink(c.req.param("secret"));
    const action = new URL(c.req.url).pathname;
    if (check.kind !== "valid") return html(c, <LinkPage frame={frame} action={action} problem={check.kind} />, 410);
    return html(c, <LinkPage frame={frame} action={action} />);
  });
  app.post("/link/:secret", async (c) => {
    const frame = c.get("frame");
    if (limited(c, "sign-in")) return signInPage(c, "/staff", { kind: "error", text: frame.t("signIn.rateLimited") }, 429);
    const result = await staff.signInWithLink(c.req.param("secret"));
    if (result.kind !== "signed_in") return html(c, <LinkPage frame={frame} action="" problem={result.kind} />, 410);
    c.header("Set-Cookie", sessionCookie(result.secret));
    const hasPasskey = (await passkeys.list(result.session.member.id)).length > 0;
    return c.redirect(hasPasskey ? "/staff" : "/staff/account?welcome=1", 303);
  });

  // The company's identity provider: a post (from this site's page) sends the browser there, with a state it keeps in a cookie.
  app.post("/oidc/start", async (c) => {
    const frame = c.get("frame");
    if (!oidc) return html(c, <ErrorPage frame={frame} kind="notFound" />, 404);
    if (limited(c, "sign-in")) return signInPage(c, "/staff", { kind: "error", text: frame.t("signIn.rateLimited") }, 429);
    const form = await c.req.parseBody();
    const { url, state } = await oidc.start(safeNext(form.next));
    c.header("Set-Cookie", `${oidcCookie}=${state}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secure ? "; Secure" : ""}`);
    return c.redirect(url, 303);
  });
  app.get("/oidc/callback", async (c) => {
    const frame = c.get("frame");
    if (!oidc) return html(c, <ErrorPage frame={frame} kind="notFound" />, 404);
    const result = await oidc.finish(new URL(c.req.url).search, readCookie(c.req.header("cookie"), oidcCookie) ?? undefined);
    c.header("Set-Cookie", `${oidcCookie}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`);
    if (result.kind !== "signed_in") {
      const text = frame.t(result.kind === "not_invited" ? "signIn.oidcNotInvited" : "signIn.oidcFailed");
      return html(
        c,
        <SignInPage frame={frame} next="/staff" mailEnabled={!!mailer} provider={provider} message={{ kind: "error", text }} />,
        403,
      );
    }
    c.header("Set-Cookie", sessionCookie(result.secret), { append: true });
    return c.redirect(result.next, 303);
  });

  app.post("/passkeys/sign-in/options", async (c) => {
    if (limited(c, "sign-in")) return c.json({ error: "rate_limited" }, 429);
    return c.json(await passkeys.authenticationOptions());
  });
  app.post("/passkeys/sign-in", async (c) => {
    if (limited(c, "sign-in")) return c.json({ error: "rate_limited" }, 429);
    const body = (await c.req.json().catch(() => ({}))) as { challengeId?: unknown; response?: unknown; next?: unknown };
    const signedIn = await passkeys.signIn(body);
    if (!signedIn) return c.json({ error: "not_signed_in" }, 401);
    c.header("Set-Cookie", sessionCookie(signedIn.secret));
    return c.json({ redirect: safeNext(body.next) });
  });

  // ——— Signed in ———
  app.post("/sign-out", async (c) => {
    await staff.signOut(c.get("session"));
    c.header("Set-Cookie", clearCookie());
    return c.redirect("/staff/sign-in?signed-out", 303);
  });
  app.post("/sign-out-everywhere", async (c) => {
    await staff.signOut(c.get("session"), true);
    c.header("Set-Cookie", clearCookie());
    return c.redirect("/staff/sign-in?signed-out", 303);
  });

  /** What the sections add to the home page (StaffKit.homeNote), in the order they were registered. */
  const homeNotes: Array<(c: StaffContext) => Promise<unknown>> = [];
  app.get("/", async (c) => {
    const { member } = c.get("session");
    const summary = hasRole(member, "admin") ? options.backupStatus?.() : undefined;
    const backup = summary ? <BackupPanel frame={c.get("frame")} summary={summary} now={staff.now()} /> : undefined;
    const notes = await Promise.all(homeNotes.map((note) => note(c).catch(() => null)));
    return html(c, <HomePage frame={c.get("frame")} member={member} backup={backup} notes={notes.filter((note) => note !== null)} />);
  });

  const accountPage = async (c: StaffContext, message?: string) => {
    const session = c.get("session");
    return html(
      c,
      <AccountPage
        frame={c.get("frame")}
        member={session.member}
        passkeys={await passkeys.list(session.member.id)}
        since={session.createdAt}
        welcome={c.req.query("welcome") !== undefined}
        message={message}
      />,
    );
  };
  app.get("/account", (c) => accountPage(c, c.req.query("added") !== undefined ? c.get("frame").t("account.added") : undefined));
  app.post("/passkeys/register/options", async (c) => c.json(await passkeys.registrationOptions(c.get("session").member)));
  app.post("/passkeys/register", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { challengeId?: unknown; response?: unknown; name?: unknown };
    const added = await passkeys.register(c.get("session"), body);
    return added ? c.json({ passkey: { id: added.id, name: added.name } }) : c.json({ error: "not_verified" }, 400);
  });
  app.post("/passkeys/:id/rename", async (c) => {
    const form = await c.req.parseBody();
    if (!(await passkeys.rename(c.get("session"), c.req.param("id"), form.name)))
      return html(c, <ErrorPage frame={c.get("frame")} kind="notFound" />, 404);
    return c.redirect("/staff/account", 303);
  });
  app.post("/passkeys/:id/remove", async (c) => {
    if (!(await passkeys.remove(c.get("session"), c.req.param("id"))))
      return html(c, <ErrorPage frame={c.get("frame")} kind="notFound" />, 404);
    return c.redirect("/staff/account", 303);
  });

  // ——— Admins ———
  const admin = requireRole("admin");
  const membersPage = async (c: StaffContext, notice?: Parameters<typeof MembersPage>[0]["notice"], status: 200 | 400 = 200) =>
    html(c, <MembersPage frame={c.get("frame")} members={await staff.members()} self={c.get("session").member} notice={notice} />, status);
  const rolesOf = (form: Record<string, string | File | (string | File)[]>) =>
    ([] as unknown[]).concat(form.roles ?? form["roles[]"] ?? []).filter((role): role is string => typeof role === "string");
  const staffErrorText = (c: StaffContext, error: unknown) => {
    if (!(error instanceof StaffError)) throw error;
    return c.get("frame").t(`members.errors.${error.code}`);
  };

  app.get("/members", admin, (c) => membersPage(c));
  app.post("/members", admin, async (c) => {
    const { t, language } = c.get("frame");
    const form = await c.req.parseBody({ all: true });
    try {
      const result = await staff.invite(
        { email: String(form.email ?? ""), name: typeof form.name === "string" ? form.name : null, roles: rolesOf(form) },
        actorOf(c.get("session")),
      );
      let mailed = false;
      if (mailer) {
        mailed = await mailer
          .sendLink({
            to: result.member.email,
            url: result.url,
            expiresAt: staff.now() + LINK_LIFETIME_MS.invite,
            kind: "invite",
            language,
          })
          .then(
            () => true,
            (error: unknown) => {
              logger.warn({ err: String(error) }, "staff invitation not e-mailed");
              return false;
            },
          );
      }
      return membersPage(c, {
        kind: "ok",
        text: t("members.invited", { email: result.member.email }),
        url: result.url,
        extra: mailed ? t("members.invitedMailed") : undefined,
      });
    } catch (error) {
      return membersPage(c, { kind: "error", text: staffErrorText(c, error) }, 400);
    }
  });
  app.post("/members/:id/roles", admin, async (c) => {
    const form = await c.req.parseBody({ all: true });
    try {
      await staff.setRoles(c.req.param("id"), rolesOf(form), actorOf(c.get("session")));
      return membersPage(c, { kind: "ok", text: c.get("frame").t("members.rolesSaved") });
    } catch (error) {
      return membersPage(c, { kind: "error", text: staffErrorText(c, error) }, 400);
    }
  });
  app.post("/members/:id/link", admin, async (c) => {
    const member = await staff.memberById(c.req.param("id"));
    const issued = member ? await staff.link(member.email, actorOf(c.get("session")), "recovery") : undefined;
    if (!issued) return membersPage(c, { kind: "error", text: c.get("frame").t("members.errors.no_member") }, 400);
    return membersPage(c, { kind: "ok", text: c.get("frame").t("members.linkFor", { email: issued.member.email }), url: issued.url });
  });
  app.post("/members/:id/remove", admin, async (c) => {
    const session = c.get("session");
    if (c.req.param("id") === session.member.id)
      return membersPage(c, { kind: "error", text: c.get("frame").t("members.errors.self") }, 400);
    if (!(await staff.remove({ id: c.req.param("id") }, actorOf(session))))
      return membersPage(c, { kind: "error", text: c.get("frame").t("members.errors.no_member") }, 400);
    return membersPage(c, { kind: "ok", text: c.get("frame").t("members.removed") });
  });

  app.get("/audit", admin, async (c) => {
    const page = Math.min(100_000, Math.max(1, Math.trunc(Number(c.req.query("page") ?? "1")) || 1));
    const { rows, more } = await audit.page(staff.db, { page, perPage: AUDIT_PAGE_SIZE });
    return html(c, <AuditPage frame={c.get("frame")} rows={rows} page={page} more={more} />);
  });

  const kit: StaffKit = {
    staff,
    logger,
    html,
    actorOf,
    requireRole,
    notFound: (c) => html(c, <ErrorPage frame={c.get("frame")} kind="notFound" />, 404),
    http,
    homeNote: (note) => homeNotes.push(note),
  };
  for (const feature of options.features ?? []) feature(app, kit);

  app.all("*", (c) => {
    const path = new URL(c.req.url).pathname;
    // `/staff/` and other spellings with a trailing slash: the page itself.
    if ((c.req.method === "GET" || c.req.method === "HEAD") && path.length > 6 && path.endsWith("/"))
      return c.redirect(path.replace(/\/+$/, "") || "/staff", 301);
    return html(c, <ErrorPage frame={c.get("frame")} kind="notFound" />, 404);
  });
  app.onError((error, c) => {
    logger.error({ err: { name: error.name, message: error.message }, path: c.req.path }, "staff error");
    return c.json({ error: "internal" }, 500);
  });
  return app;
}

/** Without a session: an HTML GET goes to sign-in and comes back after it; anything else is 401. */
function refuseUnsigned(c: Context) {
  const url = new URL(c.req.url);
  const wantsPage = (c.req.method === "GET" || c.req.method === "HEAD") && (c.req.header("accept") ?? "").includes("text/html");
  if (wantsPage) return c.redirect(`/staff/sign-in?next=${encodeURIComponent(safeNext(`${url.pathname}${url.search}`))}`, 303);
  return c.json({ error: "unauthorized" }, 401);
}

/**
 * The guard of a staff route (the inbox and the editors use it the same way): a session is already
 * required for every route but the sign-in pages; this adds the role, any one of `roles`. Admins hold every role.
 */
export function requireRole(...roles: StaffRole[]): MiddlewareHandler<{ Variables: Variables }> {
  return async (c, next) => {
    const session = c.get("session");
    if (!session) return refuseUnsigned(c);
    if (!roles.some((role) => hasRole(session.member, role))) {
      if ((c.req.header("accept") ?? "").includes("text/html"))
        return c.html(renderPage(<ErrorPage frame={c.get("frame")} kind="forbidden" />), 403);
      return c.json({ error: "forbidden" }, 403);
    }
    return next();
  };
}

/**
 * The same check outside a route's middleware: the session of a request and whether it holds
 * the role. For routes that decide per object (a lead of a form the member's role allows).
 */
export async function requireStaff(
  staff: StaffService,
  request: Request,
  { role }: { role?: StaffRole } = {},
): Promise<{ session: Session } | { status: 401 | 403 }> {
  const session = await staff.session(readCookie(request.headers.get("cookie"), sessionCookieName(staff.settings.siteUrl)) ?? undefined);
  if (!session) return { status: 401 };
  if (role && !hasRole(session.member, role)) return { status: 403 };
  return { session };
}
