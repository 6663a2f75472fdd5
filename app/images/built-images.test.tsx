import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siInstagram, siPostgresql, siPython, siSelenium, siWhatsapp, siX } from "simple-icons";
import { describe, expect, it } from "vitest";
import { ARTWORK, type ArtName } from "~/components/artwork";
import { CircleCheck, ICON_SPRITE_PATH, ISLAND_ICON_SPRITE_PATH, MapIcon } from "~/components/icons";
import * as islandIcons from "~/components/island-icons";
import { TOOL_TITLES } from "~/features/tools/tool-logo";
import { drawArtwork } from "./artwork-drawings";
import { drawImages } from "./built-images";
import {
  brandSymbols,
  iconNames,
  iconSymbols,
  islandIconNames,
  logoColour,
  simpleIconsBySlug,
  someSymbols,
  spriteFile,
  toolSymbols,
} from "./sprite-symbols";

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

  it("are all drawn for the build, with the sprites and the icons' symbols", () => {
    const drawn = drawImages();
    expect(Object.keys(drawn.art).sort()).toEqual([...names].sort());
    expect(drawn.art.crm).toBe(drawArtwork("crm"));
    expect(drawn.sprites.icons).toBe(spriteFile(iconSymbols()));
    expect(drawn.sprites.islandIcons).toBe(spriteFile(someSymbols(iconSymbols(), islandIconNames())));
    expect(new Map(drawn.iconSymbols)).toEqual(iconSymbols());
  });
});

describe("the icon sprite", () => {
  it("holds one symbol per icon the site uses, with Lucide's drawing", () => {
    const sprite = spriteFile(iconSymbols());
    const names = iconNames();
    expect(names.length).toBeGreaterThan(100);
    expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
    for (const name of names)
      expect(sprite, name).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|ellipse|polygon) `),
      );
    expect(sprite).toContain(
      '<symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></symbol>',
    );
    expect(MapIcon.iconName).toBe("Map");
  });

  it("draws a page's icon as a reference, styled by its class and hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<MapIcon className="size-4" />)).toBe(
      `<svg width="24" height="24" aria-hidden="true" class="lucide size-4"><use href="${ICON_SPRITE_PATH}#Map"></use></svg>`,
    );
    // A width given to one icon is an attribute (the CSP allows no style attribute), which the stylesheet leaves alone.
    const stroked = renderToStaticMarkup(<CircleCheck strokeWidth={1.75} />);
    expect(stroked).toMatch(/ stroke-width="1.75"/);
    expect(stroked).not.toContain("style=");
  });

  it("gives the islands' icons a sprite of their own, with the same drawings as the site's", () => {
    const names = islandIconNames();
    expect(names).toEqual(Object.values(islandIcons).map((icon) => icon.iconName));
    expect(names).toContain("CircleAlert");
    const site = iconSymbols();
    const sprite = spriteFile(someSymbols(site, names));
    expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
    for (const name of names) expect(sprite, name).toContain(`<symbol id="${name}"${site.get(name)}`);
    // What an island draws refers to it; a page's own icon, to the site's sprite.
    expect(ISLAND_ICON_SPRITE_PATH).not.toBe(ICON_SPRITE_PATH);
    expect(renderToStaticMarkup(<islandIcons.CircleAlert />)).toContain(`<use href="${ISLAND_ICON_SPRITE_PATH}#CircleAlert">`);
    expect(renderToStaticMarkup(<MapIcon />)).toContain(`<use href="${ICON_SPRITE_PATH}#Map">`);
  });

  it("takes Lucide's presentation from the site's stylesheet", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../styles/app.css"), "utf8");
    const rule = /\.lucide \{([^}]*)\}/.exec(css)?.[1] ?? "";
    for (const declaration of ["fill: none", "stroke: currentColor", "stroke-linecap: round", "stroke-linejoin: round"])
      expect(rule).toContain(`${declaration};`);
    expect(/\.lucide:not\(\[stroke-width\]\) \{([^}]*)\}/.exec(css)?.[1]).toContain("stroke-width: 2;");
  });

  it("writes the sprite file with every symbol under its own name", () => {
    const symbols = new Map([
      ["ArrowRight", ' viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>'],
      ["Mail", ' viewBox="0 0 24 24"><rect width="20" height="16"></rect></symbol>'],
    ]);
    expect(spriteFile(symbols)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>' +
        '<symbol id="Mail" viewBox="0 0 24 24"><rect width="20" height="16"></rect></symbol></svg>',
    );
  });
});

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
});

describe("the brand marks", () => {
  it("are simple-icons' drawings in white, in one sprite", () => {
    const sprite = spriteFile(brandSymbols());
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
  });
});
