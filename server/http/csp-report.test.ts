import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { CSP_REPORT_BODY_LIMIT_BYTES, CSP_REPORTS_LOGGED_PER_MINUTE, cspReportRoutes } from "./csp-report.ts";

let server: ServerType | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The report endpoint on a loopback port, its log lines and a clock the test moves. */
async function start() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const clock = { now: 1_000_000 };
  const routes = cspReportRoutes(pino({ level: "info", base: undefined }, stream), () => clock.now);
  server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: routes.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csp-report`;
  const post = (body: string, type: string) => fetch(url, { method: "POST", headers: { "Content-Type": type }, body });
  return { lines, clock, post };
}

const legacyReport = (blocked: string) =>
  JSON.stringify({
    "csp-report": {
      "document-uri": "https://andina.example/contact?email=ana@example.com",
      "violated-directive": "script-src-elem",
      "effective-directive": "script-src-elem",
      "blocked-uri": blocked,
      "line-number": 12,
      "script-sample": "alert(1)",
    },
  });

describe("POST /csp-report", () => {
  it("logs a report-uri report, without the query of its addresses", async () => {
    const { lines, post } = await start();
    const response = await post(legacyReport("inline"), "application/csp-report");
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "csp violation",
      csp: { directive: "script-src-elem", blocked: "inline", document: "https://andina.example/contact", line: 12, sample: "alert(1)" },
    });
    expect(JSON.stringify(lines)).not.toContain("ana@example.com");
  });

  it("logs each CSP violation of a report-to batch and ignores other report types", async () => {
    const { lines, post } = await start();
    const batch = [
      {
        type: "csp-violation",
        body: { effectiveDirective: "style-src-attr", blockedURL: "inline", documentURL: "https://andina.example/" },
      },
      { type: "deprecation", body: { id: "x" } },
      {
        type: "csp-violation",
        body: {
          effectiveDirective: "img-src",
          blockedURL: "https://tracker.example/p.gif?id=1",
          documentURL: "https://andina.example/blog",
        },
      },
    ];
    expect((await post(JSON.stringify(batch), "application/reports+json")).status).toBe(204);
    expect(lines.map((line) => line.csp)).toEqual([
      { directive: "style-src-attr", blocked: "inline", document: "https://andina.example/" },
      { directive: "img-src", blocked: "https://tracker.example/p.gif", document: "https://andina.example/blog" },
    ]);
  });

  it(`logs at most ${CSP_REPORTS_LOGGED_PER_MINUTE} reports a minute, then how many it left out`, async () => {
    const { lines, clock, post } = await start();
    for (let i = 0; i < CSP_REPORTS_LOGGED_PER_MINUTE + 15; i++) {
      expect((await post(legacyReport(`https://x${i}.example/a.js`), "application/csp-report")).status).toBe(204);
    }
    expect(lines).toHaveLength(CSP_REPORTS_LOGGED_PER_MINUTE);
    clock.now += 60_000;
    await post(legacyReport("eval"), "application/csp-report");
    expect(lines.slice(CSP_REPORTS_LOGGED_PER_MINUTE)).toMatchObject([
      { msg: "csp violations not logged", suppressed: 15 },
      { msg: "csp violation", csp: { blocked: "eval" } },
    ]);
  });

  it("refuses other media types, bodies that are not reports, and large bodies, naming the field", async () => {
    const { lines, post } = await start();
    const wrongType = await post(legacyReport("inline"), "text/plain");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ fields: { "content-type": expect.any(String) } });
    const notJson = await post("{", "application/csp-report");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ fields: { body: expect.any(String) } });
    expect((await post(JSON.stringify({ hello: 1 }), "application/csp-report")).status).toBe(400);
    expect((await post(JSON.stringify([{ type: "deprecation", body: {} }]), "application/reports+json")).status).toBe(400);
    const large = await post(legacyReport("x".repeat(CSP_REPORT_BODY_LIMIT_BYTES)), "application/csp-report");
    expect(large.status).toBe(413);
    expect(lines).toHaveLength(0);
  });

  it("cuts every logged field short", async () => {
    const { lines, post } = await start();
    await post(legacyReport(`https://cdn.example/${"a".repeat(1000)}.js`), "application/csp-report");
    expect(lines[0]).toMatchObject({ csp: { blocked: `https://cdn.example/${"a".repeat(180)}` } });
  });
});
