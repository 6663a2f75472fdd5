/**
 * Every navigation loads a whole page: the browser prerenders the next one
 * when a link is pointed at or pressed, so it shows at once. Not the language
 * switch, which saves a choice. An inline script of every page, allowed by
 * its hash (server/http/inline-scripts.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/language/*" } }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ],
});
