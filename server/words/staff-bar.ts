import { readCookie } from "../../contracts/language.ts";
import type { Language } from "../../contracts/language.ts";
import { sessionCookieName } from "../staff/staff-app.tsx";
import { hasRole, type StaffService } from "../staff/staff-service.ts";

/** The bar's own few rules, served to signed-in staff only (`/staff/bar.css`): no public stylesheet carries them. */
export const STAFF_BAR_CSS = `.staff-bar{position:fixed;left:1rem;bottom:1rem;z-index:40;display:flex;gap:.75rem;align-items:center;
padding:.5rem .9rem;border-radius:.5rem;background:#0b1b33;color:#fff;font:600 .9rem/1.4 ui-sans-serif,system-ui,sans-serif;
box-shadow:0 4px 14px rgb(0 0 0/.3);max-width:calc(100vw - 7rem);flex-wrap:wrap}.staff-bar a{color:#fff;text-decoration:underline;text-underline-offset:.15em}
.staff-bar a:focus-visible{outline:3px solid #fff;outline-offset:2px}`;

const WORDS = {
  es: { label: "Equipo", texts: "Editar los textos de esta página", home: "Área del equipo" },
  en: { label: "Staff", texts: "Edit this page's texts", home: "Staff area" },
} as const;

/**
 * The bar a signed-in editor sees on a public page, with a link to the page's texts in /staff/copy:
 * added to that one answer by the server (server/app.ts), never to a cached page, with no script.
 * A request without the staff session cookie costs one string search; with it, one session look-up.
 */
export function staffBar(staff: StaffService, siteUrl: string) {
  const cookieName = sessionCookieName(siteUrl);
  return async (request: Request, path: string, language: Language): Promise<string | undefined> => {
    const cookies = request.headers.get("cookie");
    if (!cookies?.includes(`${cookieName}=`)) return undefined;
    const session = await staff.session(readCookie(cookies, cookieName) ?? undefined).catch(() => undefined);
    if (!session || !hasRole(session.member, "editor")) return undefined;
    const words = WORDS[language];
    return `<link rel="stylesheet" href="/staff/bar.css"><nav class="staff-bar" aria-label="${words.label}"><a href="/staff">${words.home}</a><a href="/staff/copy?page=${encodeURIComponent(path)}">${words.texts}</a></nav>`;
  };
}
