import * as v from "valibot";
import {
  type Article,
  type ArticleAt,
  type ArticleSource,
  type ArticlesPage,
  type ListId,
  listItemSchemas,
  type PositionedArticle,
} from "../../contracts/lists.ts";
import { type Partner, SAMPLE_PARTNERS } from "../../contracts/partners.ts";
import type { PeopleListId, Person } from "../../contracts/people.ts";
import { type ArticleEntry, type ContentRepository, listSourceSchemas } from "../db/content-repository.ts";
import type { Logger } from "../logger.ts";
import { decodeImage, type StoredImage } from "./images.ts";
import { sampleClientStories, sampleTeam } from "./people-samples.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

export interface ListSettings {
  /** Secrets: never logged. */
  upstreams: Partial<Record<ListId, string>>;
  cacheMs: number;
  timeoutMs: number;
}

interface CachedList {
  items: unknown[];
  images: Map<number, StoredImage>;
  fetchedAt: number;
}

const MB = 1024 * 1024;
/**
 * The most of an upstream's answer that is read: far more than a list of
 * text needs; articles carry their images in base64, so they get more room.
 * A larger answer is a failed fetch, dropped as soon as it shows it is larger.
 */
export const MAX_LIST_BYTES = 2 * MB;
export const MAX_ARTICLES_BYTES = 32 * MB;

export function portraitUrl(list: PeopleListId, id: string, hash: string | null): string | null {
  return hash ? `/api/${list}/${id}/portrait?v=${hash}` : null;
}

export function articleImageUrl(position: number, hash: string | null): string | null {
  return hash ? `/api/articles/${position}/image?v=${hash}` : null;
}

function positionedArticle({ imageHash, position, ...article }: ArticleEntry & { position: number }): PositionedArticle {
  return { position, article: { ...article, Article_img_url: articleImageUrl(position, imageHash) } };
}

function toApiArticles(entries: ArticleEntry[]): Article[] {
  return entries.map(({ imageHash, ...article }, index) => ({ ...article, Article_img_url: articleImageUrl(index + 1, imageHash) }));
}

/**
 * Lists come from the database, or from their upstream when one is
 * configured: cached for a while, and served stale (or from the database)
 * when the upstream fails.
 */
export class ListService {
  private readonly cache = new Map<ListId, CachedList>();
  private readonly inFlight = new Map<ListId, Promise<CachedList>>();

  constructor(
    private readonly content: ContentRepository,
    private readonly settings: ListSettings,
    private readonly logger: Logger,
    /** The time now, in ms: a test moves it on instead of waiting for the cache to expire. */
    private readonly now: () => number = Date.now,
  ) {}

  async list(list: ListId): Promise<unknown[]> {
    if (!this.settings.upstreams[list]) return this.fromDatabase(list);
    const cached = await this.fromUpstream(list);
    return cached?.items ?? this.fromDatabase(list);
  }

  /**
   * One page of the blog: from the database, only that page's rows (and the featured ones on page 1),
   * so a page costs the same with 20 articles or 2,000; from an upstream, a slice of its cached list.
   */
  async articlesPage(requested: number, size: number, featuredCount: number): Promise<ArticlesPage> {
    const fromUpstream = this.settings.upstreams.articles ? ((await this.list("articles")) as Article[]) : undefined;
    const total = fromUpstream ? fromUpstream.length : await this.content.articleCount();
    const pageCount = Math.max(1, Math.ceil(total / size));
    const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
    const from = (page - 1) * size + 1;
    const to = page * size;
    if (fromUpstream) {
      const positioned = fromUpstream.map((article, index) => ({ article, position: index + 1 }));
      return {
        page,
        pageCount,
        total,
        items: positioned.slice(from - 1, to),
        featured: page === 1 ? positioned.filter(({ article }) => article.Article_featured).slice(0, featuredCount) : [],
      };
    }
    const [items, featured] = await Promise.all([
      this.content.articlesWhere({ from, to }),
      page === 1 ? this.content.articlesWhere({ featured: featuredCount }) : Promise.resolve([]),
    ]);
    return { page, pageCount, total, items: items.map(positionedArticle), featured: featured.map(positionedArticle) };
  }

  /** One article by its position and the first `latestCount` others; undefined past the end. */
  async articleAt(position: number, latestCount: number): Promise<ArticleAt | undefined> {
    if (this.settings.upstreams.articles) {
      const all = (await this.list("articles")) as Article[];
      const article = all[position - 1];
      if (!article) return undefined;
      const latest = all
        .map((one, index) => ({ article: one, position: index + 1 }))
        .filter((one) => one.position !== position)
        .slice(0, latestCount);
      return { position, total: all.length, article, latest };
    }
    const [found, latest, total] = await Promise.all([
      this.content.articlesWhere({ from: position, to: position }),
      this.content.articlesWhere({ firstExcept: position, count: latestCount }),
      this.content.articleCount(),
    ]);
    const entry = found[0];
    if (!entry) return undefined;
    return { position, total, article: positionedArticle(entry).article, latest: latest.map(positionedArticle) };
  }

  /**
   * The client stories or the team: as the editor publishes them once it has opened the list (each
   * with their words in both languages); before, as imported by the content CLI, else the site's own,
   * with the words the pages ship. A portrait the CLI imported stays a sample person's `portraitUrl`.
   */
  async people<List extends PeopleListId>(list: List): Promise<Person<List>[]> {
    const [published, stored] = await Promise.all([
      this.content.editorPublished(list === "team-members" ? "team" : "client-stories"),
      this.content.people(list),
    ]);
    const samples: Record<string, unknown>[] = list === "team-members" ? sampleTeam() : sampleClientStories();
    const imported = new Map(stored.map((entry) => [entry.id as string, entry]));
    const withPortrait = (item: Record<string, unknown>): Person<List> => {
      const entry = imported.get(String(item.id));
      return { ...item, portraitUrl: entry ? portraitUrl(list, entry.id, entry.imageHash) : null } as Person<List>;
    };
    if (published) return published.map(withPortrait);
    if (stored.length === 0) return samples.map(withPortrait);
    const words = new Map(samples.map((sample) => [String(sample.id), sample]));
    return stored.map(({ id, name }) => withPortrait({ ...words.get(id), id, name }));
  }

  /** The partners: as the editor publishes them once it has opened the list, else the site's samples. */
  async partners(): Promise<Partner[]> {
    return ((await this.content.editorPublished("partners")) as Partner[] | undefined) ?? [...SAMPLE_PARTNERS];
  }

  personPortrait(list: PeopleListId, id: string): Promise<StoredImage | undefined> {
    return this.content.personPortrait(list, id);
  }

  async articleImage(position: number): Promise<StoredImage | undefined> {
    if (!this.settings.upstreams.articles) return this.content.articleImage(position);
    const cached = await this.fromUpstream("articles");
    return cached ? cached.images.get(position) : this.content.articleImage(position);
  }

  private async fromDatabase(list: ListId): Promise<unknown[]> {
    switch (list) {
      case "vacancies":
        return this.content.vacancies();
      case "services":
        return this.content.services();
      case "service-options-tech":
      case "service-options-vma":
        return this.content.serviceOptions(list);
      case "events":
        return this.content.events();
      case "articles":
        return toApiArticles(await this.content.articles());
    }
  }

  private async fromUpstream(list: ListId): Promise<CachedList | undefined> {
    const cached = this.cache.get(list);
    if (cached && this.now() - cached.fetchedAt < this.settings.cacheMs) return cached;
    let pending = this.inFlight.get(list);
    if (!pending) {
      pending = this.fetchList(list).finally(() => this.inFlight.delete(list));
      this.inFlight.set(list, pending);
    }
    try {
      const fresh = await pending;
      this.cache.set(list, fresh);
      return fresh;
    } catch (error) {
      const reason = error instanceof Error ? error.name : "error";
      this.logger.warn({ list, reason, stale: cached !== undefined }, "list upstream failed");
      return cached;
    }
  }

  private async fetchList(list: ListId): Promise<CachedList> {
    const url = this.settings.upstreams[list] ?? "";
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      // A redirect is a failure like any other (the last good copy is served): the list's address is the configured one.
      redirect: "manual",
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`status ${response.status}`);
    }
    const data: unknown = JSON.parse(await readCapped(response, list === "articles" ? MAX_ARTICLES_BYTES : MAX_LIST_BYTES));
    const raw = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
    if (!Array.isArray(raw)) throw new UpstreamError("not a list");
    const schema = listSourceSchemas[list];
    const items = raw.flatMap((item) => {
      const parsed = v.safeParse(schema, item);
      return parsed.success ? [parsed.output] : [];
    });
    if (items.length < raw.length) this.logger.warn({ list, dropped: raw.length - items.length }, "list upstream sent invalid items");
    if (list !== "articles") return { items, images: new Map(), fetchedAt: this.now() };
    return this.articlesFrom(items as ArticleSource[]);
  }

  private articlesFrom(sources: ArticleSource[]): CachedList {
    const images = new Map<number, StoredImage>();
    const items: Article[] = [];
    for (const [index, source] of sources.entries()) {
      const image = decodeImage(source.Article_img);
      if (image) images.set(index + 1, image);
      items.push(
        v.parse(listItemSchemas.articles, {
          Article_Name: source.Article_Name,
          Article_Name_EN: source.Article_Name_EN,
          Article_body: sanitizeHtml(source.Article_body),
          Article_body_EN: sanitizeHtml(source.Article_body_EN),
          Article_featured: source.Article_featured,
          Article_img_url: articleImageUrl(index + 1, image?.hash ?? null),
        }),
      );
    }
    return { items, images, fetchedAt: this.now() };
  }
}

class UpstreamError extends Error {
  override name = "UpstreamError";
}

/** The answer's text, or an `UpstreamError` as soon as it declares or sends more than `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const tooLarge = async () => {
    await reader.cancel().catch(() => undefined);
    return new UpstreamError("too large");
  };
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) throw await tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new TextDecoder().decode(Buffer.concat(chunks, size));
    size += value.byteLength;
    if (size > maxBytes) throw await tooLarge();
    chunks.push(value);
  }
}
