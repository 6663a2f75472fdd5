import { createHash } from "node:crypto";

/**
 * The data a page hydrates with travels beside the page, not inside it.
 *
 * React Router writes its loaders' data (with the page's copy in both of its
 * namespaces) into the document as inline scripts that feed a stream. That is
 * 20–30 KB of script on every page, about 40% of its compressed HTML, which a
 * phone downloads, parses and runs before it has finished the page it shows,
 * although the data only matters once the page hydrates (on the visitor's
 * first gesture: defer-scripts.ts). So the server takes those scripts out and
 * answers them as a small module at `/__page-data/<hash>.js`, which the page's
 * bootstrap prefetches with its other modules and imports before hydrating.
 * The stream itself is still created inline, so React Router reads the data as
 * before. The route manifest, which React Router's module script assigns
 * before it imports the client entry, goes into the same module for the same
 * reason (2–3 KB of the page's script); the module runs before the entry.
 *
 * The module is addressed by the hash of its content and kept in memory for a
 * while; the page's own address rides along (`?for=`), so that a server that
 * no longer holds it (restarted, or another instance) renders the page again
 * and answers with its data.
 */
export const PAGE_DATA_PATH = "/__page-data/";

const DATA_SCRIPT =
  /<script(?:\s+nonce="[^"]*")?>(window\.__reactRouterContext\.streamController\.(?:enqueue\("(?:[^"\\]|\\.)*"\)|close\(\));?)<\/script>/g;

/**
 * What Preact's renderer leaves of the boundaries that held those scripts,
 * after the end of the document: the browser would put them in it, where the
 * page's hydration does not expect them.
 */
const EMPTY_BOUNDARIES = /(<\/html>)(?:<!--\/?\$s-->)+$/;

/** React Router's pretty-printed manifest: its one unindented closing brace ends it. */
const MANIFEST = /window\.__reactRouterManifest = \{[\s\S]*?\n\};/;

export interface SplitPage {
  html: string;
  /** The scripts' code, in order: a module of its own. */
  data: string;
  hash: string;
}

/** The page without its data scripts, and their code; null when the page has none. */
export function splitPageData(html: string): SplitPage | null {
  const scripts = [...html.matchAll(DATA_SCRIPT)].map((match) => match[1] ?? "");
  if (scripts.length === 0) return null;
  const manifest = MANIFEST.exec(html)?.[0];
  const data = [...(manifest ? [manifest] : []), ...scripts.map((script) => (script.endsWith(";") ? script : `${script};`))].join("\n");
  const hash = createHash("sha256").update(data, "utf8").digest("base64url").slice(0, 22);
  return { html: html.replace(DATA_SCRIPT, "").replace(MANIFEST, "").replace(EMPTY_BOUNDARIES, "$1"), data, hash };
}

export const pageDataUrl = (hash: string) => `${PAGE_DATA_PATH}${hash}.js`;

/** The hash in a `/__page-data/<hash>.js` path, or null. */
export function pageDataHash(path: string): string | null {
  const match = /^\/__page-data\/([\w-]{22})\.js$/.exec(path);
  return match?.[1] ?? null;
}

/** The page a data module belongs to: a path on this site, never another origin. */
export function pageOfData(value: string | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith(PAGE_DATA_PATH) || value.startsWith("/api/") || value.length > 2000) return null;
  return value;
}

/** The most recent modules, by hash; the oldest go first. */
export class PageDataStore {
  readonly #entries = new Map<string, string>();

  constructor(private readonly capacity: number) {}

  remember(hash: string, data: string): void {
    this.#entries.delete(hash);
    this.#entries.set(hash, data);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get(hash: string): string | undefined {
    return this.#entries.get(hash);
  }
}
