import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { data, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import type { PageBuildParts } from "../../contracts/page-build.ts";
import { pageScriptHashes } from "./inline-scripts.ts";
import { NOT_FOUND_PATH, PageCache } from "./page-cache.ts";

const MAX_BYTES = 1_048_576;

/** The addresses the router was asked to render. */
const rendered: string[] = [];

/** What the build hands the server beside its handler (app/entry.server.tsx gives the real ones). */
const parts: PageBuildParts = {
  inlineScripts: ["document.documentElement.setAttribute('data-x','')"],
  pageScriptLoader: (src) => `import(${JSON.stringify(src)})`,
  inlineSprites: [],
  spritesAttribute: "data-page-sprites",
  sitePaths: ["/", "/contact"],
};

/** Whether each form posted to the contact page came from another site, as its action was told. */
const posts: boolean[] = [];

/** Rendered by the entry below, never by the router. */
const page = () => null;

/**
 * A router build with a home page, a contact page and a page not found: each
 * page shows the address it was rendered for.
 */
const build = {
  entry: {
    module: {
      pageBuildParts: parts,
      default: (request: Request, status: number, headers: Headers) => {
        rendered.push(request.url);
        const { pathname, search } = new URL(request.url);
        headers.set("Content-Type", "text/html; charset=utf-8");
        const filler = Array.from({ length: 300 }, (_, i) => `<p>${i * 7919}</p>`).join("");
        return new Response(`<!DOCTYPE html><html><body><h1>${pathname}${search}</h1>${filler}</body></html>`, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: page } },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page } },
    "routes/contact": {
      id: "routes/contact",
      parentId: "root",
      path: "contact",
      // The form a page takes, as app/features/forms/form-action.server.ts tags its action.
      module: {
        default: page,
        action: Object.assign(
          ({ context }: { context: { foreignOrigin: boolean } }) => {
            posts.push(context.foreignOrigin);
            return null;
          },
          { form: "contact" },
        ),
      },
    },
    "routes/not-found": {
      id: "routes/not-found",
      parentId: "root",
      path: "*",
      module: { default: page, loader: () => data(null, { status: 404 }) },
    },
  },
  assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const pageCache = new PageCache(60_000, MAX_BYTES);
let server: ServerType;
let base: string;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = createApp({ config, logger: createLogger("silent"), getBuild: async () => build, pageCache });
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Language": "es", ...headers } });
  return { status: response.status, cache: response.headers.get("X-Page-Cache"), body: await response.text() };
};

/** Requests the paths, a few dozen at a time. */
async function getAll(paths: string[]) {
  const answers: Awaited<ReturnType<typeof get>>[] = [];
  for (let i = 0; i < paths.length; i += 50) answers.push(...(await Promise.all(paths.slice(i, i + 50).map((path) => get(path)))));
  return answers;
}

const rendersOf = (path: string) => rendered.filter((url) => new URL(url).pathname + new URL(url).search === path).length;

describe("the page cache in front of the router", () => {
  it("answers 5,000 unknown query strings from the one cached home page, within its bytes", { timeout: 60_000 }, async () => {
    expect((await get("/")).cache).toBe("miss");
    const answers = await getAll(Array.from({ length: 5000 }, (_, i) => `/?x=${i}&utm_source=${i * 31}`));
    expect(answers.every((answer) => answer.status === 200 && answer.cache === "hit")).toBe(true);
    // Rendered once, for its canonical address: no unknown parameter reaches the page.
    expect(answers[4999]?.body).toContain("<h1>/</h1>");
    expect(rendersOf("/")).toBe(1);
    expect((await get("/")).cache).toBe("hit");
    expect(pageCache.bytes).toBeGreaterThan(0);
    expect(pageCache.bytes).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("keeps a page apart for each parameter value it reads, and for each language", async () => {
    expect((await get("/contact?lang=en")).cache).toBe("miss");
    expect((await get("/contact?utm_medium=mail&lang=en")).cache).toBe("hit");
    const sent = await get("/contact?sent=contact&lang=en");
    expect(sent.cache).toBe("miss");
    expect(sent.body).toContain("<h1>/contact?lang=en&sent=contact</h1>");
    expect((await get("/contact?lang=en&sent=contact&x=1")).cache).toBe("hit");
    // A value the page does not know shows the page without it.
    expect((await get("/contact?sent=nothing&lang=en")).cache).toBe("hit");
    expect((await get("/contact", { "Accept-Language": "en" })).cache).toBe("miss");
    expect((await get("/contact", { "Accept-Language": "es" })).cache).toBe("miss");
    expect((await get("/contact", { Cookie: "language=en", "Accept-Language": "es" })).cache).toBe("hit");
  });

  it("answers HEAD from the cached page, with the length of its body and no rendering of its own", async () => {
    // The home page in English: not asked for yet.
    const before = rendersOf("/");
    const head = async () => {
      const response = await fetch(`${base}/?utm_source=head`, {
        method: "HEAD",
        headers: { "Accept-Language": "en", "Accept-Encoding": "identity" },
      });
      return { status: response.status, cache: response.headers.get("X-Page-Cache"), length: response.headers.get("Content-Length") };
    };
    const first = await head();
    expect(first).toMatchObject({ status: 200, cache: "miss" });
    const answers = await Promise.all(Array.from({ length: 200 }, head));
    expect(answers.every((answer) => answer.status === 200 && answer.cache === "hit")).toBe(true);
    expect(rendersOf("/")).toBe(before + 1);
    const full = await fetch(`${base}/`, { headers: { "Accept-Language": "en", "Accept-Encoding": "identity" } });
    expect(full.headers.get("X-Page-Cache")).toBe("hit");
    expect(Number(first.length)).toBe((await full.arrayBuffer()).byteLength);
  });

  it("answers every path no page has from one rendering of the page not found", { timeout: 60_000 }, async () => {
    const first = await get("/missing/page");
    expect(first).toMatchObject({ status: 404, cache: "miss" });
    const answers = await getAll(Array.from({ length: 1000 }, (_, i) => `/missing-${i}/page?q=${i}`));
    expect(answers.every((answer) => answer.status === 404 && answer.cache === "hit")).toBe(true);
    expect(answers[999]?.body).toContain(`<h1>${NOT_FOUND_PATH}</h1>`);
    expect(rendered.some((url) => new URL(url).pathname.startsWith("/missing-"))).toBe(false);
    expect(rendersOf(NOT_FOUND_PATH)).toBe(1);
    expect(pageCache.size).toBeLessThan(10);
    expect(pageCache.bytes).toBeLessThanOrEqual(MAX_BYTES);
  });

  it("allows the server's inline scripts and the loader of this build's page module, fresh or cached", async () => {
    for (const path of ["/contact?lang=es&fresh=1", "/contact?lang=es"]) {
      const response = await fetch(`${base}${path}`);
      const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1]?.split(" ");
      expect(scriptSrc).toEqual(["'self'", ...pageScriptHashes(parts, "/assets/entry.js")]);
    }
  });

  it("renders a request with an arrival parameter as asked, query and all, and keeps nothing of it", async () => {
    const before = pageCache.size;
    expect((await get("/contact?arrival=to-contact&utm_source=x")).cache).toBe("miss");
    expect(rendered.at(-1)).toBe(`${base}/contact?arrival=to-contact&utm_source=x`);
    expect(pageCache.size).toBe(before);
  });
});

describe("paths and posts as a visitor's browser sends them", () => {
  it("sends another spelling of a page's path to the page's own, query and all", async () => {
    for (const path of ["/CoNtAcT?lang=en", "/%63ontact?lang=en", "/contact/?lang=en", "/contact//?lang=en"]) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe("/contact?lang=en");
    }
    const post = await fetch(`${base}/CONTACT`, { method: "POST", body: new URLSearchParams({ a: "1" }), redirect: "manual" });
    expect(post.status).toBe(308);
  });

  it("behind a TLS proxy, takes a form posted from the site's https origin and tells the page of one from another site", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true", SITE_URL: "https://www.example.test" });
    const app = createApp({ config, logger: createLogger("silent"), getBuild: async () => build });
    const post = (origin: string) =>
      app.request("/contact", {
        method: "POST",
        body: new URLSearchParams({ name: "Ana" }),
        headers: { Origin: origin, Host: "www.example.test", "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.5" },
      });

    const own = await post("https://www.example.test");
    expect(own.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(own.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(posts.at(-1)).toBe(false);

    const foreign = await post("https://evil.example");
    expect(foreign.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(posts.at(-1)).toBe(true);
    await post("null");
    expect(posts.at(-1)).toBe(true);
  });

  it("sends no Strict-Transport-Security over plain HTTP", async () => {
    const response = await fetch(`${base}/contact`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
