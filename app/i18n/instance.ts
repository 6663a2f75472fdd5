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
  readPlainTextsFromStore(instance);
  return instance;
}

/**
 * i18next runs its whole pipeline for every look-up through the function
 * `useTranslation` returns (its options object copied, the key parsed,
 * fallbacks, interpolation, nesting): 25 µs a call on a server, and about
 * 2 ms a call on a phone while an island hydrates (4× CPU, its code not yet
 * optimised), some 60 ms of a contact form's first hydration pass. A text
 * that needs none of it (a key of the function's namespace, no options, no
 * `{{…}}` and no `$t(…)` in the text) is read from the store; anything else,
 * and any key the language lacks, goes through i18next as before.
 */
function readPlainTextsFromStore(instance: i18n): void {
  // Untyped here: the site's keys are typed where they are called (i18next.d.ts).
  type LookUp = (key: unknown, ...rest: unknown[]) => unknown;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LookUp;
  const readingTheStore = (lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const t = getFixedT(lng, ns, keyPrefix, ...rest);
    if (keyPrefix || typeof ns !== "string") return t;
    const language = typeof lng === "string" ? lng : instance.language;
    const fast: LookUp = (key, ...options) => {
      if (options.length === 0 && typeof key === "string" && !key.includes(":")) {
        const text = instance.getResource(language, ns, key);
        if (typeof text === "string" && !text.includes("{{") && !text.includes("$t(")) return text;
      }
      return t(key, ...options);
    };
    return Object.assign(fast, t);
  };
  instance.getFixedT = readingTheStore as unknown as i18n["getFixedT"];
}
