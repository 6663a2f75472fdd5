import type { FieldErrors } from "../contracts/field-errors";
import type { FormId } from "../contracts/form-ids";
import type { SiteSettings } from "../contracts/site-settings";

/** The submission service's verdict on a form posted to a page (server/api/submission-service.ts). */
export type SubmitResult =
  | { kind: "stored"; id: string; spam: boolean }
  | { kind: "invalid"; fields: FieldErrors }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "over_quota" }
  | { kind: "unavailable" };

/** What the HTTP server hands to every loader. */
export interface SiteLoadContext {
  site: SiteSettings;
  /** The site's own HTTP API, answered in-process: loaders use it like any client would. */
  fetchApi: (path: string, init?: RequestInit) => Promise<Response>;
  /** The address of the page's one script (app/entry.client.tsx), from the build's manifest. */
  pageScript: string;
  /** Each island's chunks in the page's language, from the build's manifest, for the page to fetch ahead; absent in development. */
  islandCode?: Readonly<Record<string, readonly string[]>>;
  /**
   * Stores a form posted to the page exactly as `POST /api/submissions/{form}`
   * stores JSON: same rate limit (by the visitor's address), honeypot, schema and relay.
   */
  submit: (form: FormId, body: unknown, consentLanguage: "es" | "en") => Promise<SubmitResult>;
}

declare module "react-router" {
  interface AppLoadContext extends SiteLoadContext {}
}
