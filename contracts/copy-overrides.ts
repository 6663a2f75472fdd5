/**
 * Texts staff changed over the shipped copy (server/words/copy.ts): by language, namespace and key
 * (`hero.title`, `points.0` for an array's item). The server render and the islands both lay them over
 * the shipped locale files, so the HTML and the hydrated island say the same.
 */
export type CopyOverrides = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;

/** Every text of a bundle as `[key, text]`, in the file's order (an array's items by their index). */
export function flattenCopy(bundle: unknown, prefix = ""): Array<[string, string]> {
  if (typeof bundle === "string") return [[prefix, bundle]];
  const entries: Array<[string, string]> = [];
  if (Array.isArray(bundle)) {
    bundle.forEach((item, index) => {
      entries.push(...flattenCopy(item, prefix ? `${prefix}.${index}` : String(index)));
    });
  } else if (bundle && typeof bundle === "object") {
    for (const [key, value] of Object.entries(bundle)) entries.push(...flattenCopy(value, prefix ? `${prefix}.${key}` : key));
  }
  return entries;
}

/** A copy of `bundle` with each key's text replaced; a key the bundle lacks is left out (never a new branch). */
export function withOverrides<T>(bundle: T, overrides: Readonly<Record<string, string>> | undefined): T {
  if (!overrides) return bundle;
  const keys = Object.keys(overrides);
  if (keys.length === 0) return bundle;
  const copy = structuredClone(bundle) as unknown;
  for (const key of keys) {
    const parts = key.split(".");
    let node = copy as Record<string, unknown> | undefined;
    for (const part of parts.slice(0, -1)) {
      const next = node && Object.hasOwn(node, part) ? node[part] : undefined;
      node = next && typeof next === "object" ? (next as Record<string, unknown>) : undefined;
    }
    const last = parts.at(-1) ?? "";
    if (node && Object.hasOwn(node, last) && typeof node[last] === "string") node[last] = overrides[key];
  }
  return copy as T;
}
