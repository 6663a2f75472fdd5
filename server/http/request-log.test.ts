import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog } from "./request-log.ts";

let server: ServerType | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The app behind a real Node server, as in production, logging into an array. */
async function loggedApp(setUp: (app: Hono) => void) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = new Hono();
  app.use(requestLog(pino({ base: undefined }, sink)));
  setUp(app);
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return { lines, app, url: `http://127.0.0.1:${port}` };
}

const settled = async (lines: unknown[], count: number) => {
  for (let wait = 0; lines.length < count && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("the request log", () => {
  it("writes one line per request with its method, path, status and time, and nothing the visitor sent", async () => {
    const { lines, url } = await loggedApp((app) => app.post("/api/submissions/contact", (c) => c.json({ id: "x" }, 201)));
    const response = await fetch(`${url}/api/submissions/contact?email=ana%40example.com`, {
      method: "POST",
      headers: { Cookie: "language=en; session=secret-cookie", "Content-Type": "application/json", "User-Agent": "probe" },
      body: JSON.stringify({ firstName: "Ana", email: "ana@example.com" }),
    });
    expect(response.status).toBe(201);
    await settled(lines, 1);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, req: { method: "POST", path: "/api/submissions/contact" }, res: { statusCode: 201 } });
    expect(line?.responseTime).toEqual(expect.any(Number));
    const text = JSON.stringify(line);
    for (const secret of ["ana", "example.com", "secret-cookie", "language=en", "127.0.0.1", "probe", "email"])
      expect(text).not.toContain(secret);
  });

  it("names a one-time sign-in link by its route, never by its secret", async () => {
    const { lines, url } = await loggedApp((app) => app.get("/staff/link/:secret", (c) => c.text("continue")));
    expect((await fetch(`${url}/staff/link/S4wW-c6UmDHAURfD7N9xUDQQS2gfzYCW5X5hZ-OsHeE`)).status).toBe(200);
    await settled(lines, 1);
    expect(lines[0]).toMatchObject({ req: { method: "GET", path: "/staff/link/:secret" } });
    expect(JSON.stringify(lines)).not.toContain("S4wW-c6UmDHAURfD7N9xUDQQS2gfzYCW5X5hZ-OsHeE");
  });

  it("logs a server error at error level", async () => {
    const { lines, url } = await loggedApp((app) => app.get("/broken", (c) => c.json({ error: "internal" }, 500)));
    expect((await fetch(`${url}/broken`)).status).toBe(500);
    await settled(lines, 1);
    expect(lines[0]).toMatchObject({ level: 50, req: { method: "GET", path: "/broken" }, res: { statusCode: 500 } });
  });

  it("leaves out requests made inside the process, which no client sent", async () => {
    const { lines, app, url } = await loggedApp((app) => app.get("/api/events", (c) => c.json([])));
    expect((await app.request("/api/events")).status).toBe(200);
    expect((await fetch(`${url}/api/events`)).status).toBe(200);
    await settled(lines, 1);
    expect(lines).toHaveLength(1);
  });
});
