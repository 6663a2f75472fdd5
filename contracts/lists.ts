import * as v from "valibot";

/** 1 upcoming, 2 recorded, 3 live. */
export { EVENT_CATEGORIES } from "./event-categories";

/** The five lists of spec section 3, with the spec's field names. */
export const LIST_IDS = ["vacancies", "services", "service-options-tech", "service-options-vma", "events", "articles"] as const;
export type ListId = (typeof LIST_IDS)[number];

/** `service-options-tech` → `SERVICE_OPTIONS_TECH`: the suffix of `LIST_UPSTREAM_*`. */
export function listEnvironmentSuffix(list: ListId): string {
  return list.toUpperCase().replaceAll("-", "_");
}

// Text is measured in characters (code points), as JSON Schema measures it.
const text = v.pipe(v.string(), v.maxCodePoints(500));
const longText = v.pipe(v.string(), v.maxCodePoints(200_000));
const id = v.union([v.pipe(v.string(), v.maxCodePoints(200)), v.number()]);
/** A link a visitor follows: an http(s) URL or a path on this site; never `javascript:` nor `//host`. */
const link = v.pipe(
  v.string(),
  v.maxCodePoints(500),
  v.regex(/^(\/(?![/\\])\S*|https?:\/\/[^/\s]\S*)$/i, "must be an http(s) URL or a site path"),
);

const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
/** An ISO 8601 calendar date, a real one (no 30 February): `2025-05-14`. */
export const ISO_DATE = new RegExp(`^${DATE}$`);
/** An ISO 8601 date-time with seconds and `Z` or an offset: `2025-05-14T15:00:00-05:00`. */
export const ISO_DATE_TIME = new RegExp(
  String.raw`^${DATE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$`,
);

/** An uploaded image an item carries (contracts/media.ts `ImageValue`): its media id, alt text in both languages, focal point. */
export const imageValueSchema = v.object({
  media: v.pipe(v.string(), v.minLength(1), v.maxCodePoints(200)),
  altEs: v.pipe(v.string(), v.minLength(1), v.maxCodePoints(250)),
  altEn: v.pipe(v.string(), v.minLength(1), v.maxCodePoints(250)),
  focus: v.object({ x: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), y: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
});

export const vacancySkillSchema = v.object({ technologyName: text });

export const vacancySchema = v.object({
  vacancyName: text,
  vacancyGUID: v.pipe(v.string(), v.minLength(1), v.maxCodePoints(200)),
  recruitingEffortId: id,
  vacancySkills: v.optional(v.pipe(v.array(vacancySkillSchema), v.maxLength(200)), []),
  /**
   * Not in the spec: when the vacancy was first published (ISO 8601 date or
   * date-time), which search engines require of a job posting. The database
   * stamps it on first import; an upstream may send it. An unreadable value is
   * dropped rather than the whole vacancy.
   */
  datePosted: v.fallback(
    v.optional(v.union([v.pipe(v.string(), v.regex(ISO_DATE)), v.pipe(v.string(), v.regex(ISO_DATE_TIME))])),
    undefined,
  ),
});

export const consultingServiceSchema = v.object({
  Service_Name_EN: text,
  Service_Name_ES: text,
  Service_GUID: v.pipe(v.string(), v.minLength(1), v.maxCodePoints(200)),
  Service_Name: v.optional(text),
});

export const serviceOptionSchema = v.object({
  Service_Name_ES: text,
  Service_Name_EN: text,
});

export const eventSchema = v.object({
  CATEGORY: v.union([v.literal(1), v.literal(2), v.literal(3)]),
  TITLE: text,
  TITLE_EN: text,
  DESCRIPCION: v.pipe(v.string(), v.maxCodePoints(5000)),
  DESCRIPTION_EN: v.pipe(v.string(), v.maxCodePoints(5000)),
  /** ISO 8601 local date-time, e.g. `2025-05-14T15:00:00`. */
  DETAILS_DATE_FROM: text,
  DETAILS_DATE_TO: text,
  DETAILS_PRESENTER: text,
  BOTONURL: link,
  BUTTONTEXT: text,
  /** Not in the spec: the banner uploaded in the staff editor, shown by the events page. */
  EVENT_IMAGE: v.optional(imageValueSchema),
});

/**
 * An article: what it says, in both languages, and `entries` of its own. Free
 * of side effects, as the annotation tells the bundler: the forms' code, which
 * takes the vacancy and service schemas from this module, leaves it out.
 */
/* @__NO_SIDE_EFFECTS__ */
function article<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object({
    Article_Name: text,
    Article_Name_EN: text,
    Article_body: longText,
    Article_body_EN: longText,
    /** Not in the spec: who wrote it, shown on the article and the blog list. */
    Article_author: v.optional(text),
    /** Not in the spec: when it was published, an ISO 8601 date (`2025-05-14`). */
    Article_date: v.fallback(v.optional(v.pipe(v.string(), v.regex(ISO_DATE))), undefined),
    /** Not in the spec: the cover uploaded in the staff editor, in every width (contracts/media.ts). */
    Article_image: v.optional(imageValueSchema),
    ...entries,
  });
}

/**
 * An article as the API serves it: the HTML is sanitised, and the image is a
 * cacheable URL (`Article_img_url`) instead of the upstream's base64
 * `Article_img`.
 */
export const articleSchema = article({
  Article_featured: v.boolean(),
  Article_img_url: v.nullable(v.string()),
});

/** An article as an upstream sends it and as the content CLI imports it. */
export const articleSourceSchema = article({
  Article_featured: v.optional(
    v.pipe(
      v.union([v.boolean(), v.literal(0), v.literal(1)]),
      v.transform((value: boolean | 0 | 1) => Boolean(value)),
    ),
    false,
  ),
  /** Base64 image (PNG, JPEG, GIF, WebP or SVG), optionally as a `data:` URL. */
  Article_img: v.nullish(v.pipe(v.string(), v.maxCodePoints(10_000_000))),
});

export type Vacancy = v.InferOutput<typeof vacancySchema>;
export type ConsultingService = v.InferOutput<typeof consultingServiceSchema>;
export type ServiceOption = v.InferOutput<typeof serviceOptionSchema>;
export type SiteEvent = v.InferOutput<typeof eventSchema>;
export type Article = v.InferOutput<typeof articleSchema>;
export type ArticleSource = v.InferOutput<typeof articleSourceSchema>;

/** What each list endpoint answers, item by item. */
export const listItemSchemas = {
  vacancies: vacancySchema,
  services: consultingServiceSchema,
  "service-options-tech": serviceOptionSchema,
  "service-options-vma": serviceOptionSchema,
  events: eventSchema,
  articles: articleSchema,
} as const;

/** An article with its 1-based position in the list (its page is `/blog/article/<position>`). */
export interface PositionedArticle {
  position: number;
  article: Article;
}

/**
 * `GET /api/articles/page/{n}`: one page of the blog, beside the spec's whole list at `/api/articles`:
 * the page's articles, the featured ones (page 1 only), the count. A number past the last is the last.
 */
export interface ArticlesPage {
  page: number;
  pageCount: number;
  total: number;
  items: PositionedArticle[];
  featured: PositionedArticle[];
}

/** `GET /api/articles/{position}`: one article and the latest others, for its page. */
export interface ArticleAt {
  position: number;
  total: number;
  article: Article;
  latest: PositionedArticle[];
}
