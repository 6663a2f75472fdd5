import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  canonicalPageUrl,
  chooseEncoding,
  encodePage,
  matchesEtag,
  PageCache,
  pageBody,
  pageBytes,
  NOT_FOUND_PATH,
  type PageContext,
  pageCacheKey,
  renderedPage,
} from "./page-cache.ts";

const page = (body: string) => renderedPage(200, new Headers({ "content-type": "text/html" }), Buffer.from(body));

describe("PageCache", () => {
  it("returns a page until it expires", () => {
    let now = 1_000;
    const cache = new PageCache(60_000, 1_000_000, () => now);
    cache.set("es|/", page("hola"));
    expect(cache.lookup("es|/")?.page.body.toString()).toBe("hola");
    expect(cache.lookup("en|/")).toBeUndefined();
    now += 60_001;
    expect(cache.lookup("es|/")?.fresh).toBe(false);
  });

  it("keeps an expired page, marked stale, for ten lifetimes", () => {
    let now = 0;
    const cache = new PageCache(60_000, 1_000_000, () => now);
    cache.set("es|/", page("hola"));
    expect(cache.lookup("es|/")?.fresh).toBe(true);
    now = 60_001;
    expect(cache.lookup("es|/")).toMatchObject({ fresh: false });
    expect(cache.lookup("es|/")?.page.body.toString()).toBe("hola");
    now = 600_001;
    expect(cache.lookup("es|/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used pages once their bytes pass the bound", () => {
    const kilobyte = (text: string) => page(text.repeat(1000));
    const size = pageBytes(kilobyte("a"));
    const cache = new PageCache(60_000, size * 2);
    cache.set("a", kilobyte("a"));
    cache.set("b", kilobyte("b"));
    cache.lookup("a");
    cache.set("c", kilobyte("c"));
    expect(cache.lookup("b")).toBeUndefined();
    expect(cache.lookup("a")?.page.body.toString()).toBe("a".repeat(1000));
    expect(cache.lookup("c")?.page.body.toString()).toBe("c".repeat(1000));
    expect(cache.bytes).toBe(size * 2);
  });

  it("counts a page's encodings, also once they are replaced by smaller ones", async () => {
    const rendered = page("<p>Servicios</p>".repeat(500));
    await encodePage(rendered, "fast");
    const cache = new PageCache(60_000, 1_000_000);
    cache.set("es|/", rendered);
    const fast = cache.bytes;
    expect(fast).toBe(pageBytes(rendered));
    expect(fast).toBeGreaterThan(rendered.body.length + (rendered.encoded.br?.length ?? 0));
    rendered.encoded = { br: Buffer.alloc(10), gzip: Buffer.alloc(10) };
    cache.resized("es|/", rendered);
    expect(cache.bytes).toBe(pageBytes(rendered));
    expect(cache.bytes).toBeLessThan(fast);
    // A page no longer stored under the key is not counted there.
    cache.resized("es|/", page("otra"));
    expect(cache.lookup("es|/")?.page).toBe(rendered);
  });

  it("stays within its bytes under thousands of pages", () => {
    const cache = new PageCache(60_000, 50_000);
    for (let i = 0; i < 5000; i++) cache.set(`es|/${i}`, page(`<p>${i}</p>`.repeat(50)));
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
    expect(cache.lookup("es|/4999")).toBeDefined();
    expect(cache.lookup("es|/0")).toBeUndefined();
  });

  it("stores nothing with a zero lifetime", () => {
    const cache = new PageCache(0, 1_000_000);
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

  it("takes the client's copy as current when one of its tags matches, weak or strong", () => {
    const { etag } = page("uno");
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(page("dos").etag, etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
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

  it("keeps a page with bytes of its own in each answer open, and each answer decodes to the page with its own bytes", async () => {
    const head = `<html><body>${"<p>Servicios ñ</p>".repeat(5000)}<form id="form-contact">`;
    const rendered = page(`${head}</form></body></html>`);
    let answers = 0;
    const bytes = () => {
      answers += 1;
      return Buffer.from(`<input value="${answers}${"é".repeat(answers * 40_000)}">`);
    };
    rendered.perAnswer = { at: Buffer.byteLength(head), bytes };
    const expected = (count: number) => `${head}<input value="${count}${"é".repeat(count * 40_000)}"></form></body></html>`;
    expect(pageBody(rendered, undefined)?.toString()).toBe(expected(1));
    for (const effort of ["fast", "small"] as const) {
      await encodePage(rendered, effort);
      expect(rendered.encoded.br?.length).toBeLessThan(Buffer.byteLength(head) / 10);
      expect(brotliDecompressSync(pageBody(rendered, "br") ?? Buffer.alloc(0)).toString()).toBe(expected(answers));
      expect(gunzipSync(pageBody(rendered, "gzip") ?? Buffer.alloc(0)).toString()).toBe(expected(answers));
    }
    // A page's own bytes over one uncompressed Brotli block (64 KB) take more than one.
    expect(answers * 40_000 * 2).toBeGreaterThan(65_536);
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

describe("canonicalPageUrl and pageCacheKey", () => {
  const contact: PageContext = { path: "/contact", form: "contact", blogPages: 1 };
  const key = (address: string, page: PageContext = contact, language = "es") =>
    pageCacheKey(language, canonicalPageUrl(new URL(address, "http://localhost"), page));

  it("keeps only the parameters a page reads, with values it knows, in a fixed order", () => {
    expect(key("/?utm_source=x&fbclid=1", { path: "/", form: "contact", blogPages: 1 })).toBe("es|/");
    expect(key("/contact?sent=contact&lang=en&x=1")).toBe("es|/contact?lang=en&sent=contact");
    expect(key("/contact?x=1&lang=en&sent=contact")).toBe("es|/contact?lang=en&sent=contact");
    expect(key("/contact?sent=nothing&lang=fr")).toBe("es|/contact");
    expect(key("/", { path: "/", blogPages: 1 }, "en")).toBe("en|/");
  });

  it("keeps a success screen only on the page whose form it is", () => {
    expect(key("/contact?sent=vma-hire")).toBe("es|/contact");
    expect(key("/events?sent=contact", { path: "/events", blogPages: 1 })).toBe("es|/events");
    expect(key("/vma/specialist/hire?sent=vma-hire", { path: "/vma/specialist/hire", form: "vma-hire", blogPages: 1 })).toBe(
      "es|/vma/specialist/hire?sent=vma-hire",
    );
  });

  it("keys the blog's page by the page it shows: none for the first, the last for any past it", () => {
    const blog = { path: "/blog", blogPages: 3 };
    expect(key("/blog?page=2", blog)).toBe("es|/blog?page=2");
    expect(key("/blog?page=3", blog)).toBe("es|/blog?page=3");
    expect(key("/blog?page=4", blog)).toBe("es|/blog?page=3");
    expect(key("/blog?page=999999999", blog)).toBe("es|/blog?page=3");
    expect(key("/blog?page=1", blog)).toBe("es|/blog");
    expect(key("/blog?page=x", blog)).toBe("es|/blog");
    expect(key("/blog?page=0", blog)).toBe("es|/blog");
    expect(key("/blog?page=02", blog)).toBe("es|/blog");
    expect(key("/events?page=2", { path: "/events", blogPages: 3 })).toBe("es|/events");
  });

  it("keys a page by its canonical path, and never leaves the site's origin", () => {
    const notFound = { path: NOT_FOUND_PATH, blogPages: 1 };
    expect(key("/no/such/page?lang=en", notFound)).toBe("es|/404?lang=en");
    const canonical = canonicalPageUrl(new URL("http://localhost//evil.example/x?a=1"), notFound);
    expect(canonical.origin).toBe("http://localhost");
    expect(canonical.search).toBe("");
  });
});
