import { describe, expect, it } from "vitest";
import { ARTWORK, type ArtName, artworkPath } from "../../app/components/artwork.tsx";
import { artworkRoutes, drawArtwork } from "./artwork.ts";

describe("the illustrations as images", () => {
  const names = Object.keys(ARTWORK) as ArtName[];

  it("draws each as a standalone SVG of the size the page reserves for it", () => {
    for (const name of names) {
      const { width, height } = ARTWORK[name];
      const svg = drawArtwork(name);
      expect(svg, name).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
      );
      expect(svg, name).toMatch(/<\/svg>$/);
      expect(svg.length, name).toBeLessThan(200_000);
      // An image has no stylesheet and loads nothing: no class names, no external references.
      expect(svg, name).not.toMatch(/ class="|href="(?!#)|url\((?!#)/);
    }
  });

  it("keeps gradient ids unique within each drawing and every reference resolvable", () => {
    for (const name of names) {
      const svg = drawArtwork(name);
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${name} → ${ref}`).toContain(ref);
    }
  });

  it("serves each with a daily cache and revalidation, and nothing under an unknown name", async () => {
    const routes = artworkRoutes();
    for (const name of ["home-hero", "machine-learning", "platform-poster"] as const) {
      const response = await routes.request(artworkPath(name));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
      const etag = response.headers.get("ETag") ?? "";
      expect((await routes.request(artworkPath(name), { headers: { "If-None-Match": `W/${etag}` } })).status).toBe(304);
    }
    expect((await routes.request("/art/unknown.svg")).status).toBe(404);
  });
});
