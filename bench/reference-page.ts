/**
 * The reference page of the first-tap bench (BENCH_QUICK_REFERENCE=1, in
 * bench/quick-tap.ts): the controls the goal names and nothing else. A
 * header with the phone menu (the browser's popover) and the language
 * switch, a screen of text, and a form with a text field, a picker and a
 * submit button; no script, no web font, no image, a few lines of CSS.
 * The same taps on it give what this machine's browser takes for them on
 * its own: the floor under any page's figures.
 *
 * Its controls carry the site's names, so that the bench finds them as it
 * finds the site's.
 */
import { COPY, type Language } from "./first-tap.ts";

/** Where the bench serves it, on the site's origin (the bench answers it itself; the site never sees it). */
export const REFERENCE_ROUTE = "/bench-reference";

const TEXT = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.";

export function referencePage(language: Language): string {
  const { nav, language: switcher } = COPY[language];
  const other: Language = language === "es" ? "en" : "es";
  const options = Array.from({ length: 10 }, (_, index) => `<option>${index + 1}</option>`).join("");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; }
header { display: flex; justify-content: space-between; align-items: center; padding: 0.5rem 1rem; border-bottom: 1px solid #e5e7eb; }
button, input, select { font: inherit; min-height: 44px; }
[popover] { margin: 0 0 0 auto; height: 100%; max-height: none; width: 20rem; border: 0; padding: 1.25rem; }
main { padding: 1rem; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input, select { display: block; width: 100%; box-sizing: border-box; border: 1px solid #9ca3af; border-radius: 0.5rem; padding: 0 0.75rem; }
</style>
</head>
<body>
<header>
<a href="?lang=${language}">Reference</a>
<a data-testid="language-switch" href="?lang=${other}">${switcher.switchTo}</a>
<button type="button" popovertarget="menu">${nav.openMenu}</button>
<div id="menu" popover="auto" role="dialog" aria-label="${nav.mobileMenu}">
<nav><ul><li><a href="#one">One</a></li><li><a href="#two">Two</a></li><li><a href="#three">Three</a></li></ul></nav>
</div>
</header>
<main>
${Array.from({ length: 12 }, () => `<p>${TEXT}</p>`).join("\n")}
<form method="post" action="${REFERENCE_ROUTE}">
<label for="name">Name</label><input id="name" name="name" autocomplete="name">
<label for="size">Size</label><select id="size" name="size">${options}</select>
<p><button type="submit">Send</button></p>
</form>
${Array.from({ length: 6 }, () => `<p>${TEXT}</p>`).join("\n")}
</main>
</body>
</html>`;
}
