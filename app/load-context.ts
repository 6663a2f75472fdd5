import type { SiteSettings } from "../contracts/site-settings";

/** What the HTTP server hands to every loader. */
export interface SiteLoadContext {
  site: SiteSettings;
  nonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends SiteLoadContext {}
}
