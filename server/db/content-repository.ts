import type { DeleteQueryBuilder, DeleteResult, Insertable, Selectable, Transaction } from "kysely";
import {
  type Article,
  type ArticleSource,
  articleSourceSchema,
  type ConsultingService,
  consultingServiceSchema,
  eventSchema,
  type ListId,
  type ServiceOption,
  type SiteEvent,
  serviceOptionSchema,
  type Vacancy,
  vacancySchema,
} from "../../contracts/lists.ts";
import type { PeopleListId, PersonId, PersonSource } from "../../contracts/people.ts";
import { decodeImage, encodeImage, type StoredImage } from "../content/images.ts";
import { sanitizeHtml } from "../content/sanitize-html.ts";
import { isoDate } from "./migrations.ts";
import type { Database } from "./open-database.ts";
import type { ArticlesTable, DatabaseSchema } from "./schema.ts";

/** The item schema each list is imported with (articles carry their image inline). */
export const listSourceSchemas = {
  vacancies: vacancySchema,
  services: consultingServiceSchema,
  "service-options-tech": serviceOptionSchema,
  "service-options-vma": serviceOptionSchema,
  events: eventSchema,
  articles: articleSourceSchema,
} as const;

/** A person and the version of their portrait, without its bytes. */
export interface PersonEntry<List extends PeopleListId = PeopleListId> {
  id: PersonId<List>;
  name: string;
  imageHash: string | null;
}

/** An article and the version of its image, without the image bytes. */
export interface ArticleEntry extends Omit<Article, "Article_img_url"> {
  imageHash: string | null;
}

const serviceKind = (list: "service-options-tech" | "service-options-vma"): "tech" | "vma" =>
  list === "service-options-tech" ? "tech" : "vma";

/** An article's names, bodies and flag as the list carries them. */
const articleText = (
  row: Pick<Selectable<ArticlesTable>, "name_es" | "name_en" | "body_es" | "body_en" | "featured" | "author" | "date" | "image_value">,
) => ({
  Article_Name: row.name_es,
  Article_Name_EN: row.name_en,
  Article_body: row.body_es,
  Article_body_EN: row.body_en,
  ...(row.author ? { Article_author: row.author } : {}),
  ...(row.date ? { Article_date: row.date } : {}),
  ...(row.image_value ? { Article_image: JSON.parse(row.image_value) } : {}),
  Article_featured: row.featured === 1,
});

export class ContentRepository {
  constructor(readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async vacancies(): Promise<Vacancy[]> {
    const rows = await this.db.selectFrom("vacancies").selectAll().orderBy("position").execute();
    return rows.map((row) => ({
      vacancyName: row.vacancy_name,
      vacancyGUID: row.vacancy_guid,
      recruitingEffortId: row.recruiting_effort_id,
      vacancySkills: (JSON.parse(row.skills) as string[]).map((technologyName) => ({ technologyName })),
      ...(row.date_posted ? { datePosted: row.date_posted } : {}),
    }));
  }

  async services(): Promise<ConsultingService[]> {
    const rows = await this.db.selectFrom("consulting_services").selectAll().orderBy("position").execute();
    return rows.map((row) => ({
      Service_Name_EN: row.name_en,
      Service_Name_ES: row.name_es,
      Service_GUID: row.service_guid,
      ...(row.name === null ? {} : { Service_Name: row.name }),
    }));
  }

  async serviceOptions(list: "service-options-tech" | "service-options-vma"): Promise<ServiceOption[]> {
    const rows = await this.db
      .selectFrom("service_options")
      .selectAll()
      .where("kind", "=", serviceKind(list))
      .orderBy("position")
      .execute();
    return rows.map((row) => ({ Service_Name_ES: row.name_es, Service_Name_EN: row.name_en }));
  }

  async events(): Promise<SiteEvent[]> {
    const rows = await this.db.selectFrom("events").selectAll().orderBy("position").execute();
    return rows.map((row) => ({
      CATEGORY: row.category as SiteEvent["CATEGORY"],
      TITLE: row.title_es,
      TITLE_EN: row.title_en,
      DESCRIPCION: row.description_es,
      DESCRIPTION_EN: row.description_en,
      DETAILS_DATE_FROM: row.date_from,
      DETAILS_DATE_TO: row.date_to,
      DETAILS_PRESENTER: row.presenter,
      BOTONURL: row.button_url,
      BUTTONTEXT: row.button_text,
      ...(row.image_value ? { EVENT_IMAGE: JSON.parse(row.image_value) } : {}),
    }));
  }

  async articles(): Promise<ArticleEntry[]> {
    const rows = await this.db
      .selectFrom("articles")
      .select(["name_es", "name_en", "body_es", "body_en", "featured", "author", "date", "image_value", "image_hash"])
      .orderBy("position")
      .execute();
    return rows.map((row) => ({ ...articleText(row), imageHash: row.image_hash }));
  }

  async articleCount(): Promise<number> {
    const row = await this.db
      .selectFrom("articles")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** The articles at positions `from` to `to` (1-based, inclusive), or the first `featured` featured ones; with their positions. */
  async articlesWhere(
    range: { from: number; to: number } | { featured: number } | { firstExcept: number; count: number },
  ): Promise<Array<ArticleEntry & { position: number }>> {
    let query = this.db
      .selectFrom("articles")
      .select(["position", "name_es", "name_en", "body_es", "body_en", "featured", "author", "date", "image_value", "image_hash"])
      .orderBy("position");
    if ("from" in range) query = query.where("position", ">=", range.from).where("position", "<=", range.to);
    else if ("featured" in range) query = query.where("featured", "=", 1).limit(range.featured);
    else query = query.where("position", "!=", range.firstExcept).limit(range.count);
    const rows = await query.execute();
    return rows.map((row) => ({ ...articleText(row), imageHash: row.image_hash, position: Number(row.position) }));
  }

  /** The image of the article at a 1-based position. */
  async articleImage(position: number): Promise<StoredImage | undefined> {
    const row = await this.db
      .selectFrom("articles")
      .select(["image", "image_type", "image_hash"])
      .where("position", "=", position)
      .executeTakeFirst();
    if (!row?.image || !row.image_type || !row.image_hash) return undefined;
    return { bytes: Buffer.from(row.image), type: row.image_type, hash: row.image_hash };
  }

  /** The list in its import format (articles with their image as a `data:` URL). */
  async export(list: ListId): Promise<unknown[]> {
    switch (list) {
      case "vacancies":
        return this.vacancies();
      case "services":
        return this.services();
      case "service-options-tech":
      case "service-options-vma":
        return this.serviceOptions(list);
      case "events":
        return this.events();
      case "articles": {
        const rows = await this.db.selectFrom("articles").selectAll().orderBy("position").execute();
        return rows.map((row) => ({
          ...articleText(row),
          Article_img: row.image && row.image_type ? encodeImage({ bytes: row.image, type: row.image_type }) : null,
        }));
      }
    }
  }

  /**
   * Replaces a whole list in one transaction; items must already be validated.
   * A vacancy keeps the publication date it was first stored with (matched by
   * GUID) unless the item brings its own; a new one is dated `now`.
   */
  async replace(list: ListId, items: unknown[], now = new Date()): Promise<void> {
    // Sanitising and decoding happen before the transaction, which should hold the database only briefly.
    const articleRows = list === "articles" ? (items as ArticleSource[]).map(articleRow) : [];
    await this.db.transaction().execute((trx) => this.replaceIn(trx, list, items, now, articleRows));
  }

  /** `replace` inside a transaction of the caller's (the editor's publish, with its audit row and revision). */
  async replaceIn(
    trx: Transaction<DatabaseSchema>,
    list: ListId,
    items: unknown[],
    now = new Date(),
    articleRows = list === "articles" ? (items as ArticleSource[]).map(articleRow) : [],
  ): Promise<void> {
    {
      const position = (index: number) => index + 1;
      switch (list) {
        case "vacancies": {
          const stored = await trx.selectFrom("vacancies").select(["vacancy_guid", "date_posted"]).execute();
          const postedOn = new Map(stored.map((row) => [row.vacancy_guid, row.date_posted]));
          const rows = (items as Vacancy[]).map((item, index) => ({
            position: position(index),
            vacancy_guid: item.vacancyGUID,
            vacancy_name: item.vacancyName,
            recruiting_effort_id: String(item.recruitingEffortId),
            skills: JSON.stringify(item.vacancySkills.map((skill) => skill.technologyName)),
            date_posted: item.datePosted ?? postedOn.get(item.vacancyGUID) ?? isoDate(now),
          }));
          return refill(trx, "vacancies", rows);
        }
        case "services": {
          const rows = (items as ConsultingService[]).map((item, index) => ({
            position: position(index),
            service_guid: item.Service_GUID,
            name_en: item.Service_Name_EN,
            name_es: item.Service_Name_ES,
            name: item.Service_Name ?? null,
          }));
          return refill(trx, "consulting_services", rows);
        }
        case "service-options-tech":
        case "service-options-vma": {
          const kind = serviceKind(list);
          const rows = (items as ServiceOption[]).map((item, index) => ({
            kind,
            position: position(index),
            name_es: item.Service_Name_ES,
            name_en: item.Service_Name_EN,
          }));
          return refill(trx, "service_options", rows, (stored) => stored.where("kind", "=", kind));
        }
        case "events": {
          const rows = (items as SiteEvent[]).map((item, index) => ({
            position: position(index),
            category: item.CATEGORY,
            title_es: item.TITLE,
            title_en: item.TITLE_EN,
            description_es: item.DESCRIPCION,
            description_en: item.DESCRIPTION_EN,
            date_from: item.DETAILS_DATE_FROM,
            date_to: item.DETAILS_DATE_TO,
            presenter: item.DETAILS_PRESENTER,
            button_url: item.BOTONURL,
            button_text: item.BUTTONTEXT,
            image_value: item.EVENT_IMAGE ? JSON.stringify(item.EVENT_IMAGE) : null,
          }));
          return refill(trx, "events", rows);
        }
        case "articles":
          return refill(trx, "articles", articleRows);
      }
    }
  }

  /**
   * The published items of a list the editor alone keeps (`team`, `client-stories`, `partners`), in order;
   * undefined while the editor never opened it (the site shows its samples).
   */
  async editorPublished(list: "team" | "client-stories" | "partners"): Promise<Record<string, unknown>[] | undefined> {
    const adopted = await this.db.selectFrom("meta").select("key").where("key", "=", `content_adopted:${list}`).executeTakeFirst();
    if (!adopted) return undefined;
    const rows = await this.db
      .selectFrom("content_items")
      .select("published")
      .where("list", "=", list)
      .where("live", "=", 1)
      .orderBy("position")
      .execute();
    return rows.map((row) => JSON.parse(row.published ?? "{}") as Record<string, unknown>);
  }

  /** A list of people as imported, with their portraits' versions; none if it never was (the site shows its own). */
  async people<List extends PeopleListId>(list: List): Promise<PersonEntry<List>[]> {
    const rows = await this.db
      .selectFrom("people")
      .select(["person_id", "name", "image_hash"])
      .where("list", "=", list)
      .orderBy("position")
      .execute();
    return rows.map((row) => ({ id: row.person_id as PersonId<List>, name: row.name, imageHash: row.image_hash }));
  }

  async personPortrait(list: PeopleListId, id: string): Promise<StoredImage | undefined> {
    const row = await this.db
      .selectFrom("people")
      .select(["image", "image_type", "image_hash"])
      .where("list", "=", list)
      .where("person_id", "=", id)
      .executeTakeFirst();
    if (!row?.image || !row.image_type || !row.image_hash) return undefined;
    return { bytes: Buffer.from(row.image), type: row.image_type, hash: row.image_hash };
  }

  /** A list of people in its import format, portraits as `data:` URLs; empty if it was never imported. */
  async exportPeople(list: PeopleListId): Promise<PersonSource[]> {
    const rows = await this.db.selectFrom("people").selectAll().where("list", "=", list).orderBy("position").execute();
    return rows.map((row) => ({
      id: row.person_id as PersonId,
      name: row.name,
      portrait: row.image && row.image_type ? encodeImage({ bytes: row.image, type: row.image_type }) : null,
    }));
  }

  /** Replaces a list of people in one transaction; items must already be validated. */
  async replacePeople(list: PeopleListId, items: readonly PersonSource[]): Promise<void> {
    const rows = await Promise.all(
      items.map(async (item, index) => {
        const image = await decodeImage(item.portrait);
        if (item.portrait && !image) throw new Error(`${item.id}: the portrait is not a PNG, JPEG, GIF, WebP or SVG image`);
        return {
          list,
          position: index + 1,
          person_id: item.id,
          name: item.name,
          image: image?.bytes ?? null,
          image_type: image?.type ?? null,
          image_hash: image?.hash ?? null,
        };
      }),
    );
    await this.db.transaction().execute((trx) => refill(trx, "people", rows, (stored) => stored.where("list", "=", list)));
  }

  async isSeeded(): Promise<boolean> {
    const row = await this.db.selectFrom("meta").select("value").where("key", "=", "content_seeded").executeTakeFirst();
    return row !== undefined;
  }

  /** Fails when the marker exists: the caller lost the race to seed. */
  async markSeeded(now: number): Promise<void> {
    await this.db
      .insertInto("meta")
      .values({ key: "content_seeded", value: String(now) })
      .execute();
  }

  async unmarkSeeded(): Promise<void> {
    await this.db.deleteFrom("meta").where("key", "=", "content_seeded").execute();
  }
}

/** The tables that hold a list, each row at its place in it. */
type ListTable = "vacancies" | "consulting_services" | "service_options" | "events" | "articles" | "people";
/** The deletion of a table's stored rows, before a scope narrows it. */
type StoredRows<Table extends ListTable> = DeleteQueryBuilder<DatabaseSchema, Table, DeleteResult>;

/**
 * A list's rows replaced inside a transaction: the table's rows deleted (only
 * the list's own, where `scope` narrows them to it, as when several lists
 * share the table), then the new ones inserted.
 */
async function refill<Table extends ListTable>(
  trx: Transaction<DatabaseSchema>,
  table: Table,
  rows: Insertable<DatabaseSchema[Table]>[],
  scope: (stored: StoredRows<Table>) => StoredRows<Table> = (stored) => stored,
): Promise<void> {
  await scope(trx.deleteFrom(table)).execute();
  if (rows.length > 0) await trx.insertInto(table).values(rows).execute();
}

function articleRow(item: ArticleSource, index: number) {
  const image = decodeImage(item.Article_img);
  return {
    position: index + 1,
    name_es: item.Article_Name,
    name_en: item.Article_Name_EN,
    body_es: sanitizeHtml(item.Article_body),
    body_en: sanitizeHtml(item.Article_body_EN),
    featured: item.Article_featured ? 1 : 0,
    author: item.Article_author || null,
    date: item.Article_date || null,
    image_value: item.Article_image ? JSON.stringify(item.Article_image) : null,
    image: image?.bytes ?? null,
    image_type: image?.type ?? null,
    image_hash: image?.hash ?? null,
  };
}
