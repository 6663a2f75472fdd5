import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LAYOUT_NEAR_VIEW_SCRIPT } from "../../app/features/navigation/scroll.ts";
import { SPECULATION_RULES } from "../../app/features/navigation/speculation-rules.ts";
import { pageScriptLoader } from "../../app/page-script.ts";
import { PAGE_SCRIPT_HASHES, pageScriptHashes, scriptHash } from "./inline-scripts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("PAGE_SCRIPT_HASHES", () => {
  it("allows exactly the root layout's two inline scripts", () => {
    expect(PAGE_SCRIPT_HASHES).toEqual([sha(LAYOUT_NEAR_VIEW_SCRIPT), sha(SPECULATION_RULES)]);
    expect(new Set(PAGE_SCRIPT_HASHES).size).toBe(2);
  });

  it("adds the loader of a build's page module, and only with a module", () => {
    expect(pageScriptHashes("/assets/entry.client-AbC123.js")).toEqual([
      ...PAGE_SCRIPT_HASHES,
      sha(pageScriptLoader("/assets/entry.client-AbC123.js")),
    ]);
    expect(pageScriptHashes("/assets/entry.client-AbC123.js")).not.toContain(sha(pageScriptLoader("/assets/other.js")));
    expect(pageScriptHashes(undefined)).toEqual(PAGE_SCRIPT_HASHES);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(scriptHash("var s = 'Señal';")).toBe(sha("var s = 'Señal';"));
    expect(scriptHash("var s = 'Señal';")).not.toBe(sha("var s = 'Senal';"));
  });
});
