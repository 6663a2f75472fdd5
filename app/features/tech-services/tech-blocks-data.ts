import type { ToolSlug } from "~/features/tools/tool-logo";
import type { TechService } from "~/features/navigation/menu";
import {
  type Art,
  AssistantArt,
  AutomationArt,
  CloudArt,
  DashboardArt,
  DataPipelineArt,
  MachineLearningArt,
  MobileAppArt,
  MonitoringArt,
  OperationsArt,
  VisionArt,
  WebPlatformArt,
} from "./tech-art";

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
  art: Art;
  /** The "Tools That We Use" row; empty where no tool stands out. */
  tools: readonly ToolSlug[];
}

/** The eleven blocks of the tech service pages, in one list; each service shows a slice of it. */
export const TECH_BLOCKS: readonly TechBlock[] = [
  { id: "machineLearning", art: MachineLearningArt, tools: ["python", "tensorflow", "pytorch", "scikitlearn"] },
  { id: "assistants", art: AssistantArt, tools: ["huggingface", "langchain", "googlegemini"] },
  { id: "vision", art: VisionArt, tools: ["opencv", "pytorch", "python"] },
  { id: "bots", art: AutomationArt, tools: ["uipath", "python", "selenium", "n8n", "make"] },
  { id: "botCare", art: MonitoringArt, tools: [] },
  { id: "migration", art: CloudArt, tools: ["googlecloud", "terraform", "docker"] },
  { id: "operations", art: OperationsArt, tools: ["kubernetes", "docker", "githubactions", "grafana"] },
  { id: "dataPlatform", art: DataPipelineArt, tools: ["postgresql", "snowflake", "googlebigquery", "apacheairflow"] },
  { id: "dashboards", art: DashboardArt, tools: ["looker", "metabase", "apachesuperset"] },
  { id: "webPlatforms", art: WebPlatformArt, tools: ["react", "typescript", "nodedotjs", "postgresql"] },
  { id: "mobileApps", art: MobileAppArt, tools: ["flutter", "kotlin", "swift", "firebase"] },
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
