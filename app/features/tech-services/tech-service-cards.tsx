import { ArrowRight, BarChart3, Bot, BrainCircuit, Cloud, Code2 } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { TECH_SERVICES, type TechService } from "~/features/navigation/menu";

export const TECH_SERVICE_ICONS: Record<TechService, typeof Bot> = {
  ia: BrainCircuit,
  rpa: Bot,
  cloud: Cloud,
  bi: BarChart3,
  "web-app-dev": Code2,
};

/** Cards of the tech services, each linking to its page. */
export function TechServiceCards({
  services = TECH_SERVICES,
  headingLevel: Heading = "h3",
}: {
  services?: readonly TechService[];
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${services.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}>
      {services.map((service) => {
        const Icon = TECH_SERVICE_ICONS[service];
        return (
          <li key={service}>
            <a
              href={`/techservices/${service}`}
              className="group flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-raised sm:p-8"
            >
              <span
                aria-hidden="true"
                className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-800"
              >
                <Icon className="size-6" />
              </span>
              <Heading className="text-xl font-bold text-brand-900">{t(`nav.techServices.${service}`)}</Heading>
              <p className="mt-3 flex-1 text-muted">{t(`techSummary.${service}`)}</p>
              <span className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-700 group-hover:gap-3">
                {t("techServicesBlock.viewService")}
                <ArrowRight aria-hidden="true" className="size-4 transition-all" />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
