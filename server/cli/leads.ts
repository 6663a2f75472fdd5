/**
 * Operator CLI for submissions: `npm run leads -- <command>`, `--help` for
 * the commands, `<command> --help` for one's options (docs/api.md). Each
 * command is one entry of `leadsProgram`: its help beside what it runs.
 */
import { once } from "node:events";
import { loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { SUBMISSION_STATUSES } from "../db/schema.ts";
import { ErasureIncompleteError, type ForgetTarget, SubmissionsRepository } from "../db/submissions-repository.ts";
import { MailOutboxRepository } from "../db/mail-outbox-repository.ts";
import { mailKindsFor } from "../mail/lead-mail.ts";
import { InboxService } from "../leads/inbox-service.ts";
import { CLI_ACTOR } from "../staff/audit.ts";
import { isEntryModule, type Program, runAsCommand, UsageError, verb } from "./command-line.ts";
import { exportLeads, listLeads, openPrivateFile, releaseLead, retryHeldLeads, retryLead, showLead } from "./leads-commands.ts";

/** Runs `work` on the configured database's submissions and their e-mails, migrated first. */
async function withSubmissions<T>(
  work: (
    submissions: SubmissionsRepository,
    mail: MailOutboxRepository,
    config: ReturnType<typeof loadConfig>,
    inbox: InboxService,
  ) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = openDatabase(config.env.DATABASE_URL, { poolSize: 2 });
  try {
    await migrate(database.db, database.dialect);
    const submissions = new SubmissionsRepository(database);
    const mail = new MailOutboxRepository(database);
    const inbox = new InboxService(database, submissions, mail, {
      mailFor: (form, payload) => mailKindsFor(config.leads.mail, form, payload),
    });
    return await work(submissions, mail, config, inbox);
  } finally {
    await database.close();
  }
}

const write = (text: string) => void process.stdout.write(text);

const status = { type: "string", value: "status", help: `only submissions with this status: ${SUBMISSION_STATUSES.join(", ")}` } as const;
const form = { type: "string", value: "form", help: "only submissions of this form (contact, candidate, …)" } as const;
const withResumes = { type: "boolean", help: "include the resumes' contents (base64), left out by default" } as const;
// The older name of --with-resumes.
const includeFiles = { type: "boolean", help: "the same as --with-resumes" } as const;

export const leadsProgram: Program = {
  command: "npm run leads --",
  summary: "The submissions the site has stored: list, show, export, send again, delete.",
  verbs: {
    list: verb({
      summary: "the counts by status, then a table of submissions",
      usage: ["[--status <status>] [--form <form>] [--limit <n>]"],
      options: { status, form, limit: { type: "string", value: "n", help: "how many to list (50 unless told)" } },
      run: ({ values }) =>
        withSubmissions(async (submissions, mail) => {
          await listLeads(submissions, write, {
            status: values.status,
            form: values.form,
            limit: values.limit ? Number(values.limit) : undefined,
            mail,
          });
          return 0;
        }),
    }),
    show: verb({
      summary: "one submission as JSON: its delivery, its consent record and its payload",
      usage: ["<id> [--with-resumes]"],
      options: { "with-resumes": withResumes, "include-files": includeFiles },
      run: ({ positionals: [id], values }) => {
        if (!id) throw new UsageError("usage: npm run leads -- show <id>");
        return withSubmissions(async (submissions, mail) => {
          if (await showLead(submissions, write, id, values["with-resumes"] || values["include-files"], mail)) return 0;
          console.error(`no submission ${id}`);
          return 1;
        });
      },
    }),
    export: verb({
      summary: "every submission (of a status) as CSV or JSON, streamed",
      usage: ["--format csv|json [--status <status>] [--with-resumes] [--output <file>]"],
      options: {
        format: { type: "string", value: "csv|json", help: "the file's format (required)" },
        status,
        output: { type: "string", value: "file", help: "write to this file (readable by its owner only) instead of the standard output" },
        "with-resumes": withResumes,
        "include-files": includeFiles,
      },
      run: ({ values }) =>
        withSubmissions(async (submissions) => {
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
        }),
    }),
    retry: verb({
      summary: "sends submissions and their e-mails again: one (failed, held or pending), every failed one, or every held one",
      usage: ["<id>", "--failed", "--held [--form <form>]"],
      options: {
        failed: { type: "boolean", help: "every failed submission and e-mail" },
        held: { type: "boolean", help: "every held submission and e-mail, once its upstream or SMTP setting is fixed" },
        form,
      },
      run: ({ positionals: [id], values }) =>
        withSubmissions(async (submissions, mail, _config, inbox) => {
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
          if (!id) throw new UsageError("usage: npm run leads -- retry <id>|--failed|--held [--form <form>]");
          return (await retryLead(inbox, write, id)) ? 0 : 1;
        }),
    }),
    release: verb({
      summary: "sends on a lead set aside as spam that is real: relayed and mailed as if it had just arrived",
      usage: ["<id>"],
      options: {},
      run: ({ positionals: [id] }) => {
        if (!id) throw new UsageError("usage: npm run leads -- release <id>");
        return withSubmissions(async (_submissions, _mail, _config, inbox) => ((await releaseLead(inbox, write, id)) ? 0 : 1));
      },
    }),
    forget: verb({
      summary: "deletes a person's submissions (a data-subject request): by id, e-mail or phone",
      usage: ["<email>", "--id <id>", "--email <email>", "--phone <phone>"],
      options: {
        id: { type: "string", value: "id", help: "that submission" },
        email: { type: "string", value: "email", help: "every submission of that e-mail" },
        phone: { type: "string", value: "phone", help: "every submission of that phone number" },
      },
      run: ({ positionals: [email], values }) => {
        // One of: an id, an e-mail (also as the bare argument) or a phone number.
        const targets: ForgetTarget[] = [];
        if (values.id !== undefined) targets.push({ id: values.id });
        if ((values.email ?? email) !== undefined) targets.push({ email: values.email ?? email ?? "" });
        if (values.phone !== undefined) targets.push({ phone: values.phone });
        const [target] = targets;
        if (!target || targets.length > 1 || !Object.values(target)[0]?.trim())
          throw new UsageError("usage: npm run leads -- forget <email> | --id <id> | --email <email> | --phone <phone>");
        return withSubmissions(async (_submissions, _mail, _config, inbox) => {
          try {
            console.log(`${await inbox.forget(target, undefined, CLI_ACTOR)} submissions deleted`);
            return 0;
          } catch (error) {
            if (!(error instanceof ErasureIncompleteError)) throw error;
            console.error(error.message);
            return 1;
          }
        });
      },
    }),
  },
};

if (isEntryModule(import.meta.url)) runAsCommand(leadsProgram);
