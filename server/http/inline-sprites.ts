import { PAGE_SPRITES_ATTRIBUTE } from "../../app/components/icons.tsx";

/**
 * A page's icons drawn from symbols inside the page.
 *
 * Components refer to the cached sprites (`<use href="/icons.svg#Name">`), so
 * that a page rendered in the browser after a navigation fetches each sprite
 * once. Loading a sprite as a document of its own costs a phone's main thread
 * tens of milliseconds during the page's load (parsing and styling every
 * symbol of it, used or not), so the server's HTML carries only the symbols
 * the page uses, right after `<body>`, and refers to them by their ids in the
 * page. Only for small symbols (the icons, about 1.5 KB of compressed HTML
 * per page): the technology logos would add 4–5 KB, and a page past ~14 KB
 * compressed needs a second round trip of a new connection. Hydration keeps
 * both: Preact does not compare attributes when it hydrates, and the client
 * entry sets the symbols aside while it does (it would remove an element it
 * did not render).
 */
export interface Sprite {
  /** The sprite's address, as components refer to it. */
  path: string;
  /** Prefix of the symbols' ids inside a page. */
  prefix: string;
  /** Each symbol by its name: its markup after `<symbol id="…"`. */
  symbols: ReadonlyMap<string, string>;
}

/** The sprite as a file: every symbol, under its own name. */
export function spriteFile(symbols: ReadonlyMap<string, string>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols].map(([name, rest]) => `<symbol id="${name}"${rest}`).join("")}</svg>`;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function inlineSprites(html: string, sprites: readonly Sprite[]): string {
  const used: string[] = [];
  let page = html;
  for (const { path, prefix, symbols } of sprites) {
    const names = new Set<string>();
    page = page.replace(new RegExp(`href="${escapeForPattern(path)}#([\\w-]+)"`, "g"), (reference, name: string) => {
      if (!symbols.has(name)) return reference;
      names.add(name);
      return `href="#${prefix}${name}"`;
    });
    for (const name of names) used.push(`<symbol id="${prefix}${name}"${symbols.get(name)}`);
  }
  const body = /<body\b[^>]*>/.exec(page);
  if (used.length === 0 || !body) return html;
  const at = body.index + body[0].length;
  return `${page.slice(0, at)}<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" ${PAGE_SPRITES_ATTRIBUTE}>${used.join("")}</svg>${page.slice(at)}`;
}
