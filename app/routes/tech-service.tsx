import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { TECH_SERVICES, type TechService } from "~/features/navigation/menu";
import { pageMeta } from "~/features/seo/page-meta";
import { TechServiceCards } from "~/features/tech-services/tech-service-cards";
import type { Route } from "./+types/tech-service";

function isTechService(value: string): value is TechService {
  return (TECH_SERVICES as readonly string[]).includes(value);
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isTechService(params.service)) throw data(null, { status: 404 });
  return { service: params.service };
}

export const meta: Route.MetaFunction = (args) => pageMeta("techservices", `services.${args.params.service}`)(args);

export default function TechServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { service } = loaderData;
  return (
    <>
      <PageBanner key={service} namespace="techservices" page={`services.${service}`} action={{ to: "/techservices/adquire" }} />
      <Section tone="surface" title={t("techServicesBlock.moreServices")} id="more-services">
        <TechServiceCards services={TECH_SERVICES.filter((other) => other !== service)} />
      </Section>
    </>
  );
}
