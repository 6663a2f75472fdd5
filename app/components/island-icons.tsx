import { ISLAND_ICON_SPRITE_PATH, spriteIcon } from "./sprite-icon";

/**
 * The icons the islands draw (the forms, and the button they share with the
 * pages): a module of their own, because a module travels whole. The page
 * components' icons are in `icons.tsx`, which re-exports these; in the browser
 * the islands import them from here, so that a form's code carries these
 * thirteen and not the site's hundred and more (biome.json holds the rule).
 * They refer to a sprite of their own: an icon an island draws anew loads
 * its sprite as a document, and these thirteen are parsed in a fraction of
 * the time the site's whole sprite takes (app/images/built-images.ts).
 */
const islandIcon = (name: string) => spriteIcon(name, ISLAND_ICON_SPRITE_PATH);

export const ArrowRight = islandIcon("ArrowRight");
export const Check = islandIcon("Check");
export const ChevronDown = islandIcon("ChevronDown");
export const CircleAlert = islandIcon("CircleAlert");
export const CircleCheck = islandIcon("CircleCheck");
export const FileText = islandIcon("FileText");
export const LoaderCircle = islandIcon("LoaderCircle");
export const Pencil = islandIcon("Pencil");
export const Plus = islandIcon("Plus");
export const Save = islandIcon("Save");
export const Trash2 = islandIcon("Trash2");
export const UploadCloud = islandIcon("UploadCloud");
export const X = islandIcon("X");
