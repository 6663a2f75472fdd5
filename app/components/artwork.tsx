import ART_ADDRESSES from "virtual:built-images/art";

/**
 * The site's illustrations, as images. Each is drawn from its React drawing
 * when the site is built (app/images/, scripts/built-images-plugin.ts) and
 * served as a content-hashed asset; the page carries one `<img>` instead of hundreds of SVG
 * elements to parse, lay out and hydrate, and no drawing code travels in the
 * page's JavaScript. They are decorative: empty `alt`, mostly loaded lazily (the
 * banner's illustration is hidden on phones, so a phone never downloads it).
 */

/** The two sizes most illustrations share: a banner's aside, and a scene beside a section's text. */
const BANNER = { width: 480, height: 400 } as const;
const SCENE = { width: 480, height: 360 } as const;

export const ARTWORK = {
  hero: BANNER,
  "home-hero": { width: 540, height: 460 },
  contact: { width: 520, height: 440 },
  team: { width: 520, height: 460 },
  community: SCENE,
  careers: BANNER,
  consulting: BANNER,
  finance: BANNER,
  colombia: BANNER,
  talent: BANNER,
  vma: BANNER,
  "tech-orbit": { width: 520, height: 450 },
  "machine-learning": SCENE,
  assistant: SCENE,
  vision: SCENE,
  automation: SCENE,
  monitoring: SCENE,
  cloud: SCENE,
  operations: SCENE,
  "data-pipeline": SCENE,
  dashboard: SCENE,
  "web-platform": SCENE,
  "mobile-app": SCENE,
  ecommerce: SCENE,
  crm: SCENE,
  erp: SCENE,
} as const;

export type ArtName = keyof typeof ARTWORK;

export const artworkPath = (name: ArtName): string => ART_ADDRESSES[name];

/** Layout of the two shapes of illustration: banner asides, and scenes beside a section's text. */
export const BANNER_ART = "h-auto w-full max-w-lg drop-shadow-2xl";
export const WIDE_BANNER_ART = "h-auto w-full lg:w-[24rem] xl:w-[30rem]";

/** Where a banner shows its illustration: the banner's aside is hidden below Tailwind's `lg`. */
const BANNER_ART_MEDIA = "(min-width: 1024px)";

/**
 * An illustration, reserved at its size, loaded lazily unless `eager`. `banner` for the one
 * in a page's banner: in the first screen on a wide window, so the page
 * preloads it there and it comes with the page instead of after the first
 * layout. A phone never shows it, and fetches neither the preload (its media
 * query) nor the image (lazy, and hidden).
 */
export function Artwork({
  name,
  className = "h-auto w-full",
  banner = false,
  eager = false,
}: {
  name: ArtName;
  className?: string;
  banner?: boolean;
  /** In the first screen on a phone, where it can be the largest thing the page shows first: loaded with the page. */
  eager?: boolean;
}) {
  const { width, height } = ARTWORK[name];
  const image = (
    <img
      src={artworkPath(name)}
      alt=""
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      decoding={eager ? undefined : "async"}
      className={className}
    />
  );
  if (!banner) return image;
  // The browser's preload scanner finds the link ahead of the parser, in the body as in the head.
  return (
    <>
      <link rel="preload" href={artworkPath(name)} as="image" media={BANNER_ART_MEDIA} />
      {image}
    </>
  );
}
