import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and the documents under docs/ name only files the repository has: a relative link, or a path
 * in backticks that starts at one of the project's folders. A superseded decision may still describe the
 * code it replaced, and a line that says a file was removed may name it.
 */
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app/", "server/", "contracts/", "scripts/", "tests/", "docs/", "bench/", "public/"];

function documents(): string[] {
  const decisions = readdirSync(path.join(root, "docs/decisions")).map((name) => `docs/decisions/${name}`);
  const docs = readdirSync(path.join(root, "docs")).map((name) => `docs/${name}`);
  return ["README.md", ...docs, ...decisions].filter((file) => file.endsWith(".md"));
}

function references(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  if (/^Date: .*Status: superseded/m.test(text)) return [];
  const found: string[] = [];
  for (const line of text.split("\n")) {
    if (/\b(removed|deleted|no longer|gone)\b/i.test(line)) continue;
    for (const [, target = ""] of line.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
      if (!/^[a-z]+:/.test(target)) found.push(path.join(path.dirname(file), target));
    }
    for (const [, code = ""] of line.matchAll(/`([^`\s]+)`/g)) {
      const candidate = code.replace(/[:#].*$/, "");
      if (FOLDERS.some((folder) => candidate.startsWith(folder)) && !/[*<>{}]/.test(candidate)) found.push(candidate);
    }
  }
  return found;
}

describe("the documentation", () => {
  for (const file of documents()) {
    it(`${file} names only files the repository has`, () => {
      expect(references(file).filter((target) => !existsSync(path.join(root, target)))).toEqual([]);
    });
  }
});
