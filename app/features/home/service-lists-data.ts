import {
  BriefcaseBusiness,
  ChartNoAxesCombined,
  Compass,
  Contact,
  Cpu,
  Handshake,
  HeartHandshake,
  HeartPulse,
  type IconItem,
  type IconLink,
  Landmark,
  Laptop,
  Lightbulb,
  SearchCheck,
  SquareKanban,
  Stethoscope,
  TrendingUp,
  Users,
  UserSearch,
} from "~/components/icons";

/** The lists of the home page. Copy lives at `home:<section>.items.<id>`; routes and icons live here. */

export const BUSINESS_SERVICES = [
  { id: "tech", to: "/techservices", icon: Cpu },
  { id: "vma", to: "/vma", icon: Stethoscope },
  { id: "consulting", to: "/contractors", icon: BriefcaseBusiness },
  { id: "recruitment", to: "/recruitment", icon: UserSearch },
  { id: "investment", to: "/investment", icon: TrendingUp },
] as const satisfies readonly IconLink[];

export const MORE_SERVICES = [
  { id: "financials", to: "/financials", icon: Landmark },
  { id: "outsourcing", to: "/contractors/outsourcing", icon: Handshake },
  { id: "strategy", to: "/contractors/work", icon: Compass },
  { id: "findTalent", to: "/find-top-talent", icon: SearchCheck },
  { id: "vmaCatalogue", to: "/vma/specialist", icon: HeartPulse },
  { id: "remoteJobs", to: "/work-with-us", icon: Laptop },
] as const satisfies readonly IconLink[];

/** The three benefits of the employee and project management platform. */
export const PLATFORM_BENEFITS = [
  { id: "employeeBenefits", icon: HeartHandshake },
  { id: "projectTracking", icon: SquareKanban },
  { id: "clientInformation", icon: Contact },
] as const satisfies readonly IconItem[];

/** The five fronts of the all-under-one-roof section. */
export const ROOF_ITEMS = [
  { id: "technology", icon: Cpu },
  { id: "talent", icon: Users },
  { id: "consulting", icon: Lightbulb },
  { id: "medical", icon: Stethoscope },
  { id: "finance", icon: ChartNoAxesCombined },
] as const satisfies readonly IconItem[];

/** The marketing claims, shown as text. */
export const HOME_STATS = ["attrition", "automations", "people"] as const;
