import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { Card, Grid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { FINANCIAL_SERVICES } from "~/features/financials/financial-services-data";
import { FINANCIAL_REASONS, FINANCIAL_SERVICE_ICONS } from "~/features/financials/financials-page-data";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("financials", "main");

const REQUEST = "/financials/adquire";

export default function FinancialsPage() {
  const { t } = useTranslation("financials");
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ to: REQUEST }}
        aside={<Artwork name="finance" banner className={BANNER_ART} />}
      />

      <Section id="financial-services" tone="surface" copy={t("main.services", { returnObjects: true })}>
        <Grid>
          {FINANCIAL_SERVICES.map(({ id, titleKey, textKey }) => {
            const Icon = FINANCIAL_SERVICE_ICONS[id];
            return (
              <Card key={id} icon={<Icon className="size-6" />} title={t(titleKey)}>
                {t(textKey)}
              </Card>
            );
          })}
        </Grid>
      </Section>

      <IconFeatureSection id="why-us" tone="dark" copy={t("main.why", { returnObjects: true })} items={FINANCIAL_REASONS} />

      <Section id="steps" eyebrow={t("main.steps.eyebrow")} title={t("main.steps.title")}>
        <Steps steps={t("main.steps.items", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="request"
        title={t("main.cta.title")}
        text={t("main.cta.text")}
        actions={<ActionButton action={{ to: REQUEST }}>{t("main.cta.button")}</ActionButton>}
      />
    </>
  );
}
