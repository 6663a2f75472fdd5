import { Bug, BrainCircuit, Cloud, CodeXml, Handshake, type LucideIcon, Palette, ShieldCheck, UserCheck, UserPlus } from "lucide-react";
import {
  type SimpleIcon,
  siApachespark,
  siCypress,
  siDocker,
  siFigma,
  siKalilinux,
  siKubernetes,
  siMiro,
  siNodedotjs,
  siOpenjdk,
  siOwasp,
  siPandas,
  siPostman,
  siPython,
  siReact,
  siSelenium,
  siSketch,
  siSplunk,
  siTensorflow,
  siTerraform,
  siWireshark,
} from "simple-icons";

/** The find-talent page (`/find-top-talent`), copy at `recruitment:findTopTalent.<section>.items.<id>`. */

/** The talent pools, each with the technologies its professionals work with (logos from simple-icons). */
export const TALENT_POOLS = [
  { id: "software", icon: CodeXml, tools: [siOpenjdk, siPython, siReact, siNodedotjs] },
  { id: "data", icon: BrainCircuit, tools: [siPython, siPandas, siTensorflow, siApachespark] },
  { id: "cloud", icon: Cloud, tools: [siDocker, siKubernetes, siTerraform] },
  { id: "cybersecurity", icon: ShieldCheck, tools: [siKalilinux, siWireshark, siSplunk, siOwasp] },
  { id: "design", icon: Palette, tools: [siFigma, siSketch, siMiro] },
  { id: "quality", icon: Bug, tools: [siCypress, siSelenium, siPostman] },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon; tools: readonly SimpleIcon[] }>;

/** Ways to bring the talent on board, each to the page or form that starts it. */
export const HIRING_MODELS = [
  { id: "direct", to: "/recruitment#form", icon: UserCheck },
  { id: "outsourcing", to: "/contractors/outsourcing", icon: UserPlus },
  { id: "consulting", to: "/contractors/consulting", icon: Handshake },
] as const satisfies ReadonlyArray<{ id: string; to: string; icon: LucideIcon }>;
