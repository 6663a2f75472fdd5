import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { Card, Grid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { LinkCardList } from "~/components/link-card";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { HIRING_MODELS, TALENT_POOLS } from "~/features/recruitment/talent-pools-data";
import { ToolLogos } from "~/features/tools/tool-logos";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("recruitment", "findTopTalent");

export default function FindTopTalentPage() {
  const { t } = useTranslation("recruitment");
  return (
    <>
      <PageBanner
        copy={t("findTopTalent.banner", { returnObjects: true })}
        action={{ to: "/recruitment#form" }}
        aside={<Artwork name="talent" banner className={BANNER_ART} />}
      />

      <Section id="talent-pools" tone="surface" copy={t("findTopTalent.pools", { returnObjects: true })}>
        <Grid>
          {TALENT_POOLS.map(({ id, icon: Icon, tools }) => {
            const title = t(`findTopTalent.pools.items.${id}.title`);
            return (
              <Card
                key={id}
                icon={<Icon className="size-6" />}
                title={title}
                footer={<ToolLogos tools={tools} label={`${t("findTopTalent.pools.tools")}: ${title}`} />}
              >
                {t(`findTopTalent.pools.items.${id}.text`)}
              </Card>
            );
          })}
        </Grid>
      </Section>

      <Section id="vetting" copy={t("findTopTalent.vetting", { returnObjects: true })}>
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-start">
          <p className="flex flex-col rounded-card bg-brand-900 p-8 text-white sm:p-10">
            <span className="text-6xl font-extrabold tracking-tight text-accent-300">{t("findTopTalent.vetting.statValue")}</span>
            <span className="mt-3 text-lg text-brand-100">{t("findTopTalent.vetting.statLabel")}</span>
          </p>
          <ol className="grid gap-8 sm:grid-cols-2">
            {t("findTopTalent.vetting.items", { returnObjects: true }).map((item, index) => (
              <li key={item.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-800"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
                  <p className="mt-1 text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="engagement" tone="surface" copy={t("findTopTalent.models", { returnObjects: true })}>
        <LinkCardList items={HIRING_MODELS} copy={t("findTopTalent.models.items", { returnObjects: true })} />
      </Section>

      <CtaBand
        id="request"
        title={t("findTopTalent.cta.title")}
        text={t("findTopTalent.cta.text")}
        actions={<ActionButton action={{ to: "/recruitment#form" }}>{t("findTopTalent.cta.button")}</ActionButton>}
      />
    </>
  );
}
