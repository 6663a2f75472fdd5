import * as v from "valibot";
import { imageValueSchema } from "./lists.ts";
import type { ImageValue } from "./media.ts";

/**
 * The people the pages show beside the spec's lists: the client stories (home
 * and about pages) and the team (about page). Not in the spec's calls: they
 * come from the database, managed by the content CLI like the lists
 * (`npm run content -- import|export client-stories|team-members <file.json>`),
 * and the site's own sample people until a list is imported.
 */
export const PEOPLE_LISTS = ["client-stories", "team-members"] as const;
export type PeopleListId = (typeof PEOPLE_LISTS)[number];

/** Each person's id keys their copy (a story's role and quote, a member's role and biography) in the pages' translations. */
export const PEOPLE_IDS = {
  "client-stories": ["logistics", "medical", "fintech"],
  "team-members": ["ceo", "cto", "talent", "finance"],
} as const;
export type PersonId<List extends PeopleListId = PeopleListId> = (typeof PEOPLE_IDS)[List][number];

/**
 * The site's own people, shown until the content CLI imports a list: each
 * one's copy is in the pages' translations (`stories.items.<id>`,
 * `about:main.team.members.<id>`), their illustrated portraits in
 * `app/features/about/portraits/`.
 */
export const SAMPLE_PEOPLE = {
  "client-stories": [
    { id: "logistics", name: "Carolina Mejía" },
    { id: "medical", name: "Jennifer Collins" },
    { id: "fintech", name: "Andrés Villegas" },
  ],
  "team-members": [
    { id: "ceo", name: "Santiago Ramírez" },
    { id: "cto", name: "Valentina Ortiz" },
    { id: "talent", name: "Daniela Rojas" },
    { id: "finance", name: "Felipe Castaño" },
  ],
} as const satisfies { [List in PeopleListId]: readonly { id: PersonId<List>; name: string }[] };

export function isPeopleList(value: unknown): value is PeopleListId {
  return typeof value === "string" && (PEOPLE_LISTS as readonly string[]).includes(value);
}

/**
 * A person as `GET /api/client-stories` and `GET /api/team-members` answer: a portrait URL, or null for the
 * site's illustrated one; beside it, the words the editor publishes in both languages (a member's role and
 * biography, a client's role, company and quote) and the uploaded photo (`portraitImage`). A sample person's
 * id is one of `PEOPLE_IDS` (their drawn portrait); a person added in the editor has an id of its own.
 */
export interface Person<List extends PeopleListId = PeopleListId> {
  id: PersonId<List> | (string & {});
  name: string;
  portraitUrl: string | null;
  role_es?: string;
  role_en?: string;
  /** A team member's biography. */
  bio_es?: string;
  bio_en?: string;
  /** A client story's quote. */
  quote_es?: string;
  quote_en?: string;
  /** A client story's company, shown after the role. */
  company?: string;
  portraitImage?: ImageValue;
}

const personText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxCodePoints(max));
/** An id the editor gives a person or partner: letters, digits and dashes. */
export const itemIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** A team member as the editor publishes them (the `team` list). */
export const teamMemberSchema = v.object({
  id: itemIdSchema,
  name: personText(200),
  role_es: personText(200),
  role_en: personText(200),
  bio_es: personText(1000),
  bio_en: personText(1000),
  portraitImage: v.optional(imageValueSchema),
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

/** A client story as the editor publishes it (the `client-stories` list). */
export const clientStorySchema = v.object({
  id: itemIdSchema,
  name: personText(200),
  company: v.optional(v.pipe(v.string(), v.trim(), v.maxCodePoints(200))),
  role_es: personText(200),
  role_en: personText(200),
  quote_es: personText(1000),
  quote_en: personText(1000),
  portraitImage: v.optional(imageValueSchema),
});
export type ClientStory = v.InferOutput<typeof clientStorySchema>;

/**
 * A person as the content CLI imports and exports them: the portrait as base64
 * or a `data:` URL (PNG, JPEG, GIF, WebP or SVG), or null (or absent) for the
 * site's illustrated portrait.
 */
export function personSourceSchema<List extends PeopleListId>(list: List) {
  return v.object({
    id: v.picklist(PEOPLE_IDS[list] as readonly PersonId<List>[]),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxCodePoints(200)),
    portrait: v.nullish(v.pipe(v.string(), v.maxCodePoints(2_000_000))),
  });
}
export type PersonSource<List extends PeopleListId = PeopleListId> = v.InferOutput<ReturnType<typeof personSourceSchema<List>>>;
