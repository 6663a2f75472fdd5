import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowRight, CircleCheck, ICON_SPRITE_PATH, MapIcon } from "../../app/components/icons.tsx";
import { iconNames, iconSprite, iconSpriteRoutes } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("holds one symbol per icon the site uses, with Lucide's drawing", () => {
    const sprite = iconSprite();
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

  it("draws a page's icon as a reference with Lucide's presentation, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(<ArrowRight className="size-4" />);
    expect(markup).toContain(`<use href="${ICON_SPRITE_PATH}#ArrowRight"></use>`);
    expect(markup).toMatch(/stroke="currentColor"/);
    expect(markup).toMatch(/stroke-width="2"/);
    expect(markup).toMatch(/aria-hidden="true"/);
    expect(markup).toMatch(/class="lucide size-4"/);
    expect(renderToStaticMarkup(<CircleCheck strokeWidth={1.75} />)).toMatch(/stroke-width="1.75"/);
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
