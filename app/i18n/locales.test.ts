import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./namespaces";

const localesDirectory = path.resolve(import.meta.dirname, "../locales");
const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(localesDirectory, language, `${namespace}.json`), "utf8")) as Record<string, unknown>;

function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (node && typeof node === "object" && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [leaf, leafValue] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(leaf, leafValue);
    }
  } else if (Array.isArray(node)) {
    found.set(`${prefix}[${node.length}]`, node);
    node.forEach((item, index) => {
      for (const [leaf, leafValue] of leaves(item, `${prefix}[${index}]`)) found.set(leaf, leafValue);
    });
  } else {
    found.set(prefix, node);
  }
  return found;
}

describe("locale files", () => {
  it("has exactly one file per namespace in each language", () => {
    const expected = [...NAMESPACES].map((namespace) => `${namespace}.json`).sort();
    expect(readdirSync(path.join(localesDirectory, "es")).sort()).toEqual(expected);
    expect(readdirSync(path.join(localesDirectory, "en")).sort()).toEqual(expected);
  });

  it.each(NAMESPACES)("%s: Spanish and English mirror each other key for key", (namespace) => {
    const spanish = [...leaves(load("es", namespace)).keys()].sort();
    const english = [...leaves(load("en", namespace)).keys()].sort();
    expect(
      spanish.filter((key) => !english.includes(key)),
      "keys only in Spanish",
    ).toEqual([]);
    expect(
      english.filter((key) => !spanish.includes(key)),
      "keys only in English",
    ).toEqual([]);
  });

  it.each(NAMESPACES)("%s: every text is a non-empty string with the same placeholders in both languages", (namespace) => {
    const spanish = leaves(load("es", namespace));
    const english = leaves(load("en", namespace));
    for (const [key, value] of spanish) {
      if (key.endsWith("]") && Array.isArray(value)) continue;
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(english.get(key)), key).toEqual(placeholders(value));
    }
  });
});
