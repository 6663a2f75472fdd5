import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Which code may import which (docs/decisions/0028-compiled-server-and-built-images.md). The server
 * reads the pages' code only through the page build it serves (`pageBuildParts`, contracts/page-build.ts);
 * what both sides must agree on (payload schemas, form ids, the language rules, query parameters)
 * lives in contracts/, which imports neither side, nor React, nor Node.
 */
const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** What a file imports: static imports and re-exports, side-effect imports, and `import()` of a literal. */
function importsOf(text: string): string[] {
  const pattern =
    /\b(?:import|export)\s(?:type\s)?[^;"'`]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  return [...text.matchAll(pattern)].flatMap((match) => match.slice(1).filter((specifier): specifier is string => !!specifier));
}

/** Each relative import of the files under `directory`, as the path it resolves to from the repository's root. */
function relativeImports(directory: string): { file: string; target: string }[] {
  return sourceFiles(directory).flatMap((file) =>
    importsOf(readFileSync(path.join(root, file), "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => ({ file, target: path.relative(root, path.resolve(root, path.dirname(file), specifier)) })),
  );
}

const inside = (target: string, directory: string) => target === directory || target.startsWith(`${directory}${path.sep}`);

describe("the import boundaries", () => {
  it("reads imports written over several lines, of types, of modules and by import()", () => {
    // The module names are put together so that this file itself imports none of them.
    const [x, c, d, e, f] = ["../app/x.ts", "./c", "../d", "./e.css", "./f.ts"];
    const text = `import {\n  a,\n  type B,\n} from "${x}";\nimport type { C } from "${c}";\nexport { d } from "${d}";\nimport "${e}";\nawait import("${f}");`;
    expect(importsOf(text)).toEqual([x, c, d, e, f]);
  });

  it("keeps the server, its tests included, from importing the pages' code", () => {
    // The copy is data both sides read: the server's e-mails take their texts from the locale files.
    const intoApp = relativeImports("server").filter(
      ({ target }) => inside(target, "app") && !(inside(target, path.join("app", "locales")) && target.endsWith(".json")),
    );
    expect(intoApp).toEqual([]);
  });

  it("keeps the contracts apart from the app, the server, React and Node", () => {
    const files = sourceFiles("contracts");
    const outside = relativeImports("contracts").filter(({ target }) => !inside(target, "contracts"));
    expect(outside).toEqual([]);
    const platform = files.flatMap((file) =>
      importsOf(readFileSync(path.join(root, file), "utf8"))
        .filter((specifier) => /^(node:|react($|\/|-dom)|preact|hono|kysely)/.test(specifier))
        .map((specifier) => ({ file, specifier })),
    );
    expect(platform).toEqual([]);
  });
});
