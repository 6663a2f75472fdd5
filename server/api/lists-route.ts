import { Hono } from "hono";
import { etag } from "hono/etag";
import type { Context } from "hono";
import { BLOG_PAGE_SIZE } from "../../contracts/blog-pages.ts";
import type { ListId } from "../../contracts/lists.ts";
import { PEOPLE_IDS, PEOPLE_LISTS } from "../../contracts/people.ts";
import type { StoredImage } from "../content/images.ts";
import type { ListService } from "../content/list-service.ts";

/**
 * A list changes when staff publish (server/content/content-service.ts): caches may keep it but ask
 * each time (its ETag answers 304 while it is the same), so no one is served a list staff changed.
 */
const LIST_CACHE = "public, no-cache";
const IMMUTABLE = "public, max-age=31536000, immutable";
const MAX_POSITION = 100_000;
/** What the blog's first page features, and how many others an article's page lists (app/features/blog). */
const FEATURED_ARTICLES = 3;
const LATEST_ARTICLES = 4;

export function listsRoute(lists: ListService) {
  const route = new Hono();
  const serve = (list: ListId) => async (c: Context) => {
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await lists.list(list));
  };

  route.get("/vacancies", etag(), serve("vacancies"));
  route.get("/services", etag(), serve("services"));
  route.get("/events", etag(), serve("events"));
  route.get("/articles", etag(), serve("articles"));
  // The blog's pages and an article's, beside the spec's whole list: a page reads only its own articles.
  route.get("/articles/page/:page", etag(), async (c) => {
    const text = c.req.param("page");
    if (!/^\d{1,6}$/.test(text)) return c.json({ error: "not_found" }, 404);
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await lists.articlesPage(Number(text), BLOG_PAGE_SIZE, FEATURED_ARTICLES));
  });
  route.get("/articles/:position{[0-9]+}", etag(), async (c) => {
    const position = Number(c.req.param("position"));
    if (position < 1 || position > MAX_POSITION) return c.json({ error: "not_found" }, 404);
    const found = await lists.articleAt(position, LATEST_ARTICLES);
    if (!found) return c.json({ error: "not_found" }, 404);
    c.header("Cache-Control", LIST_CACHE);
    return c.json(found);
  });
  route.get("/service-options", etag(), async (c) => {
    const kind = c.req.query("for");
    if (kind !== "tech" && kind !== "vma") return c.json({ error: "validation", fields: { for: "FIELD_INVALID" } }, 400);
    return serve(kind === "tech" ? "service-options-tech" : "service-options-vma")(c);
  });

  // The image's ETag is its content hash; hono's `etag` answers 304 to a matching `If-None-Match`, weak or
  // not (compression downgrades the ETag to a weak one, so the browser may send it back as W/"…").
  route.get("/articles/:position/image", etag(), async (c) => {
    const text = c.req.param("position");
    const position = /^\d{1,6}$/.test(text) ? Number(text) : 0;
    if (position < 1 || position > MAX_POSITION) return c.json({ error: "not_found" }, 404);
    return answerImage(c, await lists.articleImage(position));
  });

  route.get("/partners", etag(), async (c) => {
    c.header("Cache-Control", LIST_CACHE);
    return c.json(await lists.partners());
  });

  // The client stories and the team (contracts/people.ts), and the portraits imported for them.
  for (const list of PEOPLE_LISTS) {
    route.get(`/${list}`, etag(), async (c) => {
      c.header("Cache-Control", LIST_CACHE);
      return c.json(await lists.people(list));
    });
    route.get(`/${list}/:id/portrait`, etag(), async (c) => {
      const id = c.req.param("id");
      if (!(PEOPLE_IDS[list] as readonly string[]).includes(id)) return c.json({ error: "not_found" }, 404);
      return answerImage(c, await lists.personPortrait(list, id));
    });
  }

  return route;
}

function answerImage(c: Context, image: StoredImage | undefined) {
  if (!image) return c.json({ error: "not_found" }, 404);
  // Versioned URLs never change content; an unversioned one may after an import.
  c.header("Cache-Control", c.req.query("v") === image.hash ? IMMUTABLE : "public, max-age=300");
  c.header("ETag", `"${image.hash}"`);
  c.header("Content-Type", image.type);
  return c.body(new Uint8Array(image.bytes));
}
