import { useTranslation } from "~/i18n/use-translation";
import { ActionButton } from "~/components/button";
import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { StoryBlock } from "~/components/media-block";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { pageMeta } from "~/features/seo/page-meta";
import { VMA_TASKS } from "~/features/vma/vma-services-data";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("vma", "getHired");

const APPLY = "/vma/gethired/hire";

export default function VmaGetHiredPage() {
  const { t } = useTranslation("vma");
  const facts = t("getHired.about.facts", { returnObjects: true });
  return (
    <>
      <PageBanner
        copy={t("getHired.banner", { returnObjects: true })}
        action={{ to: APPLY }}
        aside={<Artwork name="vma" banner className={BANNER_ART} />}
      />

      <Section id="about-the-role">
        <StoryBlock
          copy={t("getHired.about", { returnObjects: true })}
          media={
            <dl className="grid gap-4 rounded-card bg-brand-900 p-8 text-white sm:p-10">
              {facts.map((fact) => (
                <div key={fact.label} className="flex flex-col gap-1 border-b border-white/15 pb-4 last:border-0 last:pb-0">
                  <dt className="text-sm font-semibold uppercase tracking-wider text-accent-300">{fact.label}</dt>
                  <dd className="text-2xl font-bold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          }
        />
      </Section>

      <IconFeatureSection id="daily-tasks" tone="surface" copy={t("getHired.tasks", { returnObjects: true })} items={VMA_TASKS} />

      <Section id="profile">
        <div className="grid gap-8 md:grid-cols-2">
          {(["requirements", "offer"] as const).map((list) => (
            <div key={list} className="rounded-card border border-line p-6 sm:p-8">
              <h2 className="text-2xl font-bold tracking-tight text-brand-900">{t(`getHired.profile.${list}.title`)}</h2>
              <div className="mt-6">
                <CheckList items={t(`getHired.profile.${list}.items`, { returnObjects: true })} />
              </div>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        id="apply"
        title={t("getHired.cta.title")}
        text={t("getHired.cta.text")}
        actions={<ActionButton action={{ to: APPLY }}>{t("getHired.cta.button")}</ActionButton>}
      />
    </>
  );
}
