import { ARTWORK, type ArtName } from "~/components/artwork";
import { drawArtwork } from "./artwork-drawings";
import { brandSymbols, iconSymbols, islandIconNames, someSymbols, spriteFile, toolSymbols } from "./sprite-symbols";

/** The images the build draws from the site's React drawings and icon libraries (scripts/built-images-plugin.ts). */
export interface DrawnImages {
  /** Each illustration, as an SVG document. */
  art: Record<ArtName, string>;
  /**
   * The sprites, as SVG documents. The islands' few icons have one of their own: an icon an island draws
   * that its page did not have loads its sprite as a document, parsed and styled whole on the main thread
   * (the site's 127 icons took some 70 ms of a phone's, 4× CPU, inside the tap that showed the icon).
   */
  sprites: { icons: string; islandIcons: string; logos: string; brand: string };
  /** The icons' symbols, which the server writes into the pages that use them. */
  iconSymbols: [name: string, rest: string][];
}

export function drawImages(): DrawnImages {
  const icons = iconSymbols();
  return {
    art: Object.fromEntries((Object.keys(ARTWORK) as ArtName[]).map((name) => [name, drawArtwork(name)])) as Record<ArtName, string>,
    sprites: {
      icons: spriteFile(icons),
      islandIcons: spriteFile(someSymbols(icons, islandIconNames())),
      logos: spriteFile(toolSymbols()),
      brand: spriteFile(brandSymbols()),
    },
    iconSymbols: [...icons],
  };
}
