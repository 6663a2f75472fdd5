import { Hono } from "hono";
import type { ListService } from "../content/list-service.ts";
import type { Logger } from "../logger.ts";
import { type FunnelRouteOptions, funnelRoute } from "./funnel-route.ts";
import { listsRoute } from "./lists-route.ts";
import { openApiDocument } from "./openapi.ts";
import type { TrustProxy } from "../http/forwarded.ts";
import type { AdmitSender, ReceiveSubmission } from "./submission-service.ts";
import { submissionsRoute } from "./submissions-route.ts";

export interface ApiDependencies extends FunnelRouteOptions {
  /** The submission service, shared with the pages' form actions. */
  receive: ReceiveSubmission;
  admit: AdmitSender;
  lists: ListService;
  logger: Logger;
  trustProxy: TrustProxy;
}

/** The Hono app mounted at `/api`. */
export function createApi(dependencies: ApiDependencies): Hono {
  const api = new Hono();
  api.route("/submissions", submissionsRoute(dependencies));
  api.route("/", listsRoute(dependencies.lists));
  api.route("/funnel", funnelRoute(dependencies));
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  api.onError((error, c) => {
    dependencies.logger.error({ err: { name: error.name, message: error.message }, path: c.req.path }, "api error");
    return c.json({ error: "internal" }, 500);
  });
  return api;
}
