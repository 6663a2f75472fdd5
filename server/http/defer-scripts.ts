import { transformSync } from "esbuild";
import { ARRIVAL_PARAM } from "../../app/features/navigation/scroll.ts";
import { PENDING_NAVIGATION_KEY } from "../../app/features/navigation/resume-navigation.ts";
import { LANGUAGE_KEY } from "../../app/i18n/language.ts";

/**
 * The page first, its JavaScript after, and React's work when the visitor
 * starts to use the page.
 *
 * React Router writes a `modulepreload` link for every module of the page into
 * `<head>` and an inline module script that imports the route modules and then
 * the client entry. On a slow mobile connection those ~160 KB start
 * downloading with the stylesheet and the font and delay the first paint,
 * although the server's HTML is the whole page and its links work without
 * JavaScript. And hydrating a whole page costs a mid-range phone several
 * hundred milliseconds of main thread while the visitor is reading it.
 *
 * This rewrites the document so that the modules download at the lowest
 * priority a second after the page has loaded (its images and font first; prefetched:
 * neither parsed nor compiled), and run (hydration) on the
 * visitor's first gesture: a touch, a press, a key, a scroll, a mouse move or
 * focus. Focusing a form's field is one, and the fields take typing before
 * then (decision 0013). A click on a button that lands before the page has
 * hydrated, or on a form's button or picker before that form is ready, is held
 * and replayed once it is (React drops a click on a part still hydrating), and
 * a form is never submitted natively; links keep working as plain links
 * meanwhile. A page that needs its script at once hydrates at once: an arrival
 * to scroll to, a navigation to resume after a reload, or a saved language
 * that the cookie no longer mirrors; a page with a form hydrates a few seconds
 * after it has loaded if nobody has touched it by then.
 * Anything unexpected (another shape of React Router's script) leaves the
 * document as it was.
 */
const GESTURES = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"];

/** Listens from the start, so that a gesture made while the page loads counts. */
const LISTEN_FOR_GESTURE = `const gestures = ${JSON.stringify(GESTURES)};
let gesture;
const gestured = new Promise((resolve) => {
  gesture = () => {
    for (const type of gestures) removeEventListener(type, gesture, true);
    resolve();
  };
  for (const type of gestures) addEventListener(type, gesture, { capture: true, passive: true });
});`;

/** Read after the first paint. */
const NEEDED_NOW = `const neededNow = (() => {
  if (new URLSearchParams(location.search).has(${JSON.stringify(ARRIVAL_PARAM)})) return true;
  try {
    if (sessionStorage.getItem(${JSON.stringify(PENDING_NAVIGATION_KEY)})) return true;
    // Reading the cookie is a round trip to the browser process: only when a choice was saved.
    const saved = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
    if (saved && !document.cookie.split("; ").includes(${JSON.stringify(`${LANGUAGE_KEY}=`)} + saved)) return true;
  } catch {}
  return false;
})();`;

/**
 * A control waits while the page has not hydrated, and a form's control while
 * that form has not (SubmissionForm marks its form `data-ready`). Its
 * clicks are held and replayed in order once it is ready; a submission of a
 * form that is not ready would leave the page, so it never happens natively.
 */
const HOLD_CLICKS = `const waits = (element) => !document.documentElement.hasAttribute("data-hydrated") ||
  !!element.closest("[data-form]")?.querySelector("form:not([data-ready])");
const held = [];
const release = () => {
  for (const control of held.splice(0)) {
    if (!control.isConnected) continue;
    if (waits(control)) held.push(control);
    else control.click();
  }
};
addEventListener("click", (event) => {
  const control = event.target instanceof Element ? event.target.closest("button, [role=button], [role=combobox], summary") : null;
  if (!control || !waits(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
}, true);
addEventListener("submit", (event) => {
  if (event.target instanceof Element && waits(event.target)) event.preventDefault();
}, true);
new MutationObserver(() => held.length > 0 && release()).observe(document.documentElement, {
  attributes: true,
  subtree: true,
  attributeFilter: ["data-hydrated", "data-ready"],
});`;

/**
 * A page with a form hydrates anyway a few seconds after it has loaded without
 * a gesture, so that its pickers are ready for whatever fills a form without
 * one (an autofill, an assistive technology, a script).
 */
export const FORM_PAGE_GRACE_MS = 4000;
const NEEDED_SOON = `if (!neededNow && document.querySelector("[data-form]")) {
  const soon = () => setTimeout(gesture, ${FORM_PAGE_GRACE_MS});
  if (document.readyState === "complete") soon();
  else addEventListener("load", soon, { once: true });
}`;

/**
 * How long after the page's load the prefetching starts: the page's largest
 * image may still be waiting for its paint when the load event fires, and the
 * prefetch's own work (adding links, a few milliseconds a time) would come
 * before it on a slow phone.
 */
export const PREFETCH_AFTER_LOAD_MS = 1000;

/** How long one idle moment adds prefetch links: short enough to stay far from a long task on a slow phone. */
const PREFETCH_SLICE_MS = 4;

const PRELOAD_LINK = /<link rel="modulepreload" href="(\/[^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from "(\/[^"]+)";\s*$/gm;

/** `pageData`: the module that holds the page's hydration data, taken out of the page (page-data.ts). */
export function deferPageScripts(html: string, pageData?: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const content = module[1] ?? "";
  const imports = [...content.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name: name ?? "", href: href ?? "" }));
  if (imports.length === 0 || !/\bimport\("\/[^"]+"\);\s*$/.test(content)) return html;

  const preloads = [...html.matchAll(PRELOAD_LINK)].map(([, href]) => href ?? "");
  // React Router's script ends by importing the client entry, which hydrates; held clicks replay once it has run.
  const rest = content
    .replace(ROUTE_IMPORT, "")
    .replace(/^[\s;]+/, "")
    .replace(/\bimport\(("\/[^"]+")\);\s*$/, "await import($1);");
  const script = [
    HOLD_CLICKS,
    LISTEN_FOR_GESTURE,
    `const preloads = ${JSON.stringify(preloads)};`,
    // The page's address rides along: a server that no longer holds the data renders the page again.
    ...(pageData
      ? [
          `const pageData = ${JSON.stringify(`${pageData}?for=`)} + encodeURIComponent(location.pathname + location.search);`,
          "preloads.unshift(pageData);",
        ]
      : []),
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    NEEDED_NOW,
    'const link = (rel) => (href) => document.head.append(Object.assign(document.createElement("link"), { rel, href }));',
    // The page's own images and fonts first: the modules are prefetched once it has loaded. A page
    // that hydrates now, or before then, preloads them instead; a prefetch as well would fetch them twice.
    "let started = false;",
    // A few links at a time: adding all of them at once was one task of 20–30 ms, four times that on a slow phone.
    "const toPrefetch = [...preloads];",
    `const prefetchSome = () => {
  const until = performance.now() + ${PREFETCH_SLICE_MS};
  while (!started && toPrefetch.length > 0 && performance.now() < until) link("prefetch")(toPrefetch.shift());
  if (!started && toPrefetch.length > 0) prefetch();
};`,
    // Safari has no requestIdleCallback.
    "const prefetch = () => (window.requestIdleCallback ? requestIdleCallback(prefetchSome, { timeout: 1000 }) : setTimeout(prefetchSome, 0));",
    `const prefetchAfterLoad = () => setTimeout(prefetch, ${PREFETCH_AFTER_LOAD_MS});`,
    "if (neededNow) gesture();",
    'else if (document.readyState === "complete") prefetchAfterLoad();',
    'else addEventListener("load", prefetchAfterLoad, { once: true });',
    NEEDED_SOON,
    "await gestured;",
    "started = true;",
    'preloads.forEach(link("modulepreload"));',
    `const [${pageData ? ", " : ""}${imports.map(({ name }) => name).join(", ")}] = await Promise.all([${[
      ...(pageData ? ["import(pageData)"] : []),
      ...imports.map(({ href }) => `import(${JSON.stringify(href)})`),
    ].join(", ")}]);`,
    rest,
  ].join("\n");
  return html.replace(PRELOAD_LINK, "").replace(module[0], () => `<script type="module" async="">${script}</script>`);
}

/**
 * The bootstrap above, minified: it is written to be read and tested, and
 * travels in every page's first round trip (about 300 bytes less compressed).
 * The document is left as it was if the result could end its script element.
 */
export function minifyPageScript(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  let code: string;
  try {
    code = transformSync(module[1] ?? "", { minify: true, format: "esm", target: "es2022", legalComments: "none" }).code.trim();
  } catch {
    return html;
  }
  if (/<\/script|<!--/i.test(code)) return html;
  return html.replace(module[0], () => `<script type="module" async="">${code}</script>`);
}

/**
 * React Router's scroll restoration script, as it is written when positions
 * are keyed by history entry (no `getKey`): an entry without a key is one the
 * visitor has just arrived at, so it has no stored position. The script then
 * stops after giving the entry its key, instead of reading session storage,
 * whose first read waits on the browser's storage service before the page's
 * first paint. An entry that has a key (a reload, a return) reads it as
 * before. Either lays out the whole page first when it will scroll: to a
 * stored position, or to the fragment the visitor arrived at. Another shape of
 * the script is left as it was.
 */
const SCROLL_RESTORATION =
  /(<script>\(\(storageKey\d*, restoreKey\) => \{\s*if \(!window\.history\.state \|\| !window\.history\.state\.key\) \{\s*let key = [^;\n]+;\s*window\.history\.replaceState\(\{ key \}, ""\);)(\s*\})(\s*try \{[\s\S]*?\}\)\("[^"\\]*", null\)<\/script>)/;

/**
 * Lays out the whole page at once (app.css: sections are otherwise laid out as
 * they near the viewport until the page hydrates), so that a position or a
 * fragment lands where it was measured.
 */
const FULL_LAYOUT = 'document.documentElement.setAttribute("data-full-layout", "");';

export function skipScrollRestoreOnArrival(html: string): string {
  return html.replace(
    SCROLL_RESTORATION,
    (_, opening: string, close: string, rest: string) =>
      `${opening}\n      if (location.hash) ${FULL_LAYOUT}\n      return;${close}\n    ${FULL_LAYOUT}${rest}`,
  );
}
