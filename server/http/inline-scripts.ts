import { createHash } from "node:crypto";
import type { PageBuildParts } from "../../contracts/page-build.ts";

/** A CSP source (`'sha256-…'`) allowing exactly this inline script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hashes of the inline scripts a build's pages carry: the root layout's
 * constants and the loader of the build's page module, both as the build
 * gives them (contracts/page-build.ts). The CSP allows these and no other
 * inline script, so markup slipped into a page cannot run, and one header fits
 * every page, cached or not. Data blocks (JSON-LD, an island's props) never run
 * and need none. A new inline script is added to the build's list, or it is blocked.
 */
export function pageScriptHashes(
  parts: Pick<PageBuildParts, "inlineScripts" | "pageScriptLoader"> | undefined,
  pageModule: string | undefined,
): readonly string[] {
  if (!parts) return [];
  const scripts = pageModule ? [...parts.inlineScripts, parts.pageScriptLoader(pageModule)] : parts.inlineScripts;
  return scripts.map(scriptHash);
}
