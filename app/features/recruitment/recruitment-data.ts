import { Building2, CodeXml, Crown, Globe, GraduationCap, type IconItem, Search, Target, Users } from "~/components/icons";

/** The recruitment page (`/recruitment`), copy at `recruitment:main.<section>.items.<id>`. */

export const RECRUITMENT_OFFER = [
  { id: "it", icon: CodeXml },
  { id: "headhunting", icon: Crown },
  { id: "remote", icon: Globe },
  { id: "specialized", icon: Target },
] as const satisfies readonly IconItem[];

/** The partner networks; replace or extend with named partners and their logos as agreements are signed. */
export const RECRUITMENT_PARTNERS = [
  { id: "universities", icon: GraduationCap },
  { id: "communities", icon: Users },
  { id: "platforms", icon: Search },
  { id: "associations", icon: Building2 },
] as const satisfies readonly IconItem[];

export type WorkMode = "remote" | "hybrid";

/**
 * Featured jobs when the vacancies list has none to show (empty, or
 * unreachable): title and summary in the locale files, skills (technology
 * names) and work mode here.
 */
export const FEATURED_JOBS = [
  { id: "backend", mode: "remote", skills: ["Java", "Spring Boot", "PostgreSQL"] },
  { id: "dataAnalyst", mode: "hybrid", skills: ["SQL", "Power BI", "Python"] },
  { id: "devops", mode: "remote", skills: ["AWS", "Docker", "Kubernetes"] },
  { id: "qa", mode: "remote", skills: ["Cypress", "Selenium", "Jira"] },
] as const satisfies ReadonlyArray<{ id: string; mode: WorkMode; skills: readonly string[] }>;
