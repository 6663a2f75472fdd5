import type { CopyOverrides } from "../contracts/copy-overrides";
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

/**
 * A sender let in by its rate window and daily cap before anything it posted
 * is read (server/api/submission-service.ts), or why not.
 */
export type Admission = { allowed: true; refund: () => void } | { allowed: false; retryAfterSeconds: number };

/** What the HTTP server hands to every loader. */
export interface SiteLoadContext {
  site: SiteSettings;
  /** The texts staff changed over the shipped copy (server/words/copy.ts): the same object until the next change. */
  copy?: CopyOverrides;
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
  /** The fields a form posted to the page was refused for, for the form funnel's metrics. */
  fieldErrors?: (form: FormId, errors: Record<string, string>) => void;
  submit: (
    form: FormId,
    body: unknown,
    consentLanguage: "es" | "en",
    admission: Admission & { allowed: true },
    posted?: { formToken: unknown },
  ) => Promise<SubmitResult>;
  /** Takes the visitor's place in the limits before its form is read. */
  admit: () => Promise<Admission>;
  /** The request was posted from a page of another site (its `Origin`): a form action takes nothing from it. */
  foreignOrigin: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends SiteLoadContext {}
}
