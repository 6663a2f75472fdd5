/**
 * Operator CLI for submissions: `npm run leads -- <command>`.
 *
 *   list [--status pending|delivered|failed|spam] [--form <form>] [--limit <n>]
 *   show <id> [--include-files]
 *   export --format csv|json [--status <status>] [--include-files] [--output <file>]
 *   retry <id> | retry --failed
 *   forget <email>
 */
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { SubmissionsRepository } from "../db/submissions-repository.ts";
import { exportLeads, listLeads, showLead, UsageError } from "./leads-commands.ts";

const USAGE = "usage: npm run leads -- list|show <id>|export --format csv|json|retry <id>|retry --failed|forget <email>";

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: "string" },
      form: { type: "string" },
      limit: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      failed: { type: "boolean" },
      "include-files": { type: "boolean" },
    },
  });
  const [command, argument] = positionals;
  if (!command) throw new UsageError(USAGE);

  const database = openDatabase(loadConfig().env.DATABASE_URL, { poolSize: 2 });
  try {
    await migrate(database.db, database.dialect);
    const submissions = new SubmissionsRepository(database);
    const write = (text: string) => void process.stdout.write(text);
    switch (command) {
      case "list":
        await listLeads(submissions, write, {
          status: values.status,
          form: values.form,
          limit: values.limit ? Number(values.limit) : undefined,
        });
        return 0;
      case "show":
        if (!argument) throw new UsageError("usage: npm run leads -- show <id>");
        if (await showLead(submissions, write, argument, values["include-files"])) return 0;
        console.error(`no submission ${argument}`);
        return 1;
      case "export": {
        const output = values.output ? createWriteStream(values.output) : undefined;
        const count = await exportLeads(submissions, output ? (text) => void output.write(text) : write, {
          format: values.format ?? "",
          status: values.status,
          includeFiles: values["include-files"],
        });
        if (output) await new Promise((resolve) => output.end(resolve));
        console.error(`exported ${count} submissions`);
        return 0;
      }
      case "retry": {
        const now = Date.now();
        if (values.failed) {
          console.log(`${await submissions.retryFailed(now)} failed submissions queued again`);
          return 0;
        }
        if (!argument) throw new UsageError("usage: npm run leads -- retry <id>|--failed");
        const queued = await submissions.retry(argument, now);
        console.log(queued ? `${argument} queued again` : `no failed or pending submission ${argument}`);
        return queued ? 0 : 1;
      }
      case "forget": {
        if (!argument) throw new UsageError("usage: npm run leads -- forget <email>");
        console.log(`${await submissions.forget(argument)} submissions deleted`);
        return 0;
      }
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError || error instanceof TypeError ? error.message : error);
    process.exit(2);
  },
);
