/**
 * Uploaded images: stored once, served in the widths and formats the pages use.
 *
 * How the parts fit (docs/decisions/0045-uploaded-images.md):
 *
 * - The staff editor renders, inside a `<form method="post" enctype="multipart/form-data">` of a page
 *   laid out with `<Layout script="content">` (the focal-point click and the rich-text editor):
 *   `<ImageField name="Article_img" label={…} value={current} error={errorKey} t={t} language={frame.language} />`
 *   (server/staff/image-field.tsx). Its inputs are `<name>.file`, `<name>.media` (the image kept),
 *   `<name>.remove`, `<name>.altEs`, `<name>.altEn`, `<name>.focusX`, `<name>.focusY`.
 * - On the post: `const result = await readImageField(await c.req.formData(), "Article_img", services.media, current)`
 *   with the item's current `ImageValue` (or undefined). It stores an upload at once and answers
 *   an `ImageValue` (the image now: save it), `null` (no image / removed), `"unchanged"` (same as
 *   `current`), or `{ error, value }` (`isImageFieldError(result)`): a staff copy key
 *   (`content.media.errors.*`) to pass as the field's `error`, and `value` to render the field with
 *   again (an upload already stored stays in `value.media`: it need not be sent twice). The staff
 *   app accepts multipart posts up to 12 MB under `/staff/content` only.
 * - The store is `services.media` (server/lead-services.ts), one per process on the site's database.
 * - The item keeps the `ImageValue` (contracts/media.ts): `{ media, altEs, altEn, focus }`. The id
 *   alone tells a page the image's size, its widths and its fallback format. The public lists carry
 *   it as `Article_image` (articles), `EVENT_IMAGE` (events), `portraitImage` (team, client stories)
 *   and `logo` (partners, `HomePartners({ partners })`); the components read it with `imageOf(item, field)`
 *   and fall back to the drawn pictures without one.
 * - Public pages show it with `<ResponsiveImage image={value} sizes="(min-width: 1024px) 33vw, 100vw" />`
 *   (app/components/responsive-image.tsx): a `<picture>` of AVIF and WebP sources and a JPEG (or PNG)
 *   `<img>` with its width and height, lazy unless `priority` (the page's LCP image), alt text in the
 *   page's language (`decorative` beside text that says the same), the focal point as classes. No script.
 * - A rich-text field: `<RichTextArea id name label value lang t />` or `<textarea {...richTextData(t)}>`
 *   (server/staff/rich-text-field.tsx) on a page with `<Layout script="content">`; it posts HTML.
 * - `GET /media/<id>/<width>.<ext>` (server/content/media-route.ts, mounted in server/app.ts) serves the
 *   variants with immutable caching; an unknown id, width or format is 404.
 *
 * `put(bytes)` accepts JPEG, PNG and WebP up to 10 MB, judged by their bytes (the signature, and sharp
 * decoding the whole image within a pixel bound); the variants carry no metadata (EXIF, GPS) and are
 * turned upright. The original is kept as uploaded (never served), to make other widths from later.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { type MediaFormat, mediaId, parseMediaId, variantFormats, variantWidths, MAX_MEDIA_WIDTH } from "../../contracts/media.ts";
import type { Database } from "../db/open-database.ts";
import { sniffImageType } from "./images.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may decode to (a 48-megapixel phone photo fits): a decompression bomb is refused. */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const SHARP_FORMATS: Record<string, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

/** Why an upload was refused. */
export type MediaRefusal = "type" | "too_large" | "unreadable" | "too_many_pixels";

export type PutResult = { ok: true; id: string; created: boolean } | { ok: false; reason: MediaRefusal };

export interface MediaVariant {
  bytes: Uint8Array;
  format: MediaFormat;
  etag: string;
}

/** The encoder settings of each format: sizes close to what a photo needs on screen. */
function encode(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 50, effort: 3 });
    case "webp":
      return image.webp({ quality: 75, effort: 4 });
    case "jpeg":
      return image.jpeg({ quality: 78, mozjpeg: true, progressive: true });
    case "png":
      return image.png({ compressionLevel: 9, effort: 7 });
  }
}

/** The upload's SHA-256, computed on libuv's threads (WebCrypto), not on the event loop: 10 MB take ~30 ms. */
async function contentHash(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>))
    .toString("hex")
    .slice(0, 32);
}

export class MediaStore {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Stores an upload and its variants, or finds it stored already (the same bytes, the same id, no new
   * rows). Decoding and encoding run on sharp's threads; the event loop only hashes and copies.
   */
  async put(upload: Uint8Array): Promise<PutResult> {
    if (upload.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: "too_large" };
    const type = sniffImageType(upload);
    if (!type || !ACCEPTED_TYPES.has(type)) return { ok: false, reason: "type" };
    const hash = await contentHash(upload);
    const stored = await this.database.db.selectFrom("media").select("id").where("hash", "=", hash).executeTakeFirst();
    if (stored) return { ok: true, id: stored.id, created: false };

    const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      return { ok: false, reason: "unreadable" };
    }
    if (metadata.format !== SHARP_FORMATS[type]) return { ok: false, reason: "type" };
    if (!metadata.width || !metadata.height) return { ok: false, reason: "unreadable" };
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) return { ok: false, reason: "too_many_pixels" };

    // Decoded once, upright, at the largest width the pages use; every variant is made from these pixels,
    // so none carries the original's metadata. A truncated or corrupt file fails here.
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
        .rotate()
        .resize({ width: MAX_MEDIA_WIDTH, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      return { ok: false, reason: /pixel limit/i.test(String(error)) ? "too_many_pixels" : "unreadable" };
    }
    const { data, info } = decoded;
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    // Transparent somewhere: PNG is its fallback, as JPEG has no alpha (sharp reads the pixels on its threads).
    const transparent = info.channels === 4 && !(await sharp(data, raw).stats()).isOpaque;
    const fallback = transparent ? "png" : "jpeg";
    const id = mediaId(hash, info.width, info.height, fallback);

    const variants: Array<{ width: number; format: MediaFormat; bytes: Buffer }> = [];
    for (const width of variantWidths(info.width)) {
      const encoded = await Promise.all(
        variantFormats({ fallback }).map(async (format) => {
          let image = sharp(data, raw);
          if (width < info.width) image = image.resize({ width });
          // An alpha channel that is opaque everywhere is dropped: it would only weigh.
          if (fallback === "jpeg" && info.channels === 4) image = image.removeAlpha();
          return { width, format, bytes: await encode(image, format).toBuffer() };
        }),
      );
      variants.push(...encoded);
    }

    await this.database.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto("media")
        .values({
          id,
          hash,
          type,
          width: info.width,
          height: info.height,
          byte_length: upload.byteLength,
          original: bytes,
          created_at: this.now(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      // Another instance stored the same bytes meanwhile: its rows stand.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const variant of variants) {
        await tx
          .insertInto("media_variants")
          .values({
            media_id: id,
            width: variant.width,
            format: variant.format,
            etag: createHash("sha256").update(variant.bytes).digest("base64url").slice(0, 22),
            byte_length: variant.bytes.byteLength,
            bytes: variant.bytes,
          })
          .execute();
      }
    });
    return { ok: true, id, created: true };
  }

  /** One variant's bytes, or undefined for an unknown id, width or format. */
  async variant(id: string, width: number, format: MediaFormat): Promise<MediaVariant | undefined> {
    if (!parseMediaId(id)) return undefined;
    const row = await this.database.db
      .selectFrom("media_variants")
      .select(["bytes", "format", "etag"])
      .where("media_id", "=", id)
      .where("width", "=", width)
      .where("format", "=", format)
      .executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), format: row.format, etag: row.etag } : undefined;
  }

  /** Whether an image is stored: what an item's form checks before keeping an id it was posted. */
  async has(id: string): Promise<boolean> {
    if (!parseMediaId(id)) return false;
    return (await this.database.db.selectFrom("media").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  }

  /** The variants of an image: width, format and size in bytes (for the benchmarks and the editor's figures). */
  async variants(id: string): Promise<Array<{ width: number; format: MediaFormat; byteLength: number }>> {
    const rows = await this.database.db
      .selectFrom("media_variants")
      .select(["width", "format", "byte_length"])
      .where("media_id", "=", id)
      .orderBy("width")
      .orderBy("format")
      .execute();
    return rows.map((row) => ({ width: row.width, format: row.format, byteLength: Number(row.byte_length) }));
  }
}
