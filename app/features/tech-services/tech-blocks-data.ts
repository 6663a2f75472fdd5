import type { ToolSlug } from "~/features/tools/tool-logo";
import type { TechService } from "~/features/navigation/menu";
import type { ArtName } from "~/components/artwork";

/** The copy of each block lives at `techservices:blocks.<id>.{title,text}`. */
export const TECH_BLOCK_IDS = [
  "machineLearning",
  "assistants",
  "vision",
  "bots",
  "botCare",
  "migration",
  "operations",
  "dataPlatform",
  "dashboards",
  "webPlatforms",
  "mobileApps",
] as const;
export type TechBlockId = (typeof TECH_BLOCK_IDS)[number];

export interface TechBlock {
  id: TechBlockId;
  art: ArtName;
  /** The "Tools That We Use" row; empty where no tool stands out. */
  tools: readonly ToolSlug[];
}

/** The eleven blocks of the tech service pages, in one list; each service shows a slice of it. */
export const TECH_BLOCKS: readonly TechBlock[] = [
  { id: "machineLearning", art: "machine-learning", tools: ["python", "tensorflow", "pytorch", "scikitlearn"] },
  { id: "assistants", art: "assistant", tools: ["huggingface", "langchain", "googlegemini"] },
  { id: "vision", art: "vision", tools: ["opencv", "pytorch", "python"] },
  { id: "bots", art: "automation", tools: ["uipath", "python", "selenium", "n8n", "make"] },
  { id: "botCare", art: "monitoring", tools: [] },
  { id: "migration", art: "cloud", tools: ["googlecloud", "terraform", "docker"] },
  { id: "operations", art: "operations", tools: ["kubernetes", "docker", "githubactions", "grafana"] },
  { id: "dataPlatform", art: "data-pipeline", tools: ["postgresql", "snowflake", "googlebigquery", "apacheairflow"] },
  { id: "dashboards", art: "dashboard", tools: ["looker", "metabase", "apachesuperset"] },
  { id: "webPlatforms", art: "web-platform", tools: ["react", "typescript", "nodedotjs", "postgresql"] },
  { id: "mobileApps", art: "mobile-app", tools: ["flutter", "kotlin", "swift", "firebase"] },
];

/** Which slice of TECH_BLOCKS each service shows: [start, end). */
export const TECH_BLOCK_RANGES: Record<TechService, readonly [start: number, end: number]> = {
  ia: [0, 3],
  rpa: [3, 5],
  cloud: [5, 7],
  bi: [7, 9],
  "web-app-dev": [9, 11],
};

export function blocksOf(service: TechService): readonly TechBlock[] {
  const [start, end] = TECH_BLOCK_RANGES[service];
  return TECH_BLOCKS.slice(start, end);
}

/** The illustration that stands for each service on the home page and on its banner. */
export const SERVICE_ART: Record<TechService, ArtName> = {
  ia: "machine-learning",
  rpa: "automation",
  cloud: "cloud",
  bi: "dashboard",
  "web-app-dev": "web-platform",
};
