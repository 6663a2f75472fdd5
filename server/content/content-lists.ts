import { randomUUID } from "node:crypto";
import type { ArticleSource, ConsultingService, ListId, ServiceOption, SiteEvent, Vacancy } from "../../contracts/lists.ts";
import type { Partner } from "../../contracts/partners.ts";
import type { ClientStory, TeamMember } from "../../contracts/people.ts";
import type { RevisionScope } from "../site-revisions.ts";

/** The lists the editor edits (CONTRACT.md section 9), each named as its API path. */
export const EDITABLE_LISTS = [
  "events",
  "articles",
  "vacancies",
  "services",
  "service-options-tech",
  "service-options-vma",
  "team",
  "client-stories",
  "partners",
] as const;
export type EditableList = (typeof EDITABLE_LISTS)[number];

export const isEditableList = (value: string): value is EditableList => (EDITABLE_LISTS as readonly string[]).includes(value);

/** The lists the editor alone keeps (no table of their own, no upstream): the team, client stories and partners. */
export const EDITOR_KEPT_LISTS = ["team", "client-stories", "partners"] as const;
export type EditorKeptList = (typeof EDITOR_KEPT_LISTS)[number];
export const isEditorKept = (list: EditableList): list is EditorKeptList => (EDITOR_KEPT_LISTS as readonly string[]).includes(list);
/** The spec's lists the editor edits, which have a public table and may have an upstream. */
export const isSpecList = (list: EditableList): list is EditableList & ListId => !isEditorKept(list);

/** The API path of each list the editor alone keeps. */
export const KEPT_API_LISTS = { team: "team-members", "client-stories": "client-stories", partners: "partners" } as const;

/** A form's values, by the API's field names: what a draft holds. */
export type Values = Record<string, string>;

/**
 * `media`: an uploaded image (contracts/media.ts ImageValue, held as JSON) with its alt texts and focus;
 * `legacy`: a value kept as it is and never shown (an article's cover imported as base64).
 */
export type FieldKind = "text" | "textarea" | "rich" | "select" | "checkbox" | "datetime" | "date" | "url" | "lines" | "media" | "legacy";

export interface FieldDef {
  /** The API's field name, which the form's input carries too. */
  name: string;
  kind: FieldKind;
  required: boolean;
  /** The most characters the API takes. */
  max?: number;
  /** A select's options: value and the staff copy key of its label. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** What visitors see of it on a card: the first so many characters. */
  cardChars?: number;
}

/** A row of the form: a field in Spanish and its English twin side by side, or one field for both. */
export type FieldRow = { es: FieldDef; en: FieldDef } | { both: FieldDef };

export interface ListDef {
  list: EditableList;
  /** The revision scope of the pages that read it through the API (`/api/service-options?for=tech` → `list:service-options`). */
  scope: RevisionScope;
  /** The public page that shows it, for the editor's link and the preview. */
  page: string;
  rows: readonly FieldRow[];
  /** The field that names the item in lists (Spanish) and its English twin. */
  titleField: string;
  titleFieldEn?: string;
  /** The item in the list's import shape, from the form's values (validated after). */
  toItem(values: Values): unknown;
  /** The form's values of an item in the import shape. */
  toValues(item: Record<string, unknown>): Values;
}

const text = (name: string, required = true, max = 500): FieldDef => ({ name, kind: "text", required, max });
const pair = (es: FieldDef, en: FieldDef): FieldRow => ({ es, en });
const both = (field: FieldDef): FieldRow => ({ both: field });
const str = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const trimmed = (values: Values, name: string) => (values[name] ?? "").trim();

/** An image field's JSON value as the item's field, when it holds one. */
function imageItem(name: string, value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  try {
    return { [name]: JSON.parse(value) };
  } catch {
    return { [name]: value };
  }
}

/** Values of an item whose fields are all strings already: each named field as text. */
function plainValues(item: Record<string, unknown>, names: readonly string[]): Values {
  return Object.fromEntries(names.map((name) => [name, str(item[name])]));
}

const EVENT_FIELDS = [
  "CATEGORY",
  "TITLE",
  "TITLE_EN",
  "DESCRIPCION",
  "DESCRIPTION_EN",
  "DETAILS_DATE_FROM",
  "DETAILS_DATE_TO",
  "DETAILS_PRESENTER",
  "BOTONURL",
  "BUTTONTEXT",
] as const;

/** `2025-05-14T15:00` (a datetime-local input) → `2025-05-14T15:00:00`, the spec's form. */
const withSeconds = (value: string) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? `${value}:00` : value);

export const LIST_DEFS: Record<EditableList, ListDef> = {
  events: {
    list: "events",
    scope: "list:events",
    page: "/events",
    titleField: "TITLE",
    titleFieldEn: "TITLE_EN",
    rows: [
      both({
        name: "CATEGORY",
        kind: "select",
        required: true,
        options: [
          { value: "1", label: "content.category.1" },
          { value: "2", label: "content.category.2" },
          { value: "3", label: "content.category.3" },
        ],
      }),
      pair(text("TITLE"), text("TITLE_EN")),
      pair(
        { name: "DESCRIPCION", kind: "textarea", required: true, max: 5000, cardChars: 90 },
        { name: "DESCRIPTION_EN", kind: "textarea", required: true, max: 5000, cardChars: 90 },
      ),
      both({ name: "DETAILS_DATE_FROM", kind: "datetime", required: true }),
      both({ name: "DETAILS_DATE_TO", kind: "datetime", required: true }),
      both(text("DETAILS_PRESENTER")),
      both({ name: "BOTONURL", kind: "url", required: true, max: 500 }),
      both(text("BUTTONTEXT")),
      both({ name: "EVENT_IMAGE", kind: "media", required: false }),
    ],
    toItem: (values): Partial<SiteEvent> => ({
      CATEGORY: Number(values.CATEGORY) as SiteEvent["CATEGORY"],
      TITLE: trimmed(values, "TITLE"),
      TITLE_EN: trimmed(values, "TITLE_EN"),
      DESCRIPCION: trimmed(values, "DESCRIPCION"),
      DESCRIPTION_EN: trimmed(values, "DESCRIPTION_EN"),
      DETAILS_DATE_FROM: withSeconds(trimmed(values, "DETAILS_DATE_FROM")),
      DETAILS_DATE_TO: withSeconds(trimmed(values, "DETAILS_DATE_TO")),
      DETAILS_PRESENTER: trimmed(values, "DETAILS_PRESENTER"),
      BOTONURL: trimmed(values, "BOTONURL"),
      BUTTONTEXT: trimmed(values, "BUTTONTEXT"),
      ...imageItem("EVENT_IMAGE", values.EVENT_IMAGE),
    }),
    toValues: (item) => ({ ...plainValues(item, EVENT_FIELDS), EVENT_IMAGE: item.EVENT_IMAGE ? JSON.stringify(item.EVENT_IMAGE) : "" }),
  },
  articles: {
    list: "articles",
    scope: "list:articles",
    page: "/blog",
    titleField: "Article_Name",
    titleFieldEn: "Article_Name_EN",
    rows: [
      pair(text("Article_Name"), text("Article_Name_EN")),
      pair(
        { name: "Article_body", kind: "rich", required: true, max: 200_000, cardChars: 100 },
        { name: "Article_body_EN", kind: "rich", required: true, max: 200_000, cardChars: 100 },
      ),
      both(text("Article_author", false, 200)),
      both({ name: "Article_date", kind: "date", required: false }),
      both({ name: "Article_featured", kind: "checkbox", required: false }),
      both({ name: "Article_img", kind: "media", required: false }),
      both({ name: "Article_img_data", kind: "legacy", required: false }),
    ],
    toItem: (values): Partial<ArticleSource> => ({
      Article_Name: trimmed(values, "Article_Name"),
      Article_Name_EN: trimmed(values, "Article_Name_EN"),
      Article_body: trimmed(values, "Article_body"),
      Article_body_EN: trimmed(values, "Article_body_EN"),
      ...(trimmed(values, "Article_author") ? { Article_author: trimmed(values, "Article_author") } : {}),
      ...(trimmed(values, "Article_date") ? { Article_date: trimmed(values, "Article_date") } : {}),
      Article_featured: values.Article_featured === "1",
      Article_img: values.Article_img || null,
    }),
    toValues: (item) => ({
      ...plainValues(item, [
        "Article_Name",
        "Article_Name_EN",
        "Article_body",
        "Article_body_EN",
        "Article_author",
        "Article_date",
        "Article_img",
      ]),
      Article_featured: item.Article_featured ? "1" : "",
    }),
  },
  vacancies: {
    list: "vacancies",
    scope: "list:vacancies",
    page: "/work-with-us",
    titleField: "vacancyName",
    rows: [
      both(text("vacancyName")),
      both({ name: "vacancySkills", kind: "lines", required: false, max: 5000 }),
      both(text("recruitingEffortId")),
      both(text("vacancyGUID", false, 200)),
      both({ name: "datePosted", kind: "date", required: false }),
    ],
    toItem: (values): Partial<Vacancy> => ({
      vacancyName: trimmed(values, "vacancyName"),
      vacancyGUID: trimmed(values, "vacancyGUID") || randomUUID(),
      recruitingEffortId: trimmed(values, "recruitingEffortId"),
      vacancySkills: (values.vacancySkills ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((technologyName) => ({ technologyName })),
      ...(trimmed(values, "datePosted") ? { datePosted: trimmed(values, "datePosted") } : {}),
    }),
    toValues: (item) => ({
      ...plainValues(item, ["vacancyName", "recruitingEffortId", "vacancyGUID", "datePosted"]),
      vacancySkills: ((item.vacancySkills as Array<{ technologyName: string }> | undefined) ?? [])
        .map((skill) => skill.technologyName)
        .join("\n"),
    }),
  },
  services: {
    list: "services",
    scope: "list:services",
    page: "/contractors/consulting/apply",
    titleField: "Service_Name_ES",
    titleFieldEn: "Service_Name_EN",
    rows: [
      pair(text("Service_Name_ES"), text("Service_Name_EN")),
      both(text("Service_GUID", false, 200)),
      both(text("Service_Name", false)),
    ],
    toItem: (values): Partial<ConsultingService> => ({
      Service_Name_ES: trimmed(values, "Service_Name_ES"),
      Service_Name_EN: trimmed(values, "Service_Name_EN"),
      Service_GUID: trimmed(values, "Service_GUID") || randomUUID(),
      ...(trimmed(values, "Service_Name") ? { Service_Name: trimmed(values, "Service_Name") } : {}),
    }),
    toValues: (item) => plainValues(item, ["Service_Name_ES", "Service_Name_EN", "Service_GUID", "Service_Name"]),
  },
  "service-options-tech": serviceOptions("service-options-tech", "/techservices/adquire"),
  "service-options-vma": serviceOptions("service-options-vma", "/vma/specialist/hire"),
  team: {
    list: "team",
    scope: "list:team-members",
    page: "/about-us",
    titleField: "name",
    rows: [
      both(text("name", true, 200)),
      pair(text("role_es", true, 200), text("role_en", true, 200)),
      pair(
        { name: "bio_es", kind: "textarea", required: true, max: 1000 },
        { name: "bio_en", kind: "textarea", required: true, max: 1000 },
      ),
      both({ name: "portraitImage", kind: "media", required: false }),
      both({ name: "id", kind: "legacy", required: false }),
    ],
    toItem: (values): Partial<TeamMember> => ({
      id: trimmed(values, "id") || itemId(),
      name: trimmed(values, "name"),
      role_es: trimmed(values, "role_es"),
      role_en: trimmed(values, "role_en"),
      bio_es: trimmed(values, "bio_es"),
      bio_en: trimmed(values, "bio_en"),
      ...imageItem("portraitImage", values.portraitImage),
    }),
    toValues: (item) => ({
      ...plainValues(item, ["id", "name", "role_es", "role_en", "bio_es", "bio_en"]),
      portraitImage: item.portraitImage ? JSON.stringify(item.portraitImage) : "",
    }),
  },
  "client-stories": {
    list: "client-stories",
    scope: "list:client-stories",
    page: "/about-us",
    titleField: "name",
    rows: [
      both(text("name", true, 200)),
      both(text("company", false, 200)),
      pair(text("role_es", true, 200), text("role_en", true, 200)),
      pair(
        { name: "quote_es", kind: "textarea", required: true, max: 1000 },
        { name: "quote_en", kind: "textarea", required: true, max: 1000 },
      ),
      both({ name: "portraitImage", kind: "media", required: false }),
      both({ name: "id", kind: "legacy", required: false }),
    ],
    toItem: (values): Partial<ClientStory> => ({
      id: trimmed(values, "id") || itemId(),
      name: trimmed(values, "name"),
      ...(trimmed(values, "company") ? { company: trimmed(values, "company") } : {}),
      role_es: trimmed(values, "role_es"),
      role_en: trimmed(values, "role_en"),
      quote_es: trimmed(values, "quote_es"),
      quote_en: trimmed(values, "quote_en"),
      ...imageItem("portraitImage", values.portraitImage),
    }),
    toValues: (item) => ({
      ...plainValues(item, ["id", "name", "company", "role_es", "role_en", "quote_es", "quote_en"]),
      portraitImage: item.portraitImage ? JSON.stringify(item.portraitImage) : "",
    }),
  },
  partners: {
    list: "partners",
    scope: "list:partners",
    page: "/",
    titleField: "name",
    rows: [
      both(text("name", true, 200)),
      pair(text("focus_es", true, 200), text("focus_en", true, 200)),
      both({ name: "url", kind: "url", required: false, max: 500 }),
      both({ name: "logo", kind: "media", required: false }),
      both({ name: "id", kind: "legacy", required: false }),
    ],
    toItem: (values): Partial<Partner> => ({
      id: trimmed(values, "id") || itemId(),
      name: trimmed(values, "name"),
      focus_es: trimmed(values, "focus_es"),
      focus_en: trimmed(values, "focus_en"),
      ...(trimmed(values, "url") ? { url: trimmed(values, "url") } : {}),
      ...imageItem("logo", values.logo),
    }),
    toValues: (item) => ({
      ...plainValues(item, ["id", "name", "focus_es", "focus_en", "url"]),
      logo: item.logo ? JSON.stringify(item.logo) : "",
    }),
  },
};

/** A new person's or partner's id. */
const itemId = () => randomUUID().slice(0, 8);

function serviceOptions(list: "service-options-tech" | "service-options-vma", page: string): ListDef {
  return {
    list,
    scope: "list:service-options",
    page,
    titleField: "Service_Name_ES",
    titleFieldEn: "Service_Name_EN",
    rows: [pair(text("Service_Name_ES"), text("Service_Name_EN"))],
    toItem: (values): ServiceOption => ({
      Service_Name_ES: trimmed(values, "Service_Name_ES"),
      Service_Name_EN: trimmed(values, "Service_Name_EN"),
    }),
    toValues: (item) => plainValues(item, ["Service_Name_ES", "Service_Name_EN"]),
  };
}

/** Every field of a list, in the form's order. */
export function fieldsOf(def: ListDef): FieldDef[] {
  return def.rows.flatMap((row) => ("both" in row ? [row.both] : [row.es, row.en]));
}

/** The language a field lacks while its twin has it: `es` or `en` for each half-translated pair. */
export function missingLanguages(def: ListDef, values: Values): Array<"es" | "en"> {
  const missing = new Set<"es" | "en">();
  for (const row of def.rows) {
    if ("both" in row) continue;
    const es = (values[row.es.name] ?? "").trim() !== "";
    const en = (values[row.en.name] ?? "").trim() !== "";
    if (es && !en) missing.add("en");
    if (en && !es) missing.add("es");
  }
  return [...missing];
}
