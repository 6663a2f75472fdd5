import {
  BadgePercent,
  Building2,
  ChartPie,
  Cpu,
  GraduationCap,
  Handshake,
  type IconItem,
  MapPin,
  ScanSearch,
  Sprout,
  Sun,
  TreePalm,
} from "~/components/icons";

/** The investment page (`/investment`), copy at `investment:main.<section>`. */

/** Why invest in Colombia, copy at `main.why.items.<id>`. */
export const WHY_COLOMBIA = [
  { id: "location", icon: MapPin },
  { id: "trade", icon: Handshake },
  { id: "talent", icon: GraduationCap },
  { id: "incentives", icon: BadgePercent },
] as const satisfies readonly IconItem[];

/** The five key sectors of the spec, in its order. */
export const KEY_SECTORS = [
  { id: "technology", icon: Cpu },
  { id: "renewables", icon: Sun },
  { id: "tourism", icon: TreePalm },
  { id: "agribusiness", icon: Sprout },
  { id: "realEstate", icon: Building2 },
] as const satisfies readonly IconItem[];

/** How we can help: research, local partnerships, diversification. */
export const INVESTMENT_HELP = [
  { id: "research", icon: ScanSearch },
  { id: "partnerships", icon: Handshake },
  { id: "diversification", icon: ChartPie },
] as const satisfies readonly IconItem[];
