import type { SiteSettings } from "../contracts/site-settings";

/** What the HTTP server hands to every loader. */
export interface SiteLoadContext {
  site: SiteSettings;
  /** The site's own HTTP API, answered in-process: loaders use it like any client would. */
  fetchApi: (path: string, init?: RequestInit) => Promise<Response>;
  /** The address of the page's one script (app/entry.client.tsx), from the build's manifest. */
  pageScript: string;
}

declare module "react-router" {
  interface AppLoadContext extends SiteLoadContext {}
}
