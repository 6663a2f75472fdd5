import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentRepository } from "../db/content-repository.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createLogger } from "../logger.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-databases.ts";
import { ListService, MAX_LIST_BYTES } from "./list-service.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const vacancy = (name: string) => ({ vacancyName: name, vacancyGUID: `guid-${name}`, recruitingEffortId: "RE-1", vacancySkills: [] });

type Mode = "list" | "redirect" | "streams-too-much" | "declares-too-much";

/**
 * A list upstream on loopback. Past the limit it sends more than a list may
 * weigh and then holds the answer open, never ending it: only a reader that
 * stops at the limit gets an answer before the test's timeout.
 */
async function startListUpstream() {
  let mode: Mode = "list";
  const hits: string[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    hits.push(request.url ?? "");
    if (request.url === "/elsewhere") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([vacancy("From a redirect")]));
      return;
    }
    switch (mode) {
      case "list":
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([vacancy("Good")]));
        return;
      case "redirect":
        response.writeHead(302, { location: "/elsewhere" }).end();
        return;
      case "streams-too-much":
        open.add(response);
        response.writeHead(200, { "content-type": "application/json" });
        response.write(`[${JSON.stringify(vacancy("x".repeat(MAX_LIST_BYTES + 512 * 1024)))}`);
        return;
      case "declares-too-much":
        open.add(response);
        response.writeHead(200, { "content-type": "application/json", "content-length": String(MAX_LIST_BYTES + 1) });
        response.write("[");
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    set: (next: Mode) => {
      mode = next;
    },
    /** Whether every answer held open was closed by its reader. */
    abandoned: () => [...open].every((response) => response.destroyed || response.socket === null || response.socket.destroyed),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe("list fetches from the company's endpoint", () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let upstream: Awaited<ReturnType<typeof startListUpstream>>;
  let lists: ListService;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("sqlite");
    database = openDatabase(testDatabase.url);
    await migrate(database.db, database.dialect);
    upstream = await startListUpstream();
    // No caching (every call fetches) and a timeout longer than the test's: a fetch that waited for the end would fail it.
    lists = new ListService(
      new ContentRepository(database),
      { upstreams: { vacancies: `${upstream.url}/vacancies` }, cacheMs: 0, timeoutMs: 120_000 },
      createLogger("silent"),
    );
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.close();
    await testDatabase?.drop();
  });

  const names = async () => ((await lists.list("vacancies")) as { vacancyName: string }[]).map((item) => item.vacancyName);

  it("refuses a redirect and serves the last good copy", async () => {
    upstream.set("list");
    expect(await names()).toEqual(["Good"]);
    upstream.set("redirect");
    expect(await names()).toEqual(["Good"]);
    expect(upstream.hits).not.toContain("/elsewhere");
  });

  it("stops reading an answer past the limit and serves the last good copy", async () => {
    upstream.set("list");
    expect(await names()).toEqual(["Good"]);
    upstream.set("streams-too-much");
    expect(await names()).toEqual(["Good"]);
    upstream.set("declares-too-much");
    expect(await names()).toEqual(["Good"]);
    await vi.waitFor(() => expect(upstream.abandoned()).toBe(true));
  });
});
