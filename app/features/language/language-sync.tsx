import { useEffect } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { LANGUAGE_KEY, LANGUAGE_QUERY_PARAM, type Language, languageCookie, readCookie, readSavedLanguage } from "~/i18n/language";

/**
 * Keeps the cookie a mirror of the saved choice. When they disagree (cookie
 * expired or cleared), the saved choice wins and the page follows it.
 */
export function LanguageSync({ language }: { language: Language }) {
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const forced = searchParams.has(LANGUAGE_QUERY_PARAM);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration
  useEffect(() => {
    const saved = readSavedLanguage(window.localStorage);
    const cookie = readCookie(document.cookie, LANGUAGE_KEY);
    if (saved === cookie || (saved === null && cookie === null)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie mirrors the saved choice for the server
    document.cookie = languageCookie(saved);
    if (saved && saved !== language && !forced) void revalidator.revalidate();
  }, []);

  return null;
}
