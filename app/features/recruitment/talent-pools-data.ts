import {
  BrainCircuit,
  Bug,
  Cloud,
  CodeXml,
  Handshake,
  type IconLink,
  type LucideIcon,
  Palette,
  ShieldCheck,
  UserCheck,
  UserPlus,
} from "~/components/icons";
import type { ToolSlug } from "~/features/tools/tool-logo";

/** The find-talent page (`/find-top-talent`), copy at `recruitment:findTopTalent.<section>.items.<id>`. */

/** The talent pools, each with the technologies its professionals work with (logos from simple-icons). */
export const TALENT_POOLS = [
  { id: "software", icon: CodeXml, tools: ["openjdk", "python", "react", "nodedotjs"] },
  { id: "data", icon: BrainCircuit, tools: ["python", "pandas", "tensorflow", "apachespark"] },
  { id: "cloud", icon: Cloud, tools: ["docker", "kubernetes", "terraform"] },
  { id: "cybersecurity", icon: ShieldCheck, tools: ["kalilinux", "wireshark", "splunk", "owasp"] },
  { id: "design", icon: Palette, tools: ["figma", "sketch", "miro"] },
  { id: "quality", icon: Bug, tools: ["cypress", "selenium", "postman"] },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; tools: readonly ToolSlug[] }>;

/** Ways to bring the talent on board, each to the page or form that starts it. */
export const HIRING_MODELS = [
  { id: "direct", to: "/recruitment#form", icon: UserCheck },
  { id: "outsourcing", to: "/contractors/outsourcing", icon: UserPlus },
  { id: "consulting", to: "/contractors/consulting", icon: Handshake },
] as const satisfies readonly IconLink[];
