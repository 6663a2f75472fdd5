import { useTranslation } from "~/i18n/use-translation";
import { ActionButton, LinkButton } from "~/components/button";
import { IconCardGrid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeatureSection } from "~/components/icon-feature";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { FeaturedJobs } from "~/features/recruitment/featured-jobs";
import { featuredVacancies } from "~/features/recruitment/featured-jobs.server";
import { RECRUITMENT_OFFER, RECRUITMENT_PARTNERS } from "~/features/recruitment/recruitment-data";
import { readList } from "~/features/lists/list-result";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";
import type { Route } from "./+types/recruitment";

export const meta = pageMeta("recruitment", "main");

/** The featured jobs are the open vacancies; a list that fails leaves the section its fixed cards, never a failed page. */
export async function loader({ context }: Route.LoaderArgs) {
  const vacancies = await readList<unknown>(context.fetchApi, "/api/vacancies");
  return { featuredVacancies: vacancies.status === "ok" ? featuredVacancies(vacancies.items) : [] };
}

export const action = submissionAction("company-recruitment");

export default function RecruitmentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("recruitment");
  return (
    <>
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ to: "/find-top-talent" }}
        secondary={
          <LinkButton to="#form" size="lg">
            {t("main.banner.secondary")}
          </LinkButton>
        }
        aside={<Artwork name="talent" banner className={BANNER_ART} />}
      />

      <Section id="offer" copy={t("main.offer", { returnObjects: true })}>
        <IconCardGrid items={RECRUITMENT_OFFER} copy={t("main.offer.items", { returnObjects: true })} columns={4} />
      </Section>

      <IconFeatureSection id="partners" tone="surface" copy={t("main.partners", { returnObjects: true })} items={RECRUITMENT_PARTNERS} />

      <Section id="process" tone="dark" copy={t("main.process", { returnObjects: true })}>
        <Steps tone="dark" steps={t("main.process.steps", { returnObjects: true })} />
      </Section>

      <Section id="featured-jobs" copy={t("main.jobs", { returnObjects: true })}>
        <FeaturedJobs vacancies={loaderData.featuredVacancies} />
      </Section>

      <CtaBand
        id="find-talent"
        title={t("main.talent.title")}
        text={t("main.talent.text")}
        actions={<ActionButton action={{ to: "/find-top-talent" }}>{t("main.talent.button")}</ActionButton>}
      />

      <Section id="form" copy={t("main.form", { returnObjects: true })}>
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <NextSteps copy={t("main.next", { returnObjects: true })} reassurance={t("main.reassurance")} />
          <FormSection form="company-recruitment" />
        </div>
      </Section>
    </>
  );
}
