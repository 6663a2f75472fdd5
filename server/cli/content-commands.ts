import { LIST_IDS, type ListId } from "../../contracts/lists.ts";
import { type ContentRepository, listSourceSchemas } from "../db/content-repository.ts";
import { UsageError } from "./leads-commands.ts";

export function parseListId(value: string | undefined): ListId {
  if (!value || !(LIST_IDS as readonly string[]).includes(value)) throw new UsageError(`<list> must be one of ${LIST_IDS.join(", ")}`);
  return value as ListId;
}

/** Validates every item first: a file with one bad item changes nothing. */
export async function importList(content: ContentRepository, list: ListId, data: unknown): Promise<number> {
  const raw = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
  if (!Array.isArray(raw)) throw new UsageError("the file must hold a JSON array of items");
  const schema = listSourceSchemas[list];
  const problems: string[] = [];
  const items = raw.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `item ${index + 1}: ${issue.path.join(".") || "(item)"}: ${issue.message}`));
    }
    return parsed.data;
  });
  if (problems.length > 0) throw new UsageError(`nothing imported:\n${problems.slice(0, 20).join("\n")}`);
  await content.replace(list, items);
  return items.length;
}

export function exportList(content: ContentRepository, list: ListId): Promise<unknown[]> {
  return content.export(list);
}
