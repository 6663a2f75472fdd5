/**
 * Content CLI: `npm run content -- import|export <list> <file.json>`.
 * Lists: vacancies, services, service-options-tech, service-options-vma, events, articles, and the people the
 * pages show, client-stories and team-members (contracts/people.ts).
 * The file format is the API's list format; articles carry `Article_img` as base64 or a data URL, people their
 * `portrait` likewise (null: the site's illustrated portrait).
 */
import { readFile, writeFile } from "node:fs/promises";
import { loadConfig } from "../config.ts";
import { ContentRepository } from "../db/content-repository.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { exportList, importList, parseListId } from "./content-commands.ts";
import { UsageError } from "./leads-commands.ts";

const USAGE = "usage: npm run content -- import|export <list> <file.json>";

async function main([command, listName, file]: string[]): Promise<number> {
  if ((command !== "import" && command !== "export") || !file) throw new UsageError(USAGE);
  const list = parseListId(listName);
  const database = openDatabase(loadConfig().env.DATABASE_URL, { poolSize: 2 });
  try {
    await migrate(database.db, database.dialect);
    const content = new ContentRepository(database);
    if (command === "import") {
      let data: unknown;
      try {
        data = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
      }
      console.log(`${await importList(content, list, data)} ${list} imported`);
    } else {
      const items = await exportList(content, list);
      await writeFile(file, `${JSON.stringify(items, null, 2)}\n`);
      console.log(`${items.length} ${list} exported to ${file}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(2);
  },
);
