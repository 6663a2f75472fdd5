import { Hono } from "hono";
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { serveBuiltFile } from "./built-files.ts";
import { spriteFile } from "./inline-sprites.ts";
import { TOOL_SPRITE_PATH, TOOL_TITLES } from "../../app/features/tools/tool-logo.tsx";

/** Relative luminance of a hex colour. */
function luminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The brand's colour, or the site's ink where a pale brand colour would vanish on white. */
export function logoColour(hex: string): string {
  const contrastOnWhite = 1.05 / (luminance(hex) + 0.05);
  return contrastOnWhite < 2.5 ? "#12284a" : `#${hex}`;
}

/** Every simple-icons logo by its slug. */
export function simpleIconsBySlug(): Map<string, SimpleIcon> {
  const icons = Object.values(simpleIcons as Record<string, unknown>).filter(
    (value): value is SimpleIcon => typeof value === "object" && value !== null && "slug" in value && "path" in value,
  );
  return new Map(icons.map((icon) => [icon.slug, icon]));
}

/** One symbol per listed logo, in its brand colour. */
export function toolSymbols(): Map<string, string> {
  const bySlug = simpleIconsBySlug();
  return new Map(
    Object.keys(TOOL_TITLES).map((slug) => {
      const icon = bySlug.get(slug);
      if (!icon) throw new Error(`simple-icons has no logo "${slug}"`);
      return [slug, ` viewBox="0 0 24 24"><path fill="${logoColour(icon.hex)}" d="${icon.path}"/></symbol>`];
    }),
  );
}

/** `GET /logos.svg`: the sprite, built once. */
export function toolLogoRoutes(): Hono {
  const routes = new Hono();
  serveBuiltFile(routes, TOOL_SPRITE_PATH, spriteFile(toolSymbols()), "image/svg+xml; charset=utf-8");
  return routes;
}
