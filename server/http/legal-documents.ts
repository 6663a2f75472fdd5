import { createHash } from "node:crypto";
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { LegalDocuments } from "../legal/legal-documents.ts";

/**
 * `GET /documents/<name>.pdf`: the legal documents the server wrote when it
 * started (again when staff change the facts they show), each in its language, revalidated by their ETag.
 */
export function legalDocumentRoutes(documents: LegalDocuments): Hono {
  const routes = new Hono();
  // By the bytes: a document written anew with the company's new facts gets a tag of its own.
  const tags = new WeakMap<Buffer, string>();
  for (const path of documents.paths) {
    routes.get(path, etag(), async (c) => {
      const bytes = await documents.get(path);
      if (!bytes) return c.notFound();
      let tag = tags.get(bytes);
      if (!tag) {
        tag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
        tags.set(bytes, tag);
      }
      c.header("ETag", tag);
      // Revalidated at each use (a 304 while unchanged): staff may change the facts a document shows at any time.
      c.header("Cache-Control", "no-cache");
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": "application/pdf" });
    });
  }
  return routes;
}
