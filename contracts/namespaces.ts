/** Translation namespaces: one for the frame of every page, one per area of the site. */
export const NAMESPACES = [
  "common",
  "home",
  "techservices",
  "contractors",
  "vma",
  "recruitment",
  "work",
  "financials",
  "investment",
  "about",
  "events",
  "blog",
  "products",
  "forms",
  /** The e-mails of the leads, written by the server (server/mail/), never by a page. */
  "mail",
  /** The staff area, rendered by the server (server/staff/), never by a public page. */
  "staff",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const AREAS: ReadonlyArray<[prefix: string, namespace: Namespace]> = [
  ["/techservices", "techservices"],
  ["/contractors", "contractors"],
  ["/contractus", "contractors"],
  ["/vma", "vma"],
  ["/recruitment", "recruitment"],
  ["/find-top-talent", "recruitment"],
  ["/work-with-us", "work"],
  ["/financials", "financials"],
  ["/investment", "investment"],
  ["/about-us", "about"],
  ["/events", "events"],
  ["/blog", "blog"],
  ["/moreservices", "products"],
  ["/contact", "home"],
  ["/platform-video", "home"],
];

const FORM_PATHS = [
  /^\/$/,
  /^\/contact$/,
  /^\/techservices\/adquire$/,
  /^\/contractors\/(consulting|work|outsourcing)\/apply$/,
  /^\/vma\/(specialist|gethired)\/hire$/,
  /^\/recruitment$/,
  /^\/work-with-us$/,
  /^\/financials\/adquire$/,
];

function withinArea(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The namespaces a page needs, so that each page carries only its own copy. */
export function namespacesFor(pathname: string): Namespace[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const namespaces: Namespace[] = ["common"];
  if (path === "/") namespaces.push("home");
  for (const [prefix, namespace] of AREAS) {
    if (withinArea(path, prefix) && !namespaces.includes(namespace)) namespaces.push(namespace);
  }
  if (FORM_PATHS.some((pattern) => pattern.test(path))) namespaces.push("forms");
  return namespaces;
}
