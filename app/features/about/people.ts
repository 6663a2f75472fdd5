import { imageOf, type ImageValue } from "../../../contracts/media";
import { PEOPLE_IDS, type PeopleListId, type Person, type PersonId, SAMPLE_PEOPLE } from "../../../contracts/people";
import { PORTRAITS } from "./portraits";

/** A text in both languages, as the editor publishes it; absent for the shipped copy of a sample person. */
export interface Words {
  es: string;
  en: string;
}

/** A person as a page shows them: a name, the address of a portrait (imported or the site's own), and their words. */
export interface PersonView<List extends PeopleListId = PeopleListId> {
  id: Person<List>["id"];
  name: string;
  portrait: string;
  /** The uploaded photo (the list's `portraitImage`), shown instead of the drawn portrait. */
  image?: ImageValue;
  /** A member's or client's role, as published; else the page's copy for a sample person's id. */
  role?: Words;
  /** A member's biography or a client's quote, as published. */
  text?: Words;
  /** A client's company, shown after the role. */
  company?: string;
}

const words = (item: Record<string, unknown>, field: string): Words | undefined => {
  const es = item[`${field}_es`];
  const en = item[`${field}_en`];
  return typeof es === "string" && typeof en === "string" && es && en ? { es, en } : undefined;
};

/** The words of a text in the page's language. */
export const inLanguage = (text: Words, language: string) => (language === "en" ? text.en : text.es);

/** A drawn portrait for a person without one of their own: the sample's, or one of the samples' by the id's letters. */
function drawnPortrait(id: string): string {
  if (id in PORTRAITS) return PORTRAITS[id as PersonId];
  const all = Object.values(PORTRAITS);
  const sum = [...id].reduce((total, char) => total + char.charCodeAt(0), 0);
  return all[sum % all.length] as string;
}

/**
 * The client stories or the team, from the site's API (what the editor published, else what the content
 * CLI imported, else the site's own people). The page never fails for them: if the API does, it shows
 * the site's own.
 */
export async function readPeople<List extends PeopleListId>(
  fetchApi: (path: string) => Promise<Response>,
  list: List,
): Promise<PersonView<List>[]> {
  let people: Person<List>[] = SAMPLE_PEOPLE[list].map(({ id, name }) => ({ id, name, portraitUrl: null }) as Person<List>);
  try {
    const response = await fetchApi(`/api/${list}`);
    const items: unknown = response.ok ? await response.json() : null;
    if (Array.isArray(items)) {
      const known = PEOPLE_IDS[list] as readonly string[];
      // A person without their words in both languages is shown only if the page's copy has them (a sample's id).
      people = (items as Person<List>[]).filter(
        (item) =>
          typeof item?.id === "string" &&
          typeof item.name === "string" &&
          (known.includes(item.id) || (words(item as never, "role") && words(item as never, list === "team-members" ? "bio" : "quote"))),
      );
    }
  } catch {
    // The site's own people, as above.
  }
  return people.map((person) => {
    const image = imageOf(person, "portraitImage");
    const item = person as unknown as Record<string, unknown>;
    const role = words(item, "role");
    const text = words(item, list === "team-members" ? "bio" : "quote");
    return {
      id: person.id,
      name: person.name,
      portrait: person.portraitUrl ?? drawnPortrait(person.id),
      ...(image ? { image } : {}),
      ...(role ? { role } : {}),
      ...(text ? { text } : {}),
      ...(typeof person.company === "string" && person.company ? { company: person.company } : {}),
    };
  });
}
