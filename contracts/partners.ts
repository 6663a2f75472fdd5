import * as v from "valibot";
import { imageValueSchema } from "./lists.ts";
import { itemIdSchema } from "./people.ts";

/**
 * A partner as `GET /api/partners` answers and the editor publishes it (the `partners` list): a name,
 * what it does in both languages, a link (https only) and an uploaded logo (`logo`). A sample partner's
 * id is one of `SAMPLE_PARTNERS` (its wordmark, drawn by the site, is shown while it has no logo).
 */
export const partnerSchema = v.object({
  id: itemIdSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxCodePoints(200)),
  focus_es: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxCodePoints(200)),
  focus_en: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxCodePoints(200)),
  url: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(500), v.regex(/^https:\/\/[^/\s]+\S*$/i, "must be an https URL"))),
  logo: v.optional(imageValueSchema),
});
export type Partner = v.InferOutput<typeof partnerSchema>;

/** The site's sample partners, shown until an editor publishes the list (their words as the home page's copy has them). */
export const SAMPLE_PARTNERS: readonly Partner[] = [
  { id: "nubevia", name: "Nubevia", focus_es: "Infraestructura en la nube", focus_en: "Cloud infrastructure" },
  { id: "cordia", name: "Cordia Analytics", focus_es: "Analítica de datos", focus_en: "Data analytics" },
  { id: "orbyt", name: "Orbyt Automation", focus_es: "Automatización de procesos", focus_en: "Process automation" },
];
