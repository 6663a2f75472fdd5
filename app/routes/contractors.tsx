import { useTranslation } from "react-i18next";
import { ActionButton } from "~/components/button";
import { Card, Grid, IconCardGrid } from "~/components/card";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { LinkCardList } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { TagList } from "~/components/tag-list";
import {
  CONSULTING_SERVICES,
  ENGAGEMENT_PATHS,
  SERVICE_LINES,
  TEAM_DISCIPLINES,
  WHY_CHOOSE_US,
} from "~/features/contractors/contractors-data";
import { useSite } from "~/features/site/use-site";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("contractors", "main");

export default function ContractorsPage() {
  const { t } = useTranslation("contractors");
  const site = useSite();
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ href: site.bookingUrl }}
        aside={<Artwork name="consulting" banner className={BANNER_ART} />}
      />

      <Section id="comprehensive">
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{t("main.comprehensive.eyebrow")}</p>
            <h2 id="comprehensive-title" className="text-headline font-bold tracking-tight text-brand-900">
              {t("main.comprehensive.title")}
            </h2>
            <p className="mt-4 text-lg text-muted">{t("main.comprehensive.lead")}</p>
            <div className="mt-8">
              <CheckList items={t("main.comprehensive.points", { returnObjects: true })} />
            </div>
          </div>
          <div>
            <p className="mb-5 text-sm font-semibold uppercase tracking-wider text-muted">{t("main.comprehensive.paths.title")}</p>
            <LinkCardList items={ENGAGEMENT_PATHS} copy={t("main.comprehensive.paths.items", { returnObjects: true })} layout="row" />
          </div>
        </div>
      </Section>

      <IconFeatureSection id="why-us" tone="dark" copy={t("main.why", { returnObjects: true })} items={WHY_CHOOSE_US} />

      <Section
        id="consulting-services"
        tone="surface"
        eyebrow={t("main.services.eyebrow")}
        title={t("main.services.title")}
        lead={t("main.services.lead")}
      >
        <IconCardGrid items={CONSULTING_SERVICES} copy={t("main.services.items", { returnObjects: true })} />
      </Section>

      <Section id="team" eyebrow={t("main.team.eyebrow")} title={t("main.team.title")} lead={t("main.team.lead")}>
        <Grid columns={4}>
          {TEAM_DISCIPLINES.map(({ id, icon: Icon }) => (
            <Card
              key={id}
              icon={<Icon className="size-6" />}
              title={t(`main.team.items.${id}.title`)}
              footer={<TagList tags={t(`main.team.items.${id}.skills`, { returnObjects: true })} />}
            >
              {t(`main.team.items.${id}.text`)}
            </Card>
          ))}
        </Grid>
      </Section>

      <Section
        id="more-solutions"
        tone="surface"
        eyebrow={t("main.benefits.eyebrow")}
        title={t("main.benefits.title")}
        lead={t("main.benefits.lead")}
      >
        <LinkCardList items={SERVICE_LINES} copy={t("main.benefits.items", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="book"
        title={t("main.cta.title")}
        text={t("main.cta.text")}
        actions={<ActionButton action={{ href: site.bookingUrl }}>{t("main.cta.button")}</ActionButton>}
      />
    </>
  );
}
