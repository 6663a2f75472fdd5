import { describe, expect, it } from "vitest";
import {
  deferPageScripts,
  FORM_PAGE_GRACE_MS,
  PREFETCH_AFTER_LOAD_MS,
  minifyPageScript,
  skipScrollRestoreOnArrival,
} from "./defer-scripts.ts";

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

  it("takes the module preloads out of the head and prefetches the modules once the page has loaded", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(script).toContain('const preloads = ["/assets/entry.client-A.js","/assets/framework-B.js"];');
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(
      script.indexOf('addEventListener("load", prefetchAfterLoad, { once: true })'),
    );
    // A few at a time, in idle moments, and not once more after hydration has begun: the modules are preloaded then.
    expect(script).toContain("const toPrefetch = [...preloads];");
    expect(script).toContain(
      'while (!started && toPrefetch.length > 0 && performance.now() < until) link("prefetch")(toPrefetch.shift());',
    );
    expect(script).toContain("if (!started && toPrefetch.length > 0) prefetch();");
    expect(script).toContain("requestIdleCallback(prefetchSome, { timeout: 1000 })");
    expect(script.indexOf("started = true;")).toBeGreaterThan(script.indexOf("await gestured;"));
  });

  it("imports the page's data module with the route modules, its page's address alongside", () => {
    const withData = deferPageScripts(page, "/__page-data/abc.js");
    const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(withData)?.[1] ?? "";
    expect(bootstrap).toContain('const pageData = "/__page-data/abc.js?for=" + encodeURIComponent(location.pathname + location.search);');
    expect(bootstrap).toContain("preloads.unshift(pageData);");
    expect(bootstrap).toContain(
      'const [, route0, route1] = await Promise.all([import(pageData), import("/assets/root-C.js"), import("/assets/home-D.js")]);',
    );
    expect(bootstrap.indexOf("import(pageData)")).toBeLessThan(bootstrap.indexOf('await import("/assets/entry.client-A.js");'));
    expect(script).not.toContain("pageData");
  });

  it("runs nothing of the page's code before the first paint and the visitor's first gesture, unless the page needs it", () => {
    const listen = script.indexOf('["pointerdown","pointermove","touchstart","keydown","focusin","wheel","scroll"]');
    const paint = script.indexOf("requestAnimationFrame");
    const wait = script.indexOf("await gestured;");
    const preload = script.indexOf('preloads.forEach(link("modulepreload"))');
    const imports = script.indexOf("await Promise.all([");
    expect(listen).toBeGreaterThan(-1);
    expect(paint).toBeGreaterThan(listen);
    expect(wait).toBeGreaterThan(paint);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    // What makes a page hydrate at once: an arrival, a navigation to resume, a saved language. A form does not.
    for (const reason of ['has("arrival")', 'getItem("pending-navigation")', 'getItem("language")']) {
      expect(script.indexOf(reason), reason).toBeGreaterThan(paint);
      expect(script.indexOf(reason), reason).toBeLessThan(script.indexOf("if (neededNow) gesture();"));
    }
    expect(script.indexOf("if (neededNow) gesture();")).toBeLessThan(wait);
    expect(script).not.toContain('if (document.querySelector("[data-form]")) return true;');
    // A page with a form hydrates anyway a while after it has loaded.
    const soon = script.indexOf('if (!neededNow && document.querySelector("[data-form]"))');
    expect(soon).toBeGreaterThan(script.indexOf('addEventListener("load", prefetchAfterLoad, { once: true })'));
    expect(soon).toBeLessThan(wait);
    expect(script).toContain(`setTimeout(gesture, ${FORM_PAGE_GRACE_MS})`);
    expect(script).toContain('else if (document.readyState === "complete") prefetchAfterLoad();');
    expect(script).toContain(`const prefetchAfterLoad = () => setTimeout(prefetch, ${PREFETCH_AFTER_LOAD_MS});`);
  });

  it("imports the route modules dynamically and runs the rest of React Router's script", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('await import("/assets/entry.client-A.js");');
  });

  it("holds clicks from before the first paint and replays them once the page, or the form they are in, is ready", () => {
    const paint = script.indexOf("requestAnimationFrame");
    expect(script.indexOf('addEventListener("click"')).toBeLessThan(paint);
    expect(script.indexOf('addEventListener("submit"')).toBeLessThan(paint);
    expect(script).toContain('attributeFilter: ["data-hydrated", "data-ready"]');
    expect(script).toContain('querySelector("form:not([data-ready])")');
    expect(script).toContain("else control.click();");
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

describe("minifyPageScript", () => {
  const deferred = deferPageScripts(page, "/__page-data/abc.js");
  const bootstrap = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("shortens the bootstrap and keeps what it refers to", () => {
    const minified = minifyPageScript(deferred);
    const code = bootstrap(minified);
    expect(code.length).toBeLessThan(bootstrap(deferred).length * 0.75);
    for (const kept of [
      '"/assets/root-C.js"',
      '"/assets/entry.client-A.js"',
      '"routes/home"',
      '"/__page-data/abc.js?for="',
      "data-hydrated",
    ]) {
      expect(code, kept).toContain(kept);
    }
    expect(minified.replace(code, "")).toBe(deferred.replace(bootstrap(deferred), ""));
  });

  it("leaves a script it cannot read, or that would end its element early, as it was", () => {
    const broken = deferred.replace("await gestured;", "await gestured;;;}");
    expect(minifyPageScript(broken)).toBe(broken);
    const closing = deferred.replace("await gestured;", 'await gestured; const end = "<\\/script>";');
    expect(minifyPageScript(closing)).not.toMatch(/"<\/script>"/);
  });
});

describe("skipScrollRestoreOnArrival", () => {
  // React Router 7's script, as <ScrollRestoration /> writes it.
  const script = `((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, "");
    }
    try {
      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");
      let storedY = positions[restoreKey || window.history.state.key];
      if (typeof storedY === "number") {
        window.scrollTo(0, storedY);
      }
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  })("react-router-scroll-positions", null)`;
  const html = `<body><main>Hola</main><script>${script}</script></body>`;
  const rewritten = /<script>([\s\S]*)<\/script>/.exec(skipScrollRestoreOnArrival(html))?.[1] ?? "";

  /**
   * Runs the script against a history entry (with or without a key), an address's fragment and a session store;
   * returns where it scrolled and whether it asked for the whole page's layout first.
   */
  const run = (code: string, state: { key?: string } | null, hash = "") => {
    const reads: string[] = [];
    let scrolledTo: number | undefined;
    let fullLayout: "before scrolling" | "after scrolling" | undefined;
    const document = {
      documentElement: {
        setAttribute: (name: string) => {
          if (name === "data-full-layout") fullLayout = scrolledTo === undefined ? "before scrolling" : "after scrolling";
        },
      },
    };
    const window = {
      history: {
        state,
        replaceState: (next: { key: string }) => {
          window.history.state = next;
        },
      },
      scrollTo: (_x: number, y: number) => {
        scrolledTo = y;
      },
    };
    const sessionStorage = { getItem: (key: string) => (reads.push(key), JSON.stringify({ old: 640 })), removeItem: () => {} };
    new Function("window", "sessionStorage", "document", "location", code)(window, sessionStorage, document, { hash });
    return { reads, scrolledTo, key: window.history.state?.key, fullLayout };
  };

  it("gives a new entry its key without reading session storage", () => {
    const arrival = run(rewritten, null);
    expect(arrival.key).toMatch(/^\w+$/);
    expect(arrival.reads).toEqual([]);
    expect(arrival.scrolledTo).toBeUndefined();
    expect(run(script, null).reads).toEqual(["react-router-scroll-positions"]);
  });

  it("restores the stored position of an entry it has seen, as React Router's script does, on the whole page's layout", () => {
    expect(run(rewritten, { key: "old" })).toEqual({
      reads: ["react-router-scroll-positions"],
      scrolledTo: 640,
      key: "old",
      fullLayout: "before scrolling",
    });
    expect(run(script, { key: "old" })).toEqual({ ...run(rewritten, { key: "old" }), fullLayout: undefined });
  });

  it("lays out the whole page for an arrival at a fragment, and only then", () => {
    expect(run(rewritten, null, "#form").fullLayout).toBe("before scrolling");
    expect(run(rewritten, null).fullLayout).toBeUndefined();
  });

  it("leaves another shape of the script as it was", () => {
    const keyed = html.replace('"react-router-scroll-positions", null', '"react-router-scroll-positions", "/blog"');
    expect(skipScrollRestoreOnArrival(keyed)).toBe(keyed);
  });
});
