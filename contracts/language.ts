/**
 * The site's language rules (docs/decisions/0002-language-from-the-server.md), one set for the
 * server (the page cache's key, the language switch without scripts, the sitemap, the legal
 * documents), the pages and the browser's script: `?lang=` for one view, then the saved choice
 * (the `language` cookie mirroring local storage), then the browser's first language, then Spanish.
 */
export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "es";
/** localStorage key of the saved choice, and name of the cookie that mirrors it. */
export const LANGUAGE_KEY = "language";
export const LANGUAGE_QUERY_PARAM = "lang";
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** "es-419" → "es", "EN_us" → "en", anything else → null. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const segment = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(segment) ? segment : null;
}

/** The first language of an Accept-Language header, as the browser ranks them. */
export function firstAcceptedLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.tag ?? null;
}

export interface LanguageSources {
  /** `?lang=` of the current view: shown, never saved. */
  query?: string | null;
  /** The visitor's saved choice (localStorage, mirrored in the cookie). */
  saved?: string | null;
  /** The browser's preferred language tag. */
  browser?: string | null;
}

export function chooseLanguage({ query, saved, browser }: LanguageSources): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(saved)) return saved;
  return languageFromTag(browser) ?? FALLBACK_LANGUAGE;
}

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function languageOfRequest(request: Request): Language {
  const url = new URL(request.url);
  return chooseLanguage({
    query: url.searchParams.get(LANGUAGE_QUERY_PARAM),
    saved: readCookie(request.headers.get("Cookie"), LANGUAGE_KEY),
    browser: firstAcceptedLanguage(request.headers.get("Accept-Language")),
  });
}

export function languageCookie(language: Language | null): string {
  return language
    ? `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
    : `${LANGUAGE_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The other language: what the flag switch offers. */
export function otherLanguage(language: Language): Language {
  return language === "es" ? "en" : "es";
}
