import {
  type SimpleIcon,
  siApacheairflow,
  siApachesuperset,
  siDocker,
  siFirebase,
  siFlutter,
  siGithubactions,
  siGooglebigquery,
  siGooglecloud,
  siGooglegemini,
  siGrafana,
  siHuggingface,
  siKotlin,
  siKubernetes,
  siLangchain,
  siLooker,
  siMake,
  siMetabase,
  siN8n,
  siNodedotjs,
  siOpencv,
  siPostgresql,
  siPython,
  siPytorch,
  siReact,
  siScikitlearn,
  siSelenium,
  siSnowflake,
  siSwift,
  siTensorflow,
  siTerraform,
  siTypescript,
  siUipath,
} from "simple-icons";
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
  tools: readonly SimpleIcon[];
}

/** The eleven blocks of the tech service pages, in one list; each service shows a slice of it. */
export const TECH_BLOCKS: readonly TechBlock[] = [
  { id: "machineLearning", art: MachineLearningArt, tools: [siPython, siTensorflow, siPytorch, siScikitlearn] },
  { id: "assistants", art: AssistantArt, tools: [siHuggingface, siLangchain, siGooglegemini] },
  { id: "vision", art: VisionArt, tools: [siOpencv, siPytorch, siPython] },
  { id: "bots", art: AutomationArt, tools: [siUipath, siPython, siSelenium, siN8n, siMake] },
  { id: "botCare", art: MonitoringArt, tools: [] },
  { id: "migration", art: CloudArt, tools: [siGooglecloud, siTerraform, siDocker] },
  { id: "operations", art: OperationsArt, tools: [siKubernetes, siDocker, siGithubactions, siGrafana] },
  { id: "dataPlatform", art: DataPipelineArt, tools: [siPostgresql, siSnowflake, siGooglebigquery, siApacheairflow] },
  { id: "dashboards", art: DashboardArt, tools: [siLooker, siMetabase, siApachesuperset] },
  { id: "webPlatforms", art: WebPlatformArt, tools: [siReact, siTypescript, siNodedotjs, siPostgresql] },
  { id: "mobileApps", art: MobileAppArt, tools: [siFlutter, siKotlin, siSwift, siFirebase] },
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
