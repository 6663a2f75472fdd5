import {
  LANGUAGE_KEY,
  LANGUAGE_QUERY_PARAM,
  type Language,
  isLanguage,
  languageCookie,
  readCookie,
  readSavedLanguage,
} from "~/i18n/language";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function save(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be blocked; the cookie still carries the choice for this browser.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie carries the saved choice to the server
  document.cookie = languageCookie(language);
}

/**
 * The saved choice lives in local storage (CONTRACT s.2) and travels to the
 * server in a cookie. The switch without scripts sets only the cookie: it is
 * copied into storage here. A choice in storage whose cookie has expired
 * sets the cookie again, and shows the page in that language.
 */
export function mirrorLanguageChoice(): void {
  const store = storage();
  const saved = store ? readSavedLanguage(store) : null;
  const cookie = readCookie(document.cookie, LANGUAGE_KEY);
  if (isLanguage(cookie)) {
    if (cookie !== saved) save(cookie);
    return;
  }
  if (!saved) return;
  save(saved);
  const shown = document.documentElement.lang;
  if (saved !== shown && !new URLSearchParams(window.location.search).has(LANGUAGE_QUERY_PARAM)) window.location.reload();
}

/**
 * With scripts, the switch saves the choice here and reloads the page, which
 * keeps the visitor's place on it; without them it is a link to the server's
 * `/language/<code>`, which sets the cookie and comes back to the page's top.
 */
export function keepPlaceOnLanguageSwitch(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-testid="language-switch"]') : null;
    const language = link?.hreflang;
    if (!link || !isLanguage(language)) return;
    event.preventDefault();
    link.setAttribute("aria-busy", "true");
    // The tap is answered in the next frame (the switch shows it is busy); the choice is saved and the page
    // asked for after that frame: writing the cookie and starting a navigation hold up the frame they are in.
    afterNextPaint(() => {
      save(language);
      const url = new URL(window.location.href);
      if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
        url.searchParams.delete(LANGUAGE_QUERY_PARAM);
        window.location.replace(url);
      } else {
        window.location.reload();
      }
    });
  });
}

function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
