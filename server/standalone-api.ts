/**
 * The server without the page build: the API, health and readiness only.
 * Used by the API tests (as a child process they can kill) and the benchmark.
 * Prints `listening <port>` once it accepts connections.
 */
import { serve } from "@hono/node-server";
import { createApiOnlyApp } from "./api-only-app.ts";
import { loadConfig } from "./config.ts";
import { SHUTDOWN_MARGIN_MS, shutDownOnSignals } from "./http/shutdown.ts";
import { startLeadServices } from "./lead-services.ts";
import { createLogger } from "./logger.ts";

const config = loadConfig();
const logger = createLogger(config.env.LOG_LEVEL);
const services = await startLeadServices(config, logger);
const app = createApiOnlyApp(config, logger, services);

const server = serve({ fetch: app.fetch, port: config.env.PORT, hostname: config.env.HOST }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});

shutDownOnSignals({
  server,
  drain: services.drain,
  stop: services.stop,
  graceMs: config.leads.relay.timeoutMs + SHUTDOWN_MARGIN_MS,
  logger,
});
