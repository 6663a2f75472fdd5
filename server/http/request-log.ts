import type { IncomingMessage, ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

/**
 * One line per request, by pino-http, once the answer is sent (or the client
 * went away): method, path, status and response time. The serializers read
 * nothing else of the request, so no query string, address, header (cookies
 * among them) or body reaches the line.
 *
 * pino-http works on Node's request and answer, which @hono/node-server hands
 * to the app as `c.env`; a request made inside the process (`app.request`:
 * a page's loader reading the API, the tests) has none and is not logged.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  const log = pinoHttp({
    logger,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: withoutSecrets(withoutQuery(req.url ?? "")) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (error: Error) => ({ type: error.name, message: error.message }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  });
  return async (c, next) => {
    const { incoming, outgoing } = c.env ?? {};
    if (incoming && outgoing) log(incoming, outgoing);
    await next();
  };
}

/** A one-time sign-in link's path holds its secret: the line names the route, never the secret. */
export function withoutSecrets(path: string): string {
  return path.replace(/^\/staff\/link\/[^/]+/, "/staff/link/:secret");
}

function withoutQuery(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}
