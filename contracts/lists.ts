import { z } from "./zod";

/** 1 upcoming, 2 recorded, 3 live. */
export { EVENT_CATEGORIES } from "./event-categories";

/** The five lists of spec section 3, with the spec's field names. */
export const LIST_IDS = ["vacancies", "services", "service-options-tech", "service-options-vma", "events", "articles"] as const;
export type ListId = (typeof LIST_IDS)[number];

/** `service-options-tech` → `SERVICE_OPTIONS_TECH`: the suffix of `LIST_UPSTREAM_*`. */
export function listEnvironmentSuffix(list: ListId): string {
  return list.toUpperCase().replaceAll("-", "_");
}

const text = z.string().max(500);
const longText = z.string().max(200_000);
const id = z.union([z.string().max(200), z.number()]);
/** A link a visitor follows: an http(s) URL or a path on this site; never `javascript:` nor `//host`. */
const link = z
  .string()
  .max(500)
  .regex(/^(\/(?![/\\])\S*|https?:\/\/[^/\s]\S*)$/i, "must be an http(s) URL or a site path");

export const vacancySkillSchema = z.object({ technologyName: text });

export const vacancySchema = z.object({
  vacancyName: text,
  vacancyGUID: z.string().min(1).max(200),
  recruitingEffortId: id,
  vacancySkills: z.array(vacancySkillSchema).max(200).default([]),
  /**
   * Not in the spec: when the vacancy was first published (ISO 8601 date or
   * date-time), which search engines require of a job posting. The database
   * stamps it on first import; an upstream may send it. An unreadable value is
   * dropped rather than the whole vacancy.
   */
  datePosted: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .optional()
    .catch(undefined),
});

export const consultingServiceSchema = z.object({
  Service_Name_EN: text,
  Service_Name_ES: text,
  Service_GUID: z.string().min(1).max(200),
  Service_Name: text.optional(),
});

export const serviceOptionSchema = z.object({
  Service_Name_ES: text,
  Service_Name_EN: text,
});

export const eventSchema = z.object({
  CATEGORY: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  TITLE: text,
  TITLE_EN: text,
  DESCRIPCION: z.string().max(5000),
  DESCRIPTION_EN: z.string().max(5000),
  /** ISO 8601 local date-time, e.g. `2025-05-14T15:00:00`. */
  DETAILS_DATE_FROM: text,
  DETAILS_DATE_TO: text,
  DETAILS_PRESENTER: text,
  BOTONURL: link,
  BUTTONTEXT: text,
});

/**
 * An article as the API serves it: the HTML is sanitised, and the image is a
 * cacheable URL (`Article_img_url`) instead of the upstream's base64
 * `Article_img`.
 */
export const articleSchema = z.object({
  Article_Name: text,
  Article_Name_EN: text,
  Article_body: longText,
  Article_body_EN: longText,
  Article_featured: z.boolean(),
  Article_img_url: z.string().nullable(),
});

/** An article as an upstream sends it and as the content CLI imports it. */
export const articleSourceSchema = articleSchema.omit({ Article_img_url: true }).extend({
  Article_featured: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform(Boolean)
    .default(false),
  /** Base64 image (PNG, JPEG, GIF, WebP or SVG), optionally as a `data:` URL. */
  Article_img: z.string().max(10_000_000).nullish(),
});

export type Vacancy = z.infer<typeof vacancySchema>;
export type ConsultingService = z.infer<typeof consultingServiceSchema>;
export type ServiceOption = z.infer<typeof serviceOptionSchema>;
export type SiteEvent = z.infer<typeof eventSchema>;
export type Article = z.infer<typeof articleSchema>;
export type ArticleSource = z.infer<typeof articleSourceSchema>;

/** What each list endpoint answers, item by item. */
export const listItemSchemas = {
  vacancies: vacancySchema,
  services: consultingServiceSchema,
  "service-options-tech": serviceOptionSchema,
  "service-options-vma": serviceOptionSchema,
  events: eventSchema,
  articles: articleSchema,
} as const;
