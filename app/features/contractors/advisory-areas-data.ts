import { BadgeDollarSign, Globe, House, type IconItem, MapIcon, MonitorSmartphone, Puzzle, Rocket, TrendingUp } from "~/components/icons";

/** The work page (`/contractors/work`), copy at `contractors:work.<section>`. */

/** The five advisory areas, each a card to the contractor application. */
export const ADVISORY_AREAS = [
  { id: "marketExpansion", icon: Globe },
  { id: "growth", icon: TrendingUp },
  { id: "digital", icon: MonitorSmartphone },
  { id: "roadmap", icon: MapIcon },
  { id: "startups", icon: Rocket },
] as const satisfies readonly IconItem[];

/** What the company offers a consultant, copy at `work.offer.items.<id>`. */
export const CONTRACTOR_OFFER = [
  { id: "remote", icon: House },
  { id: "projects", icon: Puzzle },
  { id: "payments", icon: BadgeDollarSign },
] as const satisfies readonly IconItem[];
