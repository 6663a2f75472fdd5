import { spriteIcon } from "./sprite-icon";

/**
 * The icons the islands draw (the forms, and the button they share with the
 * pages): a module of their own, because a module travels whole. The page
 * components' icons are in `icons.tsx`, which re-exports these; in the browser
 * the islands import them from here, so that a form's code carries these
 * thirteen and not the site's hundred and more (biome.json holds the rule).
 */
export const ArrowRight = spriteIcon("ArrowRight");
export const Check = spriteIcon("Check");
export const ChevronDown = spriteIcon("ChevronDown");
export const CircleAlert = spriteIcon("CircleAlert");
export const CircleCheck = spriteIcon("CircleCheck");
export const FileText = spriteIcon("FileText");
export const LoaderCircle = spriteIcon("LoaderCircle");
export const Pencil = spriteIcon("Pencil");
export const Plus = spriteIcon("Plus");
export const Save = spriteIcon("Save");
export const Trash2 = spriteIcon("Trash2");
export const UploadCloud = spriteIcon("UploadCloud");
export const X = spriteIcon("X");
