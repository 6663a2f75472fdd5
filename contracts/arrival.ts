import { LANGUAGE_QUERY_PARAM } from "./language.ts";

/**
 * Arrivals: a call to action that leads to the home page's services or contact section, from
 * whichever page, is a link with `?arrival=`; the server answers it with a redirect to the
 * section's fragment, so that it lands there with or without scripts. Shared by the pages' links
 * and the server (server/app.ts), which must agree on the parameter and where it leads.
 */
/** `?arrival=to-service` or `?arrival=to-contact` asks to land on a section. */
export const ARRIVAL_PARAM = "arrival";
export type Arrival = "to-service" | "to-contact";

/**
 * The address of a call to action that leads to the home page's services or
 * contact section, from whichever page: the server answers it with the
 * section's fragment (`arrivalLocation`), so it lands there with or without
 * scripts. Like every link of the site it names no language: the page follows
 * the visitor's choice.
 */
export function arrivalHref(arrival: Arrival): string {
  return `/?${ARRIVAL_PARAM}=${arrival}`;
}

/**
 * The ids of the sections an arrival lands on (the elements with the section
 * classes of app/features/navigation/scroll.ts), on the pages that have them;
 * elsewhere, the home page's.
 */
const ARRIVAL_SECTIONS: Record<Arrival, { home: string; pages: Record<string, string> }> = {
  "to-service": { home: "services", pages: { "/techservices": "services" } },
  "to-contact": { home: "contact-us", pages: { "/contact": "form" } },
};

/** The query parameters that still mean something on the home page. */
const KEPT_ON_THE_WAY_HOME = new Set([LANGUAGE_QUERY_PARAM]);

/**
 * Where a request with an arrival parameter is redirected, so that the
 * browser lands on the section by itself, with or without scripts: the same
 * page at the section's fragment when the page has the section, else the home
 * page at it; the parameter dropped, the others kept. Null when the request
 * asks for no known arrival.
 */
export function arrivalLocation(url: URL): string | null {
  const requested = url.searchParams.get(ARRIVAL_PARAM);
  const target = requested !== null && Object.hasOwn(ARRIVAL_SECTIONS, requested) ? ARRIVAL_SECTIONS[requested as Arrival] : undefined;
  if (!target) return null;
  const params = new URLSearchParams(url.search);
  params.delete(ARRIVAL_PARAM);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const section = pathname === "/" ? target.home : Object.hasOwn(target.pages, pathname) ? target.pages[pathname] : undefined;
  if (section) return `${url.pathname}${query(params)}#${section}`;
  for (const name of [...params.keys()]) if (!KEPT_ON_THE_WAY_HOME.has(name)) params.delete(name);
  return `/${query(params)}#${target.home}`;
}

const query = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : "");
