/**
 * Content CLI: `npm run content -- import|export <list> <file.json>`, `--help`
 * for the commands (docs/api.md). Each command is one entry of
 * `contentProgram`: its help beside what it runs.
 * The file format is the API's list format; articles carry `Article_img` as base64 or a data URL, people their
 * `portrait` likewise (null: the site's illustrated portrait).
 */
import { readFile, writeFile } from "node:fs/promises";
import { loadConfig } from "../config.ts";
import { ContentRepository } from "../db/content-repository.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { isEntryModule, type Program, runAsCommand, UsageError, verb } from "./command-line.ts";
import { CONTENT_LISTS, exportList, importList, parseListId } from "./content-commands.ts";

/** Runs `work` on the configured database's content, migrated first. */
async function withContent<T>(work: (content: ContentRepository) => Promise<T>): Promise<T> {
  const database = openDatabase(loadConfig().env.DATABASE_URL, { poolSize: 2 });
  try {
    await migrate(database.db, database.dialect);
    return await work(new ContentRepository(database));
  } finally {
    await database.close();
  }
}

/** The list and the file a command names; a wrong list name is refused before the database is opened. */
function listAndFile(command: string, [listName, file]: string[]) {
  if (!file) throw new UsageError(`usage: npm run content -- ${command} <list> <file.json>`);
  return { list: parseListId(listName), file };
}

const usage = [`<list> <file.json>   (<list>: ${CONTENT_LISTS.join(", ")})`];

export const contentProgram: Program = {
  command: "npm run content --",
  summary: "The lists the pages show (vacancies, services, events, articles, people): import and export as JSON.",
  verbs: {
    import: verb({
      summary: "replaces a whole list with a file's items; one bad item and nothing changes",
      usage,
      options: {},
      run: async ({ positionals }) => {
        const { list, file } = listAndFile("import", positionals);
        let data: unknown;
        try {
          data = JSON.parse(await readFile(file, "utf8"));
        } catch (error) {
          throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
        }
        const count = await withContent((content) => importList(content, list, data));
        console.log(`${count} ${list} imported`);
        return 0;
      },
    }),
    export: verb({
      summary: "writes a list's items to a file, in the format import reads",
      usage,
      options: {},
      run: async ({ positionals }) => {
        const { list, file } = listAndFile("export", positionals);
        const items = await withContent((content) => exportList(content, list));
        await writeFile(file, `${JSON.stringify(items, null, 2)}\n`);
        console.log(`${items.length} ${list} exported to ${file}`);
        return 0;
      },
    }),
  },
};

if (isEntryModule(import.meta.url)) runAsCommand(contentProgram);
