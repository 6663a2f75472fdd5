import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowRight, CircleCheck, ICON_SPRITE_PATH, MapIcon } from "../../app/components/icons.tsx";
import { iconNames, iconSprite, iconSpriteRoutes } from "./icon-sprite.ts";
import { spriteFile } from "./inline-sprites.ts";

describe("the icon sprite", () => {
  it("holds one symbol per icon the site uses, with Lucide's drawing", () => {
    const sprite = spriteFile(iconSprite().symbols);
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
    expect(renderToStaticMarkup(<ArrowRight className="size-4" />)).toBe(
      `<svg width="24" height="24" aria-hidden="true" class="lucide size-4"><use href="${ICON_SPRITE_PATH}#ArrowRight"></use></svg>`,
    );
    // A width given to one icon is an attribute (the CSP allows no style attribute), which the stylesheet leaves alone.
    const stroked = renderToStaticMarkup(<CircleCheck strokeWidth={1.75} />);
    expect(stroked).toMatch(/ stroke-width="1.75"/);
    expect(stroked).not.toContain("style=");
  });

  it("takes Lucide's presentation from the site's stylesheet", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../../app/styles/app.css"), "utf8");
    const rule = /\.lucide \{([^}]*)\}/.exec(css)?.[1] ?? "";
    for (const declaration of ["fill: none", "stroke: currentColor", "stroke-linecap: round", "stroke-linejoin: round"])
      expect(rule).toContain(`${declaration};`);
    expect(/\.lucide:not\(\[stroke-width\]\) \{([^}]*)\}/.exec(css)?.[1]).toContain("stroke-width: 2;");
  });

  it("is served as SVG with a daily cache and revalidation", async () => {
    const routes = iconSpriteRoutes();
    const response = await routes.request(ICON_SPRITE_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
    const etag = response.headers.get("ETag") ?? "";
    expect((await routes.request(ICON_SPRITE_PATH, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});
