import { useTranslation } from "~/i18n/use-translation";
import { data } from "react-router";
import { ActionButton } from "~/components/button";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { TECH_SERVICES, type TechService } from "~/features/navigation/menu";
import { pageMeta } from "~/features/seo/page-meta";
import { SERVICE_ART } from "~/features/tech-services/tech-blocks-data";
import { Artwork } from "~/components/artwork";
import { TechBlockList } from "~/features/tech-services/tech-block-list";
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
  const { t } = useTranslation("techservices");
  const { service } = loaderData;
  return (
    <>
      <PageBanner
        key={service}
        copy={t(`services.${service}.banner`, { returnObjects: true })}
        action={{ to: "/techservices/adquire" }}
        aside={
          <Artwork name={SERVICE_ART[service]} banner className="h-auto w-full rounded-[28px] shadow-raised lg:w-[24rem] xl:w-[30rem]" />
        }
      />
      <Section id="solutions">
        <TechBlockList service={service} />
      </Section>
      <CtaBand
        id="hire"
        title={t("detail.cta.title")}
        text={t("detail.cta.text")}
        actions={<ActionButton action={{ to: "/techservices/adquire" }}>{t("detail.cta.button")}</ActionButton>}
      />
      <Section tone="surface" title={t("techServicesBlock.moreServices", { ns: "common" })} id="more-services">
        <TechServiceCards services={TECH_SERVICES.filter((other) => other !== service)} />
      </Section>
    </>
  );
}
