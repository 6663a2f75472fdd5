import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type Config, siteSettingsIn } from "./config.ts";
import type { FormTokens } from "./api/form-tokens.ts";
import type { AdmitSender, ReceiveSubmission } from "./api/submission-service.ts";
import { arrivalLocation } from "../contracts/arrival.ts";
import { isFormId, type FormId } from "../contracts/submission-schemas.ts";
import { type Language, languageOfRequest } from "../contracts/language.ts";
import type { CopyOverrides } from "../contracts/copy-overrides.ts";
import type { SiteSettings } from "../contracts/site-settings.ts";
import { cspReportRoutes } from "./http/csp-report.ts";
import { type Client, clientOf } from "./http/forwarded.ts";
import { metricsRoute } from "./http/metrics-route.ts";
import { isForeignOrigin, siteOriginOf } from "./http/origin.ts";
import { pageScriptHashes } from "./http/inline-scripts.ts";
import { languageRoutes } from "./http/language-route.ts";
import {
  canonicalPageUrl,
  chooseEncoding,
  type PageContext,
  encodePage,
  matchesEtag,
  NOT_FOUND_PATH,
  PageCache,
  pageBody,
  pageCacheKey,
  type RenderedPage,
  renderedPage,
} from "./http/page-cache.ts";
import { pageRoute } from "./http/page-routes.ts";
import { pageCountFor } from "../contracts/blog-pages.ts";
import { requestLog } from "./http/request-log.ts";
import { seoRoutes } from "./http/seo.ts";
import { inlineSprites } from "./http/inline-sprites.ts";
import { pageBuildParts } from "./http/page-build.ts";
import type { IslandCode } from "./http/island-code.ts";
import { legalDocumentRoutes } from "./http/legal-documents.ts";
import type { LegalDocuments } from "./legal/legal-documents.ts";
import { securityHeaders } from "./http/security.ts";
import type { Logger } from "./logger.ts";
import type { ApiOverride, StaffHttp } from "./staff/staff-app.tsx";
import type { MediaStore } from "./content/media.ts";
import { mediaRoute } from "./content/media-route.ts";
import { EVERY_PAGE, type Revisions, scopeOfApiPath, type SiteRevisions, stampOf } from "./site-revisions.ts";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** The React Router server build; a function so that development reloads it. Absent, the app has no pages (the API-only server). */
  getBuild?: () => Promise<ServerBuild>;
  /** Where the built browser assets live; absent in development (Vite serves them). */
  clientDirectory?: string;
  /** Mounted at /api. */
  api?: Hono;
  /** The submission service behind the API, for the forms posted to pages. */
  receive?: ReceiveSubmission;
  /** The limits on a sender, taken before a form posted to a page is read; the service takes them itself when absent. */
  admit?: AdmitSender;
  /** Whether the process can serve requests (the database answers). */
  ready?: () => Promise<boolean>;
  /** The scheduled backup's last success and failure, shown in `/readyz`'s body (it does not change readiness). */
  backup?: { lastSuccessAt: number | null; lastFailureAt: number | null; lastError: string | null };
  /** The rendered pages kept in memory; made from the configuration when absent. */
  pageCache?: PageCache;
  /** The legal documents the server writes from its settings (server/legal/legal-documents.ts). */
  legalDocuments?: LegalDocuments;
  /** Signs a token into each form of a rendered page and judges the token a posted form carries back. */
  formTokens?: FormTokens;
  /** The form funnel's counts of pages served with a form and of fields refused in forms posted to pages. */
  funnel?: { formServed(form: FormId): void; fieldErrors(form: FormId, errors: Record<string, string>): void };
  /** Each island's chunks in a language, from the build's manifest (server/http/island-code.ts); none in development. */
  islandCode?: (language: string) => IslandCode;
  /** The staff area's routes under /staff (server/staff/), given how this app reads a request. */
  staff?: (http: StaffHttp) => Hono;
  /** `GET /metrics`: the Prometheus text format; on this listener only for a bearer of `METRICS_TOKEN`. */
  metrics?: () => Promise<{ contentType: string; body: string }>;
  /** What staff changed, by scope (server/site-revisions.ts): a cached page that showed an older revision is rendered anew. */
  revisions?: SiteRevisions;
  /** Uploaded images (server/content/media.ts): their variants at /media/<id>/<width>.<ext>. */
  media?: MediaStore;
  /** The company's facts staff saved over the environment's (server/words/facts.ts); absent, the configuration's. */
  facts?: { site(): Promise<SiteSettings> };
  /** The texts staff changed over the shipped copy (server/words/copy.ts). */
  copy?: { overrides(): Promise<CopyOverrides> };
  /** The bar a signed-in editor sees on a public page (server/words/staff-bar.ts): added to that answer only, never cached. */
  staffBar?: (request: Request, path: string, language: Language) => Promise<string | undefined>;
}

/** The methods the site answers; every route takes them or answers 404. */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = [...SERVED_METHODS].join(", ");

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/** The service worker that sends submissions saved on a device (app/features/forms/offline/lead-sync.ts). */
const SERVICE_WORKER_FILE = "lead-sync.js";

export function createApp({
  config,
  logger,
  getBuild,
  clientDirectory,
  api,
  receive,
  admit,
  ready,
  backup,
  metrics,
  legalDocuments,
  formTokens,
  funnel,
  islandCode,
  staff,
  revisions,
  media,
  facts,
  copy,
  staffBar,
  pageCache: givenPageCache,
}: AppDependencies) {
  const development = config.env.NODE_ENV === "development";
  const app = new Hono();

  app.use(requestLog(logger));
  // Only GET, HEAD and POST are served: any other method (TRACE, PUT, PROPFIND…) is 405 with the ones that
  // are, answered before anything reads the request (Node's fetch refuses to build a TRACE request), so
  // that none is a 5xx of ours or an error line in the log.
  app.use(async (c, next) => {
    if (SERVED_METHODS.has(c.req.method)) return next();
    c.header("Allow", ALLOW);
    return c.json({ error: "method_not_allowed" }, 405);
  });
  const trustProxy = config.env.TRUST_PROXY;
  // The client of each request, read from its socket and forwarded headers once, for every part that asks.
  const clients = new WeakMap<Request, Client>();
  const clientOfRequest = (c: Context): Client => {
    let client = clients.get(c.req.raw);
    if (!client) {
      client = clientOf(c, trustProxy);
      clients.set(c.req.raw, client);
    }
    return client;
  };
  // The site's origin as this visitor reaches it: https behind a TLS proxy that says so.
  const ownOriginOf = (c: Context) => `${clientOfRequest(c).https ? "https" : "http"}://${c.req.header("host") ?? new URL(c.req.url).host}`;
  let warnedOfForwarding = false;
  app.use(async (c, next) => {
    if (!warnedOfForwarding && clientOfRequest(c).ignoredForwarding) {
      warnedOfForwarding = true;
      logger.warn(
        "requests carry X-Forwarded-For or X-Forwarded-Proto, but TRUST_PROXY is off: every visitor counts as the proxy's address. Set TRUST_PROXY (README: Running in production)",
      );
    }
    await next();
  });
  // The inline scripts of the current page build: its constants, and the loader of its module.
  let scriptHashes: readonly string[] = [];
  app.use(
    securityHeaders({
      development,
      frameSources: frameSourcesFor(config.site.promoVideoUrl),
      scriptHashes: () => scriptHashes,
      // Strict-Transport-Security on every answer to a visitor who came over TLS.
      isHttps: (c) => clientOfRequest(c).https,
    }),
  );
  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const isReady = ready ? await ready().catch(() => false) : true;
    const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
    // The failure's text (a path, pg_dump's words about hosts and users) is for admins, on the staff home; here only that it failed.
    const backupStatus = backup && {
      backup: {
        lastSuccessAt: iso(backup.lastSuccessAt),
        lastFailureAt: iso(backup.lastFailureAt),
        lastError: backup.lastError ? "failed" : null,
      },
    };
    return c.json({ status: isReady ? "ready" : "unavailable", ...backupStatus }, isReady ? 200 : 503);
  });
  if (metrics && config.env.METRICS_TOKEN) app.route("/", metricsRoute(metrics, config.env.METRICS_TOKEN));

  // The funnel's beacons come from the site's own pages: one sent from another site's page is not counted.
  app.post("/api/funnel/*", async (c, next) => {
    if (isForeignOrigin(c.req.raw.headers, [ownOriginOf(c), siteOriginOf(config.site.siteUrl)])) {
      return c.json({ error: "foreign_origin" }, 403);
    }
    await next();
  });
  if (api) app.route("/api", api);
  // The staff area: its own routes, before the page cache and the static files, never cached (server/staff/).
  if (staff) {
    const staffRoutes = staff({
      clientAddress: (c) => clientOfRequest(c).address ?? "unknown",
      ownOrigin: ownOriginOf,
      siteOrigin: siteOriginOf(config.site.siteUrl),
      // The content editor's preview: a public page rendered for one answer, never cached, with the API's answers it asks for.
      renderPage: async (url, api) => {
        const rendered = await render(new Request(url, { headers: { accept: "text/html" } }), undefined, false, api);
        if ("response" in rendered) return rendered.response;
        return new Response(new Uint8Array(rendered.page.body), { status: rendered.page.status, headers: rendered.page.headers });
      },
    });
    app.route("/staff", staffRoutes);
  }
  // Uploaded images: immutable variants, answered before the page cache and the pages' router.
  if (media) app.route("/media", mediaRoute(media));
  app.route(
    "/",
    seoRoutes(config.site.siteUrl, {
      sitePaths: async () => (getBuild ? (pageBuildParts(await getBuild())?.sitePaths ?? []) : []),
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
        onFound: (path, c) => {
          // The service worker (lead-sync.js) is checked for a new version at every registration.
          c.header("Cache-Control", path.endsWith(`/${SERVICE_WORKER_FILE}`) ? "no-cache" : SHORT);
        },
      }),
    );
  }

  const mode = development ? "development" : "production";
  const pageCache =
    givenPageCache ?? new PageCache(development ? 0 : config.env.PAGE_CACHE_SECONDS * 1000, config.env.PAGE_CACHE_MAX_BYTES);
  /** The forms each rendered page holds, for the funnel's count of pages served. */
  const formsOnPage = new WeakMap<RenderedPage, FormId[]>();
  /** What each rendered page showed that staff can change (the lists it read, the facts, the copy), and at which revisions. */
  const shownOnPage = new WeakMap<RenderedPage, { scopes: string[]; stamp: string }>();
  /** The revisions now; none when they cannot be read (the cached pages are served as they are). */
  const currentRevisions = async (): Promise<Revisions | undefined> =>
    revisions?.current().catch((error: unknown) => {
      logger.warn({ err: String(error) }, "site revisions not read");
      return undefined;
    });
  /** Whether a cached page still shows what staff last published. */
  const isCurrent = (page: RenderedPage, now: Revisions | undefined) => {
    const shown = shownOnPage.get(page);
    return !now || !shown || stampOf(now, shown.scopes) === shown.stamp;
  };
  const countServed = (page: RenderedPage) => {
    if (page.status === 200) for (const form of formsOnPage.get(page) ?? []) funnel?.formServed(form);
  };
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;

  /**
   * Renders a request; an HTML answer comes back whole, as a page, anything else
   * as the router's response. (Tagged, not told apart by `instanceof Response`:
   * the Node adapter replaces the global Response class.)
   */
  const render = async (
    request: Request,
    client?: Client,
    foreignOrigin = false,
    api?: ApiOverride,
  ): Promise<{ page: RenderedPage } | { response: Response }> => {
    if (!getBuild) throw new Error("no page build");
    const build = await getBuild();
    if (!handler || build !== handlerBuild) {
      handler = createRequestHandler(build, mode);
      handlerBuild = build;
      scriptHashes = pageScriptHashes(pageBuildParts(build), build.assets.entry.module);
    }
    // The lists the page reads, so that a publish of one of them renders exactly the pages that showed it.
    const before = await currentRevisions();
    const scopes = new Set<string>(EVERY_PAGE);
    const fetchApi = async (path: string, init?: RequestInit) => {
      const scope = scopeOfApiPath(path);
      if (scope) scopes.add(scope);
      const real = (one: string) => Promise.resolve(app.request(one, init));
      return (await api?.(path, real)) ?? real(path);
    };
    const clientAddress = client?.address ?? "unknown";
    const language = languageOfRequest(request);
    // Staff's facts and copy, merged once per change (server/words/): the environment's and the shipped ones when unreadable.
    const [siteNow, copyNow] = await Promise.all([
      facts?.site().catch((error: unknown) => {
        logger.warn({ err: String(error) }, "site facts not read");
        return undefined;
      }),
      copy?.overrides().catch((error: unknown) => {
        logger.warn({ err: String(error) }, "site copy not read");
        return undefined;
      }),
    ]);
    const response = await handler(request, {
      site: siteSettingsIn({ site: siteNow ?? config.site, legalDocuments: config.legalDocuments }, language),
      copy: copyNow,
      fetchApi,
      pageScript: build.assets.entry.module,
      fieldErrors: funnel ? (form, errors) => funnel.fieldErrors(form, errors) : undefined,
      admit: async () => (admit ? admit(clientAddress) : { allowed: true, refund: () => undefined }),
      // A page's form carries no key (the page is shared): the same body from the same address is the same submission.
      submit: async (form, body, consentLanguage, admission, posted) => {
        // A token stores one lead: taken here, given back unless this post is stored. A repeat of a stored
        // post (same body, same address) is answered from the first before its token is looked at.
        let suspicion = posted && formTokens ? formTokens.verdict(form, posted.formToken) : undefined;
        const token = posted && formTokens && suspicion === undefined ? String(posted.formToken) : undefined;
        let claimed = false;
        if (token && formTokens) {
          claimed = await formTokens.claim(token).catch((error: unknown) => {
            logger.warn({ err: String(error) }, "form token not checked for reuse");
            return false;
          });
          if (!claimed) suspicion = "form_token_reused";
        }
        const sender = { clientAddress, consentLanguage, repeatsByAddress: true, ...(admit ? { admission } : {}), suspicion };
        const result = receive ? await receive(form, body, sender) : undefined;
        if (claimed && token && formTokens && result?.kind !== "stored") await formTokens.release(token).catch(() => undefined);
        return !result || result.kind === "key_reused" ? { kind: "unavailable" } : result;
      },
      foreignOrigin,
      islandCode: islandCode?.(language),
    });
    if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return { response };
    response.headers.set("Cache-Control", "no-cache");
    response.headers.set("Vary", "Cookie, Accept-Language, Accept-Encoding");
    const parts = pageBuildParts(build);
    const text = parts ? inlineSprites(await response.text(), parts) : await response.text();
    // Each answer gets tokens of its own, issued as it is sent (answerPage): the cached page holds none.
    const prepared = formTokens ? formTokens.prepare(text) : { html: text };
    const { html, slot } = prepared;
    const page = renderedPage(response.status, response.headers, Buffer.from(html));
    if (slot && formTokens) page.perAnswer = { at: slot.at, bytes: () => Buffer.from(formTokens.tokensFor(slot)) };
    formsOnPage.set(page, formsIn(html));
    if (before) shownOnPage.set(page, { scopes: [...scopes], stamp: stampOf(before, scopes) });
    return { page };
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

  // How many pages the blog's articles make, read as the blog reads them and kept as long as a page.
  let blogPages: { count: number; at: number; revision: number } | undefined;
  const blogPageCount = async () => {
    const revision = (await currentRevisions())?.get("list:articles") ?? 0;
    const lifetime = Math.max(1000, config.env.PAGE_CACHE_SECONDS * 1000);
    if (blogPages && blogPages.revision === revision && Date.now() - blogPages.at < lifetime) return blogPages.count;
    const response = await app.request("/api/articles");
    const articles: unknown = response.ok ? await response.json() : [];
    blogPages = { count: pageCountFor(Array.isArray(articles) ? articles.length : 0), at: Date.now(), revision };
    return blogPages.count;
  };
  const siteOrigin = siteOriginOf(config.site.siteUrl);

  app.all("*", async (c) => {
    if (!getBuild) return c.json({ error: "not_found" }, 404);
    const url = new URL(c.req.url);
    const build = await getBuild();
    const route = pageRoute(build, url.pathname);
    // Another spelling of a page's path (`/CoNtAcT`, `/%63ontact`, `/contact/`) is sent to the page's own.
    if (route && route.canonicalPath !== url.pathname) {
      const method = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
      return c.redirect(`${route.canonicalPath}${url.search}`, method);
    }
    const client = clientOfRequest(c);
    // An arrival parameter is answered with a redirect that keeps the rest of the query.
    // HEAD is answered from the same cached page as GET, without its body: never a rendering of its own.
    const head = c.req.method === "HEAD";
    const cacheable = (c.req.method === "GET" || head) && !url.pathname.endsWith(".data") && arrivalLocation(url) === null;
    let request = c.req.raw;
    let foreignOrigin = false;
    if (cacheable) {
      // A page is rendered and cached for its canonical address: a query it does not read, or a path
      // only the page not found answers, shares one rendering instead of making one per address.
      const page: PageContext = { path: route?.canonicalPath ?? NOT_FOUND_PATH, form: route?.form, blogPages: 1 };
      if (page.path === "/blog" && url.searchParams.has("page")) page.blogPages = await blogPageCount();
      const canonical = canonicalPageUrl(url, page);
      if (head || canonical.href !== url.href) request = new Request(canonical, { method: "GET", headers: request.headers });
    } else if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      // A form posted to a page: its Origin is checked here, against the site's own addresses as the
      // visitor reaches them (behind a TLS proxy, https), and the router is handed the request at that
      // origin, so that a foreign post gets the page's own translated refusal rather than a bare 400.
      const ownOrigin = ownOriginOf(c);
      foreignOrigin = isForeignOrigin(c.req.raw.headers, [ownOrigin, siteOrigin]);
      const headers = new Headers(c.req.raw.headers);
      headers.delete("origin");
      request = new Request(new URL(`${url.pathname}${url.search}`, ownOrigin), {
        method: c.req.method,
        headers,
        body: c.req.raw.body,
        // @ts-expect-error Node's fetch needs `duplex` to pass a streamed body on; the DOM types do not know it.
        duplex: "half",
      });
    }
    const cacheKey = pageCacheKey(languageOfRequest(request), new URL(request.url));
    const found = cacheable ? pageCache.lookup(cacheKey) : undefined;
    // A page that showed a list, the facts or the copy before staff changed them is rendered anew, at once.
    const cached = found && isCurrent(found.page, await currentRevisions()) ? found : undefined;
    // A signed-in editor's answer carries the staff bar: the same page, the bar added to this answer alone.
    const bar = cacheable && !head && staffBar ? await staffBar(c.req.raw, url.pathname, languageOfRequest(request)) : undefined;
    if (cached) {
      if (!cached.fresh) refresh(cacheKey, request);
      countServed(cached.page);
      return bar ? withStaffBar(cached.page, bar) : answerPage(cached.page, c.req.raw, cached.fresh ? "hit" : "stale");
    }

    const rendered = await render(request, client, foreignOrigin);
    if (!("page" in rendered)) return rendered.response;
    const { page } = rendered;
    if (cacheable && storable(page, new URL(request.url))) await store(cacheKey, page);
    countServed(page);
    return bar ? withStaffBar(page, bar) : answerPage(page, c.req.raw, "miss");
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
  headers.set("X-Page-Cache", cacheState);
  // A page with forms is new in each answer (its tokens): a copy kept by the browser is never current.
  if (!page.perAnswer) {
    headers.set("ETag", page.etag);
    if (page.status === 200 && matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  const encoding = chooseEncoding(request.headers.get("Accept-Encoding") ?? undefined, page);
  const body = pageBody(page, encoding);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.length ?? 0));
  // Node's Buffers here are backed by plain ArrayBuffers, never shared memory.
  return new Response(request.method === "HEAD" || !body ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

/** A page with the staff bar before its `</body>`: private to the member, never stored, never 304. */
function withStaffBar(page: RenderedPage, bar: string): Response {
  const html = (pageBody(page, undefined) ?? Buffer.alloc(0)).toString("utf8");
  const at = html.lastIndexOf("</body>");
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Page-Cache", "staff");
  return new Response(at < 0 ? html + bar : `${html.slice(0, at)}${bar}${html.slice(at)}`, { status: page.status, headers });
}

/** The forms a page's HTML holds, by their `data-form-id`. */
function formsIn(html: string): FormId[] {
  return [...html.matchAll(/\bdata-form-id="([a-z-]+)"/g)].map((match) => match[1] ?? "").filter(isFormId);
}

function frameSourcesFor(videoUrl: string | null): string[] {
  if (!videoUrl) return [];
  return [new URL(videoUrl).origin];
}
