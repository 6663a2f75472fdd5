import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createApiOnlyApp } from "../api-only-app.ts";
import { loadConfig } from "../config.ts";
import { type LeadServices, type LeadServicesOptions, startLeadServices } from "../lead-services.ts";
import { createLogger } from "../logger.ts";

export interface TestServer {
  url: string;
  services: LeadServices;
  close(): Promise<void>;
}

/** The real app on a random loopback port, configured only through environment variables. */
export async function startTestServer(env: Record<string, string>, options: LeadServicesOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1", ...env });
  const logger = createLogger(config.env.LOG_LEVEL);
  const services = await startLeadServices(config, logger, options);
  const app = createApiOnlyApp(config, logger, services);
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await services.stop();
    },
  };
}

/** A clock for `startTestServer({ now })`: the real time, moved on by what `advance` added. */
export function testClock() {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms: number) {
      ahead += ms;
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
