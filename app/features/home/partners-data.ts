import type { ComponentType } from "react";
import { CordiaLogo, NubeviaLogo, OrbytLogo } from "./partner-logos";

/** The partner strip of the home page: name and logo here, what each partner does at `home:partners.items.<id>.focus`. */
export const PARTNERS = [
  { id: "nubevia", name: "Nubevia", logo: NubeviaLogo },
  { id: "cordia", name: "Cordia Analytics", logo: CordiaLogo },
  { id: "orbyt", name: "Orbyt Automation", logo: OrbytLogo },
] as const satisfies ReadonlyArray<{ id: string; name: string; logo: ComponentType<{ className?: string }> }>;
