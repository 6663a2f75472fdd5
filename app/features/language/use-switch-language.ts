import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
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
  const revalidator = useRevalidator();

  return useCallback(
    (language: Language) => {
      saveLanguage(language);
      const params = new URLSearchParams(location.search);
      if (params.has(LANGUAGE_QUERY_PARAM)) {
        params.delete(LANGUAGE_QUERY_PARAM);
        const search = params.toString();
        void navigate(
          { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        void revalidator.revalidate();
      }
    },
    [location, navigate, revalidator],
  );
}
