import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { Card, Grid, IconCardGrid } from "~/components/card";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { LinkCardList } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section, SectionHeading } from "~/components/section";
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
  const comprehensive = t("main.comprehensive", { returnObjects: true });
  const services = t("main.services", { returnObjects: true });
  const team = t("main.team", { returnObjects: true });
  const benefits = t("main.benefits", { returnObjects: true });
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
            <SectionHeading headingId="comprehensive-title" copy={comprehensive} className="text-brand-900" />
            <div className="mt-8">
              <CheckList items={comprehensive.points} />
            </div>
          </div>
          <div>
            <p className="mb-5 text-sm font-semibold uppercase tracking-wider text-muted">{comprehensive.paths.title}</p>
            <LinkCardList items={ENGAGEMENT_PATHS} copy={comprehensive.paths.items} layout="row" />
          </div>
        </div>
      </Section>

      <IconFeatureSection id="why-us" tone="dark" copy={t("main.why", { returnObjects: true })} items={WHY_CHOOSE_US} />

      <Section id="consulting-services" tone="surface" copy={services}>
        <IconCardGrid items={CONSULTING_SERVICES} copy={services.items} />
      </Section>

      <Section id="team" copy={team}>
        <Grid columns={4}>
          {TEAM_DISCIPLINES.map(({ id, icon: Icon }) => (
            <Card
              key={id}
              icon={<Icon className="size-6" />}
              title={team.items[id].title}
              footer={<TagList tags={team.items[id].skills} />}
            >
              {team.items[id].text}
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="more-solutions" tone="surface" copy={benefits}>
        <LinkCardList items={SERVICE_LINES} copy={benefits.items} />
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
