import { Hono } from "hono";
import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "../../app/components/icons.tsx";
import { serveBuiltFile } from "./built-files.ts";

/** Names of the icons the site uses, as listed in app/components/icons.tsx. */
export function iconNames(): string[] {
  return Object.values(icons).flatMap((value) => (typeof value === "function" && "iconName" in value ? [value.iconName] : []));
}

/** One `<symbol id="<Name>">` per icon: Lucide's paths, without the outer `<svg>` whose presentation each page's icon carries. */
export function iconSprite(): string {
  const library = lucide as unknown as Record<string, ComponentType | undefined>;
  const symbols = iconNames().map((name) => {
    const Icon = library[name];
    if (!Icon) throw new Error(`lucide-react has no icon "${name}"`);
    const markup = renderToStaticMarkup(createElement(Icon));
    const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

/** `GET /icons.svg`: the sprite, built once. */
export function iconSpriteRoutes(): Hono {
  const routes = new Hono();
  serveBuiltFile(routes, icons.ICON_SPRITE_PATH, iconSprite(), "image/svg+xml; charset=utf-8");
  return routes;
}
