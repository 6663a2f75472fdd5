import { describe, expect, it } from "vitest";
import { formatLimit, formatWait, refusalOf } from "./refusal";
import { retryAfterSeconds } from "./submit-client";

describe("what a refused submission tells the visitor", () => {
  it("reads Retry-After as seconds or as an HTTP date, and ignores anything else", () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 10:05:00 GMT", now)).toBe(300);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds("-5", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it("rounds a wait up to its largest unit, in the page's language", () => {
    expect(formatWait(0, "en")).toBe("in 1 second");
    expect(formatWait(45, "en")).toBe("in 45 seconds");
    expect(formatWait(61, "en")).toBe("in 2 minutes");
    expect(formatWait(3 * 3600, "es")).toBe("dentro de 3 horas");
    expect(formatWait(86_400, "es")).toBe("mañana");
  });

  it("gives a file's limit in megabytes and a form's in kilobytes", () => {
    expect(formatLimit(5 * 1024 * 1024, "en")).toBe("5 MB");
    expect(formatLimit(64 * 1024, "es")).toBe("64 kB");
  });

  it("reads every refusal but a 429 and a 413 as nothing stored, with the wait when given", () => {
    expect(refusalOf({ kind: "rejected", status: 429, retryAfterSeconds: 30 })).toEqual({ failure: "RATE_LIMITED", retryAfterSeconds: 30 });
    expect(refusalOf({ kind: "rejected", status: 413 })).toEqual({ failure: "TOO_LARGE" });
    expect(refusalOf({ kind: "rejected", status: 507 })).toMatchObject({ failure: "UNAVAILABLE" });
    expect(refusalOf({ kind: "rejected", status: 503, retryAfterSeconds: 60 })).toEqual({ failure: "UNAVAILABLE", retryAfterSeconds: 60 });
    expect(refusalOf({ kind: "network" })).toEqual({ failure: "NETWORK" });
    expect(refusalOf({ kind: "sent", body: {} })).toBeUndefined();
    expect(refusalOf({ kind: "invalid", fields: {} })).toBeUndefined();
  });
});
