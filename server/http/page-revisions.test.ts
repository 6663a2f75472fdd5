import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageBuildParts } from "../../contracts/page-build.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createLogger } from "../logger.ts";
import { SiteRevisions } from "../site-revisions.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { PageCache } from "./page-cache.ts";

const parts: PageBuildParts = {
  inlineScripts: [],
  pageScriptLoader: (src) => `import(${JSON.stringify(src)})`,
  inlineSprites: [],
  spritesAttribute: "data-page-sprites",
  sitePaths: ["/", "/events"],
};
const page = () => null;

/** A build whose events page reads the events list through the API, as app/routes/events.tsx does, and whose home reads none. */
function buildWith(rendered: string[]) {
  return {
    entry: {
      module: {
        pageBuildParts: parts,
        default: async (request: Request, status: number, headers: Headers, _context: unknown, load: { fetchApi: typeof fetch }) => {
          const { pathname } = new URL(request.url);
          rendered.push(pathname);
          const events = pathname === "/events" ? await (await load.fetchApi("/api/events")).text() : "";
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(`<!DOCTYPE html><html><body><h1>${pathname}</h1>${events}</body></html>`, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: page } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: page } },
      "routes/events": { id: "routes/events", parentId: "root", path: "events", module: { default: page } },
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
}

describe.each(TEST_DIALECTS)("pages cached until staff change what they show (%s)", (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let events = "first";
  const rendered: string[] = [];
  /** Two instances on one database, each with its own page cache. */
  const instances: Array<(path: string) => Promise<{ cache: string | null; body: string }>> = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    for (let i = 0; i < 2; i++) {
      const api = new Hono().get("/events", (c) => c.text(`<p>${events}</p>`));
      const app = createApp({
        config,
        logger: createLogger("silent"),
        getBuild: async () => buildWith(rendered),
        api,
        pageCache: new PageCache(600_000, 1_048_576),
        revisions: new SiteRevisions(database.db),
      });
      instances.push(async (path) => {
        const response = await app.request(`http://localhost${path}`, { headers: { "Accept-Language": "es" } });
        return { cache: response.headers.get("X-Page-Cache"), body: await response.text() };
      });
    }
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it("renders anew, on every instance, exactly the pages that showed a changed list, at the next request", async () => {
    for (const get of instances) {
      expect((await get("/events")).cache).toBe("miss");
      expect((await get("/")).cache).toBe("miss");
      expect((await get("/events")).cache).toBe("hit");
    }
    events = "second";
    await database.db.transaction().execute((tx) => SiteRevisions.bump(tx, "list:events"));
    for (const get of instances) {
      const after = await get("/events");
      expect(after.cache).toBe("miss");
      expect(after.body).toContain("<p>second</p>");
      expect((await get("/events")).cache).toBe("hit");
      // The home page read no events: it stays cached.
      expect((await get("/")).cache).toBe("hit");
    }
  });

  it("renders every page anew when the facts or the copy change", async () => {
    for (const get of instances) expect((await get("/")).cache).toBe("hit");
    await SiteRevisions.bump(database.db, "copy");
    for (const get of instances) {
      expect((await get("/")).cache).toBe("miss");
      expect((await get("/events")).cache).toBe("miss");
    }
  });

  it("tells its listeners which scopes changed since it last read them", async () => {
    const revisions = new SiteRevisions(database.db);
    await revisions.current();
    const heard: string[][] = [];
    revisions.onChange((changed) => heard.push([...changed]));
    await SiteRevisions.bump(database.db, "facts");
    await SiteRevisions.bump(database.db, "facts");
    await revisions.current();
    await revisions.current();
    expect(heard).toEqual([["facts"]]);
  });
});
