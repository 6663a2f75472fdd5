import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Person } from "../../contracts/people.ts";
import { exportList, importList } from "../cli/content-commands.ts";
import { UsageError } from "../cli/command-line.ts";
import { ContentRepository } from "../db/content-repository.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";

// Real servers and databases on a 2-core machine: starting one can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const root = path.resolve(import.meta.dirname, "../..");
/** A real one-pixel PNG. */
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><circle cx="5" cy="5" r="4" onclick="alert(2)"/></svg>',
).toString("base64");

describe.each(TEST_DIALECTS)("the client stories and the team on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let content: ContentRepository;
  let directory: string;
  const people = async (list: string) => (await (await fetch(`${server.url}/api/${list}`)).json()) as Person[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url }, { relay: false });
    content = new ContentRepository(server.services.database);
    directory = mkdtempSync(path.join(tmpdir(), "people-"));
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("are the site's own people, with its illustrated portraits, until a list is imported", async () => {
    expect(await people("client-stories")).toMatchObject([
      { id: "logistics", name: "Carolina Mejía", portraitUrl: null, role_en: "Operations Manager, Transportes del Valle" },
      { id: "medical", name: "Jennifer Collins", portraitUrl: null },
      { id: "fintech", name: "Andrés Villegas", portraitUrl: null, role_es: "CTO, Finlatam", role_en: "CTO, Finlatam" },
    ]);
    expect((await people("team-members")).map((person) => person.id)).toEqual(["ceo", "cto", "talent", "finance"]);
    // Exported, they are a file to edit and import.
    expect(await exportList(content, "team-members")).toEqual([
      { id: "ceo", name: "Santiago Ramírez", portrait: null },
      { id: "cto", name: "Valentina Ortiz", portrait: null },
      { id: "talent", name: "Daniela Rojas", portrait: null },
      { id: "finance", name: "Felipe Castaño", portrait: null },
    ]);
  });

  it("take the names, order and portraits the content CLI imports, each portrait served at a versioned URL", async () => {
    const file = path.join(directory, "stories.json");
    writeFileSync(
      file,
      JSON.stringify([
        { id: "fintech", name: "Mariana Ospina", portrait: PNG },
        { id: "logistics", name: "Carolina Mejía", portrait: null },
        { id: "medical", name: "Jennifer Collins", portrait: SVG_WITH_SCRIPT },
      ]),
    );
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/cli/content.ts", "import", "client-stories", file],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    expect(stdout).toContain("3 client-stories imported");

    const stories = await people("client-stories");
    expect(stories.map(({ id, name }) => [id, name])).toEqual([
      ["fintech", "Mariana Ospina"],
      ["logistics", "Carolina Mejía"],
      ["medical", "Jennifer Collins"],
    ]);
    expect(stories[0]!.portraitUrl).toMatch(/^\/api\/client-stories\/fintech\/portrait\?v=[\w-]+$/);
    expect(stories[1]!.portraitUrl).toBeNull();

    const portrait = await fetch(`${server.url}${stories[0]!.portraitUrl}`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get("content-type")).toBe("image/png");
    expect(portrait.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await portrait.arrayBuffer())).toEqual(Buffer.from(PNG.split(",")[1]!, "base64"));
    const etag = portrait.headers.get("etag") ?? "";
    expect((await fetch(`${server.url}${stories[0]!.portraitUrl}`, { headers: { "if-none-match": etag } })).status).toBe(304);

    // An SVG portrait is kept as a picture: no script, no handler.
    const svg = await (await fetch(`${server.url}${stories[2]!.portraitUrl}`)).text();
    expect(svg).toContain("<circle");
    expect(svg).not.toMatch(/script|onclick/i);

    for (const missing of [
      "/api/client-stories/logistics/portrait",
      "/api/client-stories/ceo/portrait",
      "/api/team-members/nobody/portrait",
    ]) {
      expect((await fetch(`${server.url}${missing}`)).status, missing).toBe(404);
    }
    // The team is a list of its own, still the site's.
    expect((await people("team-members")).every((person) => person.portraitUrl === null)).toBe(true);

    // Exported and imported again, nothing changes.
    const { stdout: exported } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/cli/content.ts", "export", "client-stories", path.join(directory, "out.json")],
      { cwd: root, env: { ...process.env, DATABASE_URL: database.url } },
    );
    expect(exported).toContain("3 client-stories exported");
    const file2 = JSON.parse(readFileSync(path.join(directory, "out.json"), "utf8")) as { portrait: string | null }[];
    expect(file2[0]!.portrait).toBe(PNG);
    expect(await importList(content, "client-stories", file2)).toBe(3);
    expect(await people("client-stories")).toEqual(stories);
  });

  it("refuses a file with an unknown or repeated person, a portrait that is no image, or no one, and changes nothing", async () => {
    const before = await people("client-stories");
    const one = { id: "logistics", name: "Carolina Mejía", portrait: null };
    for (const bad of [
      [{ ...one, id: "ceo" }],
      [one, one],
      [{ ...one, portrait: Buffer.from("not an image").toString("base64") }],
      [{ ...one, name: "  " }],
      [],
      { items: [one] },
    ]) {
      await expect(importList(content, "client-stories", bad), JSON.stringify(bad)).rejects.toBeInstanceOf(UsageError);
    }
    expect(await people("client-stories")).toEqual(before);
  });
});
