import { createHash } from "node:crypto";

/** An inline `<script>`: one without a `src` attribute, captured up to its end tag. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** A data block (JSON-LD): never run, so CSP does not govern it. */
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/i;

/**
 * CSP sources (`'sha256-…'`) allowing exactly the inline scripts of a rendered
 * page. Hashes rather than a nonce, because one rendering is cached and served
 * to many visitors: a nonce shared by everyone would be public, a hash admits
 * only the scripts the server wrote. Data blocks need none: every byte of
 * the header travels with every page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[2] ?? "";
    if (content === "" || DATA_BLOCK.test(match[1] ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
