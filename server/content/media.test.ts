import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaUrl, parseMediaId, variantWidths } from "../../contracts/media.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { MAX_UPLOAD_BYTES, MediaStore } from "./media.ts";

// Real images encoded by sharp and a real database on a 2-core machine: seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** A photo-like picture (a gradient with noise, so encoders have work): `width`×`height`, in a format. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp", options: { alpha?: boolean; exif?: boolean } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = (x * y) % 251;
      if (options.alpha) pixels[at + 3] = x < width / 2 ? 255 : 90;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.exif) {
    image = image.withExif({
      IFD0: { Make: "Camera Maker", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1" },
    });
  }
  return image.toFormat(format).toBuffer();
}

describe.each(TEST_DIALECTS)("the media store on %s", (dialect) => {
  let test: TestDatabase;
  let database: Database;
  let media: MediaStore;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    await migrate(database.db, database.dialect);
    media = new MediaStore(database);
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  const count = async () => ({
    media: Number(
      (
        await database.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    variants: Number(
      (
        await database.db
          .selectFrom("media_variants")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it("stores a JPEG once, with its variants at the pages' widths in AVIF, WebP and JPEG, without its metadata", async () => {
    const jpeg = await picture(1400, 1000, "jpeg", { exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const first = await media.put(jpeg);
    if (!first.ok) throw new Error(first.reason);
    expect(first.created).toBe(true);
    const info = parseMediaId(first.id);
    expect(info).toMatchObject({ width: 1400, height: 1000, fallback: "jpeg" });
    expect(await media.variants(first.id)).toHaveLength(variantWidths(1400).length * 3);
    expect(variantWidths(1400)).toEqual([160, 320, 640, 960, 1280, 1400]);

    for (const width of variantWidths(1400)) {
      for (const format of ["avif", "webp", "jpeg"] as const) {
        const variant = await media.variant(first.id, width, format);
        if (!variant) throw new Error(`no ${width} ${format}`);
        const metadata = await sharp(variant.bytes).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.format).toBe(format === "avif" ? "heif" : format);
        expect(metadata.exif).toBeUndefined();
      }
    }
    const before = await count();
    const again = await media.put(jpeg);
    expect(again).toEqual({ ok: true, id: first.id, created: false });
    expect(await count()).toEqual(before);
  });

  it("takes PNG and WebP; a transparent one falls back to PNG, an opaque one to JPEG", async () => {
    const png = await media.put(await picture(500, 300, "png", { alpha: true }));
    const webp = await media.put(await picture(2400, 1200, "webp"));
    if (!png.ok || !webp.ok) throw new Error("refused");
    expect(parseMediaId(png.id)).toMatchObject({ width: 500, height: 300, fallback: "png" });
    expect(parseMediaId(webp.id)).toMatchObject({ width: 1920, height: 960, fallback: "jpeg" });
    expect(await media.variant(png.id, 500, "png")).toBeDefined();
    expect(await media.variant(png.id, 500, "jpeg")).toBeUndefined();
    expect((await media.variants(webp.id)).map((variant) => variant.width).at(-1)).toBe(1920);
    const opaqueFromAlpha = await media.put(
      await sharp(await picture(300, 200, "png"))
        .ensureAlpha()
        .png()
        .toBuffer(),
    );
    expect(opaqueFromAlpha.ok && parseMediaId(opaqueFromAlpha.id)?.fallback).toBe("jpeg");
  });

  it("takes a 16-bit PNG and a CMYK JPEG, made 8-bit sRGB", async () => {
    const deep = await sharp(await picture(300, 200, "png"))
      .toColourspace("rgb16")
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const cmyk = await sharp(await picture(300, 200, "jpeg"))
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    for (const upload of [deep, cmyk]) {
      const stored = await media.put(upload);
      if (!stored.ok) throw new Error(stored.reason);
      const variant = await media.variant(stored.id, 300, "jpeg");
      const metadata = await sharp(variant?.bytes).metadata();
      expect(metadata).toMatchObject({ width: 300, height: 200, space: "srgb", depth: "uchar" });
    }
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    const sideways = await sharp(await picture(600, 400, "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const stored = await media.put(sideways);
    expect(stored.ok && parseMediaId(stored.id)).toMatchObject({ width: 400, height: 600 });
  });

  it("refuses a text file named .jpg, a GIF, a truncated JPEG, more than 10 MB and a decompression bomb, and stores none", async () => {
    const before = await count();
    expect(await media.put(Buffer.from("this is not an image, whatever its name says\n".repeat(20)))).toEqual({
      ok: false,
      reason: "type",
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    expect(await media.put(gif)).toEqual({ ok: false, reason: "type" });
    const jpeg = await picture(800, 600, "jpeg");
    expect(await media.put(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).toEqual({ ok: false, reason: "unreadable" });
    // A JPEG's signature on a PNG's bytes: judged by the decoder too, not the first bytes alone.
    const png = await picture(50, 50, "png");
    expect(await media.put(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png.subarray(3)]))).toMatchObject({ ok: false });
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024 - jpeg.length)]);
    expect(await media.put(huge)).toEqual({ ok: false, reason: "too_large" });
    // 10,000 × 10,000 pixels of one colour: a few KB of PNG that would decode to 400 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await media.put(bomb)).toEqual({ ok: false, reason: "too_many_pixels" });
    expect(await count()).toEqual(before);
  });

  it("answers nothing for an unknown id, width or format", async () => {
    const stored = await media.put(await picture(400, 300, "jpeg"));
    if (!stored.ok) throw new Error(stored.reason);
    expect(await media.variant(stored.id, 400, "jpeg")).toBeDefined();
    expect(await media.variant(stored.id, 401, "jpeg")).toBeUndefined();
    expect(await media.variant(stored.id, 400, "png")).toBeUndefined();
    expect(await media.variant(`${"0".repeat(32)}-400x300-jpg`, 400, "jpeg")).toBeUndefined();
    expect(await media.variant("../etc/passwd", 400, "jpeg")).toBeUndefined();
    expect(await media.has(stored.id)).toBe(true);
    expect(await media.has(`${"0".repeat(32)}-400x300-jpg`)).toBe(false);
  });
});

describe.each(TEST_DIALECTS)("GET /media/<id>/<width>.<ext> on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let id: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url }, { relay: false });
    const stored = await server.services.media.put(await picture(700, 350, "jpeg"));
    if (!stored.ok) throw new Error(stored.reason);
    id = stored.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("serves each variant with its type, immutable caching, nosniff and an ETag that answers 304", async () => {
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
      ["jpeg", "image/jpeg"],
    ] as const) {
      const response = await fetch(`${server.url}${mediaUrl(id, 640, format)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-page-cache")).toBeNull();
      const etag = response.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(640);
      const again = await fetch(`${server.url}${mediaUrl(id, 640, format)}`, { headers: { "if-none-match": `W/${etag}` } });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${server.url}/media/${id}/700.jpg`)).status).toBe(200);
  });

  it("is 404 for an unknown id, a width not made, an unknown extension and any other path", async () => {
    const missing = [
      `/media/${"a".repeat(32)}-700x350-jpg/640.jpg`,
      `/media/${id}/641.jpg`,
      `/media/${id}/1280.jpg`,
      `/media/${id}/640.png`,
      `/media/${id}/640.gif`,
      `/media/${id}/640`,
      `/media/${id}`,
      `/media/not-an-id/640.jpg`,
      `/media/${id}/0640.jpg`,
    ];
    for (const path of missing) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});
