import { ArrowRight } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { LinkButton } from "~/components/button";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { clockTime, parseCaptions } from "~/features/home/platform-tour";
import { TourPoster } from "~/features/home/promo-video";
import { pageMeta } from "~/features/seo/page-meta";
import { isLanguage } from "~/i18n/language";
import captionsEn from "~/features/home/media/platform-tour.en.vtt?raw";
import captionsEs from "~/features/home/media/platform-tour.es.vtt?raw";

export const meta = pageMeta("home", "videoPage");

/** The platform tour's narration, from the same captions the video shows. */
const NARRATION = { es: parseCaptions(captionsEs), en: parseCaptions(captionsEn) };

/** The platform video's transcript: its narration as text, with the time each part appears. */
export default function PlatformVideoPage() {
  const { t, i18n } = useTranslation("home");
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  return (
    <>
      <PageBanner
        copy={t("videoPage.banner", { returnObjects: true })}
        action={{ to: "/#platform" }}
        aside={
          <TourPoster
            language={language}
            className="h-auto w-full rounded-card shadow-raised ring-1 ring-white/15 lg:w-[26rem] xl:w-[32rem]"
          />
        }
      />
      <section aria-labelledby="narration-title" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <h2 id="narration-title" className="text-headline font-bold tracking-tight text-brand-900">
            {t("videoPage.title")}
          </h2>
          <ol data-testid="transcript" className="mt-8 divide-y divide-line border-y border-line">
            {NARRATION[language].map((cue) => (
              <li key={cue.start} className="flex gap-5 py-5 sm:gap-8">
                <time dateTime={`PT${Math.floor(cue.start)}S`} className="w-12 shrink-0 pt-0.5 font-semibold tabular-nums text-accent-700">
                  {clockTime(cue.start)}
                </time>
                <p className="text-lg text-ink">{cue.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <CtaBand
        id="demo"
        title={t("videoPage.demo.title")}
        text={t("videoPage.demo.text")}
        actions={
          <LinkButton to="/contact" variant="light" size="lg">
            {t("videoPage.demo.cta")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </LinkButton>
        }
      />
    </>
  );
}
