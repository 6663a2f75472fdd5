import { MapPin } from "~/components/icons";
import { IconTile } from "~/components/icon-tile";
import { useTranslation } from "~/i18n/use-translation";
import { LinkButton } from "~/components/button";
import { ThreeTwoGrid } from "~/components/card";
import { IconFeatureSection } from "~/components/icon-feature";
import { StoryBlock } from "~/components/media-block";
import { NextSteps } from "~/components/next-steps";
import { PageBanner } from "~/components/page-banner";
import { RoleCard } from "~/components/role-card";
import { Section } from "~/components/section";
import { CULTURE_ICONS, EMPLOYEE_BENEFITS, OPEN_POSITIONS } from "~/features/careers/careers-data";
import { loadJobPostings } from "~/features/careers/job-postings.server";
import { FormSection } from "~/features/forms/form-section";
import { loadFormLists, submissionAction } from "~/features/forms/form-action.server";
import { pageMeta } from "~/features/seo/page-meta";
import { StructuredData } from "~/features/seo/structured-data";
import type { Route } from "./+types/work-with-us";
import { Artwork, BANNER_ART } from "~/components/artwork";

/** Open vacancies as JobPosting structured data, built on the server: no vacancy code in the page's JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [jobPostings, formLists] = await Promise.all([loadJobPostings(request, context), loadFormLists("candidate", context)]);
  return { jobPostings, formLists };
}

export const action = submissionAction("candidate");

export const meta = pageMeta("work", "main");

export default function WorkWithUsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("work");
  return (
    <>
      {loaderData.jobPostings.length > 0 && <StructuredData data={loaderData.jobPostings} />}
      <PageBanner
        copy={t("main.banner", { returnObjects: true })}
        action={{ to: "#positions" }}
        secondary={
          <LinkButton to="#form" size="lg">
            {t("main.banner.secondary")}
          </LinkButton>
        }
        aside={<Artwork name="careers" banner className={BANNER_ART} />}
      />

      <Section id="culture">
        <StoryBlock
          copy={t("main.intro", { returnObjects: true })}
          media={
            <ul className="divide-y divide-white/15 rounded-card bg-brand-900 px-8 sm:px-10">
              {t("main.intro.highlights", { returnObjects: true }).map((highlight, index) => {
                const Icon = CULTURE_ICONS[index];
                return (
                  <li key={highlight} className="flex items-center gap-5 py-7 text-xl font-semibold text-white">
                    <IconTile tone="glass">{Icon && <Icon className="size-6" />}</IconTile>
                    {highlight}
                  </li>
                );
              })}
            </ul>
          }
        />
      </Section>

      <Section id="positions" tone="surface" copy={t("main.positions", { returnObjects: true })}>
        <ThreeTwoGrid items={OPEN_POSITIONS}>
          {({ id, icon, skills }) => (
            <RoleCard
              icon={icon}
              title={t(`main.positions.items.${id}.title`)}
              tags={skills}
              action={{ to: "#form", label: t("main.positions.apply") }}
            >
              <p className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                <MapPin aria-hidden="true" className="size-4" />
                {t("main.positions.remote")}
              </p>
              <p>{t(`main.positions.items.${id}.text`)}</p>
            </RoleCard>
          )}
        </ThreeTwoGrid>
      </Section>

      <IconFeatureSection id="benefits" tone="dark" copy={t("main.benefits", { returnObjects: true })} items={EMPLOYEE_BENEFITS} />

      <Section id="form" copy={t("main.form", { returnObjects: true })}>
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <NextSteps copy={t("main.next", { returnObjects: true })} reassurance={t("main.reassurance")} />
          <FormSection form="candidate" lists={loaderData.formLists} />
        </div>
      </Section>
    </>
  );
}
