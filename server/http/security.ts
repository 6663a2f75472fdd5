import type { MiddlewareHandler } from "hono";

export type SecurityVariables = {
  /** CSP sources for the inline scripts of the HTML page being answered (see inline-scripts.ts). */
  scriptHashes?: string[];
};

export interface SecurityOptions {
  development: boolean;
  /** Hosts allowed to be framed (the promo video player). */
  frameSources: string[];
}

/**
 * Security headers for every answer. Scripts run only from our origin or when
 * their text is one the server wrote into this page; nothing may frame the site.
 */
export function securityHeaders({ development, frameSources }: SecurityOptions): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    await next();
    const scriptSrc = development ? "'self' 'unsafe-inline'" : ["'self'", ...(c.get("scriptHashes") ?? [])].join(" ");
    const connectSrc = development ? "'self' ws: wss:" : "'self'";
    const csp = [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connectSrc}`,
      `frame-src ${["'self'", ...frameSources].join(" ")}`,
      "media-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", csp);
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
