/**
 * What the pages' server build hands the HTTP server beside its request
 * handler: `pageBuildParts`, exported by app/entry.server.tsx and read as
 * `build.entry.module.pageBuildParts`. The server takes these values from the
 * build it serves instead of importing the pages' code, so that what it
 * allows, inlines and lists is always that build's.
 */
export interface PageBuildParts {
  /** The inline scripts every page carries (the root layout's), allowed by the CSP by their hashes. */
  inlineScripts: readonly string[];
  /** The inline script that requests the page's one module, for that module's address. */
  pageScriptLoader: (moduleAddress: string) => string;
  /** The sprites whose symbols a page carries inside itself, right after `<body>`. */
  inlineSprites: readonly InlineSprite[];
  /** The attribute that marks the element holding those symbols. */
  spritesAttribute: string;
  /** Every page of the site but the articles, for the sitemap. */
  sitePaths: readonly string[];
}

export interface InlineSprite {
  /** The sprite's address, as components refer to it (`<use href="<path>#<name>">`). */
  path: string;
  /** Prefix of the symbols' ids inside a page. */
  prefix: string;
  /** Each symbol by its name: its markup after `<symbol id="…"`. */
  symbols: ReadonlyMap<string, string>;
}
