import type { Language } from "~/i18n/language";

/** Once the page has loaded, when the browser has a moment: the page's own resources come first. */
function afterLoad(callback: () => void) {
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 50);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Each island wakes on its own: at once when the visitor reaches into it, or
 * once the page has loaded when it is near the screen. Only then is the
 * island runtime requested (hydrate-islands.tsx), so a page never loads it
 * before its own first paint, and a page whose island stays out of reach
 * never loads it. Until then, and if its code never arrives, the island's
 * server HTML works as plain HTML (a form posts).
 */
export function wakeIslands(elements: Iterable<HTMLElement>, language: Language): void {
  for (const element of elements) {
    // The form funnel: a beacon naming the form at its first input, with nothing of the visitor.
    const form = element.querySelector("form[data-form-id]")?.getAttribute("data-form-id");
    if (form) element.addEventListener("input", () => navigator.sendBeacon(`/api/funnel/${form}/started`), { capture: true, once: true });
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
      import("./hydrate-islands")
        .then(({ hydrateIsland }) => hydrateIsland(element, language))
        .catch((error: unknown) => {
          // The HTML keeps working; the next visit tries again.
          console.error("island failed to load", error);
        });
    };
    for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && afterLoad(start), {
            rootMargin: "200px 0px",
          })
        : undefined;
    if (observer) observer.observe(element);
    else afterLoad(start);
  }
}
