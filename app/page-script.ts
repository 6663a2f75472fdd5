/**
 * The inline script that requests the page's one module (app/entry.client.tsx)
 * once the page has loaded. Requested with the page, the module and its chunk
 * competed with the page's own resources for its first paint: Lighthouse's
 * simulated LCP came 3-11 % later than the same page without scripts. What
 * the module does waits for the load anyway: islands wake after it, and the
 * language switch and the forms work as plain HTML until then.
 */
export function pageScriptLoader(src: string): string {
  // After the frame that follows the load: the load can come before the paint of the page's largest image.
  return `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)}))))`;
}
