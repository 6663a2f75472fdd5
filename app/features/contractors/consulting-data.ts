import {
  ChartPie,
  Compass,
  type IconItem,
  Layers,
  Network,
  RefreshCw,
  Shuffle,
  SquareKanban,
  TrendingUp,
  Workflow,
} from "~/components/icons";

/** The consulting page (`/contractors/consulting`), copy at `contractors:consulting.<section>.items.<id>`. */

/** The three benefits of the spec: flexibility, diverse projects, higher earnings. */
export const CONSULTING_BENEFITS = [
  { id: "flexibility", icon: Shuffle },
  { id: "diversity", icon: Layers },
  { id: "earnings", icon: TrendingUp },
] as const satisfies readonly IconItem[];

/** Featured positions: the consultant profiles clients request most; tags at `…items.<id>.tags`. */
export const FEATURED_CONSULTANTS = [
  { id: "strategy", icon: Compass },
  { id: "processes", icon: Workflow },
  { id: "architect", icon: Network },
  { id: "data", icon: ChartPie },
  { id: "projectManager", icon: SquareKanban },
  { id: "change", icon: RefreshCw },
] as const satisfies readonly IconItem[];
