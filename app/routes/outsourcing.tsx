import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { ThreeTwoGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { PageBanner } from "~/components/page-banner";
import { RoleCard } from "~/components/role-card";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { OUTSOURCING_BENEFITS, OUTSOURCING_ROLES } from "~/features/contractors/outsourcing-data";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("contractors", "outsourcing");

const HIRE = "/contractors/outsourcing/apply";

export default function OutsourcingPage() {
  const { t } = useTranslation("contractors");
  return (
    <>
      <PageBanner
        copy={t("outsourcing.banner", { returnObjects: true })}
        action={{ to: HIRE }}
        aside={<Artwork name="consulting" banner className={BANNER_ART} />}
      />

      <Section id="roles" copy={t("outsourcing.roles", { returnObjects: true })}>
        <ThreeTwoGrid items={OUTSOURCING_ROLES}>
          {({ id, icon }) => (
            <RoleCard
              icon={icon}
              title={t(`outsourcing.roles.items.${id}.title`)}
              tags={t(`outsourcing.roles.items.${id}.tags`, { returnObjects: true })}
              action={{ to: HIRE, label: t("outsourcing.roles.hire"), arrow: true }}
            >
              {t(`outsourcing.roles.items.${id}.text`)}
            </RoleCard>
          )}
        </ThreeTwoGrid>
      </Section>

      <IconFeatureSection
        id="benefits"
        tone="surface"
        copy={t("outsourcing.benefits", { returnObjects: true })}
        items={OUTSOURCING_BENEFITS}
      />

      <Section id="how-it-works" eyebrow={t("outsourcing.process.eyebrow")} title={t("outsourcing.process.title")}>
        <Steps steps={t("outsourcing.process.steps", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="hire"
        title={t("outsourcing.cta.title")}
        text={t("outsourcing.cta.text")}
        actions={<ActionButton action={{ to: HIRE }}>{t("outsourcing.cta.button")}</ActionButton>}
      />
    </>
  );
}
