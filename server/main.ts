import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { serve } from "@hono/node-server";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig, writtenLegalDocuments } from "./config.ts";
import { metricsRoute } from "./http/metrics-route.ts";
import { readIslandCode } from "./http/island-code.ts";
import { SHUTDOWN_MARGIN_MS, shutDownOnSignals } from "./http/shutdown.ts";
import { staffBar } from "./words/staff-bar.ts";
import { startLeadServices } from "./lead-services.ts";
import { LegalDocuments } from "./legal/legal-documents.ts";
import { createLogger } from "./logger.ts";
import { staffScript } from "./staff/staff-services.ts";

const root = path.resolve(import.meta.dirname, "..");
/**
 * The build this server serves. Compiled (`npm run build`), the server is part of it,
 * `<build>/node/main.js`; run from its sources (`npm run dev`, tests), BUILD_DIR names it.
 */
const buildDirectory = import.meta.filename.endsWith(".js") ? root : path.resolve(root, process.env.BUILD_DIR ?? "build");

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.env.LOG_LEVEL);
  const development = config.env.NODE_ENV === "development";

  let getBuild: () => Promise<ServerBuild>;
  let vite: import("vite").ViteDevServer | undefined;
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const devServer = vite;
    getBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const build = (await import(path.join(buildDirectory, "server/index.js"))) as ServerBuild;
    getBuild = async () => build;
  }

  const services = await startLeadServices(config, logger, { staffScript: staffScript(development ? undefined : buildDirectory) });
  // Written with the company's facts as staff last saved them (server/words/facts.ts), anew when they change.
  const legalDocuments = new LegalDocuments(() => services.facts.fresh().catch(() => config.site), writtenLegalDocuments(config));

  const app = createApp({
    config,
    logger,
    getBuild,
    clientDirectory: development ? undefined : path.relative(process.cwd(), path.join(buildDirectory, "client")),
    api: services.api,
    receive: services.receive,
    admit: services.admit,
    ready: services.ready,
    backup: services.backup,
    metrics: () => services.metrics.render(),
    legalDocuments,
    formTokens: services.formTokens,
    revisions: services.revisions,
    media: services.media,
    facts: services.facts,
    copy: services.copy,
    staffBar: staffBar(services.staff.staff, config.site.siteUrl),
    funnel: services.metrics,
    islandCode: development ? undefined : readIslandCode(path.join(buildDirectory, "client-manifest.json")),
    staff: (http) => services.staff.routes(http),
  });

  const listener = getRequestListener(app.fetch);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (vite) vite.middlewares(request, response, () => void listener(request, response));
    else void listener(request, response);
  });
  server.keepAliveTimeout = 65_000;

  server.listen(config.env.PORT, config.env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.env.PORT;
    logger.info({ port, mode: config.env.NODE_ENV }, `listening on http://localhost:${port}`);
    // Written now rather than before listening: loading pdfkit and laying them out took 200-300 ms of the start.
    const writing = performance.now();
    legalDocuments.write().then(
      (pdfs) => logger.info({ documents: pdfs.size, ms: Math.round(performance.now() - writing) }, "legal documents written"),
      (error: unknown) => logger.error({ err: String(error) }, "legal documents could not be written"),
    );
  });

  // Metrics on a listener of their own, on loopback: a scraper on the same host (or a sidecar) reads them,
  // the public never does (README: Running in production).
  const metricsPort = config.env.METRICS_PORT;
  const metricsServer =
    metricsPort === undefined
      ? undefined
      : serve({ fetch: metricsRoute(() => services.metrics.render()).fetch, port: metricsPort, hostname: "127.0.0.1" }, () =>
          logger.info({ port: metricsPort }, `metrics on http://127.0.0.1:${metricsPort}/metrics`),
        );

  shutDownOnSignals({
    server,
    drain: services.drain,
    stop: () =>
      Promise.allSettled([
        vite?.close(),
        services.stop(),
        new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined))),
      ]),
    graceMs: config.leads.relay.timeoutMs + SHUTDOWN_MARGIN_MS,
    logger,
  });
}

await main();
