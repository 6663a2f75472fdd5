import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { LeadServices } from "./lead-services.ts";
import type { Logger } from "./logger.ts";

/**
 * The app without the page build: the API, health, readiness and metrics
 * only, as the standalone API server and the API tests run it.
 */
export function createApiOnlyApp(config: Config, logger: Logger, services: LeadServices) {
  return createApp({
    config,
    logger,
    api: services.api,
    admit: services.admit,
    ready: services.ready,
    backup: services.backup,
    metrics: () => services.metrics.render(),
    staff: (http) => services.staff.routes(http),
    media: services.media,
  });
}
