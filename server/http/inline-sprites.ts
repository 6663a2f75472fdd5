import type { PageBuildParts } from "../../contracts/page-build.ts";

/**
 * A page's icons drawn from symbols inside the page.
 *
 * Components refer to the cached sprites (`<use href="/assets/icons-<hash>.svg#Name">`), so
 * that an island, rendering icons in the browser the server's HTML did not
 * have (a chip's remove button, a message's icon), fetches each sprite once.
 * Loading a sprite as a document of its own costs a phone's main thread
 * tens of milliseconds during the page's load (parsing and styling every
 * symbol of it, used or not), so the server's HTML carries only the symbols
 * the page uses, right after `<body>`, and refers to them by their ids in the
 * page. Only for small symbols (the icons, about 1.5 KB of compressed HTML
 * per page): the technology logos would add 4–5 KB, and a page past ~14 KB
 * compressed needs a second round trip of a new connection. An island
 * hydrates its own element only, never this one; an icon it renders anew
 * refers to the cached sprite again. Which sprites, their symbols and the
 * holder's attribute come from the page build (contracts/page-build.ts).
 */
export function inlineSprites(
  html: string,
  { inlineSprites: sprites, spritesAttribute }: Pick<PageBuildParts, "inlineSprites" | "spritesAttribute">,
): string {
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
  return `${page.slice(0, at)}<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" ${spritesAttribute}>${used.join("")}</svg>${page.slice(at)}`;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
