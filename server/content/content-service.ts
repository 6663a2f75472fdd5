import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import * as v from "valibot";
import { type ContentRepository, listSourceSchemas } from "../db/content-repository.ts";
import type { Database } from "../db/open-database.ts";
import type { ContentItemsTable, DatabaseSchema } from "../db/schema.ts";
import { SiteRevisions } from "../site-revisions.ts";
import { type Actor, audit } from "../staff/audit.ts";
import { partnerSchema, SAMPLE_PARTNERS } from "../../contracts/partners.ts";
import { clientStorySchema, teamMemberSchema } from "../../contracts/people.ts";
import {
  type EditableList,
  type EditorKeptList,
  fieldsOf,
  isEditorKept,
  LIST_DEFS,
  missingLanguages,
  type Values,
} from "./content-lists.ts";
import { sampleClientStories, sampleTeam } from "./people-samples.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

/** Where an item stands: on the site or not, and whether its draft holds changes not yet published. */
export type ItemStatus = "draft" | "published" | "changed" | "unpublished";

export interface EditorItem {
  id: string;
  list: EditableList;
  position: number;
  values: Values;
  /** The published item (import shape), if it ever was. */
  published: Record<string, unknown> | null;
  live: boolean;
  status: ItemStatus;
  /** The languages a half-translated field pair lacks. */
  missing: Array<"es" | "en">;
  updatedAt: number;
  updatedBy: string | null;
}

export interface Version {
  id: string;
  itemId: string;
  at: number;
  actor: string | null;
  item: Record<string, unknown>;
}

/** Why a field was refused: empty where required, or not what the API takes. */
export type FieldProblem = "required" | "invalid";

export type SaveResult = { kind: "saved"; id: string } | { kind: "invalid"; id?: string; fields: Record<string, FieldProblem> };

export interface ListSummary {
  list: EditableList;
  total: number;
  live: number;
  drafts: number;
  missing: number;
}

const newId = () => randomBytes(9).toString("base64url");

/** The schema a published item of each list must pass (the list API's). */
const ITEM_SCHEMAS = {
  ...listSourceSchemas,
  team: teamMemberSchema,
  "client-stories": clientStorySchema,
  partners: partnerSchema,
} satisfies Record<EditableList, unknown>;

/** What a list the editor alone keeps starts from: the site's samples, their words as the pages ship them. */
function keptSamples(list: EditorKeptList): Record<string, unknown>[] {
  if (list === "team") return sampleTeam();
  if (list === "client-stories") return sampleClientStories();
  return SAMPLE_PARTNERS.map((partner) => ({ ...partner }));
}
type Trx = Transaction<DatabaseSchema>;

/** Text a visitor would see: an HTML body without its tags. */
const visibleText = (value: string) =>
  value
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

/**
 * The lists as staff edit them (CONTRACT.md section 9): every item has a working copy (its draft)
 * and, once published, the item as visitors see it. A publish, unpublish, delete, reorder or restore
 * rewrites the list's public table, bumps its revision (so the pages that read it render anew at the
 * next request, on every instance) and writes its audit row, all in one transaction. The editor and
 * the content CLI both go through here.
 */
export class ContentService {
  constructor(
    private readonly database: Database,
    private readonly repository: ContentRepository,
    private readonly now: () => number = Date.now,
  ) {}

  private get db() {
    return this.database.db;
  }

  /**
   * The first time a list is opened, its items as the site shows them (seeded or imported before
   * the editor existed) become the editor's, published.
   */
  private async adopt(list: EditableList): Promise<void> {
    const any = await this.db.selectFrom("content_items").select("id").where("list", "=", list).limit(1).executeTakeFirst();
    if (any) return;
    const marker = `content_adopted:${list}`;
    const adopted = await this.db.selectFrom("meta").select("key").where("key", "=", marker).executeTakeFirst();
    if (adopted) return;
    const items = isEditorKept(list) ? keptSamples(list) : ((await this.repository.export(list)) as Record<string, unknown>[]);
    const def = LIST_DEFS[list];
    const at = this.now();
    await this.db.transaction().execute(async (trx) => {
      // Another instance (or request) may have adopted it meanwhile: the marker's key decides.
      const inserted = await trx
        .insertInto("meta")
        .values({ key: marker, value: String(at) })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      const rows = items.map((item, index) => ({
        id: newId(),
        list,
        position: index + 1,
        draft: JSON.stringify(def.toValues(item)),
        published: JSON.stringify(item),
        live: 1,
        dirty: 0,
        updated_at: at,
        updated_by: null,
      }));
      for (let start = 0; start < rows.length; start += 200)
        await trx
          .insertInto("content_items")
          .values(rows.slice(start, start + 200))
          .execute();
    });
  }

  async items(list: EditableList): Promise<EditorItem[]> {
    await this.adopt(list);
    const rows = await this.db.selectFrom("content_items").selectAll().where("list", "=", list).orderBy("position").execute();
    return rows.map((row) => this.toItem(row));
  }

  async item(list: EditableList, id: string): Promise<EditorItem | undefined> {
    await this.adopt(list);
    const row = await this.db.selectFrom("content_items").selectAll().where("list", "=", list).where("id", "=", id).executeTakeFirst();
    return row ? this.toItem(row) : undefined;
  }

  async summaries(lists: readonly EditableList[]): Promise<ListSummary[]> {
    return Promise.all(
      lists.map(async (list) => {
        const items = await this.items(list);
        return {
          list,
          total: items.length,
          live: items.filter((item) => item.live).length,
          drafts: items.filter((item) => item.status !== "published").length,
          missing: items.filter((item) => item.missing.length > 0).length,
        };
      }),
    );
  }

  private toItem(row: ContentItemsTable): EditorItem {
    const def = LIST_DEFS[row.list as EditableList];
    const values = JSON.parse(row.draft) as Values;
    const live = Number(row.live) === 1;
    const status: ItemStatus = row.published === null ? "draft" : !live ? "unpublished" : Number(row.dirty) === 1 ? "changed" : "published";
    return {
      id: row.id,
      list: row.list as EditableList,
      position: Number(row.position),
      values,
      published: row.published === null ? null : (JSON.parse(row.published) as Record<string, unknown>),
      live,
      status,
      missing: missingLanguages(def, values),
      updatedAt: Number(row.updated_at),
      updatedBy: row.updated_by,
    };
  }

  /** The values a form may hold: the list's fields only, rich text sanitised, each as text. */
  clean(list: EditableList, raw: Record<string, unknown>): Values {
    const values: Values = {};
    for (const field of fieldsOf(LIST_DEFS[list])) {
      const value = raw[field.name];
      let text = typeof value === "string" ? value : "";
      if (field.kind === "checkbox") text = text && text !== "0" ? "1" : "";
      if (field.kind === "rich") text = sanitizeHtml(text);
      values[field.name] = text;
    }
    return values;
  }

  /** What refuses a publish: each required field empty (in either language), then what the API's schema refuses. */
  check(list: EditableList, values: Values): { item?: Record<string, unknown>; fields: Record<string, FieldProblem> } {
    const def = LIST_DEFS[list];
    const fields: Record<string, FieldProblem> = {};
    for (const field of fieldsOf(def)) {
      const value = values[field.name] ?? "";
      const empty = (field.kind === "rich" ? visibleText(value) : value.trim()) === "";
      if (field.required && empty) fields[field.name] = "required";
      else if (field.max && value.length > field.max) fields[field.name] = "invalid";
    }
    if (Object.keys(fields).length > 0) return { fields };
    const parsed = v.safeParse(ITEM_SCHEMAS[list], def.toItem(values));
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key;
        fields[typeof key === "string" ? key : (def.titleField ?? "")] = "invalid";
      }
      return { fields };
    }
    return { item: parsed.output as Record<string, unknown>, fields };
  }

  /**
   * Saves an item's draft (a new one without `id`); with `publish`, checks it and puts it on the
   * site. A refused publish still keeps the typed values as the draft.
   */
  async save(
    list: EditableList,
    id: string | undefined,
    raw: Record<string, unknown>,
    actor: Actor,
    { publish = false } = {},
  ): Promise<SaveResult> {
    await this.adopt(list);
    const values = this.clean(list, raw);
    const checked = publish ? this.check(list, values) : { fields: {} };
    const at = this.now();
    return this.db.transaction().execute(async (trx): Promise<SaveResult> => {
      let itemId = id;
      let previous: ContentItemsTable | undefined;
      if (itemId) {
        previous = await trx.selectFrom("content_items").selectAll().where("list", "=", list).where("id", "=", itemId).executeTakeFirst();
        if (!previous) return { kind: "invalid", fields: { id: "invalid" } };
      }
      const draft = JSON.stringify(values);
      const dirty = previous?.published ? (draft === JSON.stringify(LIST_DEFS[list].toValues(JSON.parse(previous.published))) ? 0 : 1) : 1;
      if (previous) {
        await trx
          .updateTable("content_items")
          .set({ draft, dirty, updated_at: at, updated_by: actor.label })
          .where("id", "=", previous.id)
          .execute();
      } else {
        itemId = newId();
        // A new article goes first (the blog shows the newest first); any other item last.
        const ends = await trx
          .selectFrom("content_items")
          .select((eb) => [eb.fn.max("position").as("max"), eb.fn.min("position").as("min")])
          .where("list", "=", list)
          .executeTakeFirst();
        const position = list === "articles" ? Number(ends?.min ?? 1) - 1 : Number(ends?.max ?? 0) + 1;
        await trx
          .insertInto("content_items")
          .values({
            id: itemId,
            list,
            position,
            draft,
            published: null,
            live: 0,
            dirty: 1,
            updated_at: at,
            updated_by: actor.label,
          })
          .execute();
      }
      const savedId = itemId as string;
      if (!publish || !checked.item) {
        // A draft changes nothing visitors see, and is still a change staff made: it is in the audit log too.
        await audit.record(trx, { actor, action: "content.draft_saved", object: { type: list, id: savedId } }, at);
        if (!publish) return { kind: "saved", id: savedId };
      }
      if (!checked.item) return { kind: "invalid", id: savedId, fields: checked.fields };
      const published = JSON.stringify(checked.item);
      await trx
        .updateTable("content_items")
        .set({ draft: JSON.stringify(LIST_DEFS[list].toValues(checked.item)), published, live: 1, dirty: 0 })
        .where("id", "=", savedId)
        .execute();
      await trx
        .insertInto("content_versions")
        .values({ id: `${at.toString(16).padStart(12, "0")}-${newId()}`, item_id: savedId, list, at, actor: actor.label, data: published })
        .execute();
      await this.sync(trx, list);
      await audit.record(trx, { actor, action: "content.published", object: { type: list, id: savedId } }, at);
      return { kind: "saved", id: savedId };
    });
  }

  /** Takes an item off the site; its draft and versions stay. */
  async unpublish(list: EditableList, id: string, actor: Actor): Promise<boolean> {
    return this.change(list, id, actor, "content.unpublished", async (trx) => {
      await trx
        .updateTable("content_items")
        .set({ live: 0, updated_at: this.now(), updated_by: actor.label })
        .where("id", "=", id)
        .execute();
    });
  }

  /** Deletes an item, its versions with it, and takes it off the site. */
  async remove(list: EditableList, id: string, actor: Actor): Promise<boolean> {
    return this.change(list, id, actor, "content.deleted", async (trx) => {
      await trx.deleteFrom("content_items").where("id", "=", id).execute();
      await trx.deleteFrom("content_versions").where("item_id", "=", id).execute();
    });
  }

  /** Swaps an item with its neighbour above (`up`) or below (`down`). */
  async move(list: EditableList, id: string, direction: "up" | "down", actor: Actor): Promise<boolean> {
    await this.adopt(list);
    return this.change(
      list,
      id,
      actor,
      "content.reordered",
      async (trx, row) => {
        const neighbour = await trx
          .selectFrom("content_items")
          .select(["id", "position"])
          .where("list", "=", list)
          .where("position", direction === "up" ? "<" : ">", row.position)
          .orderBy("position", direction === "up" ? "desc" : "asc")
          .limit(1)
          .executeTakeFirst();
        if (!neighbour) return false;
        await trx.updateTable("content_items").set({ position: neighbour.position }).where("id", "=", id).execute();
        await trx.updateTable("content_items").set({ position: row.position }).where("id", "=", neighbour.id).execute();
      },
      { direction },
    );
  }

  async versions(list: EditableList, id: string): Promise<Version[]> {
    const rows = await this.db
      .selectFrom("content_versions")
      .selectAll()
      .where("list", "=", list)
      .where("item_id", "=", id)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({ id: row.id, itemId: row.item_id, at: Number(row.at), actor: row.actor, item: JSON.parse(row.data) }));
  }

  /**
   * Restores a version as the item's draft: staff see it, preview it and publish it (a restore
   * never puts anything on the site by itself). Recorded in the audit log.
   */
  async restore(list: EditableList, id: string, versionId: string, actor: Actor): Promise<boolean> {
    const version = (await this.versions(list, id)).find((one) => one.id === versionId);
    if (!version) return false;
    const def = LIST_DEFS[list];
    return this.change(
      list,
      id,
      actor,
      "content.restored",
      async (trx, row) => {
        const draft = JSON.stringify(def.toValues(version.item));
        const dirty = row.published && draft === JSON.stringify(def.toValues(JSON.parse(row.published))) ? 0 : 1;
        await trx
          .updateTable("content_items")
          .set({ draft, dirty, updated_at: this.now(), updated_by: actor.label })
          .where("id", "=", id)
          .execute();
        return "unsynced";
      },
      { version: versionId },
    );
  }

  /**
   * Replaces a whole list with items already validated (the content CLI's import): all published,
   * each with a version.
   */
  async importList(list: EditableList, items: readonly Record<string, unknown>[], actor: Actor): Promise<void> {
    const def = LIST_DEFS[list];
    const at = this.now();
    const prepared = items.map((item) => {
      const clean =
        list === "articles"
          ? {
              ...item,
              Article_body: sanitizeHtml(String(item.Article_body ?? "")),
              Article_body_EN: sanitizeHtml(String(item.Article_body_EN ?? "")),
            }
          : item;
      return { id: newId(), item: clean };
    });
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("meta")
        .values({ key: `content_adopted:${list}`, value: String(at) })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
      await trx.deleteFrom("content_versions").where("list", "=", list).execute();
      await trx.deleteFrom("content_items").where("list", "=", list).execute();
      const rows = prepared.map(({ id, item }, index) => ({
        id,
        list,
        position: index + 1,
        draft: JSON.stringify(def.toValues(item)),
        published: JSON.stringify(item),
        live: 1,
        dirty: 0,
        updated_at: at,
        updated_by: actor.label,
      }));
      const versions = prepared.map(({ id, item }) => ({
        id: `${at.toString(16).padStart(12, "0")}-${newId()}`,
        item_id: id,
        list,
        at,
        actor: actor.label,
        data: JSON.stringify(item),
      }));
      for (let start = 0; start < rows.length; start += 200) {
        await trx
          .insertInto("content_items")
          .values(rows.slice(start, start + 200))
          .execute();
        await trx
          .insertInto("content_versions")
          .values(versions.slice(start, start + 200))
          .execute();
      }
      await this.sync(trx, list);
      await audit.record(trx, { actor, action: "content.imported", object: { type: list, id: list }, detail: { items: items.length } }, at);
    });
  }

  /** A change to one item, in one transaction with the list's public table, its revision and the audit row. */
  private async change(
    list: EditableList,
    id: string,
    actor: Actor,
    action: string,
    apply: (trx: Trx, row: ContentItemsTable) => Promise<unknown>,
    detail?: Record<string, string>,
  ): Promise<boolean> {
    await this.adopt(list);
    const at = this.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("content_items").selectAll().where("list", "=", list).where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      const outcome = await apply(trx, { ...row, position: Number(row.position) });
      if (outcome === false) return false;
      if (outcome !== "unsynced") await this.sync(trx, list);
      await audit.record(trx, { actor, action, object: { type: list, id }, ...(detail ? { detail } : {}) }, at);
      return true;
    });
  }

  /**
   * The list's public table rewritten from the live items, in order, and its revision bumped. A list the
   * editor alone keeps (team, client stories, partners) is read by the API from its live items directly.
   */
  private async sync(trx: Trx, list: EditableList): Promise<void> {
    if (isEditorKept(list)) {
      await SiteRevisions.bump(trx, LIST_DEFS[list].scope);
      return;
    }
    const rows = await trx
      .selectFrom("content_items")
      .select("published")
      .where("list", "=", list)
      .where("live", "=", 1)
      .orderBy("position")
      .execute();
    const items = rows.map((row) => JSON.parse(row.published ?? "{}") as unknown);
    await this.repository.replaceIn(trx, list, items, new Date(this.now()));
    await SiteRevisions.bump(trx, LIST_DEFS[list].scope);
  }
}
