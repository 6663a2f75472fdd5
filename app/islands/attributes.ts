/** The element that holds an island's server HTML carries its name in this attribute (app/islands/island.tsx). */
export const ISLAND_ATTRIBUTE = "data-island";
/** On an island: the addresses of its code's chunks, space-separated, for the page to fetch ahead (wake-islands.ts). */
export const ISLAND_CODE_ATTRIBUTE = "data-island-code";
/** Set on an island once its code runs: its controls are the enhanced ones from then on. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Inside an island: the element its component renders into, beside the data block of its props. */
export const ISLAND_ROOT_ATTRIBUTE = "data-island-root";

/**
 * Set on `<html>` of a page opened anew, whose lower sections are laid out as they near the viewport (app.css,
 * decision 0018): by the inline script of its `<head>` (app/features/navigation/scroll.ts), and removed by the
 * page's script as the page jumps to a fragment (app/browser/lay-out-on-jump.ts).
 */
export const LAYOUT_NEAR_VIEW_ATTRIBUTE = "data-layout-near-view";

/** Set on `<html>` once the page's one script has run (app/entry.client.tsx). */
export const PAGE_SCRIPT_ATTRIBUTE = "data-page-script";

/** The link that stands for a configured promo video: the page's script plays the video in its place (app/features/home/video-facade.ts). */
export const VIDEO_FACADE_ATTRIBUTE = "data-video-facade";

/**
 * Dispatched by a form's island on its `<form>` at each change of its state, with the messages under
 * its fields; the page's script counts those its checks found (wake-islands.ts). It does not bubble.
 */
export const FIELD_ERRORS_EVENT = "form-field-errors";
/** Each field's message: its error key, and whether the form's checks (`schema`) or the server found it. */
export type FieldErrorsDetail = Readonly<Record<string, { type: string; message: string } | undefined>>;
