/** @jsxImportSource hono/jsx */
import { type FocalPoint, type ImageValue, mediaUrl, parseMediaId, variantWidths } from "../../contracts/media.ts";
import { MAX_UPLOAD_BYTES, type MediaStore } from "../content/media.ts";
import type { StaffKey, Translate } from "./copy.ts";

/** Alt text's longest: a sentence or two, not an article. */
export const MAX_ALT_LENGTH = 250;

/** What a form shows in an image field: a stored image (or `media: ""` for none), its alt texts and focus. */
export type ImageFieldValue = ImageValue;

export type ImageFieldError = { error: StaffKey; value: ImageFieldValue };

/**
 * What an image field posted, judged (server/content/media.ts explains the parts):
 * - an `ImageValue`: the field's image now (a new upload, or the one kept with its alt texts and focus);
 * - `null`: no image (none was set, or "remove" was ticked);
 * - `"unchanged"`: the same image, alt texts and focus as `current`;
 * - `{ error, value }`: a staff copy key to show in the field, and what to render it with again (an
 *   upload that was stored is kept in `value.media`, so it need not be sent twice).
 */
export type ImageFieldResult = ImageValue | null | "unchanged" | ImageFieldError;

export function isImageFieldError(result: ImageFieldResult): result is ImageFieldError {
  return typeof result === "object" && result !== null && "error" in result;
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value.trim() : "";
};

/** A coordinate as typed: an integer from 0 to 100 (blank is the centre); undefined otherwise. */
function coordinate(typed: string): number | undefined {
  if (typed === "") return 50;
  if (!/^\d{1,3}(\.\d+)?$/.test(typed)) return undefined;
  const value = Math.round(Number(typed));
  return value <= 100 ? value : undefined;
}

const same = (a: ImageValue | undefined, b: ImageValue) =>
  !!a && a.media === b.media && a.altEs === b.altEs && a.altEn === b.altEn && a.focus.x === b.focus.x && a.focus.y === b.focus.y;

/**
 * Reads the image field `name` of a posted form: `<name>.file` (an upload, multipart), `<name>.media`
 * (the image kept), `<name>.remove`, `<name>.altEs`, `<name>.altEn`, `<name>.focusX`, `<name>.focusY`.
 * An upload is stored at once (same bytes, same id); alt text is required in both languages with an image.
 */
export async function readImageField(form: FormData, name: string, media: MediaStore, current?: ImageValue): Promise<ImageFieldResult> {
  const altEs = text(form, `${name}.altEs`);
  const altEn = text(form, `${name}.altEn`);
  const x = coordinate(text(form, `${name}.focusX`));
  const y = coordinate(text(form, `${name}.focusY`));
  const focus: FocalPoint = { x: x ?? 50, y: y ?? 50 };
  let id = text(form, `${name}.media`);
  const value = (): ImageFieldValue => ({ media: id, altEs, altEn, focus });
  if (form.get(`${name}.remove`) !== null) return current ? null : "unchanged";

  const file = form.get(`${name}.file`);
  if (typeof file === "object" && file !== null && file.size > 0) {
    if (file.size > MAX_UPLOAD_BYTES) return { error: "content.media.errors.too_large", value: value() };
    const stored = await media.put(new Uint8Array(await file.arrayBuffer()));
    if (!stored.ok) return { error: `content.media.errors.${stored.reason}`, value: value() };
    id = stored.id;
  } else if (id !== "" && id !== current?.media && !(await media.has(id))) {
    // Only an image of this item, or one stored (an upload refused for its alt text), is kept.
    id = "";
    return { error: "content.media.errors.unknown", value: value() };
  }

  if (id === "") {
    if (current) return null;
    return "unchanged";
  }
  if (!parseMediaId(id)) return { error: "content.media.errors.unknown", value: { ...value(), media: "" } };
  if (altEs === "" || altEn === "") return { error: "content.media.errors.alt_required", value: value() };
  if (altEs.length > MAX_ALT_LENGTH || altEn.length > MAX_ALT_LENGTH) return { error: "content.media.errors.alt_too_long", value: value() };
  if (x === undefined || y === undefined) return { error: "content.media.errors.focus", value: value() };
  const image = value();
  return same(current, image) ? "unchanged" : image;
}

/**
 * An image field of an item's form (its form must be `method="post" enctype="multipart/form-data"`):
 * the image now, a file input, the alt texts in Spanish and English side by side, and the focal point
 * as two numbers; with the "content" script, a click on the image sets them. Works without scripts.
 */
export function ImageField({
  name,
  label,
  value,
  error,
  t,
  language,
}: {
  /** The form's field name (`Article_img`, `portrait`, `logo`…); the inputs are `<name>.<part>`. */
  name: string;
  /** The field's legend: what the image is for. */
  label: string;
  value?: ImageFieldValue | null;
  /** A staff copy key, from `readImageField`. */
  error?: StaffKey;
  t: Translate;
  language: "es" | "en";
}) {
  const info = value ? parseMediaId(value.media) : undefined;
  const focus = value?.focus ?? { x: 50, y: 50 };
  const id = (part: string) => `${name}-${part}`.replace(/[^A-Za-z0-9_-]/g, "-");
  const described = (...ids: Array<string | false>) => ids.filter(Boolean).join(" ") || undefined;
  const errorId = error ? id("error") : false;
  const preview = info ? (variantWidths(info.width).find((width) => width >= 320) ?? info.width) : 0;
  return (
    <fieldset class="image-field" data-image-field aria-describedby={described(errorId)}>
      <legend>{label}</legend>
      {error ? (
        <p class="field-error" id={id("error")} role="alert">
          {t(error)}
        </p>
      ) : null}
      <div class="image-field-grid">
        <div class="image-preview">
          {info ? (
            <>
              <p class="hint">{t("content.media.current")}</p>
              <div class="focus-frame" data-focus-frame>
                <img
                  src={mediaUrl(info.id, preview, info.fallback)}
                  alt={language === "en" ? value?.altEn : value?.altEs}
                  width={info.width}
                  height={info.height}
                />
                <span class="focus-dot" data-focus-dot aria-hidden="true" />
              </div>
            </>
          ) : (
            <p class="muted">{t("content.media.none")}</p>
          )}
        </div>
        <div>
          <div class="field">
            <label for={id("file")}>{t(info ? "content.media.replace" : "content.media.file")}</label>
            <input
              type="file"
              id={id("file")}
              name={`${name}.file`}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={described(id("file-hint"), errorId)}
            />
            <p class="hint" id={id("file-hint")}>
              {t("content.media.fileHint")}
            </p>
          </div>
          <input type="hidden" name={`${name}.media`} value={info?.id ?? ""} />
          {info ? (
            <div class="field checks">
              <label>
                <input type="checkbox" name={`${name}.remove`} value="1" /> {t("content.media.remove")}
              </label>
            </div>
          ) : null}
        </div>
      </div>
      <p class="hint" id={id("alt-hint")}>
        {t("content.media.altHint")}
      </p>
      <div class="side-by-side">
        <div class="field">
          <label for={id("alt-es")}>{t("content.media.altEs")}</label>
          <input
            type="text"
            lang="es"
            id={id("alt-es")}
            name={`${name}.altEs`}
            value={value?.altEs ?? ""}
            maxlength={MAX_ALT_LENGTH}
            required={!!info}
            aria-describedby={described(id("alt-hint"), errorId)}
          />
        </div>
        <div class="field">
          <label for={id("alt-en")}>{t("content.media.altEn")}</label>
          <input
            type="text"
            lang="en"
            id={id("alt-en")}
            name={`${name}.altEn`}
            value={value?.altEn ?? ""}
            maxlength={MAX_ALT_LENGTH}
            required={!!info}
            aria-describedby={described(id("alt-hint"), errorId)}
          />
        </div>
      </div>
      <fieldset class="focus-fields">
        <legend>{t("content.media.focus")}</legend>
        <p class="hint" id={id("focus-hint")}>
          {t("content.media.focusHint")}
        </p>
        <div class="side-by-side narrow-fields">
          <div class="field">
            <label for={id("focus-x")}>{t("content.media.focusX")}</label>
            <input
              type="number"
              id={id("focus-x")}
              name={`${name}.focusX`}
              min="0"
              max="100"
              step="1"
              value={String(focus.x)}
              data-focus-x
              aria-describedby={id("focus-hint")}
            />
          </div>
          <div class="field">
            <label for={id("focus-y")}>{t("content.media.focusY")}</label>
            <input
              type="number"
              id={id("focus-y")}
              name={`${name}.focusY`}
              min="0"
              max="100"
              step="1"
              value={String(focus.y)}
              data-focus-y
              aria-describedby={id("focus-hint")}
            />
          </div>
        </div>
      </fieldset>
    </fieldset>
  );
}

/** The image fields' and the rich-text editor's styles, added to the staff stylesheet. */
export const MEDIA_CSS = `
input[type="number"], input[type="file"], textarea {
  font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #64748b; border-radius: var(--radius); background: #fff; color: var(--ink); max-width: 100%;
}
input[type="number"] { width: 6rem; }
textarea { width: 100%; min-height: 10rem; }
.field-error { color: var(--danger); font-weight: 600; margin: 0 0 0.75rem; }
.image-field-grid { display: grid; gap: 1rem; grid-template-columns: minmax(0, 1fr); margin-bottom: 0.5rem; }
@media (min-width: 40rem) { .image-field-grid { grid-template-columns: minmax(0, 20rem) minmax(0, 1fr); } }
.side-by-side { display: grid; gap: 0 1rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 40rem) { .side-by-side { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.side-by-side.narrow-fields { grid-template-columns: repeat(2, max-content); }
.image-preview .hint { margin: 0 0 0.25rem; }
.focus-frame { position: relative; display: inline-block; max-width: 100%; line-height: 0; }
.focus-frame img { max-width: 100%; height: auto; border-radius: var(--radius); border: 1px solid var(--line); }
.focus-frame[data-enhanced] img { cursor: crosshair; }
.focus-dot { display: none; position: absolute; width: 1.25rem; height: 1.25rem; margin: -0.625rem 0 0 -0.625rem; border-radius: 50%;
  border: 3px solid #fff; box-shadow: 0 0 0 2px var(--brand-strong); pointer-events: none; }
.focus-frame[data-enhanced] .focus-dot { display: block; }
.focus-fields { margin-bottom: 0; }
.rich-text { border: 1px solid #64748b; border-radius: var(--radius); background: #fff; }
.rich-text:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
.rich-text-toolbar { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0.4rem; border-bottom: 1px solid var(--line); background: #f1f5f9;
  border-radius: var(--radius) var(--radius) 0 0; }
.rich-text-toolbar button { background: #fff; color: var(--ink); border: 1px solid var(--line); padding: 0.25rem 0.6rem; font-size: 0.9rem; min-width: 2.25rem; }
.rich-text-toolbar button:hover { background: #e3ecf8; color: var(--ink); }
.rich-text-toolbar button::before { content: attr(data-glyph); }
.rich-text-toolbar button[data-action="bold"]::before { font-weight: 800; }
.rich-text-toolbar button[data-action="italic"]::before { font-style: italic; font-family: Georgia, serif; }
.rich-text-toolbar button[aria-pressed="true"] { background: var(--brand); border-color: var(--brand); color: #fff; }
.rich-text-content { padding: 0.5rem 0.9rem; min-height: 12rem; }
.rich-text-content:focus { outline: none; }
.rich-text-content blockquote { border-left: 3px solid var(--line); margin-left: 0; padding-left: 1rem; color: var(--muted); }
`;
