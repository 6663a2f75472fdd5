import { LRUCache } from "lru-cache";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed one-minute window per client, in memory: each instance counts its
 * own clients, which is enough to stop one address from flooding the forms.
 * The windows live in an `lru-cache` of at most `maxClients` entries, so a
 * flood of distinct addresses forgets the least recently seen instead of
 * growing the memory.
 */
export class RateLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    maxClients = 100_000,
  ) {
    this.windows = new LRUCache({ max: maxClients });
  }

  /** Counts one request; answers how many seconds to wait when over the limit. */
  take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Gives back a request counted in the current window (one that turned out not to count, such as spam). */
  refund(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
  }
}
