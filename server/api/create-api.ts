import { Hono } from "hono";
import { isFormId, type FormId } from "../../contracts/submission-schemas.ts";
import type { ListService } from "../content/list-service.ts";
import type { Logger } from "../logger.ts";
import { listsRoute } from "./lists-route.ts";
import { openApiDocument } from "./openapi.ts";
import type { TrustProxy } from "../http/forwarded.ts";
import type { AdmitSender, ReceiveSubmission } from "./submission-service.ts";
import { submissionsRoute } from "./submissions-route.ts";

export interface ApiDependencies {
  /** The submission service, shared with the pages' form actions. */
  receive: ReceiveSubmission;
  admit: AdmitSender;
  lists: ListService;
  logger: Logger;
  trustProxy: TrustProxy;
  /** `POST /api/funnel/{form}/started`: a visitor began to fill a form (the page's script's beacon). */
  formStarted?: (form: FormId) => void;
}

/** The Hono app mounted at `/api`. */
export function createApi(dependencies: ApiDependencies): Hono {
  const api = new Hono();
  api.route("/submissions", submissionsRoute(dependencies));
  api.route("/", listsRoute(dependencies.lists));
  // A beacon with no body and no cookie: it names the form, nothing of the visitor.
  api.post("/funnel/:form/started", (c) => {
    const form = c.req.param("form");
    if (!isFormId(form)) return c.json({ error: "not_found" }, 404);
    dependencies.formStarted?.(form);
    return c.body(null, 204);
  });
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  api.onError((error, c) => {
    dependencies.logger.error({ err: { name: error.name, message: error.message }, path: c.req.path }, "api error");
    return c.json({ error: "internal" }, 500);
  });
  return api;
}
