/**
 * The inline script that requests the page's one module (app/entry.client.tsx)
 * once the page has loaded and painted its largest element. Requested with the
 * page, the module and its chunk competed with the page's own resources for its
 * first paint: Lighthouse's simulated LCP came 3-11 % later than the same page
 * without scripts. Requested at the load, it could still start before that
 * paint (a page's heading is often painted a frame or two after its load), and
 * its download then counted in the simulated LCP. What the module does waits
 * for the load anyway: islands wake after it, and the language switch and the
 * forms work as plain HTML until then. A browser that reports no largest paint,
 * or a page loaded in a background tab (which paints nothing), requests it a
 * frame after the load, or a second after it.
 */
export function pageScriptLoader(src: string): string {
  return [
    'addEventListener("load",()=>{',
    `let asked=0;const ask=()=>asked||(asked=1,import(${JSON.stringify(src)}));`,
    "const afterFrame=()=>requestAnimationFrame(()=>setTimeout(ask));",
    'if(!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))return afterFrame();',
    'new PerformanceObserver((_,observer)=>{observer.disconnect();afterFrame()}).observe({type:"largest-contentful-paint",buffered:true});',
    "setTimeout(ask,1e3)})",
  ].join("");
}
