import { createContext, useContext } from "react";
import type { SiteSettings } from "../../../contracts/site-settings";

/** The public site settings: provided by the root route on the server, and by the island bootstrap in the browser. */
export const SiteContext = createContext<SiteSettings | null>(null);

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("Site settings are read outside a page or an island");
  return site;
}
