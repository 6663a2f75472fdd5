import { createHash } from "node:crypto";
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { LegalDocuments } from "../legal/legal-documents.ts";

/**
 * `GET /documents/<name>.pdf`: the legal documents the server wrote when it
 * started, each in its language, revalidated daily by their ETag.
 */
export function legalDocumentRoutes(documents: LegalDocuments): Hono {
  const routes = new Hono();
  const tags = new Map<string, string>();
  for (const path of documents.paths) {
    routes.get(path, etag(), async (c) => {
      const bytes = await documents.get(path);
      if (!bytes) return c.notFound();
      let tag = tags.get(path);
      if (!tag) {
        tag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
        tags.set(path, tag);
      }
      c.header("ETag", tag);
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": "application/pdf" });
    });
  }
  return routes;
}
