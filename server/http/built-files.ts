import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { etag } from "hono/etag";

/**
 * Serves a file the server built at start-up (an SVG sprite or drawing), revalidated daily by its ETag.
 * The ETag is computed once here; hono's `etag` answers 304 to a matching `If-None-Match`, weak or not
 * (the compress middleware marks the ETag of a body it compressed as `W/`).
 */
export function serveBuiltFile(routes: Hono, path: string, body: string, contentType: string): void {
  const tag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  routes.get(path, etag(), (c) => {
    c.header("ETag", tag);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(body, 200, { "Content-Type": contentType });
  });
}
