import { ArrowRight, MapPin } from "~/components/icons";
import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/button";
import { Card, Grid } from "~/components/card";
import { CtaBand } from "~/components/cta-band";
import { IconFeature } from "~/components/icon-feature";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { Section } from "~/components/section";
import { Steps } from "~/components/steps";
import { TagList } from "~/components/tag-list";
import { FormSection } from "~/features/forms/form-section";
import { submissionAction } from "~/features/forms/form-action.server";
import { companyRecruitmentDefinition } from "~/features/forms/company-recruitment/company-recruitment-form";
import { FEATURED_JOBS, RECRUITMENT_OFFER, RECRUITMENT_PARTNERS } from "~/features/recruitment/recruitment-data";
import { pageMeta } from "~/features/seo/page-meta";
import { Artwork, BANNER_ART } from "~/components/artwork";

export const meta = pageMeta("recruitment", "main");

export const action = submissionAction(companyRecruitmentDefinition);

export default function RecruitmentPage() {
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

      <Section id="offer" eyebrow={t("main.offer.eyebrow")} title={t("main.offer.title")} lead={t("main.offer.lead")}>
        <Grid columns={4}>
          {RECRUITMENT_OFFER.map(({ id, icon: Icon }) => (
            <Card key={id} icon={<Icon className="size-6" />} title={t(`main.offer.items.${id}.title`)}>
              {t(`main.offer.items.${id}.text`)}
            </Card>
          ))}
        </Grid>
      </Section>

      <Section
        id="partners"
        tone="surface"
        eyebrow={t("main.partners.eyebrow")}
        title={t("main.partners.title")}
        lead={t("main.partners.lead")}
      >
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {RECRUITMENT_PARTNERS.map(({ id, icon: Icon }) => (
            <li key={id}>
              <IconFeature
                icon={<Icon className="size-6" />}
                title={t(`main.partners.items.${id}.title`)}
                text={t(`main.partners.items.${id}.text`)}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" tone="dark" eyebrow={t("main.process.eyebrow")} title={t("main.process.title")} lead={t("main.process.lead")}>
        <Steps tone="dark" steps={t("main.process.steps", { returnObjects: true })} />
      </Section>

      <Section id="featured-jobs" eyebrow={t("main.jobs.eyebrow")} title={t("main.jobs.title")} lead={t("main.jobs.lead")}>
        <ul className="grid gap-6 md:grid-cols-2">
          {FEATURED_JOBS.map(({ id, mode, skills }) => {
            const title = t(`main.jobs.items.${id}.title`);
            return (
              <li key={id}>
                <article className="flex h-full flex-col gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:items-start sm:justify-between sm:p-8">
                  <div>
                    <h3 className="text-xl font-bold text-brand-900">{title}</h3>
                    <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                      <MapPin aria-hidden="true" className="size-4" />
                      {t(`main.jobs.modes.${mode}`)}
                    </p>
                    <p className="mt-3 text-muted">{t(`main.jobs.items.${id}.text`)}</p>
                    <div className="mt-4">
                      <TagList tags={skills} />
                    </div>
                  </div>
                  <LinkButton to="/work-with-us#form" variant="secondary" className="shrink-0 self-start">
                    {t("main.jobs.apply")}
                    <span className="sr-only">: {title}</span>
                  </LinkButton>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBand
        id="find-talent"
        title={t("main.talent.title")}
        text={t("main.talent.text")}
        actions={
          <LinkButton to="/find-top-talent" size="lg" variant="light">
            {t("main.talent.button")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </LinkButton>
        }
      />

      <Section id="form" eyebrow={t("main.form.eyebrow")} title={t("main.form.title")} lead={t("main.form.lead")}>
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <NextSteps copy={t("main.next", { returnObjects: true })} reassurance={t("main.reassurance")} />
          <FormSection form="company-recruitment" />
        </div>
      </Section>
    </>
  );
}
