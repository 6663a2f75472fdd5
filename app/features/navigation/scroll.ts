/** Class names of the sections that arrival parameters point at. */
export const SERVICES_SECTION_CLASS = "services-section";
export const CONTACT_SECTION_CLASS = "contact-us-section";

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
 * The ids of the sections an arrival lands on (the elements with the classes
 * above), on the pages that have them; elsewhere, the home page's.
 */
const ARRIVAL_SECTIONS: Record<Arrival, { home: string; pages: Record<string, string> }> = {
  "to-service": { home: "services", pages: { "/techservices": "services" } },
  "to-contact": { home: "contact-us", pages: { "/contact": "form" } },
};

/** The query parameters that still mean something on the home page. */
const KEPT_ON_THE_WAY_HOME = new Set(["lang"]);

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

/** Marks `<html>` when its lower sections are laid out as they near the viewport (app.css, decision 0018). */
export const LAYOUT_NEAR_VIEW_ATTRIBUTE = "data-layout-near-view";

/**
 * An inline script for the `<head>` of every page, run before its body is
 * parsed. A page opened anew lays out its lower sections as they near the
 * viewport; one the browser returns to a stored position (a reload, a step
 * back or forward in history) lays out every section, so that the position
 * lands where the visitor was rather than on estimated heights. Without
 * scripts every section is laid out.
 */
export const LAYOUT_NEAR_VIEW_SCRIPT = `/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type)||document.documentElement.setAttribute("${LAYOUT_NEAR_VIEW_ATTRIBUTE}","")`;
