import { PEOPLE_IDS, type PeopleListId, type Person, SAMPLE_PEOPLE } from "../../../contracts/people";
import { imageOf, type ImageValue } from "../../../contracts/media";
import { PORTRAITS } from "./portraits";

/** A person as a page shows them: a name and the address of a portrait, imported or the site's own. */
export interface PersonView<List extends PeopleListId = PeopleListId> {
  id: Person<List>["id"];
  name: string;
  portrait: string;
  /** The uploaded photo (the list's `portraitImage`), shown instead of the drawn portrait. */
  image?: ImageValue;
}

/**
 * The client stories or the team, from the site's API (what the content CLI
 * imported, else the site's own people). The page never fails for them: if
 * the API does, it shows the site's own.
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
      people = (items as Person<List>[]).filter((item) => known.includes(item?.id) && typeof item.name === "string");
    }
  } catch {
    // The site's own people, as above.
  }
  return people.map((person) => {
    const image = imageOf(person, "portraitImage");
    return { id: person.id, name: person.name, portrait: person.portraitUrl ?? PORTRAITS[person.id], ...(image ? { image } : {}) };
  });
}
