import { describe, expect, it } from "vitest";
import { PageCache, withNonce } from "./page-cache.ts";

const page = (body: string, nonce = "abc") => ({
  status: 200,
  headers: [["content-type", "text/html"]] as Array<[string, string]>,
  body,
  nonce,
});

describe("PageCache", () => {
  it("returns a page until it expires", () => {
    let now = 1_000;
    const cache = new PageCache(60_000, 10, () => now);
    cache.set("es|/", page("hola"));
    expect(cache.get("es|/")?.body).toBe("hola");
    expect(cache.get("en|/")).toBeUndefined();
    now += 60_001;
    expect(cache.get("es|/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used page when full", () => {
    const cache = new PageCache(60_000, 2);
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.get("a");
    cache.set("c", page("c"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("a");
    expect(cache.get("c")?.body).toBe("c");
  });

  it("stores nothing with a zero lifetime", () => {
    const cache = new PageCache(0, 10);
    cache.set("a", page("a"));
    expect(cache.get("a")).toBeUndefined();
  });

  it("gives each answer its own nonce", () => {
    const cached = { ...page('<script nonce="old1">x</script><link nonce="old1"/>', "old1"), storedAt: 0 };
    expect(withNonce(cached, "new2")).toBe('<script nonce="new2">x</script><link nonce="new2"/>');
  });
});
