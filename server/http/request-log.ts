import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger.ts";

/** One line per request: method, path, status, duration. No query string, address or body. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  };
}
