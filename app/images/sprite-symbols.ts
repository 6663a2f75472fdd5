import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { type ComponentType, createElement } from "react";
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { BRAND_ICON_NAMES, type BrandIconName } from "~/components/brand-icon";
import * as icons from "~/components/icons";
import * as islandIcons from "~/components/island-icons";
import { TOOL_TITLES } from "~/features/tools/tool-logo";

/**
 * The symbols of the site's three sprites, drawn when the site is built: each
 * symbol's markup after `<symbol id="…"`, by its name.
 */
export type Symbols = ReadonlyMap<string, string>;

/** The sprite as a file: every symbol, under its own name. */
export function spriteFile(symbols: Symbols): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols].map(([name, rest]) => `<symbol id="${name}"${rest}`).join("")}</svg>`;
}

const namesIn = (module: Record<string, unknown>) =>
  Object.values(module).flatMap((value) => (typeof value === "function" && "iconName" in value ? [value.iconName as string] : []));

/** Names of the icons the site uses, as listed in app/components/icons.tsx. */
export function iconNames(): string[] {
  return namesIn(icons);
}

/** Names of the icons the islands draw, as listed in app/components/island-icons.tsx. */
export function islandIconNames(): string[] {
  return namesIn(islandIcons);
}

/** The symbols of the named icons only. */
export function someSymbols(symbols: Symbols, names: readonly string[]): Symbols {
  return new Map(names.map((name) => [name, symbols.get(name) ?? ""]));
}

/** One symbol per icon: Lucide's paths, without the outer `<svg>` (the site's stylesheet gives icons Lucide's presentation). */
export function iconSymbols(): Symbols {
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

let iconsBySlug: Map<string, SimpleIcon> | undefined;

/** Every simple-icons logo by its slug; indexed once, for the logo sprite and the brand marks alike. */
export function simpleIconsBySlug(): Map<string, SimpleIcon> {
  iconsBySlug ??= new Map(
    Object.values(simpleIcons as Record<string, unknown>)
      .filter((value): value is SimpleIcon => typeof value === "object" && value !== null && "slug" in value && "path" in value)
      .map((icon) => [icon.slug, icon]),
  );
  return iconsBySlug;
}

/** A simple-icons drawing as the rest of a sprite's `<symbol id="…"`, in one colour. */
const symbolOf = (fill: string, path: string) => ` viewBox="0 0 24 24"><path fill="${fill}" d="${path}"/></symbol>`;

/** One symbol per listed technology logo, in its brand colour. */
export function toolSymbols(): Symbols {
  const bySlug = simpleIconsBySlug();
  return new Map(
    Object.keys(TOOL_TITLES).map((slug) => {
      const icon = bySlug.get(slug);
      if (!icon) throw new Error(`simple-icons has no logo "${slug}"`);
      return [slug, symbolOf(logoColour(icon.hex), icon.path)];
    }),
  );
}

/** LinkedIn's mark is not in simple-icons (the brand asked for its removal); this is its public glyph. */
const LINKEDIN_PATH =
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z";

const BRAND_SLUGS: Record<Exclude<BrandIconName, "linkedin">, string> = {
  instagram: "instagram",
  x: "x",
  messaging: "whatsapp",
  facebook: "facebook",
};

/** One white symbol per social and messaging mark. */
export function brandSymbols(): Symbols {
  const bySlug = simpleIconsBySlug();
  const pathOf = (name: BrandIconName): string => {
    if (name === "linkedin") return LINKEDIN_PATH;
    const icon = bySlug.get(BRAND_SLUGS[name]);
    if (!icon) throw new Error(`simple-icons has no logo "${BRAND_SLUGS[name]}"`);
    return icon.path;
  };
  return new Map(BRAND_ICON_NAMES.map((name) => [name, symbolOf("#fff", pathOf(name))]));
}
