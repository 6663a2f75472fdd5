import { createHash } from "node:crypto";
import { promisify } from "node:util";
import {
  type BrotliOptions,
  brotliCompress,
  brotliDecompressSync,
  constants,
  crc32,
  createBrotliCompress,
  deflateRaw,
  deflateRawSync,
  gunzipSync,
  gzip,
} from "node:zlib";
import { LRUCache } from "lru-cache";
import { SENT_PARAM } from "../../contracts/form-ids.ts";
import { isLanguage, LANGUAGE_QUERY_PARAM } from "../../contracts/language.ts";

/**
 * A rendered HTML page as the server answers it: the bytes and, once
 * computed, its compressed forms.
 */
export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  etag: string;
  /**
   * Its compressed forms. For a page with bytes of its own in each answer
   * (`perAnswer`), those of the bytes before them, left open (Brotli flushed,
   * deflate sync-flushed) for the answer's bytes to be appended.
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * Bytes made anew for each answer (a page's form tokens), written at byte
   * `at` of `body`; such a page is answered without an ETag, never 304.
   */
  perAnswer?: { at: number; bytes: () => Buffer };
}

export type Encoding = "br" | "gzip";

export function renderedPage(status: number, headers: Headers, body: Buffer): RenderedPage {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { status, headers: [...headers], body, etag, encoded: {} };
}

/**
 * Whether the client's copy of a page is current. The page's ETag is computed once, when it is rendered,
 * and checked before an encoding is chosen or a body built (hono's `etag` middleware would see the answer
 * only once it is made). `If-None-Match` compares weakly: the compress middleware marks the ETag of a
 * body it compressed as `W/`.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a page once, off the event loop, so that every later visitor gets
 * the stored bytes instead of paying for compression on each request. "fast"
 * (Brotli 5, a few milliseconds for a large page) before the page is first
 * answered, "small" (Brotli 10) after. On the largest page (the home page,
 * 78 KB of HTML) Brotli 10 takes 27 ms on this project's machine and makes it
 * 8 % smaller than Brotli 9 (16 ms): 12.6 KB instead of 13.7, which with the
 * headers is the difference between one round trip of a new connection
 * (~14.6 KB) and two. Brotli 11 would save 2 % more for 72 ms.
 */
export async function encodePage(page: RenderedPage, effort: "fast" | "small"): Promise<void> {
  if (page.perAnswer) return encodeOpen(page, page.perAnswer.at, effort);
  const [br, gz] = await Promise.all([
    brotliAsync(page.body, brotliOptions(effort, page.body.length)),
    gzipAsync(page.body, { level: effort === "fast" ? 6 : 9 }),
  ]);
  page.encoded = { br, gzip: gz };
}

const deflateRawAsync = promisify(deflateRaw);

/** A Brotli stream of `bytes`, flushed (its output ends on a byte) and not finished. */
function brotliOpen(bytes: Buffer, options: BrotliOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const encoder = createBrotliCompress(options);
    const chunks: Buffer[] = [];
    encoder.on("data", (chunk: Buffer) => chunks.push(chunk));
    encoder.once("error", reject);
    encoder.write(bytes);
    encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
      // The flushed output is read before the encoder, never finished, is let go.
      setImmediate(() => {
        encoder.destroy();
        resolve(Buffer.concat(chunks));
      });
    });
  });
}

/**
 * The page's bytes before `at`, compressed once and left open, so that each
 * answer appends its own bytes and the rest without compressing the page
 * again. Checked once by decompressing: a page whose streams do not decode
 * to its bytes keeps no encodings (the compress middleware answers it).
 */
async function encodeOpen(page: RenderedPage, at: number, effort: "fast" | "small"): Promise<void> {
  const head = page.body.subarray(0, at);
  const [br, gz] = await Promise.all([
    brotliOpen(head, brotliOptions(effort, page.body.length)),
    deflateRawAsync(head, { level: effort === "fast" ? 6 : 9, finishFlush: constants.Z_SYNC_FLUSH }),
  ]);
  const encoded = { br, gzip: gz };
  const sample = Buffer.from("<!-- -->");
  const whole = Buffer.concat([head, sample, page.body.subarray(at)]);
  const headCrc = crc32(head);
  const decodes =
    brotliDecompressSync(closeBrotli(br, sample, page.body.subarray(at))).equals(whole) &&
    gunzipSync(closeGzip(gz, headCrc, head.length, sample, page.body.subarray(at))).equals(whole);
  headCrcs.set(page, headCrc);
  page.encoded = decodes ? encoded : {};
}

/** The CRC-32 of an open-encoded page's bytes before its own, which each gzip answer's trailer continues. */
const headCrcs = new WeakMap<RenderedPage, number>();

/** The most bytes one uncompressed Brotli meta-block holds with a 16-bit length (RFC 7932, 9.2). */
const META_BLOCK_MAX = 65_536;

/**
 * An open Brotli stream finished with `tail` as uncompressed meta-blocks and
 * an empty last one (RFC 7932, 9.2): ISLAST 0, MNIBBLES 4, MLEN - 1,
 * ISUNCOMPRESSED 1, padded to the byte, the bytes; then ISLAST 1, ISLASTEMPTY 1.
 */
function closeBrotli(open: Buffer, ...tail: Buffer[]): Buffer {
  const bytes = Buffer.concat(tail);
  const parts: Buffer[] = [open];
  for (let at = 0; at < bytes.length; at += META_BLOCK_MAX) {
    const block = bytes.subarray(at, at + META_BLOCK_MAX);
    const header = ((block.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), block);
  }
  parts.push(Buffer.from([0x03]));
  return Buffer.concat(parts);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** An open raw deflate stream finished with `tail`, in a gzip member (RFC 1952): CRC-32 and length follow. */
function closeGzip(open: Buffer, headCrc: number, headLength: number, ...tail: Buffer[]): Buffer {
  const bytes = Buffer.concat(tail);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(bytes, headCrc) >>> 0, 0);
  trailer.writeUInt32LE((headLength + bytes.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, open, deflateRawSync(bytes), trailer]);
}

/** A page's body for one answer, in an encoding it holds or as it is: its own bytes for this answer written in. */
export function pageBody(page: RenderedPage, encoding: Encoding | undefined): Buffer | undefined {
  const { perAnswer } = page;
  if (!perAnswer) return encoding ? page.encoded[encoding] : page.body;
  const own = perAnswer.bytes();
  const rest = page.body.subarray(perAnswer.at);
  if (encoding === "br" && page.encoded.br) return closeBrotli(page.encoded.br, own, rest);
  const headCrc = headCrcs.get(page);
  if (encoding === "gzip" && page.encoded.gzip && headCrc !== undefined)
    return closeGzip(page.encoded.gzip, headCrc, perAnswer.at, own, rest);
  return Buffer.concat([page.body.subarray(0, perAnswer.at), own, rest]);
}

/** How a page is compressed in Brotli with that effort. */
export function brotliOptions(effort: "fast" | "small", size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 5 : 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** The best stored encoding the client accepts (`q=0` refuses one), or none. */
export function chooseEncoding(acceptEncoding: string | undefined, page: RenderedPage): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (page.encoded.br && (accepted.has("br") || accepted.has("*"))) return "br";
  if (page.encoded.gzip && (accepted.has("gzip") || accepted.has("*"))) return "gzip";
  return undefined;
}

const STALE_LIFETIMES = 10;

interface Entry {
  page: RenderedPage;
  storedAt: number;
}

/** What a stored page holds in memory: its bytes, its encodings and its headers. */
export function pageBytes(page: RenderedPage): number {
  let bytes = page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
  for (const [name, value] of page.headers) bytes += name.length + value.length;
  return bytes;
}

/**
 * Rendered pages kept in memory for a short time, keyed by `pageCacheKey`.
 * Pages hold no personal data (there is no login), so one rendering serves
 * every visitor of that language until it expires. For as long again as ten
 * lifetimes an expired page is still returned, marked stale, for the caller to
 * answer with while it renders a new one. Bounded by the bytes its pages hold:
 * the least recently used pages go first.
 */
export class PageCache {
  readonly #entries: LRUCache<string, Entry>;

  constructor(
    private readonly ttlMs: number,
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, pageBytes(entry.page)) });
  }

  lookup(key: string): { page: RenderedPage; fresh: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.storedAt;
    if (age > this.ttlMs * STALE_LIFETIMES) {
      this.#entries.delete(key);
      return undefined;
    }
    return { page: entry.page, fresh: age <= this.ttlMs };
  }

  set(key: string, page: RenderedPage): void {
    if (this.ttlMs <= 0) return;
    this.#entries.set(key, { page, storedAt: this.now() });
  }

  /** Counts a stored page's bytes again once its encodings changed; a page since replaced is left alone. */
  resized(key: string, page: RenderedPage): void {
    const entry = this.#entries.peek(key);
    // A new entry object: the cache counts again only a value it has not stored.
    if (entry?.page === page) this.#entries.set(key, { ...entry }, { noUpdateTTL: true });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the stored pages hold, at most `maxBytes`. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }
}

/** What the server knows of the page a path shows (server/http/page-routes.ts). */
export interface PageContext {
  /** The page's canonical path, or NOT_FOUND_PATH. */
  path: string;
  /** The form the page takes, if any. */
  form?: string;
  /** How many pages the blog's articles make. */
  blogPages: number;
}

/** A query parameter a page reads: the value that changes what the page shows, or null for any other. */
interface PageParameter {
  name: string;
  canonical: (value: string, page: PageContext) => string | null;
}

/**
 * The query parameters that change a page (the others, such as campaign tags,
 * change nothing): `lang` the language; `sent` the success screen of the form
 * the page takes; `page` the blog's page, a number past the last being the
 * last and the first none. `arrival` is answered with a redirect before any page.
 */
export const PAGE_PARAMETERS: readonly PageParameter[] = [
  { name: LANGUAGE_QUERY_PARAM, canonical: (value) => (isLanguage(value) ? value : null) },
  { name: SENT_PARAM, canonical: (value, page) => (page.form !== undefined && value === page.form ? value : null) },
  {
    name: "page",
    canonical: (value, page) => {
      if (page.path !== "/blog" || !/^[1-9]\d{0,8}$/.test(value)) return null;
      const number = Math.min(Number(value), page.blogPages);
      return number > 1 ? String(number) : null;
    },
  },
];

/**
 * The address a page is rendered and cached for: its canonical path, and of
 * the query only the parameters that page reads, with the values that change
 * it, in a fixed order. Any other query shares the page rendered without it.
 */
export function canonicalPageUrl(url: URL, page: PageContext): URL {
  const canonical = new URL(url);
  canonical.search = "";
  canonical.pathname = page.path;
  for (const { name, canonical: canonicalValue } of PAGE_PARAMETERS) {
    const value = url.searchParams.get(name);
    const kept = value === null ? null : canonicalValue(value, page);
    if (kept !== null) canonical.searchParams.set(name, kept);
  }
  return canonical;
}

/** The path every page not found is rendered and cached as, whatever was asked for. */
export const NOT_FOUND_PATH = "/404";

/** The key of a page in the cache: its language and canonical address (`canonicalPageUrl`). */
export function pageCacheKey(language: string, canonical: URL): string {
  return `${language}|${canonical.pathname}${canonical.search}`;
}
