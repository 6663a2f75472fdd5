import type { MiddlewareHandler } from "hono";
import { CSP_REPORT_PATH } from "./csp-report.ts";
import { PAGE_SCRIPT_HASHES } from "./inline-scripts.ts";

export interface SecurityOptions {
  development: boolean;
  /** Hosts allowed to be framed (the promo video player). */
  frameSources: string[];
  /** The inline scripts allowed, as CSP sources (inline-scripts.ts); read for each answer, as the page build may change. */
  scriptHashes?: () => readonly string[];
}

/** The name of the endpoint CSP violations are reported to (`Reporting-Endpoints`). */
const REPORT_GROUP = "csp";

/**
 * Security headers for every answer. Scripts run only from our origin or when
 * their text is one of the inline scripts the server writes (inline-scripts.ts);
 * styles only from our stylesheets; nothing may frame the site. Violations
 * are reported to `POST /csp-report`. Development allows the inline code Vite injects.
 */
export function securityHeaders({
  development,
  frameSources,
  scriptHashes = () => PAGE_SCRIPT_HASHES,
}: SecurityOptions): MiddlewareHandler {
  const styleSrc = development ? "'self' 'unsafe-inline'" : "'self'";
  return async (c, next) => {
    await next();
    const scriptSrc = development ? "'self' 'unsafe-inline'" : ["'self'", ...scriptHashes()].join(" ");
    const connectSrc = development ? "'self' ws: wss:" : "'self'";
    const csp = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      `style-src ${styleSrc}`,
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      `frame-src ${["'self'", ...frameSources].join(" ")}`,
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      `report-uri ${CSP_REPORT_PATH}`,
      `report-to ${REPORT_GROUP}`,
    ].join("; ");
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", csp);
    headers.set("Reporting-Endpoints", `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    const forwardedProto = c.req.header("x-forwarded-proto");
    if (new URL(c.req.url).protocol === "https:" || forwardedProto === "https") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
