import { describe, expect, it } from "vitest";
import { backoffDelay, parseRetryAfter } from "./backoff.ts";

describe("backoff", () => {
  it("doubles each attempt, with jitter in the upper half, up to the cap", () => {
    expect(backoffDelay(1, 1000, 900_000, () => 0)).toBe(500);
    expect(backoffDelay(1, 1000, 900_000, () => 1)).toBe(1000);
    expect(backoffDelay(4, 1000, 900_000, () => 1)).toBe(8000);
    expect(backoffDelay(40, 1000, 900_000, () => 1)).toBe(900_000);
  });

  it("reads Retry-After as seconds or a date", () => {
    expect(parseRetryAfter("120", 0)).toBe(120_000);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(parseRetryAfter("soon", 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});
