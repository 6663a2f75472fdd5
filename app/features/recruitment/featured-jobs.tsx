import { MapPin } from "~/components/icons";
import { useTranslation } from "~/i18n/use-translation";
import { LinkButton } from "~/components/button";
import { TagList } from "~/components/tag-list";
import { FEATURED_JOBS, type WorkMode } from "./recruitment-data";

/** A vacancy as the recruitment page shows it: the name and skills the list gives, in the list's order. */
export interface FeaturedVacancy {
  id: string;
  title: string;
  skills: string[];
}

function JobCard({ title, mode, text, skills }: { title: string; mode: WorkMode; text?: string; skills: readonly string[] }) {
  const { t } = useTranslation("recruitment");
  return (
    <article
      data-testid="featured-job"
      className="flex h-full flex-col gap-5 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:items-start sm:justify-between sm:p-8"
    >
      <div>
        <h3 className="text-xl font-bold text-brand-900">{title}</h3>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
          <MapPin aria-hidden="true" className="size-4" />
          {t(`main.jobs.modes.${mode}`)}
        </p>
        {text && <p className="mt-3 text-muted">{text}</p>}
        {skills.length > 0 && (
          <div className="mt-4">
            <TagList tags={skills} />
          </div>
        )}
      </div>
      <LinkButton to="/work-with-us#form" variant="secondary" className="shrink-0 self-start">
        {t("main.jobs.apply")}
        <span className="sr-only">: {title}</span>
      </LinkButton>
    </article>
  );
}

/**
 * The recruitment page's featured jobs: the open vacancies, every one of them
 * remote (as the careers page says); the section's fixed cards when there is
 * none to show.
 */
export function FeaturedJobs({ vacancies }: { vacancies: readonly FeaturedVacancy[] }) {
  const { t } = useTranslation("recruitment");
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {vacancies.length > 0
        ? vacancies.map(({ id, title, skills }) => (
            <li key={id}>
              <JobCard title={title} mode="remote" skills={skills} />
            </li>
          ))
        : FEATURED_JOBS.map(({ id, mode, skills }) => (
            <li key={id}>
              <JobCard title={t(`main.jobs.items.${id}.title`)} mode={mode} text={t(`main.jobs.items.${id}.text`)} skills={skills} />
            </li>
          ))}
    </ul>
  );
}
