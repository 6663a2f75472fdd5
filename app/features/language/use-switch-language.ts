import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_KEY, LANGUAGE_QUERY_PARAM, type Language, languageCookie } from "~/i18n/language";

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be blocked; the cookie still carries the choice for this browser.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie mirrors the saved choice for the server
  document.cookie = languageCookie(language);
}

/** Saves the choice and shows the page in that language at once, keeping place and scroll. */
export function useSwitchLanguage() {
  const location = useLocation();
  const navigate = useNavigate();

  return useCallback(
    (language: Language) => {
      saveLanguage(language);
      // Reloading the same URL re-runs the loaders with the new cookie; a `?lang=` would override it.
      const params = new URLSearchParams(location.search);
      params.delete(LANGUAGE_QUERY_PARAM);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true, preventScrollReset: true, state: location.state },
      );
    },
    [location, navigate],
  );
}
