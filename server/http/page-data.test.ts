import { describe, expect, it } from "vitest";
import { PageDataStore, pageDataHash, pageDataUrl, pageOfData, splitPageData } from "./page-data.ts";

const page = [
  "<!DOCTYPE html><html><head><title>T</title></head><body><main>Hola</main>",
  '<script>window.__reactRouterContext = {"a":1};window.__reactRouterContext.stream = new ReadableStream();</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-A.js"\n  },\n  "version": "a1"\n};\n  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"<\\/script>\\"]");</script>',
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[\\"more\\"]");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script>",
  '<script>$RC("B:0","S:0")</script>',
  "</body></html>",
].join("");

describe("the page's hydration data beside the page", () => {
  const split = splitPageData(page);

  it("takes out the route manifest and exactly the scripts that feed React Router's stream, in order", () => {
    expect(split?.data).toBe(
      [
        'window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-A.js"\n  },\n  "version": "a1"\n};',
        'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\"<\\/script>\\"]");',
        'window.__reactRouterContext.streamController.enqueue("[\\"more\\"]");',
        "window.__reactRouterContext.streamController.close();",
      ].join("\n"),
    );
    expect(split?.html).not.toContain("streamController.enqueue");
    expect(split?.html).not.toContain("streamController.close");
    // The stream is still created in the page, and every other script stays.
    expect(split?.html).toContain("window.__reactRouterContext.stream = new ReadableStream();");
    expect(split?.html).toContain('<script>$RC("B:0","S:0")</script>');
    expect(split?.html).not.toContain("__reactRouterManifest");
    expect(split?.html).toContain('window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");');
  });

  it("names the module by its content", () => {
    const other = splitPageData(page.replace('\\"more\\"', '\\"other\\"'));
    expect(split?.hash).toMatch(/^[\w-]{22}$/);
    expect(splitPageData(page)?.hash).toBe(split?.hash);
    expect(other?.hash).not.toBe(split?.hash);
    expect(pageDataHash(pageDataUrl(split?.hash ?? ""))).toBe(split?.hash);
    expect(pageDataHash("/__page-data/../app.js")).toBeNull();
  });

  it("leaves a page without data as it is", () => {
    expect(splitPageData("<html><body>no data</body></html>")).toBeNull();
  });

  it("renders again only a page of this site", () => {
    expect(pageOfData("/blog?lang=en")).toBe("/blog?lang=en");
    expect(pageOfData("//evil.example/")).toBeNull();
    expect(pageOfData("/\\evil.example/")).toBeNull();
    expect(pageOfData("https://evil.example/")).toBeNull();
    expect(pageOfData("/api/articles")).toBeNull();
    expect(pageOfData(undefined)).toBeNull();
  });

  it("keeps the most recent modules", () => {
    const store = new PageDataStore(2);
    store.remember("a", "1");
    store.remember("b", "2");
    store.remember("a", "1");
    store.remember("c", "3");
    expect(store.get("a")).toBe("1");
    expect(store.get("b")).toBeUndefined();
    expect(store.get("c")).toBe("3");
  });
});
