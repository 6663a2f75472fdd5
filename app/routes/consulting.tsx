import { ArrowRight } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { ActionButton } from "~/components/button";
import { Card, Grid, IconCardGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { TagList } from "~/components/tag-list";
import { CONSULTING_BENEFITS, FEATURED_CONSULTANTS } from "~/features/contractors/consulting-data";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("contractors", "consulting");

const APPLY = "/contractors/consulting/apply";

export default function ConsultingPage() {
  const { t } = useTranslation("contractors");
  return (
    <>
      <PageBanner
        copy={t("consulting.banner", { returnObjects: true })}
        action={{ to: APPLY }}
        aside={<Artwork name="consulting" banner className={BANNER_ART} />}
      />

      <Section id="benefits" copy={t("consulting.benefits", { returnObjects: true })}>
        <IconCardGrid items={CONSULTING_BENEFITS} copy={t("consulting.benefits.items", { returnObjects: true })} />
      </Section>

      <Section id="how-it-works" tone="dark" eyebrow={t("consulting.process.eyebrow")} title={t("consulting.process.title")}>
        <Steps tone="dark" steps={t("consulting.process.steps", { returnObjects: true })} />
      </Section>

      <Section id="featured-positions" tone="surface" copy={t("consulting.positions", { returnObjects: true })}>
        <Grid>
          {FEATURED_CONSULTANTS.map(({ id, icon: Icon }) => {
            const title = t(`consulting.positions.items.${id}.title`);
            return (
              <Card
                key={id}
                icon={<Icon className="size-6" />}
                title={title}
                footer={
                  <div className="space-y-6">
                    <TagList tags={t(`consulting.positions.items.${id}.tags`, { returnObjects: true })} />
                    <Link to={APPLY} className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:gap-3 hover:underline">
                      {t("consulting.positions.request")}
                      <span className="sr-only">: {title}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                }
              >
                {t(`consulting.positions.items.${id}.text`)}
              </Card>
            );
          })}
        </Grid>
      </Section>

      <CtaBand
        id="request"
        title={t("consulting.cta.title")}
        text={t("consulting.cta.text")}
        actions={<ActionButton action={{ to: APPLY }}>{t("consulting.cta.button")}</ActionButton>}
      />
    </>
  );
}
