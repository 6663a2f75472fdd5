/**
 * The content editor's script (served at /staff/assets/content.js; no public page loads it): every
 * `<textarea data-rich-text>` becomes a rich-text editor, and a click on an image field's picture sets
 * its focal point. The forms work without it.
 */
import { enhanceFocalPoints } from "./focal-point.ts";
import { enhanceRichText } from "./rich-text.ts";

enhanceRichText(document);
enhanceFocalPoints(document);
