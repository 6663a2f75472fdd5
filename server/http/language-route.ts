import { Hono } from "hono";
import { isLanguage, LANGUAGE_QUERY_PARAM, languageCookie } from "../../contracts/language.ts";

const BASE = "http://site.invalid";

/**
 * Where to send the visitor back: a path of this site, never another site.
 * The address is resolved first (dot segments, backslashes, tabs and line
 * breaks as a browser reads them), then checked: whatever resolves to another
 * origin gives the home page, and a path that would start with `//` or `/\\`
 * (which a browser reads as another host) keeps one slash. Without `?lang=`,
 * which would override the choice just saved.
 */
export function backPath(back: string | undefined): string {
  if (!back?.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(back, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  const path = `/${url.pathname.replace(/^[/\\]+/, "")}`;
  return `${path}${url.search}${url.hash}`;
}

/**
 * The language switch without scripts: `GET /language/en?back=/events`
 * saves the choice in the `language` cookie, as the page's script does, and
 * shows the same page again (303, so a reload does not repeat it). Another
 * language is no route of this module: the site's own 404 page answers it.
 */
export function languageRoutes() {
  const routes = new Hono();
  routes.get("/language/:language", async (c, next) => {
    const language = c.req.param("language");
    if (!isLanguage(language)) return next();
    c.header("Set-Cookie", languageCookie(language));
    c.header("Cache-Control", "no-store");
    return c.redirect(backPath(c.req.query("back")), 303);
  });
  return routes;
}
