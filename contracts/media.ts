/**
 * Uploaded images as the public pages and the staff editor name them (server/content/media.ts stores
 * them; app/components/responsive-image.tsx shows them). Pure code, shared by the server and the pages.
 *
 * A media id says all a page needs to write its `<picture>` without asking the database:
 * `<hash>-<width>x<height>-<jpg|png>` — the content hash of the uploaded bytes (the same bytes always
 * make the same id), the size of its largest variant (upright, at most 1920 px wide) and its fallback
 * format (PNG for an image with transparency, JPEG otherwise).
 */

/** The widths variants are made at (capped at the image's own width, which is then made too). */
export const MEDIA_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export const MAX_MEDIA_WIDTH = 1920;

/** What a variant is encoded as; `jpeg`/`png` is the fallback for browsers without AVIF or WebP. */
export type MediaFormat = "avif" | "webp" | "jpeg" | "png";
export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };
export const MEDIA_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

/** Where in the image the subject is, in percent of its width and height: what a crop keeps in view. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/**
 * An uploaded image as an item carries it: its media id, its alt text in both languages (required
 * with an image) and its focal point. What `readImageField` (server/staff/image-field.tsx) returns.
 */
export interface ImageValue {
  media: string;
  altEs: string;
  altEn: string;
  focus: FocalPoint;
}

export interface MediaInfo {
  id: string;
  hash: string;
  width: number;
  height: number;
  fallback: "jpeg" | "png";
}

const ID = /^([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})-(jpg|png)$/;

export function mediaId(hash: string, width: number, height: number, fallback: "jpeg" | "png"): string {
  return `${hash}-${width}x${height}-${fallback === "png" ? "png" : "jpg"}`;
}

/** The parts of a media id; undefined for anything that is not one. */
export function parseMediaId(id: unknown): MediaInfo | undefined {
  if (typeof id !== "string") return undefined;
  const match = ID.exec(id);
  if (!match) return undefined;
  const [, hash, width, height, fallback] = match as unknown as [string, string, string, string, string];
  const info = { id, hash, width: Number(width), height: Number(height), fallback: fallback === "png" ? "png" : "jpeg" } as const;
  return info.width <= MAX_MEDIA_WIDTH ? info : undefined;
}

/** The widths made of an image whose largest variant is `width` px wide: the standard ones below it, and itself. */
export function variantWidths(width: number): number[] {
  const top = Math.min(Math.round(width), MAX_MEDIA_WIDTH);
  return [...MEDIA_WIDTHS.filter((standard) => standard < top), top];
}

/** The formats an image is served in: AVIF, WebP and its fallback. */
export function variantFormats(info: Pick<MediaInfo, "fallback">): MediaFormat[] {
  return ["avif", "webp", info.fallback];
}

/** The address of one variant: `/media/<id>/<width>.<ext>` (server/content/media-route.ts). */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}/${width}.${MEDIA_EXTENSIONS[format]}`;
}

/** The `srcset` of one format: every variant width. */
export function mediaSrcset(info: MediaInfo, format: MediaFormat): string {
  return variantWidths(info.width)
    .map((width) => `${mediaUrl(info.id, width, format)} ${width}w`)
    .join(", ");
}

/** A focal point snapped to the 5 % steps the pages' CSS has classes for, each coordinate within 0-100. */
export function snapFocus(focus: FocalPoint | undefined): FocalPoint {
  const snap = (value: unknown) =>
    typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value / 5) * 5)) : 50;
  return { x: snap(focus?.x), y: snap(focus?.y) };
}

/** Whether a value is an image as items carry it (a valid id, alt text in both languages, a focal point). */
export function isImageValue(value: unknown): value is ImageValue {
  if (!value || typeof value !== "object") return false;
  const image = value as Partial<ImageValue>;
  return (
    parseMediaId(image.media) !== undefined &&
    typeof image.altEs === "string" &&
    typeof image.altEn === "string" &&
    typeof image.focus?.x === "number" &&
    typeof image.focus?.y === "number"
  );
}

/**
 * The uploaded image an item carries in a field, if it carries one; undefined otherwise (the page then
 * shows its drawn picture). The fields the public lists carry it in (server/content/media.ts):
 * `Article_image` (articles), `EVENT_IMAGE` (events), `portraitImage` (team, client stories), `logo` (partners).
 */
export function imageOf(item: unknown, field: string): ImageValue | undefined {
  if (!item || typeof item !== "object") return undefined;
  const value = (item as Record<string, unknown>)[field];
  return isImageValue(value) ? value : undefined;
}
