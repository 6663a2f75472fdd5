import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";
import { METRICS_TOKEN, runHostileBodies } from "../testing/hostile-bodies.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe("hostile bodies", () => {
  let folder: string;
  let server: ChildServer;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "hostile-"));
    server = await startChildServer({ DATABASE_URL: `sqlite:${path.join(folder, "site.db")}`, RELAY_POLL_MS: "60000", METRICS_TOKEN });
  });

  afterAll(async () => {
    server?.process.kill("SIGKILL");
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers each with a 4xx while health and pages keep answering", async () => {
    const { statuses, polls } = await runHostileBodies(server.url);
    expect(statuses).toHaveLength(4 * 3 * 5);
    for (const [name, status] of statuses) expect({ name, status: status >= 400 && status < 500 }).toEqual({ name, status: true });
    // How long health and pages waited, and the event loop's lag, are figures of this machine's load, not pass or
    // fail: `npm run bench:api` reports them.
    expect(polls["/healthz"].length).toBeGreaterThan(0);
    expect(polls["/healthz"].every((poll) => poll.status === 200)).toBe(true);
    expect(polls["/"].length).toBeGreaterThan(0);
    // The API's own server has no pages: "/" is its 404, answered all the same.
    expect(polls["/"].filter((poll) => poll.status >= 500)).toEqual([]);
  });
});
