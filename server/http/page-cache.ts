/**
 * Rendered pages kept in memory for a short time, keyed by URL and language.
 * Pages hold no personal data (there is no login), so one rendering serves
 * every visitor of that language until it expires.
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string;
  storedAt: number;
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction drops the coldest page.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, "storedAt">): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...page, storedAt: this.now() });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A cached page answered with this response's own nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.body.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
}
