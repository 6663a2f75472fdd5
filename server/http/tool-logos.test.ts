import { siFacebook, siInstagram, siPostgresql, siPython, siSelenium, siWhatsapp, siX } from "simple-icons";
import { describe, expect, it } from "vitest";
import { TOOL_TITLES } from "../../app/features/tools/tool-logo.tsx";
import { spriteFile } from "./inline-sprites.ts";
import { brandMarkRoutes, logoColour, simpleIconsBySlug, toolLogoRoutes, toolSymbols } from "./tool-logos.ts";

describe("the technology logo sprite", () => {
  it("holds one symbol per listed logo, with simple-icons' drawing", () => {
    const sprite = spriteFile(toolSymbols());
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(TOOL_TITLES).length);
    expect(sprite).toContain(`<symbol id="python" viewBox="0 0 24 24"><path fill="#${siPython.hex}" d="${siPython.path}"/></symbol>`);
    expect(sprite).toContain(`id="postgresql"`);
    expect(sprite).toContain(siPostgresql.path);
  });

  it("names each logo as simple-icons does", () => {
    const icons = simpleIconsBySlug();
    for (const [slug, title] of Object.entries(TOOL_TITLES)) expect(icons.get(slug)?.title, slug).toBe(title);
  });

  it("darkens brand colours too pale to see on white", () => {
    expect(logoColour(siPython.hex)).toBe(`#${siPython.hex}`);
    expect(logoColour("FFFFFF")).toBe("#12284a");
    expect(logoColour(siSelenium.hex)).toMatch(/^#[0-9a-fA-F]{6}$/);
  });

  it("is served as SVG with a daily cache and revalidation", async () => {
    const routes = toolLogoRoutes();
    const response = await routes.request("/logos.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const etag = response.headers.get("ETag") ?? "";
    expect((await routes.request("/logos.svg", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});

describe("the brand marks", () => {
  it("are simple-icons' drawings in white, in one sprite", async () => {
    const routes = brandMarkRoutes();
    const response = await routes.request("/brand.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    const sprite = await response.text();
    const cases = [
      ["instagram", siInstagram.path],
      ["x", siX.path],
      ["messaging", siWhatsapp.path],
      ["facebook", siFacebook.path],
    ] as const;
    for (const [name, path] of cases) {
      expect(sprite, name).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path fill="#fff" d="${path}"/></symbol>`);
    }
    expect(sprite).toContain(`<symbol id="linkedin" `);
    expect(sprite.match(/<symbol /g)).toHaveLength(5);
    expect((await routes.request("/brand/x.svg")).status).toBe(404);
  });
});
