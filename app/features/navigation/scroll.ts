import { LAYOUT_NEAR_VIEW_ATTRIBUTE } from "~/islands/attributes";

/** Class names of the sections that arrival parameters point at. */
export const SERVICES_SECTION_CLASS = "services-section";
export const CONTACT_SECTION_CLASS = "contact-us-section";

// The arrival rule itself is shared with the server: contracts/arrival.ts.
export { ARRIVAL_PARAM, type Arrival, arrivalHref, arrivalLocation } from "../../../contracts/arrival";

/**
 * An inline script for the `<head>` of every page, run before its body is
 * parsed. A page opened anew lays out its lower sections as they near the
 * viewport; one the browser returns to a stored position (a reload, a step
 * back or forward in history) or opens at a fragment lays out every section,
 * so that the position lands where the visitor was, or on the section, rather
 * than on estimated heights. Without scripts every section is laid out.
 *
 * The fragment is the scripts' to see, not the stylesheet's: a rule on
 * `html:has(:target)` made every change the page's `:has()` rules follow (the
 * phone menu opening) restyle and lay out again every lower section
 * (docs/decisions/0018-lower-sections-rendered-near-view.md). A jump within
 * the page is the page's script's (app/browser/lay-out-on-jump.ts): every
 * byte here is in every page's first round trip.
 */
export const LAYOUT_NEAR_VIEW_SCRIPT = `location.hash||/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type)||document.documentElement.setAttribute("${LAYOUT_NEAR_VIEW_ATTRIBUTE}","")`;
