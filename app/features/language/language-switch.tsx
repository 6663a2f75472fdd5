import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import { isLanguage, LANGUAGE_QUERY_PARAM, type Language, otherLanguage } from "~/i18n/language";
import { Flag } from "./flags";

/**
 * Where the switch leads: the server route that saves the choice
 * (server/http/language-route.ts) and comes back to this page, without the
 * `?lang=` that would override the choice.
 */
export function languageSwitchHref(language: Language, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_QUERY_PARAM);
  const query = params.toString();
  return `/language/${language}?${new URLSearchParams({ back: `${pathname}${query ? `?${query}` : ""}` })}`;
}

/**
 * The flag control: a link that shows this page in the other language and
 * saves the choice, named by that language. With scripts, the page's own
 * script applies it in place (it finds the link by its test id).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : "es";
  const next = otherLanguage(current);
  return (
    <a
      href={languageSwitchHref(next, pathname, search)}
      hrefLang={next}
      lang={next}
      rel="nofollow"
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 aria-busy:cursor-progress aria-busy:bg-brand-100"
      data-testid="language-switch"
    >
      <Flag language={next} />
      <span className="sr-only sm:not-sr-only">{t("language.switchTo")}</span>
    </a>
  );
}
