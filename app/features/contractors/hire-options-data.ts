import { Calculator, Cpu, type IconLink, Lightbulb, Stethoscope, UserPlus, UserSearch } from "~/components/icons";

/** The hire page (`/contractus`): each service with the request form that hires it. */
export const HIRE_OPTIONS = [
  { id: "tech", to: "/techservices/adquire", icon: Cpu },
  { id: "consulting", to: "/contractors/consulting/apply", icon: Lightbulb },
  { id: "experts", to: "/contractors/outsourcing/apply", icon: UserPlus },
  { id: "recruitment", to: "/recruitment#form", icon: UserSearch },
  { id: "vma", to: "/vma/specialist/hire", icon: Stethoscope },
  { id: "financials", to: "/financials/adquire", icon: Calculator },
] as const satisfies readonly IconLink[];
