/** @jsxImportSource hono/jsx */
import type { ListId } from "../../../contracts/lists.ts";
import {
  EDITABLE_LISTS,
  type EditableList,
  fieldsOf,
  isEditableList,
  isSpecList,
  LIST_DEFS,
  type Values,
} from "../../content/content-lists.ts";
import type { ContentService } from "../../content/content-service.ts";
import type { ImageValue } from "../../../contracts/media.ts";
import type { MediaStore } from "../../content/media.ts";
import { isImageFieldError, readImageField } from "../image-field.tsx";
import type { ListService } from "../../content/list-service.ts";
import type { StaffContext, StaffFeature } from "../staff-app.tsx";
import type { StaffKey } from "../copy.ts";
import { ContentIndexPage, ContentListPage, DeletePage, ItemPage, itemTitle, parseImage, UpstreamListPage, VersionPage } from "./pages.tsx";
import { previewRenderer } from "./preview.ts";

export interface ContentFeatureOptions {
  content: ContentService;
  lists: ListService;
  /** The lists whose `LIST_UPSTREAM_*` is set: the company's system manages them. */
  upstreams: Partial<Record<ListId, string>>;
  /** Uploaded images (server/content/media.ts): covers and banners. */
  media: MediaStore;
}

const NOTICES = ["draft", "published", "unpublished", "deleted", "moved", "restored"] as const;

/**
 * The content editor (CONTRACT.md section 9): `/staff/content` and `/staff/content/<list>`, for
 * editors (and admins). Every page works without scripts; every change is a POST answered with a
 * 303 back, or the form again with its messages and the typed values.
 */
export function contentFeature(options: ContentFeatureOptions): StaffFeature {
  const { content, lists, media } = options;
  // Only the spec's lists have an upstream; the team, client stories and partners are the editor's alone.
  const upstream = new Set<EditableList>(EDITABLE_LISTS.filter((list) => isSpecList(list) && options.upstreams[list]));
  return (app, kit) => {
    const editor = kit.requireRole("editor");
    const preview = previewRenderer(() => kit.http);
    const listOf = (c: StaffContext): EditableList | undefined => {
      const list = c.req.param("list") ?? "";
      return isEditableList(list) ? list : undefined;
    };
    const noticeOf = (c: StaffContext) => {
      const saved = c.req.query("saved");
      return (NOTICES as readonly string[]).includes(saved ?? "")
        ? { kind: "ok" as const, text: c.get("frame").t(`content.saved.${saved}` as StaffKey) }
        : undefined;
    };
    const refuseUpstream = (c: StaffContext) =>
      kit.html(c, <UpstreamListPage frame={c.get("frame")} list={listOf(c) as EditableList} titles={[]} />, 409);

    app.get("/content", editor, async (c) =>
      kit.html(c, <ContentIndexPage frame={c.get("frame")} summaries={await content.summaries(EDITABLE_LISTS)} upstream={upstream} />),
    );

    app.get("/content/:list", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      const frame = c.get("frame");
      if (upstream.has(list) && isSpecList(list)) {
        const items = (await lists.list(list)) as Record<string, unknown>[];
        const def = LIST_DEFS[list];
        const titles = items.map((item) => itemTitle(frame.t, list, def.toValues(item)));
        return kit.html(c, <UpstreamListPage frame={frame} list={list} titles={titles} />);
      }
      return kit.html(c, <ContentListPage frame={frame} list={list} items={await content.items(list)} notice={noticeOf(c)} />);
    });

    app.get("/content/:list/new", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      return kit.html(c, <ItemPage frame={c.get("frame")} list={list} values={{ CATEGORY: "1" }} />);
    });

    /**
     * A posted form: its fields by the API's names, and each image field read by the media store
     * (checked by its bytes, stored once, alt text in both languages); a legacy value is kept as it was.
     */
    const readForm = async (c: StaffContext, list: EditableList, current?: Values) => {
      const form = await c.req.formData();
      const values: Record<string, unknown> = {};
      for (const [name, value] of form) if (typeof value === "string" && !name.includes(".")) values[name] = value;
      const images: Record<string, { value: ImageValue; error: StaffKey }> = {};
      for (const field of fieldsOf(LIST_DEFS[list])) {
        if (field.kind === "legacy") values[field.name] = current?.[field.name] ?? "";
        if (field.kind !== "media") continue;
        const kept = current?.[field.name] ?? "";
        const result = await readImageField(form, field.name, media, parseImage(kept));
        if (result === "unchanged") values[field.name] = kept;
        else if (result === null) values[field.name] = "";
        else if (isImageFieldError(result)) {
          values[field.name] = kept;
          images[field.name] = { value: result.value, error: result.error };
        } else values[field.name] = JSON.stringify(result);
      }
      return { values, images };
    };

    const save = async (c: StaffContext, list: EditableList, id?: string) => {
      const frame = c.get("frame");
      const current = id ? await content.item(list, id) : undefined;
      if (id && !current) return kit.notFound(c);
      const { values, images } = await readForm(c, list, current?.values);
      const imageRefused = Object.keys(images).length > 0;
      const publish = values.intent === "publish" && !imageRefused;
      const result = await content.save(list, id, values, kit.actorOf(c.get("session")), { publish });
      const savedId = result.id;
      if (result.kind === "saved" && !imageRefused)
        return c.redirect(`/staff/content/${list}/${savedId}?saved=${publish ? "published" : "draft"}`, 303);
      const item = savedId ? await content.item(list, savedId) : undefined;
      const problems = result.kind === "invalid" ? { ...result.fields } : {};
      return kit.html(
        c,
        <ItemPage
          frame={frame}
          list={list}
          item={item}
          values={item?.values ?? content.clean(list, values)}
          problems={problems}
          images={images}
          notice={{ kind: "error", text: frame.t("content.refused") }}
          versions={savedId ? await content.versions(list, savedId) : []}
        />,
        422,
      );
    };

    app.post("/content/:list/new", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      return save(c, list);
    });

    app.get("/content/:list/:id", editor, async (c) => {
      const list = listOf(c);
      const item = list ? await content.item(list, c.req.param("id")) : undefined;
      if (!list || !item || upstream.has(list)) return kit.notFound(c);
      return kit.html(
        c,
        <ItemPage
          frame={c.get("frame")}
          list={list}
          item={item}
          values={item.values}
          notice={noticeOf(c)}
          versions={await content.versions(list, item.id)}
        />,
      );
    });

    app.post("/content/:list/:id", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      return save(c, list, c.req.param("id"));
    });

    app.post("/content/:list/:id/move", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      const form = await c.req.parseBody();
      const direction = form.direction === "up" ? "up" : "down";
      await content.move(list, c.req.param("id"), direction, kit.actorOf(c.get("session")));
      return c.redirect(`/staff/content/${list}?saved=moved`, 303);
    });

    app.post("/content/:list/:id/unpublish", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      if (!(await content.unpublish(list, c.req.param("id"), kit.actorOf(c.get("session"))))) return kit.notFound(c);
      return c.redirect(`/staff/content/${list}/${c.req.param("id")}?saved=unpublished`, 303);
    });

    app.get("/content/:list/:id/delete", editor, async (c) => {
      const list = listOf(c);
      const item = list ? await content.item(list, c.req.param("id")) : undefined;
      if (!list || !item || upstream.has(list)) return kit.notFound(c);
      return kit.html(c, <DeletePage frame={c.get("frame")} list={list} item={item} />);
    });

    app.post("/content/:list/:id/delete", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      if (!(await content.remove(list, c.req.param("id"), kit.actorOf(c.get("session"))))) return kit.notFound(c);
      return c.redirect(`/staff/content/${list}?saved=deleted`, 303);
    });

    app.get("/content/:list/:id/versions/:version", editor, async (c) => {
      const list = listOf(c);
      const item = list ? await content.item(list, c.req.param("id")) : undefined;
      if (!list || !item) return kit.notFound(c);
      const version = (await content.versions(list, item.id)).find((one) => one.id === c.req.param("version"));
      if (!version) return kit.notFound(c);
      return kit.html(
        c,
        <VersionPage
          frame={c.get("frame")}
          list={list}
          item={item}
          version={version}
          versionValues={LIST_DEFS[list].toValues(version.item)}
        />,
      );
    });

    app.post("/content/:list/:id/versions/:version/restore", editor, async (c) => {
      const list = listOf(c);
      if (!list) return kit.notFound(c);
      if (upstream.has(list)) return refuseUpstream(c);
      const id = c.req.param("id");
      if (!(await content.restore(list, id, c.req.param("version"), kit.actorOf(c.get("session"))))) return kit.notFound(c);
      return c.redirect(`/staff/content/${list}/${id}?saved=restored`, 303);
    });

    app.get("/content/:list/:id/preview", editor, async (c) => {
      const list = listOf(c);
      const item = list ? await content.item(list, c.req.param("id")) : undefined;
      if (!list || !item || upstream.has(list)) return kit.notFound(c);
      const language = c.req.query("lang") === "en" ? "en" : "es";
      const checked = content.check(list, item.values);
      const draft = (checked.item ?? LIST_DEFS[list].toItem(item.values)) as Record<string, unknown>;
      const liveBefore = (await content.items(list)).filter((one) => one.live && one.position < item.position).length;
      const response = await preview({ list, item, draft, language, request: c.req.raw, liveBefore });
      response.headers.set("Cache-Control", "no-store");
      return response;
    });
  };
}
