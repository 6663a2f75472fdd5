/**
 * Operator CLI for submissions: `npm run leads -- <command>`.
 *
 *   list [--status pending|delivered|held|failed|spam] [--form <form>] [--limit <n>]
 *   show <id> [--with-resumes]
 *   export --format csv|json [--status <status>] [--with-resumes] [--output <file>]
 *   retry <id> | retry --failed | retry --held [--form <form>]   (the lead's delivery and its e-mails)
 *   release <id>                                                  (a lead set aside as spam: relayed and mailed)
 *   forget <email> | forget --id <id> | forget --email <email> | forget --phone <phone>
 */
import { once } from "node:events";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { ErasureIncompleteError, type ForgetTarget, SubmissionsRepository } from "../db/submissions-repository.ts";
import { MailOutboxRepository } from "../db/mail-outbox-repository.ts";
import { mailKindsFor } from "../mail/lead-mail.ts";
import { exportLeads, listLeads, openPrivateFile, releaseLead, retryHeldLeads, retryLead, showLead, UsageError } from "./leads-commands.ts";

const USAGE =
  "usage: npm run leads -- list|show <id>|export --format csv|json|retry <id>|retry --failed|retry --held [--form <form>]|release <id>|forget <email>|forget --id <id>|--email <email>|--phone <phone>";

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
      held: { type: "boolean" },
      "include-files": { type: "boolean" },
      "with-resumes": { type: "boolean" },
      id: { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
    },
  });
  const [command, argument] = positionals;
  if (!command) throw new UsageError(USAGE);

  const config = loadConfig();
  const database = openDatabase(config.env.DATABASE_URL, { poolSize: 2 });
  try {
    await migrate(database.db, database.dialect);
    const submissions = new SubmissionsRepository(database);
    const mail = new MailOutboxRepository(database);
    const write = (text: string) => void process.stdout.write(text);
    switch (command) {
      case "list":
        await listLeads(submissions, write, {
          status: values.status,
          form: values.form,
          limit: values.limit ? Number(values.limit) : undefined,
          mail,
        });
        return 0;
      case "show":
        if (!argument) throw new UsageError("usage: npm run leads -- show <id>");
        if (await showLead(submissions, write, argument, values["with-resumes"] || values["include-files"], mail)) return 0;
        console.error(`no submission ${argument}`);
        return 1;
      case "export": {
        const output = values.output ? openPrivateFile(values.output) : process.stdout;
        // Waits for the output to drain, so a large export never piles up in memory.
        const exportWrite = (text: string) => (output.write(text) ? undefined : once(output, "drain").then(() => undefined));
        const count = await exportLeads(submissions, exportWrite, {
          format: values.format ?? "",
          status: values.status,
          includeFiles: values["with-resumes"] || values["include-files"],
        });
        if (output !== process.stdout) await new Promise<void>((resolve) => output.end(() => resolve()));
        console.error(`exported ${count} submissions`);
        return 0;
      }
      case "retry": {
        const now = Date.now();
        if (values.failed) {
          const mails = await mail.retry(now, { status: "failed" });
          console.log(`${await submissions.retryFailed(now)} failed submissions queued again, ${mails} failed e-mails`);
          return 0;
        }
        if (values.held) {
          await retryHeldLeads(submissions, write, { form: values.form, mail });
          return 0;
        }
        if (!argument) throw new UsageError("usage: npm run leads -- retry <id>|--failed|--held [--form <form>]");
        return (await retryLead(submissions, mail, write, argument, now)) ? 0 : 1;
      }
      case "release": {
        if (!argument) throw new UsageError("usage: npm run leads -- release <id>");
        const released = await releaseLead(submissions, write, argument, (form, payload) => mailKindsFor(config.leads.mail, form, payload));
        return released ? 0 : 1;
      }
      case "forget": {
        // One of: an id, an e-mail (also as the bare argument) or a phone number.
        const targets: ForgetTarget[] = [];
        if (values.id !== undefined) targets.push({ id: values.id });
        if ((values.email ?? argument) !== undefined) targets.push({ email: values.email ?? argument ?? "" });
        if (values.phone !== undefined) targets.push({ phone: values.phone });
        const [target] = targets;
        if (!target || targets.length > 1 || !Object.values(target)[0]?.trim())
          throw new UsageError("usage: npm run leads -- forget <email> | --id <id> | --email <email> | --phone <phone>");
        try {
          console.log(`${await submissions.forget(target)} submissions deleted`);
          return 0;
        } catch (error) {
          if (!(error instanceof ErasureIncompleteError)) throw error;
          console.error(error.message);
          return 1;
        }
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
