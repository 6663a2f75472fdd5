/**
 * The one script of every page. The page works without it (links, native
 * menus, forms that post); it keeps the language choice in step, wakes the
 * page's islands, each on its own, when the visitor reaches into them, and
 * counts the forms' funnel (started, field errors) with nothing of the visitor.
 */
import { keepPlaceOnLanguageSwitch, mirrorLanguageChoice } from "./browser/language";
import { reportToFunnel } from "./browser/form-funnel";
import { keptInTab } from "./browser/kept-drafts";
import { hasSavedLeads } from "./browser/saved-leads";
import { FALLBACK_LANGUAGE, isLanguage } from "./i18n/language";
import { layOutAllOnJump } from "./browser/lay-out-on-jump";
import { ISLAND_ATTRIBUTE, PAGE_SCRIPT_ATTRIBUTE, VIDEO_FACADE_ATTRIBUTE } from "./islands/attributes";
import { wakeIslands } from "./islands/wake-islands";

mirrorLanguageChoice();
keepPlaceOnLanguageSwitch();
layOutAllOnJump();

const islands = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
const formOf = (island: HTMLElement) => island.querySelector("form[data-form-id]")?.getAttribute("data-form-id");
for (const island of islands) {
  const form = formOf(island);
  if (form) reportToFunnel(island, form);
}
if (islands.length > 0) {
  const shown = document.documentElement.lang;
  const language = isLanguage(shown) ? shown : FALLBACK_LANGUAGE;
  // A form wakes when the visitor reaches into it; one that kept what was typed in this tab, to put it back.
  const resumes = (island: HTMLElement) => keptInTab(formOf(island) ?? "");
  wakeIslands(islands, language, () => import("./features/forms/registry").then(({ formIslands }) => formIslands), resumes);
}

// A configured promo video plays in place of its facade; that code is requested only by a page that has one.
const facades = document.querySelectorAll<HTMLAnchorElement>(`a[${VIDEO_FACADE_ATTRIBUTE}]`);
if (facades.length > 0) {
  import("./features/home/video-facade")
    .then(({ enhanceVideoFacades }) => enhanceVideoFacades(facades))
    .catch((error: unknown) => console.error("video facade failed to load", error));
}

// Submissions saved on this device while it was offline are sent now that the site is open again.
if (hasSavedLeads()) {
  import("./features/forms/offline/send-on-load").catch((error: unknown) => console.error("saved submissions not sent", error));
}

// The page's enhancements are in place (the language switch keeps the visitor's place).
document.documentElement.setAttribute(PAGE_SCRIPT_ATTRIBUTE, "");
