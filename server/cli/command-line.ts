import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** A mistake in the command line: its message is shown, with where to find help, and the command exits with 2. */
export class UsageError extends Error {}

export interface OptionSpec {
  type: "string" | "boolean";
  /** What the value is, as help shows it (`--status <status>`); string options only. */
  value?: string;
  short?: string;
  help: string;
}

type OptionSpecs = Record<string, OptionSpec>;

/** The parsed options of a verb: strings and flags, each absent unless given. */
export type OptionValues<Options extends OptionSpecs> = {
  [Name in keyof Options]?: Options[Name]["type"] extends "string" ? string : boolean;
};

export interface Verb<Options extends OptionSpecs = OptionSpecs> {
  /** One line: what the verb does. */
  summary: string;
  /** How it is called, after the program and the verb's name: `<id> [--with-resumes]`; one line per form. */
  usage: readonly string[];
  options: Options;
  run(input: { positionals: string[]; values: OptionValues<Options> }): Promise<number>;
}

/** A verb, its help beside what it runs; `options` types the values `run` receives. */
export const verb = <const Options extends OptionSpecs>(definition: Verb<Options>): Verb<Options> => definition;

export interface Program {
  /** How the operator calls it: `npm run leads --`. */
  command: string;
  summary: string;
  // biome-ignore lint/suspicious/noExplicitAny: each verb types its own options
  verbs: Record<string, Verb<any>>;
}

const HELP: OptionSpec = { type: "boolean", short: "h", help: "show this help" };

/** Rows of two columns, the first padded to the widest. */
function table(rows: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join("\n");
}

export function programHelp({ command, summary, verbs }: Program): string {
  return [
    `usage: ${command} <command> [options]`,
    "",
    summary,
    "",
    "Commands:",
    table(Object.entries(verbs).map(([name, { summary: line }]) => [name, line])),
    "",
    `${command} <command> --help shows a command's options.`,
    "",
  ].join("\n");
}

export function verbHelp({ command }: Program, name: string, { summary, usage, options }: Verb): string {
  const flag = (option: string, { short, value }: OptionSpec) => `${short ? `-${short}, ` : ""}--${option}${value ? ` <${value}>` : ""}`;
  return [
    ...usage.map((line, index) => `${index === 0 ? "usage: " : "       "}${command} ${name}${line ? ` ${line}` : ""}`),
    "",
    summary,
    "",
    "Options:",
    table(Object.entries({ ...options, help: HELP }).map(([option, spec]) => [flag(option, spec), spec.help])),
    "",
  ].join("\n");
}

/**
 * Runs one verb of a program on `argv` (node:util's `parseArgs`, strict: an
 * option the verb does not take is a usage error). `--help` or `-h` shows the
 * program's help, or the verb's after its name, and runs nothing.
 */
export async function runCommandLine(program: Program, argv: readonly string[], write: (text: string) => void): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    write(programHelp(program));
    return name === undefined ? 2 : 0;
  }
  const chosen = Object.hasOwn(program.verbs, name) ? program.verbs[name] : undefined;
  if (!chosen) throw new UsageError(`unknown command '${name}'; ${program.command} --help lists them`);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...rest], allowPositionals: true, strict: true, options: { ...chosen.options, help: HELP } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}; ${program.command} ${name} --help lists its options`);
  }
  if (parsed.values.help) {
    write(verbHelp(program, name, chosen));
    return 0;
  }
  // No option is `multiple`: each value is a string or a flag.
  return chosen.run({ positionals: parsed.positionals, values: parsed.values as OptionValues<OptionSpecs> });
}

/** Runs a program as the process's command: its exit code, or 2 with the message of a usage error. */
export function runAsCommand(program: Program): void {
  runCommandLine(program, process.argv.slice(2), (text) => void process.stdout.write(text)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof UsageError ? error.message : error);
      process.exit(2);
    },
  );
}

/** Whether the module at `url` is the one Node was started with (not imported by a test). */
export function isEntryModule(url: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === url;
  } catch {
    return false;
  }
}
