/** Class names of the sections that arrival parameters point at. */
export const SERVICES_SECTION_CLASS = "services-section";
export const CONTACT_SECTION_CLASS = "contact-us-section";

// The arrival rule itself is shared with the server: contracts/arrival.ts.
export { ARRIVAL_PARAM, type Arrival, arrivalHref, arrivalLocation } from "../../../contracts/arrival";

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
