import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "../../../contracts/site-settings";
import type { loader as rootLoader } from "~/root";

/** The public site settings, loaded once by the root route. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("Site settings are read outside the root route");
  return data.site;
}
