import * as v from "valibot";
import { LIST_IDS, type ListId } from "../../contracts/lists.ts";
import {
  isPeopleList,
  PEOPLE_LISTS,
  type PeopleListId,
  type PersonSource,
  personSourceSchema,
  SAMPLE_PEOPLE,
} from "../../contracts/people.ts";
import { decodeImage } from "../content/images.ts";
import { type ContentRepository, listSourceSchemas } from "../db/content-repository.ts";
import { ContentService } from "../content/content-service.ts";
import { CLI_ACTOR } from "../staff/audit.ts";
import { UsageError } from "./command-line.ts";

/** The spec's lists, and the people the pages show (contracts/people.ts). */
export const CONTENT_LISTS = [...LIST_IDS, ...PEOPLE_LISTS];

export function parseListId(value: string | undefined): ListId | PeopleListId {
  if (!value || !(CONTENT_LISTS as readonly string[]).includes(value))
    throw new UsageError(`<list> must be one of ${CONTENT_LISTS.join(", ")}`);
  return value as ListId | PeopleListId;
}

function itemsOf(data: unknown): unknown[] {
  const raw = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
  if (!Array.isArray(raw)) throw new UsageError("the file must hold a JSON array of items");
  return raw;
}

/** `item 3: vacancySkills.0.technologyName: <message>`: where in the file each issue is. */
function issuesOf(index: number, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `item ${index + 1}: ${v.getDotPath(issue) ?? "(item)"}: ${issue.message}`);
}

/** Validates every item first: a file with one bad item changes nothing. */
export async function importList(content: ContentRepository, list: ListId | PeopleListId, data: unknown): Promise<number> {
  if (isPeopleList(list)) return importPeople(content, list, data);
  const raw = itemsOf(data);
  const schema = listSourceSchemas[list];
  const problems: string[] = [];
  const items = raw.map((item, index) => {
    const parsed = v.safeParse(schema, item);
    if (!parsed.success) problems.push(...issuesOf(index, parsed.issues));
    return parsed.output;
  });
  if (problems.length > 0) throw new UsageError(`nothing imported:\n${problems.slice(0, 20).join("\n")}`);
  // The editor's service, as staff publish: each item published with a version, the pages' revision bumped, the import audited.
  await new ContentService(content.database, content).importList(list, items as Record<string, unknown>[], CLI_ACTOR);
  return items.length;
}

export async function exportList(content: ContentRepository, list: ListId | PeopleListId): Promise<unknown[]> {
  if (!isPeopleList(list)) return content.export(list);
  const stored = await content.exportPeople(list);
  // Never imported: the site's own people, a file to edit and import.
  return stored.length > 0 ? stored : SAMPLE_PEOPLE[list].map(({ id, name }) => ({ id, name, portrait: null }));
}

/**
 * The client stories or the team: each person once, by an id the pages have
 * copy for, with a name and a portrait (an image as base64 or a `data:` URL),
 * or `null` for the site's illustrated portrait.
 */
async function importPeople(content: ContentRepository, list: PeopleListId, data: unknown): Promise<number> {
  const raw = itemsOf(data);
  const schema = personSourceSchema(list);
  const problems: string[] = [];
  const seen = new Set<string>();
  const items: PersonSource[] = [];
  for (const [index, item] of raw.entries()) {
    const parsed = v.safeParse(schema, item);
    if (!parsed.success) {
      problems.push(...issuesOf(index, parsed.issues));
      continue;
    }
    const person = parsed.output;
    if (seen.has(person.id)) problems.push(`item ${index + 1}: id: ${person.id} is listed twice`);
    seen.add(person.id);
    if (person.portrait && !(await decodeImage(person.portrait))) {
      problems.push(`item ${index + 1}: portrait: not a PNG, JPEG, GIF, WebP or SVG image`);
    }
    items.push(person);
  }
  if (raw.length === 0) problems.push("the list is empty: the pages would show no one");
  if (problems.length > 0) throw new UsageError(`nothing imported:\n${problems.slice(0, 20).join("\n")}`);
  await content.replacePeople(list, items);
  return items.length;
}
