import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Language } from "../../contracts/language.ts";
import { type CopyOverrides, flattenCopy } from "../../contracts/copy-overrides.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { SiteRevisions } from "../site-revisions.ts";
import { type Actor, audit } from "../staff/audit.ts";
import { versionId } from "./facts.ts";
import { COPY_NAMESPACES, type CopyNamespace, SHIPPED } from "./shipped-copy.ts";

export const LANGUAGES: readonly Language[] = ["es", "en"];

/** Why an edited text is refused: the rules of docs/decisions/0046-site-facts-and-copy.md. */
export type CopyProblem = "empty" | "placeholders" | "plural" | "markup" | "tags" | "too_long";

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g;
const TAG = /<\/?([A-Za-z][\w-]*)\b[^>]*>/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The longest a text may be: twice the shipped one, and 40 characters more (a short label may grow a little). */
export function maxLengthOf(shipped: string): number {
  return shipped.length * 2 + 40;
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();
const tagsOf = (text: string) => new Set([...text.matchAll(TAG)].map((match) => (match[1] ?? "").toLowerCase()));

/** Why `text` cannot replace `shipped`, or undefined when it can. */
export function copyProblem(shipped: string, text: string): CopyProblem | undefined {
  if (text.trim() === "") return "empty";
  if (placeholdersOf(text).join(" ") !== placeholdersOf(shipped).join(" ")) return "placeholders";
  const allowed = tagsOf(shipped);
  const used = tagsOf(text);
  // A `<` that opens nothing a browser reads as a tag (`a < b`) is text; `<b>` where the shipped text has no markup is not.
  if (allowed.size === 0 && used.size > 0) return "markup";
  for (const tag of used) if (!allowed.has(tag)) return "tags";
  if (text.length > maxLengthOf(shipped)) return "too_long";
  return undefined;
}

/** One text to edit: a key, or a plural's forms together (`items_one`, `items_other`) under their base key. */
export interface CopyEntry {
  namespace: CopyNamespace;
  /** The key, or the plural's base. */
  key: string;
  /** The keys edited together: the key itself, or each plural form. */
  forms: string[];
  shipped: Record<Language, Record<string, string>>;
}

/** Every text of the public site, by namespace, in each file's order; plural forms grouped under their base. */
function entriesOf(namespace: CopyNamespace): CopyEntry[] {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, new Map(flattenCopy(SHIPPED[language][namespace]))]),
  ) as Record<Language, Map<string, string>>;
  const entries = new Map<string, CopyEntry>();
  for (const [key] of byLanguage.es) {
    const base = PLURAL.test(key) ? key.replace(PLURAL, "") : key;
    let entry = entries.get(base);
    if (!entry) {
      entry = { namespace, key: base, forms: [], shipped: { es: {}, en: {} } };
      entries.set(base, entry);
    }
    entry.forms.push(key);
  }
  for (const entry of entries.values()) {
    for (const language of LANGUAGES) {
      // A plural may have more forms in one language than the other (Spanish `_many`).
      for (const [key, text] of byLanguage[language]) {
        if (key === entry.key || (PLURAL.test(key) && key.replace(PLURAL, "") === entry.key)) {
          entry.shipped[language][key] = text;
          if (!entry.forms.includes(key)) entry.forms.push(key);
        }
      }
    }
  }
  return [...entries.values()];
}

const ENTRIES: ReadonlyMap<CopyNamespace, readonly CopyEntry[]> = new Map(
  COPY_NAMESPACES.map((namespace) => [namespace, entriesOf(namespace)]),
);

export function copyEntries(namespace: CopyNamespace): readonly CopyEntry[] {
  return ENTRIES.get(namespace) ?? [];
}

export function findEntry(namespace: string, key: string): CopyEntry | undefined {
  if (!(COPY_NAMESPACES as readonly string[]).includes(namespace)) return undefined;
  return copyEntries(namespace as CopyNamespace).find((entry) => entry.key === key);
}

export function isCopyNamespace(value: unknown): value is CopyNamespace {
  return typeof value === "string" && (COPY_NAMESPACES as readonly string[]).includes(value);
}

export const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 16);

/** The first problem of an edit, by language and form, or none: each form of each language checked against its shipped text. */
export function entryProblems(
  entry: CopyEntry,
  typed: Record<Language, Record<string, string | undefined>>,
): Array<{ language: Language; form: string; problem: CopyProblem }> {
  const problems: Array<{ language: Language; form: string; problem: CopyProblem }> = [];
  for (const language of LANGUAGES) {
    for (const [form, shipped] of Object.entries(entry.shipped[language])) {
      const text = typed[language][form];
      // A plural's form left out of the edit drops a form the language needs.
      if (text === undefined || (entry.forms.length > 1 && text.trim() === "")) {
        problems.push({ language, form, problem: entry.forms.length > 1 ? "plural" : "empty" });
        continue;
      }
      const problem = copyProblem(shipped, text);
      if (problem) problems.push({ language, form, problem });
    }
  }
  return problems;
}

export interface CopyOverrideRow {
  language: Language;
  namespace: string;
  key: string;
  text: string;
  /** The shipped text changed since the override was saved: a release rewrote it underneath. */
  stale: boolean;
  updatedAt: number;
  updatedBy: string | null;
}

export interface CopyVersion {
  id: string;
  subject: string;
  before: string | null;
  after: string | null;
  actor: string | null;
  at: number;
}

const subjectOf = (language: Language, namespace: string, key: string) => `${language}:${namespace}:${key}`;

/**
 * The copy staff changed: read from the database once per change (the `copy` revision), handed to every
 * page render as one object (the same object until the next change, so the pages' merge is once per change).
 */
export class SiteCopy {
  #overrides: Promise<CopyOverrides> | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    revisions?: SiteRevisions,
    private readonly now: () => number = Date.now,
  ) {
    revisions?.onChange((changed) => {
      if (changed.includes("copy")) this.#overrides = undefined;
    });
  }

  /** Every override now, by language, namespace and key; rows whose key no longer ships are left out. */
  overrides(): Promise<CopyOverrides> {
    this.#overrides ??= this.rows()
      .then((rows) => {
        const overrides: Record<string, Record<string, Record<string, string>>> = {};
        for (const row of rows) {
          const namespaces = overrides[row.language] ?? {};
          overrides[row.language] = namespaces;
          const texts = namespaces[row.namespace] ?? {};
          namespaces[row.namespace] = texts;
          texts[row.key] = row.text;
        }
        return overrides;
      })
      .catch((error: unknown) => {
        this.#overrides = undefined;
        throw error;
      });
    return this.#overrides;
  }

  /** The overrides as rows, each told whether the shipped text changed under it. */
  async rows(): Promise<CopyOverrideRow[]> {
    const rows = await this.db.selectFrom("copy_overrides").selectAll().execute();
    const result: CopyOverrideRow[] = [];
    for (const row of rows) {
      const language = row.language as Language;
      const entry = isCopyNamespace(row.namespace) ? shippedText(row.namespace, language, row.key) : undefined;
      if (entry === undefined) continue;
      result.push({
        language,
        namespace: row.namespace,
        key: row.key,
        text: row.text,
        stale: hashOf(entry) !== row.shipped_hash,
        updatedAt: Number(row.updated_at),
        updatedBy: row.updated_by,
      });
    }
    return result;
  }

  /**
   * Saves an entry's texts in both languages: a text equal to the shipped one is no override (it
   * restores it); every text is checked first, and one refused saves nothing.
   */
  async save(
    actor: Actor,
    entry: CopyEntry,
    typed: Record<Language, Record<string, string | undefined>>,
  ): Promise<{ ok: true; changed: string[] } | { ok: false; problems: ReturnType<typeof entryProblems> }> {
    const problems = entryProblems(entry, typed);
    if (problems.length > 0) return { ok: false, problems };
    const wanted: Array<{ language: Language; key: string; text: string | null; shipped: string }> = [];
    for (const language of LANGUAGES) {
      for (const [key, shipped] of Object.entries(entry.shipped[language])) {
        const text = (typed[language][key] ?? shipped).replace(/\r\n/g, "\n");
        wanted.push({ language, key, text: text === shipped ? null : text, shipped });
      }
    }
    return this.#write(actor, entry, wanted, "copy.changed");
  }

  /** Brings back the shipped text of an entry, in one language or both. */
  async restore(actor: Actor, entry: CopyEntry, languages: readonly Language[] = LANGUAGES) {
    const wanted = languages.flatMap((language) =>
      Object.entries(entry.shipped[language]).map(([key, shipped]) => ({ language, key, text: null, shipped })),
    );
    return this.#write(actor, entry, wanted, "copy.restored");
  }

  /** Puts back the text a version had (`null`: the shipped one). */
  async restoreVersion(actor: Actor, entry: CopyEntry, language: Language, key: string, text: string | null) {
    const shipped = entry.shipped[language][key];
    if (shipped === undefined) return { ok: true as const, changed: [] };
    return this.#write(actor, entry, [{ language, key, text: text === shipped ? null : text, shipped }], "copy.restored");
  }

  async #write(
    actor: Actor,
    entry: CopyEntry,
    wanted: Array<{ language: Language; key: string; text: string | null; shipped: string }>,
    action: string,
  ): Promise<{ ok: true; changed: string[] }> {
    const at = this.now();
    const changed = await this.db.transaction().execute(async (tx) => {
      const changed: string[] = [];
      for (const { language, key, text, shipped } of wanted) {
        const row = await tx
          .selectFrom("copy_overrides")
          .select(["text", "shipped_hash"])
          .where("language", "=", language)
          .where("namespace", "=", entry.namespace)
          .where("key", "=", key)
          .executeTakeFirst();
        const before = row?.text ?? null;
        // The same text saved again over a shipped text that changed: marks it reviewed (the new hash), no new version.
        if (before === text && (text === null || row?.shipped_hash === hashOf(shipped))) continue;
        const where = tx
          .deleteFrom("copy_overrides")
          .where("language", "=", language)
          .where("namespace", "=", entry.namespace)
          .where("key", "=", key);
        await where.execute();
        if (text !== null) {
          await tx
            .insertInto("copy_overrides")
            .values({
              language,
              namespace: entry.namespace,
              key,
              text,
              shipped_hash: hashOf(shipped),
              updated_at: at,
              updated_by: actor.label,
            })
            .execute();
        }
        const subject = subjectOf(language, entry.namespace, key);
        if (before !== text) {
          await tx
            .insertInto("word_versions")
            .values({ id: versionId(at), kind: "copy", subject, before, after: text, actor_id: actor.id, actor: actor.label, at })
            .execute();
        }
        changed.push(subject);
      }
      if (changed.length > 0) {
        await audit.record(
          tx,
          { actor, action, object: { type: "copy", id: `${entry.namespace}:${entry.key}` }, detail: { texts: changed } },
          at,
        );
        await SiteRevisions.bump(tx, "copy");
      }
      return changed;
    });
    if (changed.length > 0) this.#overrides = undefined;
    return { ok: true, changed };
  }

  /** The versions of an entry's texts, newest first. */
  async versions(entry: CopyEntry, limit = 50): Promise<CopyVersion[]> {
    const subjects = LANGUAGES.flatMap((language) =>
      Object.keys(entry.shipped[language]).map((key) => subjectOf(language, entry.namespace, key)),
    );
    const rows = await this.db
      .selectFrom("word_versions")
      .select(["id", "subject", "before", "after", "actor", "at"])
      .where("kind", "=", "copy")
      .where("subject", "in", subjects)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, at: Number(row.at) }));
  }
}

/** A shipped text by namespace, language and key; undefined when the release no longer has it. */
export function shippedText(namespace: CopyNamespace, language: Language, key: string): string | undefined {
  return FLAT.get(`${language}:${namespace}`)?.get(key);
}

const FLAT = new Map(
  LANGUAGES.flatMap((language) =>
    COPY_NAMESPACES.map((namespace) => [`${language}:${namespace}`, new Map(flattenCopy(SHIPPED[language][namespace]))] as const),
  ),
);
