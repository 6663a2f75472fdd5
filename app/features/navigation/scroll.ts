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
 * back or forward in history) or opens at a fragment lays out every section,
 * so that the position lands where the visitor was, or on the section, rather
 * than on estimated heights; so does a page once it jumps to a fragment (the
 * Navigation API's `navigate`, else `hashchange`). Without scripts every
 * section is laid out.
 *
 * The fragment is the script's to see, not the stylesheet's: a rule on
 * `html:has(:target)` made every change the page's `:has()` rules follow (the
 * phone menu opening) restyle and lay out again every lower section
 * (docs/decisions/0018-lower-sections-rendered-near-view.md).
 */
export const LAYOUT_NEAR_VIEW_SCRIPT = `(()=>{if(location.hash||/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type))return;const r=document.documentElement,all=()=>r.removeAttribute("${LAYOUT_NEAR_VIEW_ATTRIBUTE}");r.setAttribute("${LAYOUT_NEAR_VIEW_ATTRIBUTE}","");if(window.navigation)navigation.addEventListener("navigate",(e)=>e.hashChange&&all());else addEventListener("hashchange",all)})()`;
