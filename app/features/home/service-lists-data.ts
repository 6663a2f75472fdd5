import {
  BriefcaseBusiness,
  ChartNoAxesCombined,
  Compass,
  Contact,
  Cpu,
  Handshake,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Laptop,
  Lightbulb,
  type LucideIcon,
  SearchCheck,
  SquareKanban,
  Stethoscope,
  TrendingUp,
  UserSearch,
  Users,
} from "~/components/icons";

/** The lists of the home page. Copy lives at `home:<section>.items.<id>`; routes and icons live here. */

export const BUSINESS_SERVICES = [
  { id: "tech", to: "/techservices", icon: Cpu },
  { id: "vma", to: "/vma", icon: Stethoscope },
  { id: "consulting", to: "/contractors", icon: BriefcaseBusiness },
  { id: "recruitment", to: "/recruitment", icon: UserSearch },
  { id: "investment", to: "/investment", icon: TrendingUp },
] as const satisfies ReadonlyArray<{ id: string; to: string; icon: LucideIcon }>;

export const MORE_SERVICES = [
  { id: "financials", to: "/financials", icon: Landmark },
  { id: "outsourcing", to: "/contractors/outsourcing", icon: Handshake },
  { id: "strategy", to: "/contractors/work", icon: Compass },
  { id: "findTalent", to: "/find-top-talent", icon: SearchCheck },
  { id: "vmaCatalogue", to: "/vma/specialist", icon: HeartPulse },
  { id: "remoteJobs", to: "/work-with-us", icon: Laptop },
] as const satisfies ReadonlyArray<{ id: string; to: string; icon: LucideIcon }>;

/** The three benefits of the employee and project management platform. */
export const PLATFORM_BENEFITS = [
  { id: "employeeBenefits", icon: HeartHandshake },
  { id: "projectTracking", icon: SquareKanban },
  { id: "clientInformation", icon: Contact },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

/** The five fronts of the all-under-one-roof section. */
export const ROOF_ITEMS = [
  { id: "technology", icon: Cpu },
  { id: "talent", icon: Users },
  { id: "consulting", icon: Lightbulb },
  { id: "medical", icon: Stethoscope },
  { id: "finance", icon: ChartNoAxesCombined },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

/** The marketing claims, shown as text. */
export const HOME_STATS = ["attrition", "automations", "people"] as const;
