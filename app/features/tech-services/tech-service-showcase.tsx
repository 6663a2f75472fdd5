import { ArrowRight, CircleCheck } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { LinkButton } from "~/components/button";
import { TECH_SERVICES, type TechService } from "~/features/navigation/menu";
import { Artwork } from "~/components/artwork";
import { SERVICE_ART } from "./tech-blocks-data";
import { TECH_SERVICE_ICONS } from "./tech-service-cards";

/**
 * The five tech services as alternating cards of illustration and text, each
 * with a button to its page. Each page supplies the highlights it has copy for.
 */
export function TechServiceShowcase({ pointsOf }: { pointsOf: (service: TechService) => readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-6 sm:space-y-8">
      {TECH_SERVICES.map((service, index) => {
        const Icon = TECH_SERVICE_ICONS[service];
        const title = t(`nav.techServices.${service}`);
        const reverse = index % 2 === 1;
        return (
          <li
            key={service}
            data-testid="tech-service-card"
            className={`grid items-center gap-6 rounded-[2rem] border border-line bg-white p-4 shadow-card sm:p-6 md:gap-10 lg:gap-14 ${
              reverse ? "md:grid-cols-[3fr_2fr]" : "md:grid-cols-[2fr_3fr]"
            }`}
          >
            <div className={reverse ? "md:order-2" : ""}>
              <Artwork name={SERVICE_ART[service]} className="h-auto w-full rounded-[1.5rem]" />
            </div>
            <div className="px-2 pb-4 sm:px-0 md:py-4">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
                >
                  <Icon className="size-6" />
                </span>
                <span aria-hidden="true" className="text-sm font-bold tracking-widest text-muted">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h3>
              <p className="mt-3 text-lg text-muted">{t(`techSummary.${service}`)}</p>
              <ul className="mt-5 space-y-2.5">
                {pointsOf(service).map((point) => (
                  <li key={point} className="flex gap-3">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <LinkButton to={`/techservices/${service}`} variant="secondary" className="mt-7">
                {t("techServicesBlock.viewService")}
                <span className="sr-only">: {title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </LinkButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
