import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text once, and skips external, empty and data ones", () => {
    const html = [
      '<script type="module">import "/assets/a.js";</script>',
      '<script src="/assets/b.js"></script>',
      '<script type="module" async="" data-x="1" src="/assets/c.js"></script>',
      "<script>window.x = 1;\n</script>",
      "<script>window.x = 1;\n</script>",
      '<script type="application/ld+json">{"a":"\\u003c"}</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('import "/assets/a.js";'), sha("window.x = 1;\n")]);
  });

  it("hashes non-ASCII text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>var s = 'Señal';</script>")).toEqual([sha("var s = 'Señal';")]);
  });
});
