import type { Language } from "~/i18n/language";
import { ISLAND_CODE_ATTRIBUTE } from "./attributes";
import type { IslandRegistry } from "./island-registry";

/** Once the page has loaded, when the browser has a moment: the page's own resources come first. */
function afterLoad(callback: () => void) {
  const idle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(callback, { timeout: 1000 }) : setTimeout(callback, 50);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** A task of its own: the browser handles what input is waiting first. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The visitor's taps and key presses come before an island's work. From a
 * tap's `pointerdown` until the frame after its answer (for a touch, the focus
 * or the click comes after `pointerup`), and from a key press until the frame
 * after it, the island waits; then it runs its next step in a task of its own.
 */
function watchInput() {
  let pressed = false;
  let painting = false;
  let waiting: Array<() => void> = [];
  let gaveUp: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => !pressed && !painting;
  const resume = () => {
    const resumed = waiting;
    waiting = [];
    for (const next of resumed) next();
  };
  // The frame that shows the answer is painted before a message posted in its animation frame arrives.
  const answered = () => {
    pressed = false;
    clearTimeout(gaveUp);
    painting = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        painting = false;
        if (quiet()) resume();
      };
      channel.port2.postMessage(null);
    });
  };
  const options = { capture: true, passive: true };
  addEventListener(
    "pointerdown",
    () => {
      pressed = true;
      // A finger held still or a gesture the browser takes over ends without a click.
      clearTimeout(gaveUp);
      gaveUp = setTimeout(answered, 1000);
    },
    options,
  );
  for (const type of ["click", "pointercancel", "contextmenu", "keyup"]) addEventListener(type, answered, options);
  // A tap that ends away from where it started may have no click.
  addEventListener(
    "pointerup",
    () => {
      clearTimeout(gaveUp);
      gaveUp = setTimeout(answered, 300);
    },
    options,
  );
  addEventListener("keydown", answered, options);
  /** Resolves in a task of its own once no tap or key press waits for its answer. */
  return (): Promise<void> =>
    new Promise((resolve) => {
      const attempt = () => void nextTask().then(() => (quiet() ? resolve() : waiting.push(attempt)));
      attempt();
    });
}

/**
 * An island's code, fetched but not run (`modulepreload`): the server lists
 * its chunks beside it (app/islands/island.tsx). Requested once the page has
 * loaded and the browser is idle, so that a tap later does not wait for the
 * network; a tap before then requests it at once.
 */
const preloaded = new Set<string>();
function preloadCode(element: HTMLElement) {
  for (const href of element.getAttribute(ISLAND_CODE_ATTRIBUTE)?.split(" ") ?? []) {
    if (!href || preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Each island wakes on its own: when the visitor reaches into it, or once the
 * page has loaded when it is near the screen. Only then is the island runtime
 * requested (hydrate-islands.tsx), so a page never runs it before its own
 * first paint. A touch is answered by the HTML first: the runtime starts, and
 * each step of its work runs, only once the touch's answer has been painted.
 * Until then, and if its code never arrives, the island's server HTML works as
 * plain HTML (a form posts). `registry` loads the islands the site has, with
 * the runtime.
 */
export function wakeIslands(elements: Iterable<HTMLElement>, language: Language, registry: () => Promise<IslandRegistry>): void {
  const answered = watchInput();
  for (const element of elements) {
    afterLoad(() => preloadCode(element));
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
      preloadCode(element);
      answered()
        .then(() => Promise.all([import("./hydrate-islands"), registry()]))
        .then(([{ hydrateIsland }, islands]) => hydrateIsland(element, language, answered, islands))
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
