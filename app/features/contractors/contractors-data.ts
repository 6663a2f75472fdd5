import {
  Award,
  Briefcase,
  ChartColumn,
  Compass,
  Cpu,
  Database,
  Handshake,
  type IconItem,
  type IconLink,
  KanbanSquare,
  Landmark,
  Lightbulb,
  MonitorSmartphone,
  Puzzle,
  Server,
  ShieldCheck,
  SlidersHorizontal,
  Stethoscope,
  Target,
  UserPlus,
  Users,
  UserSearch,
  Workflow,
} from "~/components/icons";

/** The consulting main page (`/contractors`): its cards as data, copy at `contractors:main.<section>.items.<id>`. */

export const ENGAGEMENT_PATHS = [
  { id: "consulting", to: "/contractors/consulting", icon: Handshake },
  { id: "outsourcing", to: "/contractors/outsourcing", icon: UserPlus },
  { id: "work", to: "/contractors/work", icon: Briefcase },
] as const satisfies readonly IconLink[];

export const WHY_CHOOSE_US = [
  { id: "senior", icon: Award },
  { id: "tailored", icon: Puzzle },
  { id: "results", icon: Target },
  { id: "flexible", icon: SlidersHorizontal },
] as const satisfies readonly IconItem[];

/** The nine consulting service cards. */
export const CONSULTING_SERVICES = [
  { id: "strategy", icon: Compass },
  { id: "digital", icon: MonitorSmartphone },
  { id: "technology", icon: Server },
  { id: "processes", icon: Workflow },
  { id: "projects", icon: KanbanSquare },
  { id: "data", icon: ChartColumn },
  { id: "cybersecurity", icon: ShieldCheck },
  { id: "talent", icon: Users },
  { id: "finance", icon: Landmark },
] as const satisfies readonly IconItem[];

/** The team of professionals, by discipline; each has its skills at `main.team.items.<id>.skills`. */
export const TEAM_DISCIPLINES = [
  { id: "strategy", icon: Lightbulb },
  { id: "technology", icon: Cpu },
  { id: "data", icon: Database },
  { id: "delivery", icon: KanbanSquare },
] as const satisfies readonly IconItem[];

/** The benefit cards: the company's other lines of business. */
export const SERVICE_LINES = [
  { id: "techservices", to: "/techservices", icon: Cpu },
  { id: "vma", to: "/vma", icon: Stethoscope },
  { id: "contractors", to: "/contractors", icon: Briefcase },
  { id: "recruitment", to: "/recruitment", icon: UserSearch },
] as const satisfies readonly IconLink[];
