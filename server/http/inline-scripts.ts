import { createHash } from "node:crypto";
import { LAYOUT_NEAR_VIEW_SCRIPT } from "../../app/features/navigation/scroll.ts";
import { SPECULATION_RULES } from "../../app/features/navigation/speculation-rules.ts";
import { pageScriptLoader } from "../../app/page-script.ts";

/** A CSP source (`'sha256-…'`) allowing exactly this inline script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The inline scripts the server writes into every page: constants of the root
 * layout (app/root.tsx). The CSP allows these, and the loader of the build's
 * page module, and no other inline script, so markup slipped into a page
 * cannot run, and one header fits every page, cached or not. Data blocks
 * (JSON-LD, an island's props) never run and need none. A new inline script
 * is added here, or it is blocked.
 */
export const PAGE_SCRIPTS: readonly string[] = [LAYOUT_NEAR_VIEW_SCRIPT, SPECULATION_RULES];

export const PAGE_SCRIPT_HASHES: readonly string[] = PAGE_SCRIPTS.map(scriptHash);

/** The hashes of a build's pages: the constants above, and the loader of its page module (app/page-script.ts). */
export function pageScriptHashes(pageModule: string | undefined): readonly string[] {
  return pageModule ? [...PAGE_SCRIPT_HASHES, scriptHash(pageScriptLoader(pageModule))] : PAGE_SCRIPT_HASHES;
}
