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
 * its chunks beside it (app/islands/island.tsx), and they are requested
 * together as the island wakes, so that they add no round trip. Never in
 * advance: every control of a form answers without them (decision 0040), and
 * a page's first load carries no code it does not run.
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

/**
 * A mouse or a pen comes with a pointer over the island before its click; a key, with the focus in it. A touch
 * wakes it with the focus or the click it ends in, not as it lands: a finger put on the form to scroll the page
 * past it is no reason to hydrate it. A value changed without any of these (the browser's autofill, assistive
 * technology, a script) wakes it with its `input` or `change`.
 */
const INTERACTIONS = ["pointerover", "focusin", "click", "input", "change"] as const;
const landingTouch = (event?: Event) => event?.type === "pointerover" && (event as PointerEvent).pointerType === "touch";

/**
 * Each island wakes on its own, when the visitor reaches into it: a pointer
 * over it, a tap on it, or the focus. Only then is the island runtime requested
 * (hydrate-islands.tsx), so no island's work is under way when a first tap
 * comes: the touch is answered by the HTML, and the runtime starts, and each
 * step of its work runs, only once that answer has been painted. An island
 * the visitor is already in when this runs, or that has something to restore
 * (`resumes`: what a form kept in this tab before a reload), wakes by itself
 * once the page has loaded and the browser is idle. Until then, and if its
 * code never arrives, the island's server HTML works as plain HTML (a form
 * posts, a picker is the browser's own). `registry` loads the islands the
 * site has, with the runtime.
 */
export function wakeIslands(
  elements: Iterable<HTMLElement>,
  language: Language,
  registry: () => Promise<IslandRegistry>,
  resumes: (element: HTMLElement) => boolean,
): void {
  const answered = watchInput();
  for (const element of elements) {
    let started = false;
    const start = (event?: Event) => {
      if (started || landingTouch(event)) return;
      started = true;
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
    // The visitor is in it already (the page's script came after the first touch: its answer is painted by the
    // time the browser is idle), or it has something to put back.
    if (element.contains(document.activeElement) || resumes(element)) afterLoad(start);
  }
}
