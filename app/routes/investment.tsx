import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { Card, ThreeTwoGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { INVESTMENT_HELP, KEY_SECTORS, WHY_COLOMBIA } from "~/features/investment/investment-data";
import { useSite } from "~/features/site/use-site";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("investment", "main");

export default function InvestmentPage() {
  const { t } = useTranslation("investment");
  const site = useSite();
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ href: site.schedulingUrl }}
        aside={<Artwork name="colombia" banner className={BANNER_ART} />}
      />

      <IconFeatureSection id="why-colombia" copy={t("main.why", { returnObjects: true })} items={WHY_COLOMBIA} />

      <Section id="key-sectors" tone="surface" copy={t("main.sectors", { returnObjects: true })}>
        <ThreeTwoGrid items={KEY_SECTORS}>
          {({ id, icon: Icon }) => (
            <Card icon={<Icon className="size-6" />} title={t(`main.sectors.items.${id}.title`)}>
              {t(`main.sectors.items.${id}.text`)}
            </Card>
          )}
        </ThreeTwoGrid>
      </Section>

      <IconFeatureSection id="how-we-help" tone="dark" copy={t("main.help", { returnObjects: true })} items={INVESTMENT_HELP} />

      <CtaBand
        id="book"
        title={t("main.cta.title")}
        text={t("main.cta.text")}
        actions={<ActionButton action={{ href: site.schedulingUrl }}>{t("main.cta.button")}</ActionButton>}
      />
    </>
  );
}
