import * as v from "valibot";
import type { TFunction } from "i18next";
import { type Vacancy, vacancySchema } from "../../../contracts/lists";
import type { SiteSettings } from "../../../contracts/site-settings";
import type { SiteLoadContext } from "~/load-context";
import { readList } from "~/features/lists/list-result";
import { brandOrganization } from "~/features/seo/structured-data";
import { createI18n } from "~/i18n/instance";
import { type Language, languageOfRequest } from "~/i18n/language";
import { resourcesFor } from "~/i18n/resources.server";
import { EMPLOYEE_BENEFITS } from "./careers-data";

/**
 * Every position is remote (the careers page says so) and the company hires
 * its team in Colombia (about page): Google needs at least one applicant
 * country for a fully remote job, and the description says which.
 */
const APPLICANT_COUNTRY = "Colombia";

export interface JobPostingContext {
  site: SiteSettings;
  language: Language;
  /** The page whose form takes the application. */
  url: string;
  t: TFunction<"work">;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A vacancy as a schema.org `JobPosting`, in the page's language, from what
 * the vacancy record holds: no salary, employment type or closing date, since
 * it carries none. Without a publication date (an upstream that sends none)
 * there is no posting: Google rejects one without `datePosted`.
 */
export function jobPosting(vacancy: Vacancy, { site, language, url, t }: JobPostingContext) {
  const title = vacancy.vacancyName.trim();
  if (!title || !vacancy.datePosted) return null;
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  const skills = [...new Set(vacancy.vacancySkills.map((skill) => skill.technologyName.trim()).filter(Boolean))];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const benefits = EMPLOYEE_BENEFITS.map(({ id }) => `<li>${escapeHtml(t(`main.benefits.items.${id}.title`))}</li>`);
  const description = [
    paragraph(t("main.jobPosting.summary", { brand: site.brandName, title })),
    paragraph(t("main.jobPosting.remote")),
    skills.length > 0 ? paragraph(t("main.jobPosting.skills", { skills: list.format(skills) })) : "",
    paragraph(t("main.jobPosting.benefits")),
    `<ul>${benefits.join("")}</ul>`,
    paragraph(t("main.jobPosting.apply")),
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    description,
    datePosted: vacancy.datePosted,
    hiringOrganization: brandOrganization(site),
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: APPLICANT_COUNTRY },
    directApply: true,
    url,
    identifier: { "@type": "PropertyValue", name: site.brandName, value: vacancy.vacancyGUID },
    ...(skills.length > 0 ? { skills: skills.join(", ") } : {}),
  };
}

export type JobPosting = NonNullable<ReturnType<typeof jobPosting>>;

export function jobPostings(vacancies: readonly Vacancy[], context: JobPostingContext): JobPosting[] {
  return vacancies.flatMap((vacancy) => jobPosting(vacancy, context) ?? []);
}

/**
 * The open vacancies of the API as job postings of the requested page, in the
 * language it is shown in. A failed list means no postings, never a failed page.
 */
export async function loadJobPostings(request: Request, { site, fetchApi }: SiteLoadContext): Promise<JobPosting[]> {
  const language = languageOfRequest(request);
  const list = await readList<unknown>(fetchApi, "/api/vacancies");
  if (list.status !== "ok") return [];
  const vacancies = list.items.flatMap((item) => {
    const parsed = v.safeParse(vacancySchema, item);
    return parsed.success ? [parsed.output] : [];
  });
  const t = createI18n(language, resourcesFor(language, ["work"])).getFixedT(language, "work");
  const url = `${site.siteUrl}${new URL(request.url).pathname}?lang=${language}`;
  return jobPostings(vacancies, { site, language, url, t });
}
