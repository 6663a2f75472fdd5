import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { SERVICES_SECTION_CLASS } from "~/features/navigation/scroll";
import { pageMeta } from "~/features/seo/page-meta";
import { blocksOf } from "~/features/tech-services/tech-blocks-data";
import { TechServiceShowcase } from "~/features/tech-services/tech-service-showcase";
import { Artwork, WIDE_BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("techservices", "index");

export default function TechServicesPage() {
  const { t } = useTranslation("techservices");
  return (
    <>
      <PageBanner
        copy={t("index.banner", { returnObjects: true })}
        action={{ to: "/techservices/adquire" }}
        aside={<Artwork name="tech-orbit" banner className={WIDE_BANNER_ART} />}
      />
      <Section id="services" className={SERVICES_SECTION_CLASS} copy={t("index.showcase", { returnObjects: true })}>
        <TechServiceShowcase pointsOf={(service) => blocksOf(service).map((block) => t(`blocks.${block.id}.title`))} />
      </Section>
      <CtaBand
        id="proposal"
        title={t("index.cta.title")}
        text={t("index.cta.text")}
        actions={<ActionButton action={{ to: "/techservices/adquire" }}>{t("index.cta.button")}</ActionButton>}
      />
    </>
  );
}
