import { Hono } from "hono";
import { MEDIA_EXTENSIONS, MEDIA_TYPES, type MediaFormat, parseMediaId } from "../../contracts/media.ts";
import type { MediaStore } from "./media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const FORMAT_OF_EXTENSION = new Map(Object.entries(MEDIA_EXTENSIONS).map(([format, extension]) => [extension, format as MediaFormat]));
const FILE = /^([1-9]\d{0,4})\.([a-z]{3,4})$/;

/**
 * `GET /media/<id>/<width>.<ext>`: one variant of an uploaded image (server/content/media.ts). Its
 * address never changes content (the id is the upload's hash), so it is cached for a year; never
 * through the page cache or the pages' router. Anything not stored is 404.
 */
export function mediaRoute(media: MediaStore) {
  const route = new Hono();
  route.get("/:id/:file", async (c) => {
    const id = c.req.param("id");
    const file = FILE.exec(c.req.param("file"));
    const format = file ? FORMAT_OF_EXTENSION.get(file[2] ?? "") : undefined;
    c.header("X-Content-Type-Options", "nosniff");
    if (!file || !format || !parseMediaId(id)) return c.json({ error: "not_found" }, 404);
    const variant = await media.variant(id, Number(file[1]), format);
    if (!variant) return c.json({ error: "not_found" }, 404);
    const etag = `"${variant.etag}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    const match = c.req.header("if-none-match");
    // A compressing proxy may have made the ETag weak: W/"…" matches too.
    if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304);
    c.header("Content-Type", MEDIA_TYPES[variant.format]);
    return c.body(new Uint8Array(variant.bytes));
  });
  route.all("*", (c) => {
    c.header("X-Content-Type-Options", "nosniff");
    return c.json({ error: "not_found" }, 404);
  });
  return route;
}
