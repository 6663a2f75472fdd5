import i18next, { type i18n } from "i18next";
import { FALLBACK_LANGUAGE, type Language } from "./language";
import type { Resources } from "./resources.server";

/** A fresh instance per language: no state shared between requests on the server. */
export function createI18n(language: Language, resources: Resources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: "common",
    ns: Object.keys(resources),
    resources: { [language]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
