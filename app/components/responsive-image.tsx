import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { type ImageValue, mediaSrcset, mediaUrl, parseMediaId, snapFocus, variantWidths } from "../../contracts/media";

/**
 * An uploaded image (server/content/media.ts) as server-rendered markup, no script: a `<picture>` whose
 * AVIF and WebP sources list every width made of it, and a JPEG (PNG for a transparent image) `<img>`
 * with its width and height, so the page keeps its place before it loads. Lazy, unless it is the
 * page's largest image (`priority`): then it is fetched at once, first. The alt text is the page's
 * language's; the focal point is where a crop (`object-cover`) keeps the picture centred, in 5 %
 * steps the site's CSS has classes for (app/styles/app.css), as the CSP allows no style attribute.
 *
 * `sizes` tells the browser how wide it is shown, so it fetches the smallest width that fills it.
 * `width`/`height` are the box it is shown in when it is cropped to another shape (a square portrait);
 * the image's own size otherwise.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  decorative = false,
  width,
  height,
  className = "",
}: {
  image: ImageValue;
  sizes: string;
  priority?: boolean;
  /** Beside text that says the same (a person's name): `alt=""`. */
  decorative?: boolean;
  width?: number;
  height?: number;
  className?: string;
}) {
  const language = useContext(I18nContext)?.i18n?.language;
  const info = parseMediaId(image.media);
  if (!info) return null;
  const focus = snapFocus(image.focus);
  const alt = decorative ? "" : language === "en" ? image.altEn || image.altEs : image.altEs || image.altEn;
  return (
    // No box of its own (`display: contents`): the `<img>` lays out as if it were its parent's child, so a
    // flex row's `shrink-0` or a grid's stretch applies to the image, as it did to the drawn one.
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcset(info, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcset(info, "webp")} sizes={sizes} />
      <img
        src={fallbackSource(image)}
        srcSet={mediaSrcset(info, info.fallback)}
        sizes={sizes}
        alt={alt}
        width={width ?? info.width}
        height={height ?? info.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // Lower case, as HTML spells it: the server's renderer writes attribute names as given.
        {...{ fetchpriority: priority ? "high" : "auto" }}
        className={`focus-x-${focus.x} focus-y-${focus.y} object-focus ${className}`}
      />
    </picture>
  );
}

/** The fallback `<img>`'s 960 px variant, or the largest below it: the address a test or a preload names. */
export function fallbackSource(image: ImageValue): string | undefined {
  const info = parseMediaId(image.media);
  if (!info) return undefined;
  const widths = variantWidths(info.width);
  const width = widths.filter((candidate) => candidate <= 960).at(-1) ?? widths[0] ?? info.width;
  return mediaUrl(info.id, width, info.fallback);
}
