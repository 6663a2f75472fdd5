import {
  BadgeCheck,
  BriefcaseMedical,
  CalendarCheck,
  CalendarDays,
  ClipboardCheck,
  Clock,
  FileHeart,
  FileSearch,
  FileText,
  Headset,
  type IconItem,
  type IconLink,
  Languages,
  MessageCircle,
  PiggyBank,
  Pill,
  Receipt,
  ShieldAlert,
  ShieldCheck,
  Smile,
  Stethoscope,
  Users,
} from "~/components/icons";

/** The VMA pages' cards as data; copy lives in the `vma` namespace under the keys named beside each list. */

/** The nine services of spec section 2, in its order (`specialist.services.items.<id>`). */
export const VMA_SERVICES = [
  { id: "contactCenter", icon: Headset },
  { id: "scheduling", icon: CalendarCheck },
  { id: "diagnostics", icon: FileSearch },
  { id: "treatment", icon: Pill },
  { id: "risk", icon: ShieldAlert },
  { id: "emr", icon: FileHeart },
  { id: "auditing", icon: ClipboardCheck },
  { id: "billing", icon: Receipt },
  { id: "coverage", icon: BadgeCheck },
] as const satisfies readonly IconItem[];

/** The landing's two audiences, each to its sub-page (`main.services.<id>`). */
export const VMA_PATHS = [
  { id: "hire", to: "/vma/specialist", icon: Stethoscope },
  { id: "getHired", to: "/vma/gethired", icon: BriefcaseMedical },
] as const satisfies readonly IconLink[];

/** `main.benefits.items.<id>` */
export const VMA_BENEFITS = [
  { id: "costs", icon: PiggyBank },
  { id: "time", icon: Clock },
  { id: "experience", icon: Smile },
  { id: "coverage", icon: Languages },
] as const satisfies readonly IconItem[];

/** The four areas that group the nine services (`main.keyServices.items.<id>`). */
export const VMA_KEY_SERVICES = [
  { id: "patients", icon: Headset },
  { id: "clinical", icon: Stethoscope },
  { id: "records", icon: FileText },
  { id: "revenue", icon: Receipt },
] as const satisfies readonly IconItem[];

/** A virtual medical assistant's daily tasks, copy at `getHired.tasks.items.<id>`. */
export const VMA_TASKS = [
  { id: "patients", icon: MessageCircle },
  { id: "schedule", icon: CalendarDays },
  { id: "records", icon: FileText },
  { id: "coverage", icon: ShieldCheck },
  { id: "billing", icon: Receipt },
  { id: "coordination", icon: Users },
] as const satisfies readonly IconItem[];
