import type { ListId } from "../../../contracts/lists.ts";
import type { ContentRepository } from "../../db/content-repository.ts";
import { sampleArticles } from "./articles.ts";
import { sampleConsultingServices, sampleEvents, sampleTechOptions, sampleVacancies, sampleVmaOptions } from "./catalogue.ts";

/**
 * Fills the lists with bilingual sample content the first time the database
 * starts. The marker row is claimed first, so that of several instances
 * starting together only one seeds.
 */
export async function seedContent(content: ContentRepository, now = new Date()): Promise<boolean> {
  if (await content.isSeeded()) return false;
  try {
    await content.markSeeded(now.getTime());
  } catch {
    return false;
  }
  const lists: [ListId, unknown[]][] = [
    ["vacancies", sampleVacancies],
    ["services", sampleConsultingServices],
    ["service-options-tech", sampleTechOptions],
    ["service-options-vma", sampleVmaOptions],
    ["events", sampleEvents(now)],
    ["articles", sampleArticles],
  ];
  try {
    for (const [list, items] of lists) await content.replace(list, items, now);
  } catch (error) {
    await content.unmarkSeeded().catch(() => undefined);
    throw error;
  }
  return true;
}
