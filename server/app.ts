import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type Config, siteSettingsIn } from "./config.ts";
import { clientAddress } from "./api/client-address.ts";
import type { ReceiveSubmission } from "./api/submission-service.ts";
import { arrivalLocation } from "../contracts/arrival.ts";
import { languageOfRequest } from "../contracts/language.ts";
import { cspReportRoutes } from "./http/csp-report.ts";
import { pageScriptHashes } from "./http/inline-scripts.ts";
import { languageRoutes } from "./http/language-route.ts";
import {
  canonicalPageUrl,
  chooseEncoding,
  encodePage,
  matchesEtag,
  NOT_FOUND_PATH,
  PageCache,
  pageCacheKey,
  type RenderedPage,
  renderedPage,
} from "./http/page-cache.ts";
import { isUnrouted } from "./http/page-routes.ts";
import { requestLog } from "./http/request-log.ts";
import { seoRoutes } from "./http/seo.ts";
import { inlineSprites } from "./http/inline-sprites.ts";
import { pageBuildParts } from "./http/page-build.ts";
import type { IslandCode } from "./http/island-code.ts";
import { legalDocumentRoutes } from "./http/legal-documents.ts";
import type { LegalDocuments } from "./legal/legal-documents.ts";
import { securityHeaders } from "./http/security.ts";
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
  /** The submission service behind the API, for the forms posted to pages. */
  receive?: ReceiveSubmission;
  /** Whether the process can serve requests (the database answers). */
  ready?: () => Promise<boolean>;
  /** The rendered pages kept in memory; made from the configuration when absent. */
  pageCache?: PageCache;
  /** The legal documents the server writes from its settings (server/legal/legal-documents.ts). */
  legalDocuments?: LegalDocuments;
  /** Each island's chunks in a language, from the build's manifest (server/http/island-code.ts); none in development. */
  islandCode?: (language: string) => IslandCode;
  /** `GET /metrics`: the Prometheus text format. */
  metrics?: () => Promise<{ contentType: string; body: string }>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

export function createApp({
  config,
  logger,
  getBuild,
  clientDirectory,
  api,
  receive,
  ready,
  metrics,
  legalDocuments,
  islandCode,
  pageCache: givenPageCache,
}: AppDependencies) {
  const development = config.env.NODE_ENV === "development";
  const app = new Hono();

  app.use(requestLog(logger));
  // The inline scripts of the current page build: its constants, and the loader of its module.
  let scriptHashes: readonly string[] = [];
  app.use(securityHeaders({ development, frameSources: frameSourcesFor(config.site.promoVideoUrl), scriptHashes: () => scriptHashes }));
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const isReady = ready ? await ready().catch(() => false) : true;
    return c.json({ status: isReady ? "ready" : "unavailable" }, isReady ? 200 : 503);
  });
  if (metrics) {
    app.get("/metrics", async (c) => {
      const { contentType, body } = await metrics();
      return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
    });
  }

  if (api) app.route("/api", api);
  app.route(
    "/",
    seoRoutes(config.site.siteUrl, {
      sitePaths: async () => pageBuildParts(await getBuild())?.sitePaths ?? [],
      countArticles: async () => {
        const response = await app.request("/api/articles");
        const articles: unknown = response.ok ? await response.json() : [];
        return Array.isArray(articles) ? articles.length : 0;
      },
    }),
  );
  app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));
  // The language switch without scripts: saves the choice in the cookie and returns to the page.
  app.route("/", languageRoutes());
  app.route("/", cspReportRoutes(logger));
  if (legalDocuments) app.route("/", legalDocumentRoutes(legalDocuments));

  if (clientDirectory) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDirectory,
        precompressed: true,
        onFound: (path, c) => {
          c.header("Cache-Control", IMMUTABLE);
          // The promo video's captions: hono's table of types has no WebVTT, and browsers read a track only as text/vtt.
          if (path.endsWith(".vtt")) c.header("Content-Type", "text/vtt; charset=utf-8");
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
  const pageCache =
    givenPageCache ?? new PageCache(development ? 0 : config.env.PAGE_CACHE_SECONDS * 1000, config.env.PAGE_CACHE_MAX_BYTES);
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;

  /**
   * Renders a request; an HTML answer comes back whole, as a page, anything else
   * as the router's response. (Tagged, not told apart by `instanceof Response`:
   * the Node adapter replaces the global Response class.)
   */
  const render = async (request: Request, address = "unknown"): Promise<{ page: RenderedPage } | { response: Response }> => {
    const build = await getBuild();
    if (!handler || build !== handlerBuild) {
      handler = createRequestHandler(build, mode);
      handlerBuild = build;
      scriptHashes = pageScriptHashes(pageBuildParts(build), build.assets.entry.module);
    }
    const fetchApi = async (path: string, init?: RequestInit) => app.request(path, init);
    const language = languageOfRequest(request);
    const response = await handler(request, {
      site: siteSettingsIn(config, language),
      fetchApi,
      pageScript: build.assets.entry.module,
      islandCode: islandCode?.(language),
      submit: async (form, body, consentLanguage) =>
        receive ? receive(form, body, { clientAddress: address, consentLanguage }) : { kind: "unavailable" },
    });
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return { response };
    response.headers.set("Cache-Control", "no-cache");
    response.headers.set("Vary", "Cookie, Accept-Language, Accept-Encoding");
    const parts = pageBuildParts(build);
    const html = parts ? inlineSprites(await response.text(), parts) : await response.text();
    return { page: renderedPage(response.status, response.headers, Buffer.from(html)) };
  };
  /** A page, or the one page not found (never one per path: a missing article's is not kept). */
  const storable = (page: RenderedPage, url: URL) => page.status === 200 || (page.status === 404 && url.pathname === NOT_FOUND_PATH);
  /** Compressed quickly before it is stored, then recompressed smaller in the background. */
  const store = async (key: string, page: RenderedPage) => {
    await encodePage(page, "fast");
    pageCache.set(key, page);
    encodePage(page, "small")
      .then(() => pageCache.resized(key, page))
      .catch((error: unknown) => logger.warn({ err: String(error) }, "page compression failed"));
  };
  // A page past its lifetime is still answered while one new rendering replaces it, so no visitor waits for it.
  const refreshing = new Set<string>();
  const refresh = (key: string, request: Request) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    render(new Request(request.url, { headers: request.headers }))
      .then((rendered) => ("page" in rendered && storable(rendered.page, new URL(request.url)) ? store(key, rendered.page) : undefined))
      .catch((error: unknown) => logger.warn({ err: String(error), path: new URL(request.url).pathname }, "page refresh failed"))
      .finally(() => refreshing.delete(key));
  };

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    // An arrival parameter is answered with a redirect that keeps the rest of the query.
    // HEAD is answered from the same cached page as GET, without its body: never a rendering of its own.
    const head = c.req.method === "HEAD";
    const cacheable = (c.req.method === "GET" || head) && !url.pathname.endsWith(".data") && arrivalLocation(url) === null;
    // A page is rendered and cached for its canonical address: a query it does not read, or a path
    // only the page not found answers, shares one rendering instead of making one per address.
    let request = c.req.raw;
    if (cacheable) {
      const canonical = canonicalPageUrl(url);
      if (isUnrouted(await getBuild(), canonical.pathname)) canonical.pathname = NOT_FOUND_PATH;
      if (head || canonical.href !== url.href) request = new Request(canonical, { method: "GET", headers: request.headers });
    }
    const cacheKey = pageCacheKey(languageOfRequest(request), new URL(request.url));
    const cached = cacheable ? pageCache.lookup(cacheKey) : undefined;
    if (cached) {
      if (!cached.fresh) refresh(cacheKey, request);
      return answerPage(cached.page, c.req.raw, cached.fresh ? "hit" : "stale");
    }

    const rendered = await render(request, clientAddress(c, config.env.TRUST_PROXY));
    if (!("page" in rendered)) return rendered.response;
    const { page } = rendered;
    if (cacheable && storable(page, new URL(request.url))) await store(cacheKey, page);
    return answerPage(page, c.req.raw, "miss");
  });

  app.onError((error, c) => {
    logger.error({ err: { name: error.name, message: error.message }, path: c.req.path }, "unhandled error");
    return c.json({ error: "internal" }, 500);
  });

  return app;
}

/**
 * A rendered page in the best stored encoding the client accepts (the compress
 * middleware handles pages not yet encoded), or 304 when the client's copy is current.
 */
function answerPage(page: RenderedPage, request: Request, cacheState: "hit" | "stale" | "miss"): Response {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("X-Page-Cache", cacheState);
  if (page.status === 200 && matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(request.headers.get("Accept-Encoding") ?? undefined, page);
  const body = encoding ? page.encoded[encoding] : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.length ?? 0));
  // Node's Buffers here are backed by plain ArrayBuffers, never shared memory.
  return new Response(request.method === "HEAD" || !body ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

function frameSourcesFor(videoUrl: string | null): string[] {
  if (!videoUrl) return [];
  return [new URL(videoUrl).origin];
}
