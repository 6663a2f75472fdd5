import { Clock, CodeXml, Database, Expand, type IconItem, Layers, Palette, PiggyBank, ShieldCheck, Sparkles } from "~/components/icons";

/** The outsourcing page (`/contractors/outsourcing`), copy at `contractors:outsourcing.<section>.items.<id>`. */

/** The five roles of the spec, in its order; tags (tools) at `…items.<id>.tags`. */
export const OUTSOURCING_ROLES = [
  { id: "softwareDeveloper", icon: CodeXml },
  { id: "cybersecurity", icon: ShieldCheck },
  { id: "fullStack", icon: Layers },
  { id: "database", icon: Database },
  { id: "uxui", icon: Palette },
] as const satisfies readonly IconItem[];

/** The four benefits of the spec. */
export const OUTSOURCING_BENEFITS = [
  { id: "costSavings", icon: PiggyBank },
  { id: "specializedSkills", icon: Sparkles },
  { id: "flexibility", icon: Expand },
  { id: "timeSavings", icon: Clock },
] as const satisfies readonly IconItem[];
