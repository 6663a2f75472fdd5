import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { ThreeTwoGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { LinkCard } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { ADVISORY_AREAS, CONTRACTOR_OFFER } from "~/features/contractors/advisory-areas-data";
import { useSite } from "~/features/site/use-site";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("contractors", "work");

const APPLY = "/contractors/work/apply";

export default function ContractorWorkPage() {
  const { t } = useTranslation("contractors");
  const site = useSite();
  return (
    <>
      <PageBanner
        copy={t("work.banner", { returnObjects: true })}
        action={{ to: APPLY }}
        aside={<Artwork name="consulting" banner className={BANNER_ART} />}
      />

      <Section id="practice-areas" copy={t("work.areas", { returnObjects: true })}>
        <ThreeTwoGrid items={ADVISORY_AREAS}>
          {({ id, icon: Icon }) => (
            <LinkCard
              to={APPLY}
              icon={<Icon className="size-6" />}
              title={t(`work.areas.items.${id}.title`)}
              text={t(`work.areas.items.${id}.text`)}
              cta={t("work.areas.apply")}
            />
          )}
        </ThreeTwoGrid>
      </Section>

      <IconFeatureSection id="what-we-offer" tone="dark" copy={t("work.offer", { returnObjects: true })} items={CONTRACTOR_OFFER} />

      <CtaBand
        id="book"
        title={t("work.cta.title")}
        text={t("work.cta.text")}
        actions={<ActionButton action={{ href: site.bookingUrl }}>{t("work.cta.button")}</ActionButton>}
      />
    </>
  );
}
