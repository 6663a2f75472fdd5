import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** One request with any method (fetch refuses TRACE and CONNECT), its status, `Allow` and body. */
function send(url: string, method: string, target = "/"): Promise<{ status: number; allow?: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path: target }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("methods the site does not serve", () => {
  let folder: string;
  let server: ChildServer;
  let output = "";

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "methods-"));
    server = await startChildServer({ DATABASE_URL: `sqlite:${path.join(folder, "site.db")}`, RELAY_POLL_MS: "60000", LOG_LEVEL: "info" });
    server.process.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
  });

  afterAll(async () => {
    server?.process.kill("SIGKILL");
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers any other method with 405 and Allow, logged at info", async () => {
    for (const [method, target] of [
      ["TRACE", "/"],
      ["TRACE", "/api/submissions/contact"],
      ["PUT", "/api/submissions/contact"],
      ["DELETE", "/contact"],
      ["OPTIONS", "/"],
      ["PATCH", "/healthz"],
      ["PROPFIND", "/"],
      ["PURGE", "/work-with-us"],
      ["MKCOL", "/"],
    ] as const) {
      const answer = await send(server.url, method, target);
      expect([method, target, answer.status, answer.allow]).toEqual([method, target, 405, "GET, HEAD, POST"]);
      expect(JSON.parse(answer.body)).toEqual({ error: "method_not_allowed" });
    }
    expect((await send(server.url, "GET", "/healthz")).status).toBe(200);
    // Every line the server wrote is at info (30); none at error (50).
    await expect.poll(() => output.includes('"method":"PROPFIND"')).toBe(true);
    expect(output).toContain('"level":30');
    expect(output.split("\n").filter((line) => /"level":(5\d|6\d)/.test(line))).toEqual([]);
  });
});
