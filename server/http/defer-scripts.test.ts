import { describe, expect, it } from "vitest";
import { deferPageScripts } from "./defer-scripts.ts";

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  "<title>T</title></head><body><main>Hola</main>",
  '<script>window.__reactRouterContext = {"a":1};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferPageScripts", () => {
  const deferred = deferPageScripts(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";

  it("takes the module preloads out of the head and lets the script add them after a frame", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(script).toContain('const preloads = ["/assets/entry.client-A.js","/assets/framework-B.js"];');
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("for (const href of preloads)"));
  });

  it("imports the route modules dynamically, then runs the rest of React Router's script unchanged", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("keeps the rest of the document as it was", () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(deferred).toContain('<script>window.__reactRouterContext = {"a":1};</script>');
    expect(deferred).toContain("<main>Hola</main>");
  });

  it("leaves a document of another shape untouched", () => {
    const other = page.replace('import("/assets/entry.client-A.js");', 'import("/assets/entry.client-A.js").then(start);');
    expect(deferPageScripts(other)).toBe(other);
    expect(deferPageScripts("<html><body>no scripts</body></html>")).toBe("<html><body>no scripts</body></html>");
  });
});
