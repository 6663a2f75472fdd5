import type { ComponentType } from "react";
import type { Partner } from "../../../contracts/partners";
import type { PartnerView } from "./home-sections";
import { CordiaLogo, NubeviaLogo, OrbytLogo } from "./partner-logos";

/** The partner strip of the home page: name and logo here, what each partner does at `home:partners.items.<id>.focus`. */
export const PARTNERS = [
  { id: "nubevia", name: "Nubevia", logo: NubeviaLogo },
  { id: "cordia", name: "Cordia Analytics", logo: CordiaLogo },
  { id: "orbyt", name: "Orbyt Automation", logo: OrbytLogo },
] as const satisfies ReadonlyArray<{ id: string; name: string; logo: ComponentType<{ className?: string }> }>;

/**
 * The partners as the site's API answers them (what the editor published, else the samples above with
 * their words); undefined when the API fails, and the strip shows the drawn samples.
 */
export async function readPartners(fetchApi: (path: string) => Promise<Response>): Promise<Partner[] | undefined> {
  try {
    const response = await fetchApi("/api/partners");
    const items: unknown = response.ok ? await response.json() : null;
    if (!Array.isArray(items)) return undefined;
    return (items as Partner[]).filter((item) => typeof item?.id === "string" && typeof item.name === "string");
  } catch {
    return undefined;
  }
}

/** A partner in the page's language, as the strip shows it. */
export function partnerView(partner: Partner, language: string): PartnerView {
  const focus = language === "en" ? partner.focus_en : partner.focus_es;
  return {
    id: partner.id,
    name: partner.name,
    ...(partner.logo ? { logo: partner.logo } : {}),
    ...(partner.url ? { url: partner.url } : {}),
    ...(focus ? { focus } : {}),
  };
}
