import {
  Brain,
  CodeXml,
  Database,
  Eye,
  Globe,
  GraduationCap,
  House,
  type IconItem,
  Layers,
  type LucideIcon,
  Palette,
  ShieldCheck,
  ShieldPlus,
  Trophy,
  Wifi,
} from "~/components/icons";

/** The careers page (`/work-with-us`), copy at `work:main.<section>.items.<id>`. */

/** The five featured positions of the spec, in its order, with the skills (technology names) each asks for. */
export const OPEN_POSITIONS = [
  { id: "uxui", icon: Palette, skills: ["Figma", "Sketch", "Miro"] },
  { id: "cybersecurity", icon: ShieldCheck, skills: ["SIEM", "Pentesting", "ISO 27001"] },
  { id: "fullStack", icon: Layers, skills: ["React", "Node.js", "TypeScript"] },
  { id: "software", icon: CodeXml, skills: ["Java", "Python", ".NET"] },
  { id: "database", icon: Database, skills: ["PostgreSQL", "SQL Server", "MongoDB"] },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; skills: readonly string[] }>;

/** The six employee benefits of the spec, in its order. */
export const EMPLOYEE_BENEFITS = [
  { id: "appreciation", icon: Trophy },
  { id: "education", icon: GraduationCap },
  { id: "lifeInsurance", icon: ShieldPlus },
  { id: "connectivity", icon: Wifi },
  { id: "eyeCare", icon: Eye },
  { id: "psychological", icon: Brain },
] as const satisfies readonly IconItem[];

/** Icons of `main.intro.highlights`, in the same order. */
export const CULTURE_ICONS: readonly LucideIcon[] = [House, Globe, GraduationCap];
