import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, encodePage, PageCache, renderedPage } from "./page-cache.ts";

const page = (body: string) => renderedPage(200, new Headers({ "content-type": "text/html" }), Buffer.from(body), []);

describe("PageCache", () => {
  it("returns a page until it expires", () => {
    let now = 1_000;
    const cache = new PageCache(60_000, 10, () => now);
    cache.set("es|/", page("hola"));
    expect(cache.lookup("es|/")?.page.body.toString()).toBe("hola");
    expect(cache.lookup("en|/")).toBeUndefined();
    now += 60_001;
    expect(cache.lookup("es|/")?.fresh).toBe(false);
  });

  it("keeps an expired page, marked stale, for ten lifetimes", () => {
    let now = 0;
    const cache = new PageCache(60_000, 10, () => now);
    cache.set("es|/", page("hola"));
    expect(cache.lookup("es|/")?.fresh).toBe(true);
    now = 60_001;
    expect(cache.lookup("es|/")).toMatchObject({ fresh: false });
    expect(cache.lookup("es|/")?.page.body.toString()).toBe("hola");
    now = 600_001;
    expect(cache.lookup("es|/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used page when full", () => {
    const cache = new PageCache(60_000, 2);
    cache.set("a", page("a"));
    cache.set("b", page("b"));
    cache.lookup("a");
    cache.set("c", page("c"));
    expect(cache.lookup("b")).toBeUndefined();
    expect(cache.lookup("a")?.page.body.toString()).toBe("a");
    expect(cache.lookup("c")?.page.body.toString()).toBe("c");
  });

  it("stores nothing with a zero lifetime", () => {
    const cache = new PageCache(0, 10);
    cache.set("a", page("a"));
    expect(cache.lookup("a")).toBeUndefined();
  });
});

describe("renderedPage", () => {
  it("gives equal bodies the same strong ETag and different bodies different ones", () => {
    expect(page("uno").etag).toBe(page("uno").etag);
    expect(page("uno").etag).not.toBe(page("dos").etag);
    expect(page("uno").etag).toMatch(/^"[\w-]+"$/);
  });
});

describe("encodePage and chooseEncoding", () => {
  it("stores Brotli and gzip forms that decode to the page", async () => {
    const rendered = page("<p>Servicios</p>".repeat(200));
    await encodePage(rendered, "fast");
    expect(brotliDecompressSync(rendered.encoded.br ?? Buffer.alloc(0)).equals(rendered.body)).toBe(true);
    await encodePage(rendered, "small");
    expect(brotliDecompressSync(rendered.encoded.br ?? Buffer.alloc(0)).equals(rendered.body)).toBe(true);
    expect(gunzipSync(rendered.encoded.gzip ?? Buffer.alloc(0)).equals(rendered.body)).toBe(true);
    expect(rendered.encoded.br?.length).toBeLessThan(rendered.body.length / 10);
  });

  it("prefers Brotli, honours q=0 and answers identity when nothing fits", async () => {
    const rendered = page("x".repeat(1000));
    expect(chooseEncoding("gzip, br", rendered)).toBeUndefined();
    await encodePage(rendered, "fast");
    expect(chooseEncoding("gzip, deflate, br, zstd", rendered)).toBe("br");
    expect(chooseEncoding("gzip", rendered)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5", rendered)).toBe("gzip");
    expect(chooseEncoding("*", rendered)).toBe("br");
    expect(chooseEncoding("deflate", rendered)).toBeUndefined();
    expect(chooseEncoding(undefined, rendered)).toBeUndefined();
  });
});
