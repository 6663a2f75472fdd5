import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageScriptHashes, scriptHash } from "./inline-scripts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** As a page build gives them (app/entry.server.tsx): the layout's inline scripts and its module's loader. */
const parts = {
  inlineScripts: ["document.documentElement.setAttribute('data-x','')", '{"prerender":[]}'],
  pageScriptLoader: (src: string) => `addEventListener("load",()=>import(${JSON.stringify(src)}))`,
};

describe("pageScriptHashes", () => {
  it("allows exactly the build's inline scripts", () => {
    expect(pageScriptHashes(parts, undefined)).toEqual([sha(parts.inlineScripts[0] ?? ""), sha(parts.inlineScripts[1] ?? "")]);
    expect(pageScriptHashes(undefined, "/assets/entry.client-AbC123.js")).toEqual([]);
  });

  it("adds the loader of a build's page module, and only with a module", () => {
    expect(pageScriptHashes(parts, "/assets/entry.client-AbC123.js")).toEqual([
      ...pageScriptHashes(parts, undefined),
      sha(parts.pageScriptLoader("/assets/entry.client-AbC123.js")),
    ]);
    expect(pageScriptHashes(parts, "/assets/entry.client-AbC123.js")).not.toContain(sha(parts.pageScriptLoader("/assets/other.js")));
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(scriptHash("var s = 'Señal';")).toBe(sha("var s = 'Señal';"));
    expect(scriptHash("var s = 'Señal';")).not.toBe(sha("var s = 'Senal';"));
  });
});
