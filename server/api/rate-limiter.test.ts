import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../http/forwarded.ts";
import { RateLimiter } from "./rate-limiter.ts";

describe("rate limiter", () => {
  it("allows the limit per window, then says how long to wait", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 1000).allowed).toBe(true);
    expect(limiter.take("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.take("b", 2000).allowed).toBe(true);
    expect(limiter.take("a", 60_000).allowed).toBe(true);
  });

  it("keeps its memory bounded under a flood of addresses", () => {
    const limiter = new RateLimiter(1, 60_000, 100);
    for (let i = 0; i < 1000; i += 1) limiter.take(`10.0.${i >> 8}.${i & 255}`, 0);
    expect(limiter.take("fresh", 0).allowed).toBe(true);
  });

  it("counts IPv6 clients by /64 and unwraps IPv4-mapped addresses", () => {
    expect(rateLimitKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:bbbb::2")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("192.0.2.7")).toBe("192.0.2.7");
  });
});
