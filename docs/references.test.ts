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

const CODE_FOLDERS = ["app", "server", "contracts", "scripts", "bench", "tests"];
const CODE_FILE = /\.(ts|tsx|mjs|js|css)$/;

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => CODE_FILE.test(name) && !name.includes("node_modules"))
    .map((name) => `${folder}/${name}`);
}

const RECORDS = readdirSync(path.join(root, "docs/decisions"));

/**
 * The decision records a file's text points to, as paths (`docs/decisions/0019-html-first-islands.md`) or
 * numbers ("decision 0018", "decisions 0029 and 0030"), each with what names it.
 */
function decisionMentions(text: string): Array<{ mention: string; exists: boolean }> {
  const found: Array<{ mention: string; exists: boolean }> = [];
  for (const [mention, name = ""] of text.matchAll(/docs\/decisions\/(\d{4}-[\w-]+\.md)/g))
    found.push({ mention, exists: RECORDS.includes(name) });
  for (const [mention] of text.matchAll(/\bdecisions?\s+\d{4}(?:(?:,\s*|\s+and\s+|\s+or\s+)\d{4})*/gi))
    for (const [number] of mention.matchAll(/\d{4}/g))
      found.push({ mention: `${mention} (${number})`, exists: RECORDS.some((record) => record.startsWith(`${number}-`)) });
  return found;
}

describe("decision records named in the code", () => {
  it("finds records by path and by number, and tells dead ones", () => {
    expect(decisionMentions("see docs/decisions/0019-html-first-islands.md and decisions 0029 and 0030").every((m) => m.exists)).toBe(true);
    expect(decisionMentions("(docs/decisions/0029-form-state-of-our-own.md)").map((m) => m.exists)).toEqual([false]);
    expect(decisionMentions("as decision 0008 said").map((m) => m.exists)).toEqual([false]);
  });

  for (const folder of CODE_FOLDERS) {
    it(`comments in ${folder}/ point to records the repository has`, () => {
      const dead = codeFiles(folder).flatMap((file) =>
        decisionMentions(readFileSync(path.join(root, file), "utf8"))
          .filter(({ exists }) => !exists)
          .map(({ mention }) => `${file}: ${mention}`),
      );
      expect(dead).toEqual([]);
    });
  }
});

describe("the documentation", () => {
  for (const file of documents()) {
    it(`${file} names only files the repository has`, () => {
      expect(references(file).filter((target) => !existsSync(path.join(root, target)))).toEqual([]);
    });
  }
});
