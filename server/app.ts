import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { languageOfRequest } from "../app/i18n/language.ts";
import { PageCache, withNonce } from "./http/page-cache.ts";
import { requestLog } from "./http/request-log.ts";
import { seoRoutes } from "./http/seo.ts";
import { type SecurityVariables, securityHeaders } from "./http/security.ts";
import type { Logger } from "./logger.ts";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** The React Router server build; a function so that development reloads it. */
  getBuild: () => Promise<ServerBuild>;
  /** Where the built browser assets live; absent in development (Vite serves them). */
  clientDirectory?: string;
  /** Mounted at /api. */
  api?: Hono;
  /** Whether the process can serve requests (the database answers). */
  ready?: () => Promise<boolean>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

export function createApp({ config, logger, getBuild, clientDirectory, api, ready }: AppDependencies) {
  const development = config.env.NODE_ENV === "development";
  const app = new Hono<{ Variables: SecurityVariables }>();

  app.use(requestLog(logger));
  app.use(securityHeaders({ development, frameSources: frameSourcesFor(config.site.promoVideoUrl) }));
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const isReady = ready ? await ready().catch(() => false) : true;
    return c.json({ status: isReady ? "ready" : "unavailable" }, isReady ? 200 : 503);
  });

  if (api) app.route("/api", api);
  app.route(
    "/",
    seoRoutes(config.site.siteUrl, async () => {
      const response = await app.request("/api/articles");
      const articles: unknown = response.ok ? await response.json() : [];
      return Array.isArray(articles) ? articles.length : 0;
    }),
  );
  app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));

  if (clientDirectory) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDirectory,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", IMMUTABLE);
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDirectory,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", SHORT);
        },
      }),
    );
  }

  const mode = development ? "development" : "production";
  const pageCache = new PageCache(development ? 0 : config.env.PAGE_CACHE_SECONDS * 1000, 1000);
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;
  app.all("*", async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const cacheable = request.method === "GET" && !url.pathname.endsWith(".data");
    const cacheKey = `${languageOfRequest(request)}|${url.pathname}${url.search}`;
    const nonce = c.get("nonce");
    const cached = cacheable ? pageCache.get(cacheKey) : undefined;
    if (cached) {
      const headers = new Headers(cached.headers);
      headers.set("X-Page-Cache", "hit");
      return new Response(withNonce(cached, nonce), { status: cached.status, headers });
    }

    const build = await getBuild();
    if (!handler || build !== handlerBuild) {
      handler = createRequestHandler(build, mode);
      handlerBuild = build;
    }
    const fetchApi = async (path: string, init?: RequestInit) => app.request(path, init);
    const response = await handler(request, { site: config.site, nonce, fetchApi });
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
    response.headers.set("Cache-Control", "no-cache");
    response.headers.set("Vary", "Cookie, Accept-Language");
    if (!cacheable || (response.status !== 200 && response.status !== 404)) return response;
    const body = await response.text();
    pageCache.set(cacheKey, { status: response.status, headers: [...response.headers], body, nonce });
    return new Response(body, { status: response.status, headers: response.headers });
  });

  app.onError((error, c) => {
    logger.error({ err: { name: error.name, message: error.message }, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal" }, 500);
  });

  return app;
}

function frameSourcesFor(videoUrl: string | null): string[] {
  if (!videoUrl) return [];
  return [new URL(videoUrl).origin];
}
