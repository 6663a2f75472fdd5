import { BRAND_SPRITE_PATH } from "virtual:built-images/sprites";

/**
 * The brand marks of the social and messaging links, from one sprite drawn
 * from simple-icons when the site is built (app/images/sprite-symbols.ts).
 * Inline, their paths were about 2 KB of every page's compressed HTML and of
 * the layout's script, for a few small white marks; as one image each, a page
 * asked for up to five files on a phone's connection before its first paint.
 */
export const BRAND_ICON_NAMES = ["instagram", "linkedin", "x", "messaging", "facebook"] as const;
export type BrandIconName = (typeof BRAND_ICON_NAMES)[number];

export { BRAND_SPRITE_PATH };

/** A white brand mark; decorative, the link carries the name. */
export function BrandIcon({ name, size = 20 }: { name: BrandIconName; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className="shrink-0">
      <use href={`${BRAND_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
