/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { type Language, otherLanguage } from "../../contracts/language.ts";
import type { StaffRole } from "../db/schema.ts";
import type { Translate } from "./copy.ts";
import { hasRole, type Member } from "./staff-service.ts";

/** What every staff page is rendered with: the member's language and copy, and who is signed in. */
export interface PageFrame {
  t: Translate;
  language: Language;
  brand: string;
  /** The path and query of this page, for the language switch's way back. */
  path: string;
  member?: Member;
}

export const STAFF_STYLESHEET = "/staff/assets/staff.css";
export const STAFF_SCRIPT = "/staff/assets/passkeys.js";
/** The staff area's scripts (server/staff/browser/<name>.ts), each served at /staff/assets/<name>.js. */
export const STAFF_SCRIPTS = ["passkeys", "content", "inbox"] as const;
export type StaffScriptName = (typeof STAFF_SCRIPTS)[number];

type NavKey = "nav.home" | "nav.leads" | "nav.content" | "nav.settings" | "nav.copy" | "nav.members" | "nav.audit" | "nav.account";

/** The sections of the staff area, each shown to the roles that may open it (any one of `roles`; admins hold every role). */
const NAV: ReadonlyArray<{ href: string; key: NavKey; roles?: readonly StaffRole[] }> = [
  { href: "/staff", key: "nav.home" },
  { href: "/staff/leads", key: "nav.leads", roles: ["sales", "recruiter"] },
  { href: "/staff/content", key: "nav.content", roles: ["editor"] },
  { href: "/staff/settings", key: "nav.settings", roles: ["editor"] },
  { href: "/staff/copy", key: "nav.copy", roles: ["editor"] },
  { href: "/staff/members", key: "nav.members", roles: ["admin"] },
  { href: "/staff/audit", key: "nav.audit", roles: ["admin"] },
  { href: "/staff/account", key: "nav.account" },
];

const mayOpen = (member: Member, item: (typeof NAV)[number]) => !item.roles || item.roles.some((role) => hasRole(member, role));

/** Links to the sections a member's roles allow: only those that exist. */
export function sectionsFor(member: Member) {
  return NAV.filter((item) => item.href !== "/staff" && mayOpen(member, item));
}

/**
 * The frame of every staff page: server-rendered HTML that works without scripts; the one script
 * (passkeys) only where a page asks for it. No inline script or style: the site's strict CSP holds.
 */
export function Layout({
  frame,
  title,
  narrow,
  script,
  children,
}: {
  frame: PageFrame;
  title: string;
  narrow?: boolean;
  /** A staff script the page loads: `true` for the passkeys one; "content" for the editor's rich text and image fields. */
  script?: boolean | StaffScriptName;
  children: Child;
}) {
  const { t, language, member, path } = frame;
  const current = path.split("?")[0] ?? path;
  const other = otherLanguage(language);
  return (
    <html lang={language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{t("meta.title", { page: title, brand: frame.brand })}</title>
        <link rel="stylesheet" href={STAFF_STYLESHEET} />
        {script ? <script type="module" src={script === true ? STAFF_SCRIPT : `/staff/assets/${script}.js`} /> : null}
      </head>
      <body>
        <a class="skip" href="#main">
          {t("meta.skip")}
        </a>
        <header class="bar">
          <div class="bar-inner">
            <a class="brand" href="/staff">
              {frame.brand} <span>· {t("nav.label")}</span>
            </a>
            <nav aria-label={t("nav.label")}>
              <ul>
                {member
                  ? NAV.filter((item) => mayOpen(member, item)).map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          aria-current={
                            current === item.href || (item.href !== "/staff" && current.startsWith(`${item.href}/`)) ? "page" : undefined
                          }
                        >
                          {t(item.key)}
                        </a>
                      </li>
                    ))
                  : null}
                <li>
                  <a href={`/language/${other}?back=${encodeURIComponent(path)}`} lang={other} hreflang={other}>
                    {t("nav.language")}
                  </a>
                </li>
                {member ? (
                  <li>
                    <form method="post" action="/staff/sign-out" class="inline">
                      <button type="submit" class="link-button">
                        {t("nav.signOut")}
                      </button>
                    </form>
                  </li>
                ) : null}
              </ul>
            </nav>
          </div>
        </header>
        <main id="main" class={narrow ? "narrow" : undefined} tabindex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}

export function Notice({ kind, children }: { kind: "ok" | "error"; children: Child }) {
  return (
    <div class={`notice ${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** A date and time as staff read it: in their language, in UTC (the server does not know their zone). */
export function formatTime(language: Language, ms: number): string {
  return `${new Intl.DateTimeFormat(language === "es" ? "es-CO" : "en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(ms)} UTC`;
}

export const renderPage = (page: Child) => `<!DOCTYPE html>${String(page)}`;
