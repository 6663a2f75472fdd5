import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { scriptHash } from "./inline-scripts.ts";
import { securityHeaders } from "./security.ts";

const INJECTED = "alert(document.cookie)";
/** The hashes of the inline scripts the server itself writes into its pages (inline-scripts.ts). */
const OWN_SCRIPT_HASHES = [scriptHash("document.documentElement.setAttribute('data-x','')"), scriptHash('{"prerender":[]}')];

function appWith(development: boolean, scriptHashes?: () => readonly string[]) {
  const app = new Hono();
  app.use(securityHeaders({ development, frameSources: ["https://www.youtube.com"], scriptHashes }));
  // A page whose text let markup through: the script is in the HTML, and must not be allowed.
  app.get("/", (c) => c.html(`<!DOCTYPE html><html><body><p><script>${INJECTED}</script></p></body></html>`));
  return app;
}

const directives = (header: string | null) =>
  new Map((header ?? "").split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)] as const));

describe("securityHeaders", () => {
  it("allows the server's own inline scripts and no other, whatever the page holds", async () => {
    const response = await appWith(false, () => OWN_SCRIPT_HASHES).request("/");
    const csp = directives(response.headers.get("Content-Security-Policy"));
    expect(csp.get("script-src")).toEqual(["'self'", ...OWN_SCRIPT_HASHES]);
    expect(csp.get("script-src")).not.toContain(scriptHash(INJECTED));
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'self'", "https://www.youtube.com"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows the hashes of the current page build, read for each answer", async () => {
    let hashes: readonly string[] = ["'sha256-one'"];
    const app = appWith(false, () => hashes);
    expect(directives((await app.request("/")).headers.get("Content-Security-Policy")).get("script-src")).toEqual([
      "'self'",
      "'sha256-one'",
    ]);
    hashes = ["'sha256-two'"];
    expect(directives((await app.request("/")).headers.get("Content-Security-Policy")).get("script-src")).toEqual([
      "'self'",
      "'sha256-two'",
    ]);
  });

  it("has violations reported to /csp-report, in both reporting formats", async () => {
    const response = await appWith(false).request("/");
    const csp = directives(response.headers.get("Content-Security-Policy"));
    expect(csp.get("report-uri")).toEqual(["/csp-report"]);
    expect(csp.get("report-to")).toEqual(["csp"]);
    expect(response.headers.get("Reporting-Endpoints")).toBe('csp="/csp-report"');
  });

  it("allows inline code in development only, where Vite injects it", async () => {
    const csp = directives((await appWith(true).request("/")).headers.get("Content-Security-Policy"));
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
