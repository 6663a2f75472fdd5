import { useTranslation } from "react-i18next";
import { isLanguage, otherLanguage } from "~/i18n/language";
import { Flag } from "./flags";
import { useSwitchLanguage } from "./use-switch-language";

/** The flag control: shows the flag of the language it switches to, named by that language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current = isLanguage(i18n.language) ? i18n.language : "es";
  const next = otherLanguage(current);
  return (
    <button
      type="button"
      lang={next}
      onClick={() => switchLanguage(next)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      data-testid="language-switch"
    >
      <Flag language={next} />
      <span className="sr-only sm:not-sr-only">{t("language.switchTo")}</span>
    </button>
  );
}
