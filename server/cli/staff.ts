/**
 * Operator CLI for the staff area: `npm run staff -- <command>` (docs/operations.md). The first
 * admin gets in this way: `npm run staff -- invite you@company.com --role admin` on the server, then
 * the link it prints last.
 */
import { type Config, loadConfig } from "../config.ts";
import { migrate } from "../db/migrations.ts";
import { openDatabase } from "../db/open-database.ts";
import { STAFF_ROLES } from "../db/schema.ts";
import { CLI_ACTOR } from "../staff/audit.ts";
import { staffMailer } from "../staff/staff-mail.ts";
import { LINK_LIFETIME_MS, StaffError, StaffService } from "../staff/staff-service.ts";
import { isEntryModule, type Program, runAsCommand, UsageError, verb } from "./command-line.ts";

export type Write = (text: string) => void;

export interface StaffCommandContext {
  staff: StaffService;
  config: Config;
  write: Write;
  /** Mails a link; absent without mail settings. */
  mail?: (to: string, url: string, expiresAt: number) => Promise<void>;
}

/**
 * A write that meets the running server's on the SQLite file may be refused at once (`SQLITE_BUSY`: a transaction
 * that read first cannot become the writer once another has written). Nothing of it was kept, so it is run again.
 */
async function againWhileBusy<T>(run: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!String((error as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY") || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Runs `work` on the configured database, migrated first. */
async function withStaff(work: (context: StaffCommandContext) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.env.DATABASE_URL, { poolSize: 2 });
  const mailer = config.leads.mail ? staffMailer(config.leads.mail, config.site.brandName) : undefined;
  try {
    await againWhileBusy(() => migrate(database.db, database.dialect));
    const staff = new StaffService(database, { siteUrl: config.site.siteUrl, ...config.staff });
    return await againWhileBusy(() =>
      work({
        staff,
        config,
        write: (text) => void process.stdout.write(text),
        mail: mailer
          ? (to, url, expiresAt) =>
              mailer.sendLink({ to, url, expiresAt, kind: "invite", language: config.leads.mail?.companyLanguage ?? "es" })
          : undefined,
      }),
    );
  } finally {
    mailer?.close();
    await database.close();
  }
}

/** Sends the link when mail is configured, says so, and prints the URL as the last line. */
async function deliver(context: StaffCommandContext, email: string, url: string, now: number): Promise<void> {
  if (context.mail) {
    try {
      await context.mail(email, url, now + LINK_LIFETIME_MS.invite);
      context.write(`e-mailed to ${email}\n`);
    } catch (error) {
      context.write(`could not e-mail it (${(error as Error).message}); hand it over yourself\n`);
    }
  }
  context.write(`one-time sign-in link, valid for 24 hours:\n${url}\n`);
}

export async function inviteMember(context: StaffCommandContext, email: string, roles: string, name?: string): Promise<number> {
  let result: Awaited<ReturnType<StaffService["invite"]>>;
  try {
    result = await context.staff.invite({ email, roles, name }, CLI_ACTOR);
  } catch (error) {
    if (error instanceof StaffError) throw new UsageError(error.message);
    throw error;
  }
  context.write(`${result.created ? "invited" : "invited again"} ${result.member.email} (${result.member.roles.join(", ")})\n`);
  await deliver(context, result.member.email, result.url, context.staff.now());
  return 0;
}

export async function listMembers(context: StaffCommandContext): Promise<number> {
  const members = await context.staff.members();
  if (members.length === 0) {
    context.write("no members yet: npm run staff -- invite <email> --role admin\n");
    return 0;
  }
  const rows = members.map((member) => [
    member.email,
    member.roles.join(","),
    member.firstSignedInAt === null ? "invited" : `signed in since ${new Date(member.firstSignedInAt).toISOString().slice(0, 10)}`,
    member.name ?? "",
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows)
    context.write(
      `${row
        .map((cell, index) => (index < 3 ? cell.padEnd(widths[index] ?? 0) : cell))
        .join("  ")
        .trimEnd()}\n`,
    );
  return 0;
}

export async function removeMember(context: StaffCommandContext, email: string): Promise<number> {
  if (await context.staff.remove({ email }, CLI_ACTOR)) {
    context.write(`removed ${email}; their sessions have ended\n`);
    return 0;
  }
  console.error(`no member ${email}`);
  return 1;
}

export async function linkMember(context: StaffCommandContext, email: string): Promise<number> {
  const issued = await context.staff.link(email, CLI_ACTOR, "recovery");
  if (!issued) {
    console.error(`no member ${email}; invite them: npm run staff -- invite ${email} --role <role>`);
    return 1;
  }
  await deliver(context, issued.member.email, issued.url, context.staff.now());
  return 0;
}

export const staffProgram: Program = {
  command: "npm run staff --",
  summary: "The company's people who sign in at /staff: invite, list, remove, and send a new one-time link.",
  verbs: {
    invite: verb({
      summary: "invites someone (or gives a member these roles) and prints a one-time sign-in link, e-mailed too when mail is set up",
      usage: ["<email> --role <role>[,<role>…] [--name <name>]"],
      options: {
        role: { type: "string", value: "roles", help: `comma-separated, one or more of ${STAFF_ROLES.join(", ")}` },
        name: { type: "string", value: "name", help: "how the staff area greets them" },
      },
      run: ({ positionals: [email], values }) => {
        if (!email || !values.role) throw new UsageError("usage: npm run staff -- invite <email> --role <role>[,<role>…] [--name <name>]");
        return withStaff((context) => inviteMember(context, email, values.role ?? "", values.name));
      },
    }),
    list: verb({
      summary: "every member: e-mail, roles, whether they have signed in, name",
      usage: [""],
      options: {},
      run: () => withStaff((context) => listMembers(context)),
    }),
    remove: verb({
      summary: "removes a member: their sessions end at once, their passkeys and links stop working",
      usage: ["<email>"],
      options: {},
      run: ({ positionals: [email] }) => {
        if (!email) throw new UsageError("usage: npm run staff -- remove <email>");
        return withStaff((context) => removeMember(context, email));
      },
    }),
    link: verb({
      summary: "a new one-time sign-in link for a member (a lost passkey, an expired invitation)",
      usage: ["<email>"],
      options: {},
      run: ({ positionals: [email] }) => {
        if (!email) throw new UsageError("usage: npm run staff -- link <email>");
        return withStaff((context) => linkMember(context, email));
      },
    }),
  },
};

if (isEntryModule(import.meta.url)) runAsCommand(staffProgram);
