import { BLOG_PAGE_SIZE } from "../../../contracts/blog-pages.ts";
import type { Language } from "../../../contracts/language.ts";
import type { EditableList } from "../../content/content-lists.ts";
import type { EditorItem } from "../../content/content-service.ts";
import { sanitizeHtml } from "../../content/sanitize-html.ts";
import type { StaffHttp } from "../staff-app.tsx";

export interface PreviewRequest {
  list: EditableList;
  item: EditorItem;
  /** The draft in the list's import shape. */
  draft: Record<string, unknown>;
  language: Language;
  request: Request;
  /** The live items before this one in the list's order: where the draft shows. */
  liveBefore: number;
}

export type PreviewRenderer = (preview: PreviewRequest) => Promise<Response>;

/** The API path each list is read at, as the pages ask for it. */
const API_PATHS: Record<EditableList, string> = {
  events: "/api/events",
  articles: "/api/articles",
  vacancies: "/api/vacancies",
  services: "/api/services",
  "service-options-tech": "/api/service-options?for=tech",
  "service-options-vma": "/api/service-options?for=vma",
  team: "/api/team-members",
  "client-stories": "/api/client-stories",
  partners: "/api/partners",
};

/** The public page that shows an item: an article its own page, any other item the page of its list. */
function pageOf(list: EditableList, position: number): string {
  switch (list) {
    case "events":
      return "/events";
    case "articles":
      return `/blog/article/${position}`;
    case "vacancies":
      return "/work-with-us";
    case "services":
      return "/contractors/consulting/apply";
    case "service-options-tech":
      return "/techservices/adquire";
    case "service-options-vma":
      return "/vma/specialist/hire";
    case "team":
    case "client-stories":
      return "/about-us";
    case "partners":
      return "/";
  }
}

/** The draft as the list's API serves an item: an article's body sanitised, its image by the URL it has now. */
function asApiItem(
  list: EditableList,
  draft: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
): Record<string, unknown> {
  // A person keeps the portrait the content CLI imported for them, if any.
  if (list === "team" || list === "client-stories")
    return { ...draft, portraitUrl: (current?.portraitUrl as string | null | undefined) ?? null };
  if (list !== "articles") return draft;
  const { Article_img: _image, ...rest } = draft;
  return {
    ...rest,
    Article_body: sanitizeHtml(String(draft.Article_body ?? "")),
    Article_body_EN: sanitizeHtml(String(draft.Article_body_EN ?? "")),
    Article_featured: Boolean(draft.Article_featured),
    Article_img_url: (current?.Article_img_url as string | null | undefined) ?? null,
  };
}

/**
 * The real public page with a draft in place, rendered by the site's own renderer for this answer
 * only: the page reads its list through the API as ever, and gets the list with the draft merged in
 * (in place of the published item, or where it will show once published). Never cached.
 */
export function previewRenderer(http: () => StaffHttp | undefined): PreviewRenderer {
  return async ({ list, item, draft, language, request, liveBefore }) => {
    const renderPage = http()?.renderPage;
    if (!renderPage) return new Response("preview unavailable", { status: 404 });
    const apiPath = API_PATHS[list];
    const origin = new URL(request.url).origin;
    const url = `${origin}${pageOf(list, liveBefore + 1)}?lang=${language}`;
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { status: 200, headers: { "Content-Type": "application/json; charset=utf-8" } });
    return renderPage(url, async (path, real) => {
      // The whole list, or (articles) one page of the blog or one article's answer, each from the merged list.
      const articlePath = list === "articles" ? /^\/api\/articles\/(?:page\/(\d+)|(\d+))$/.exec(path) : null;
      if (path !== apiPath && !articlePath) return undefined;
      const answer = await real(apiPath);
      const items = answer.ok ? ((await answer.json()) as Record<string, unknown>[]) : [];
      const merged = [...items];
      const current = item.live ? merged[liveBefore] : undefined;
      merged.splice(liveBefore, item.live ? 1 : 0, asApiItem(list, draft, current));
      if (!articlePath) return json(merged);
      const positioned = merged.map((article, index) => ({ article, position: index + 1 }));
      if (articlePath[2]) {
        const position = Number(articlePath[2]);
        const article = merged[position - 1];
        if (!article) return new Response(JSON.stringify({ error: "not_found" }), { status: 404 });
        return json({ position, total: merged.length, article, latest: positioned.filter((one) => one.position !== position).slice(0, 4) });
      }
      const pageCount = Math.max(1, Math.ceil(merged.length / BLOG_PAGE_SIZE));
      const page = Math.min(Math.max(1, Number(articlePath[1])), pageCount);
      return json({
        page,
        pageCount,
        total: merged.length,
        items: positioned.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
        featured: page === 1 ? positioned.filter((one) => one.article.Article_featured).slice(0, 3) : [],
      });
    });
  };
}
