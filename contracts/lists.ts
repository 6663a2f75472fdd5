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

const text = z.string().check(z.maxLength(500));
const longText = z.string().check(z.maxLength(200_000));
const id = z.union([z.string().check(z.maxLength(200)), z.number()]);
/** A link a visitor follows: an http(s) URL or a path on this site; never `javascript:` nor `//host`. */
const link = z
  .string()
  .check(z.maxLength(500), z.regex(/^(\/(?![/\\])\S*|https?:\/\/[^/\s]\S*)$/i, "must be an http(s) URL or a site path"));

export const vacancySkillSchema = z.object({ technologyName: text });

export const vacancySchema = z.object({
  vacancyName: text,
  vacancyGUID: z.string().check(z.minLength(1), z.maxLength(200)),
  recruitingEffortId: id,
  vacancySkills: z._default(z.array(vacancySkillSchema).check(z.maxLength(200)), []),
  /**
   * Not in the spec: when the vacancy was first published (ISO 8601 date or
   * date-time), which search engines require of a job posting. The database
   * stamps it on first import; an upstream may send it. An unreadable value is
   * dropped rather than the whole vacancy.
   */
  datePosted: z.catch(z.optional(z.union([z.iso.date(), z.iso.datetime({ offset: true })])), undefined),
});

export const consultingServiceSchema = z.object({
  Service_Name_EN: text,
  Service_Name_ES: text,
  Service_GUID: z.string().check(z.minLength(1), z.maxLength(200)),
  Service_Name: z.optional(text),
});

export const serviceOptionSchema = z.object({
  Service_Name_ES: text,
  Service_Name_EN: text,
});

export const eventSchema = z.object({
  CATEGORY: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  TITLE: text,
  TITLE_EN: text,
  DESCRIPCION: z.string().check(z.maxLength(5000)),
  DESCRIPTION_EN: z.string().check(z.maxLength(5000)),
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
  Article_img_url: z.nullable(z.string()),
});

/** An article as an upstream sends it and as the content CLI imports it. */
export const articleSourceSchema = z.extend(z.omit(articleSchema, { Article_img_url: true }), {
  Article_featured: z._default(
    z.pipe(
      z.union([z.boolean(), z.literal(0), z.literal(1)]),
      z.transform((value: boolean | 0 | 1) => Boolean(value)),
    ),
    false,
  ),
  /** Base64 image (PNG, JPEG, GIF, WebP or SVG), optionally as a `data:` URL. */
  Article_img: z.nullish(z.string().check(z.maxLength(10_000_000))),
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
