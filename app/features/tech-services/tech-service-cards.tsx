import { BarChart3, Bot, BrainCircuit, Cloud, Code2 } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { CardCta } from "~/components/link-card";
import { useTranslation } from "~/i18n/use-translation";
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
              <IconTile className="mb-5">
                <Icon className="size-6" />
              </IconTile>
              <Heading className="text-xl font-bold text-brand-900">{t(`nav.techServices.${service}`)}</Heading>
              <p className="mt-3 flex-1 text-muted">{t(`techSummary.${service}`)}</p>
              <CardCta className="mt-6">{t("techServicesBlock.viewService")}</CardCta>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
