import { ArrowRight } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { ActionButton, LinkButton } from "~/components/button";
import { IconCardGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { LinkCardList } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pageMeta } from "~/features/seo/page-meta";
import { VMA_BENEFITS, VMA_KEY_SERVICES, VMA_PATHS } from "~/features/vma/vma-services-data";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("vma", "main");

export default function VmaPage() {
  const { t } = useTranslation("vma");
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ to: "/vma/specialist" }}
        aside={<Artwork name="vma" banner className={BANNER_ART} />}
      />

      <Section id="services" copy={t("main.services", { returnObjects: true })}>
        <LinkCardList items={VMA_PATHS} copy={t("main.services", { returnObjects: true })} />
      </Section>

      <IconFeatureSection id="benefits" tone="dark" copy={t("main.benefits", { returnObjects: true })} items={VMA_BENEFITS} />

      <Section id="key-services" tone="surface" copy={t("main.keyServices", { returnObjects: true })}>
        <IconCardGrid items={VMA_KEY_SERVICES} copy={t("main.keyServices.items", { returnObjects: true })} columns={4} />
        <div className="mt-10">
          <LinkButton to="/vma/specialist" variant="secondary" size="lg">
            {t("main.keyServices.cta")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </LinkButton>
        </div>
      </Section>

      <CtaBand
        id="next-step"
        title={t("main.cta.title")}
        text={t("main.cta.text")}
        actions={
          <>
            <ActionButton action={{ to: "/vma/specialist/hire" }}>{t("main.cta.hire")}</ActionButton>
            <LinkButton to="/vma/gethired" size="lg">
              {t("main.cta.apply")}
            </LinkButton>
          </>
        }
      />
    </>
  );
}
