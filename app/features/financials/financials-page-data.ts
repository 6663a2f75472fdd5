import {
  ArrowLeftRight,
  BadgeCheck,
  Calculator,
  CalendarCheck,
  ChartLine,
  FileChartColumn,
  type IconItem,
  Lightbulb,
  type LucideIcon,
  MonitorCheck,
  Percent,
  PiggyBank,
  SearchCheck,
  Users,
  Wallet,
} from "~/components/icons";
import type { FinancialServiceId } from "./financial-services-data";

/** The landing page's icons, kept apart from the service list so the request form does not load them. */
export const FINANCIAL_SERVICE_ICONS: Record<FinancialServiceId, LucideIcon> = {
  accounting: Calculator,
  tax: Percent,
  payroll: Users,
  reporting: FileChartColumn,
  payables: ArrowLeftRight,
  budgeting: ChartLine,
  audit: SearchCheck,
  treasury: Wallet,
  advisory: Lightbulb,
};

/** `main.why.items.<id>` */
export const FINANCIAL_REASONS = [
  { id: "experts", icon: BadgeCheck },
  { id: "compliance", icon: CalendarCheck },
  { id: "technology", icon: MonitorCheck },
  { id: "savings", icon: PiggyBank },
] as const satisfies readonly IconItem[];
