import { Hono } from "hono";
import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "../../app/components/icons.tsx";
import { serveBuiltFile } from "./built-files.ts";
import { type Sprite, spriteFile } from "./inline-sprites.ts";

/** Names of the icons the site uses, as listed in app/components/icons.tsx. */
export function iconNames(): string[] {
  return Object.values(icons).flatMap((value) => (typeof value === "function" && "iconName" in value ? [value.iconName] : []));
}

/** One symbol per icon: Lucide's paths, without the outer `<svg>` (the site's stylesheet gives icons Lucide's presentation). */
export function iconSymbols(): Map<string, string> {
  const library = lucide as unknown as Record<string, ComponentType | undefined>;
  return new Map(
    iconNames().map((name) => {
      const Icon = library[name];
      if (!Icon) throw new Error(`lucide-react has no icon "${name}"`);
      const markup = renderToStaticMarkup(createElement(Icon));
      const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
      return [name, ` viewBox="0 0 24 24">${inner}</symbol>`];
    }),
  );
}

/** The icons as a sprite that pages inline (inline-sprites.ts). */
export function iconSprite(): Sprite {
  return { path: icons.ICON_SPRITE_PATH, prefix: "icon-", symbols: iconSymbols() };
}

/** `GET /icons.svg`: the sprite, built once. */
export function iconSpriteRoutes(sprite = iconSprite()): Hono {
  const routes = new Hono();
  serveBuiltFile(routes, sprite.path, spriteFile(sprite.symbols), "image/svg+xml; charset=utf-8");
  return routes;
}
