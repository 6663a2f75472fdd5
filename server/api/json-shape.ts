import { MAX_LIST_ITEM_LENGTH } from "../../contracts/submissions/limits.ts";

export interface JsonShapeLimits {
  /** Deepest nesting of objects and arrays. */
  maxDepth: number;
  /** Object members and array items, all levels together. */
  maxMembers: number;
  /** Bytes of one string, escapes included, but for the value of a key in `largeStringKeys`. */
  maxStringBytes: number;
  /** Strings longer than a list item may be, escaped. */
  maxLongStrings: number;
  /** Keys whose value may be as long as the body allows (once a body), if it holds no escape: base64 never does. */
  largeStringKeys: readonly string[];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const LONG_STRING_BYTES = MAX_LIST_ITEM_LENGTH * 6;
const MAX_KEY_BYTES = 64;

const isSpace = (code: number | undefined) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Checks a JSON body's raw bytes as they arrive, before anything is decoded
 * or parsed: whether what `JSON.parse` would build stays within `limits`.
 * `push` answers false as soon as a chunk shows it does not, so a hostile
 * body is refused at its first kilobytes. Strings are skipped with the native
 * `indexOf`, so an 8 MB resume costs little; structural characters are
 * ASCII, which never occurs inside a UTF-8 sequence. Syntax is left to
 * `JSON.parse`.
 */
export class JsonShapeScanner {
  private depth = 0;
  private members = 0;
  private longStrings = 0;
  private largeStrings = 0;
  /** The last key seen: the one the next value belongs to. */
  private key = "";
  private inString = false;
  private stringBytes = 0;
  private stringEscaped = false;
  /** Backslashes ending what was read of the current string: an odd count escapes the next quote. */
  private backslashes = 0;
  private keyParts: Uint8Array[] = [];
  /** A short string just closed, which becomes `key` if a colon follows. */
  private candidate: string | null = null;

  constructor(private readonly limits: JsonShapeLimits) {}

  push(chunk: Uint8Array): boolean {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let index = 0;
    while (index < bytes.length) {
      if (this.inString) {
        const quote = bytes.indexOf(QUOTE, index);
        const end = quote < 0 ? bytes.length : quote;
        const slash = bytes.indexOf(BACKSLASH, index);
        if (slash >= 0 && slash < end) this.stringEscaped = true;
        let run = 0;
        while (end - 1 - run >= index && bytes[end - 1 - run] === BACKSLASH) run++;
        this.backslashes = end - run === index ? this.backslashes + run : run;
        if (!this.grow(bytes.subarray(index, end))) return false;
        if (quote < 0) return true;
        if (this.backslashes % 2 === 1) {
          // An escaped quote: part of the string.
          this.backslashes = 0;
          if (!this.grow(bytes.subarray(quote, quote + 1))) return false;
        } else {
          this.inString = false;
          this.candidate = this.stringBytes <= MAX_KEY_BYTES ? Buffer.concat(this.keyParts).toString("utf8") : null;
        }
        index = quote + 1;
        continue;
      }
      const code = bytes[index++] as number;
      if (isSpace(code)) continue;
      if (this.candidate !== null) {
        if (code === COLON) this.key = this.candidate;
        this.candidate = null;
      }
      if (code === QUOTE) {
        this.inString = true;
        this.stringBytes = 0;
        this.stringEscaped = false;
        this.backslashes = 0;
        this.keyParts = [];
      } else if (code === 0x7b || code === 0x5b) {
        if (++this.depth > this.limits.maxDepth) return false;
        // The first member or item; each comma adds one more.
        if (++this.members > this.limits.maxMembers) return false;
      } else if (code === 0x7d || code === 0x5d) {
        this.depth--;
      } else if (code === 0x2c) {
        if (++this.members > this.limits.maxMembers) return false;
      }
    }
    return true;
  }

  /** Whether the body, now complete, stayed within the limits (a string never closed is not JSON). */
  end(): boolean {
    return !this.inString;
  }

  private grow(part: Uint8Array): boolean {
    const before = this.stringBytes;
    this.stringBytes += part.byteLength;
    if (this.stringBytes <= MAX_KEY_BYTES) this.keyParts.push(part);
    const { limits } = this;
    if (before <= LONG_STRING_BYTES && this.stringBytes > LONG_STRING_BYTES && this.stringBytes <= limits.maxStringBytes) {
      if (++this.longStrings > limits.maxLongStrings) return false;
    }
    if (this.stringBytes > limits.maxStringBytes) {
      if (!limits.largeStringKeys.includes(this.key) || this.stringEscaped) return false;
      if (before <= limits.maxStringBytes && ++this.largeStrings > 1) return false;
    }
    return true;
  }
}

/** The whole body at once: see `JsonShapeScanner`. */
export function jsonShapeWithin(body: Uint8Array, limits: JsonShapeLimits): boolean {
  const scanner = new JsonShapeScanner(limits);
  return scanner.push(body) && scanner.end();
}
