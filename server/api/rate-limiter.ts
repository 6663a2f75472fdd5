/**
 * A fixed one-minute window per client, in memory: each instance counts its
 * own clients, which is enough to stop one address from flooding the forms.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxClients = 100_000,
  ) {}

  /** Counts one request; answers how many seconds to wait when over the limit. */
  take(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs && this.windows.size < this.maxClients) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full after dropping expired windows: a flood of distinct addresses. Forget the oldest.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxClients) break;
      this.windows.delete(key);
    }
  }
}
