import { ARTWORK, type ArtName } from "~/components/artwork";
import { drawArtwork } from "./artwork-drawings";
import { brandSymbols, iconSymbols, spriteFile, toolSymbols } from "./sprite-symbols";

/** The images the build draws from the site's React drawings and icon libraries (scripts/built-images-plugin.ts). */
export interface DrawnImages {
  /** Each illustration, as an SVG document. */
  art: Record<ArtName, string>;
  /** The three sprites, as SVG documents. */
  sprites: { icons: string; logos: string; brand: string };
  /** The icons' symbols, which the server writes into the pages that use them. */
  iconSymbols: [name: string, rest: string][];
}

export function drawImages(): DrawnImages {
  const icons = iconSymbols();
  return {
    art: Object.fromEntries((Object.keys(ARTWORK) as ArtName[]).map((name) => [name, drawArtwork(name)])) as Record<ArtName, string>,
    sprites: { icons: spriteFile(icons), logos: spriteFile(toolSymbols()), brand: spriteFile(brandSymbols()) },
    iconSymbols: [...icons],
  };
}
