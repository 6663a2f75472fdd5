import * as v from "valibot";
import { vacancySchema } from "../../../contracts/lists";
import type { FeaturedVacancy } from "./featured-jobs";

/** As many as the section's fixed cards: two rows of two. */
export const FEATURED_JOBS_SHOWN = 4;
const SKILLS_SHOWN = 5;

/**
 * The first vacancies of the list (the one the careers page's form offers)
 * that can be shown: an item that is not a vacancy, or has no name, is left
 * out rather than failing the page.
 */
export function featuredVacancies(items: readonly unknown[]): FeaturedVacancy[] {
  return items
    .flatMap((item) => {
      const parsed = v.safeParse(vacancySchema, item);
      const title = parsed.success ? parsed.output.vacancyName.trim() : "";
      if (!parsed.success || !title) return [];
      const skills = [...new Set(parsed.output.vacancySkills.map((skill) => skill.technologyName.trim()).filter(Boolean))];
      return [{ id: parsed.output.vacancyGUID, title, skills: skills.slice(0, SKILLS_SHOWN) }];
    })
    .slice(0, FEATURED_JOBS_SHOWN);
}
