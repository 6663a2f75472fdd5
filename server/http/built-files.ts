import { createHash } from "node:crypto";
import type { Hono } from "hono";

/** `If-None-Match` compares weakly: the compress middleware marks the ETag of a body it compressed as `W/`. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Serves a file the server built at start-up (an SVG sprite or drawing), revalidated daily by its ETag. */
export function serveBuiltFile(routes: Hono, path: string, body: string, contentType: string): void {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  routes.get(path, (c) => {
    c.header("ETag", etag);
    c.header("Cache-Control", "public, max-age=86400");
    if (matchesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": contentType });
  });
}
