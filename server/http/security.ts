import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { CSP_REPORT_PATH } from "./csp-report.ts";

export interface SecurityOptions {
  development: boolean;
  /** Hosts allowed to be framed (the promo video player). */
  frameSources: string[];
  /** The inline scripts allowed, as CSP sources (inline-scripts.ts); read for each answer, as the page build may change. */
  scriptHashes?: () => readonly string[];
  /** Whether the visitor reached the site over TLS (forwarded.ts: a trusted proxy's X-Forwarded-Proto); the request's own protocol when absent. */
  isHttps?: (c: Context) => boolean;
}

/** The name of the endpoint CSP violations are reported to (`Reporting-Endpoints`). */
const REPORT_GROUP = "csp";

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Security headers for every answer, by hono's `secureHeaders`. Scripts run
 * only from our origin or when their text is one of the inline scripts the
 * server writes (inline-scripts.ts); styles only from our stylesheets;
 * nothing may frame the site. Violations are reported to `POST /csp-report`.
 * Development allows the inline code Vite injects. HSTS only over https.
 */
export function securityHeaders({
  development,
  frameSources,
  scriptHashes = () => [],
  isHttps = (c) => new URL(c.req.url).protocol === "https:",
}: SecurityOptions): MiddlewareHandler {
  const scriptSrc = development ? "'self' 'unsafe-inline'" : () => ["'self'", ...scriptHashes()].join(" ");
  const headers = (strictTransportSecurity: string | false) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: [scriptSrc],
        styleSrc: [development ? "'self' 'unsafe-inline'" : "'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: [development ? "'self' ws: wss:" : "'self'"],
        frameSrc: ["'self'", ...frameSources],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportUri: CSP_REPORT_PATH,
        reportTo: REPORT_GROUP,
      },
      reportingEndpoints: [{ name: REPORT_GROUP, url: CSP_REPORT_PATH }],
      xContentTypeOptions: true,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginOpenerPolicy: true,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      strictTransportSecurity,
      // The middleware's other defaults are left off: the site sends the headers above and no others.
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
  const overHttps = headers(HSTS);
  const overHttp = headers(false);
  const finished = async () => {};
  return async (c, next) => {
    await next();
    // secureHeaders reads a directive's function when it is called, and the page build that gives
    // the script hashes is loaded by the first page's rendering: so it is called once the answer is made.
    await (isHttps(c) ? overHttps : overHttp)(c, finished);
  };
}
