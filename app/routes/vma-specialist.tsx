import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { IconCardGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { pageMeta } from "~/features/seo/page-meta";
import { VMA_SERVICES } from "~/features/vma/vma-services-data";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("vma", "specialist");

const HIRE = "/vma/specialist/hire";

export default function VmaSpecialistPage() {
  const { t } = useTranslation("vma");
  return (
    <>
      <PageBanner
        copy={t("specialist.banner", { returnObjects: true })}
        action={{ to: HIRE }}
        aside={<Artwork name="vma" banner className={BANNER_ART} />}
      />

      <Section id="vma-services" tone="surface" copy={t("specialist.services", { returnObjects: true })}>
        <IconCardGrid items={VMA_SERVICES} copy={t("specialist.services.items", { returnObjects: true })} />
      </Section>

      <Section id="how-it-works" eyebrow={t("specialist.process.eyebrow")} title={t("specialist.process.title")}>
        <Steps steps={t("specialist.process.steps", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="hire"
        title={t("specialist.cta.title")}
        text={t("specialist.cta.text")}
        actions={<ActionButton action={{ to: HIRE }}>{t("specialist.cta.button")}</ActionButton>}
      />
    </>
  );
}
