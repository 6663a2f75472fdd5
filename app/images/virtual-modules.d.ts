// The modules scripts/built-images-plugin.ts makes when the site is built.

declare module "virtual:built-images/art" {
  /** Each illustration's address: a content-hashed asset. */
  const addresses: Record<import("~/components/artwork").ArtName, string>;
  export default addresses;
}

declare module "virtual:built-images/sprites" {
  /** The sprites' addresses: content-hashed assets. */
  export const ICON_SPRITE_PATH: string;
  /** The islands' icons alone (app/components/island-icons.tsx). */
  export const ISLAND_ICON_SPRITE_PATH: string;
  export const TOOL_SPRITE_PATH: string;
  export const BRAND_SPRITE_PATH: string;
}

declare module "virtual:built-images/icon-symbols" {
  /** Each icon's symbol, its markup after `<symbol id="…"`, by its name (the server's build only). */
  export const ICON_SYMBOLS: ReadonlyMap<string, string>;
}
