/**
 * The brand marks of the social and messaging links, as images the server
 * draws from simple-icons (`/brand/<name>.svg`, server/http/tool-logos.ts).
 * Inline, their paths were about 2 KB of every page's compressed HTML and of
 * the layout's script, for four small white marks.
 */
export const BRAND_ICON_NAMES = ["instagram", "linkedin", "x", "messaging", "facebook"] as const;
export type BrandIconName = (typeof BRAND_ICON_NAMES)[number];

export const brandIconPath = (name: BrandIconName) => `/brand/${name}.svg`;

/**
 * A white brand mark; decorative, the link carries the name. Always lazy: an
 * eager one would also be preloaded in the head (React does that for images),
 * ahead of what the page shows first; the floating chat button's mark, in
 * view from the start, loads right after the first layout.
 */
export function BrandIcon({ name, size = 20 }: { name: BrandIconName; size?: number }) {
  return <img src={brandIconPath(name)} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0" />;
}
