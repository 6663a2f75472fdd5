import { type Kysely, sql, type Transaction } from "kysely";
import type { DatabaseSchema } from "./db/schema.ts";

/**
 * What a page shows that staff can change without a deploy: a list (`list:events`, `list:team`…,
 * named as its API path), the company's facts, the site's copy. A change bumps its scope's revision
 * in the change's own transaction; every instance sharing the database reads the revisions at the
 * next request and renders anew the pages that showed it (docs/decisions/0041-staff-sign-in.md).
 */
export type RevisionScope = `list:${string}` | "facts" | "copy";

/** Scopes every page shows: the facts (footer, structured data) and the copy. */
export const EVERY_PAGE: readonly RevisionScope[] = ["facts", "copy"];

export type Revisions = ReadonlyMap<string, number>;

/** The scope of a list a page read through the API while it rendered: `/api/events?x` → `list:events`. */
export function scopeOfApiPath(path: string): RevisionScope | undefined {
  const match = /^\/api\/([a-z][a-z-]*)(?:[/?]|$)/.exec(path);
  return match?.[1] && match[1] !== "submissions" ? `list:${match[1]}` : undefined;
}

/** The revisions of some scopes, as one string a cached page keeps and compares. */
export function stampOf(revisions: Revisions, scopes: Iterable<string>): string {
  return [...new Set(scopes)]
    .sort()
    .map((scope) => `${scope}:${revisions.get(scope) ?? 0}`)
    .join(",");
}

export class SiteRevisions {
  #inFlight: Promise<Revisions> | undefined;
  #last: Revisions = new Map();
  readonly #listeners = new Set<(changed: readonly string[]) => void>();

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Marks a scope changed, in the transaction of the change: it is seen once the change is. */
  static async bump(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, scope: RevisionScope): Promise<void> {
    await db
      .insertInto("site_revisions")
      .values({ scope, revision: 1 })
      .onConflict((conflict) => conflict.column("scope").doUpdateSet({ revision: sql`site_revisions.revision + 1` }))
      .execute();
  }

  /** The revisions now: one query, shared by the requests that ask while it runs. */
  current(): Promise<Revisions> {
    this.#inFlight ??= this.#read().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  /** Called with the scopes whose revision changed since the last read (a merged copy or facts to rebuild). */
  onChange(listener: (changed: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #read(): Promise<Revisions> {
    const rows = await this.db.selectFrom("site_revisions").select(["scope", "revision"]).execute();
    const revisions = new Map(rows.map((row) => [row.scope, Number(row.revision)]));
    const changed = [...new Set([...revisions.keys(), ...this.#last.keys()])].filter(
      (scope) => revisions.get(scope) !== this.#last.get(scope),
    );
    this.#last = revisions;
    if (changed.length > 0) for (const listener of this.#listeners) listener(changed);
    return revisions;
  }
}
