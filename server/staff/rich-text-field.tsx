/** @jsxImportSource hono/jsx */
import type { Translate } from "./copy.ts";

/**
 * The `data-*` attributes that make a `<textarea>` the article editor (server/staff/browser/rich-text.ts,
 * in the page's "content" script): the mark and the toolbar's labels in the page's language. Spread
 * them on the textarea: `<textarea name="Article_body" {...richTextData(t)}>`.
 */
export function richTextData(t: Translate): Record<string, string> {
  return {
    "data-rich-text": "",
    "data-label-toolbar": t("content.richText.toolbar"),
    "data-label-heading2": t("content.richText.heading2"),
    "data-label-heading3": t("content.richText.heading3"),
    "data-label-bold": t("content.richText.bold"),
    "data-label-italic": t("content.richText.italic"),
    "data-label-bullet-list": t("content.richText.bulletList"),
    "data-label-ordered-list": t("content.richText.orderedList"),
    "data-label-quote": t("content.richText.quote"),
    "data-label-link": t("content.richText.link"),
    "data-label-link-prompt": t("content.richText.linkPrompt"),
  };
}

/**
 * A rich-text field: its label and a textarea of HTML, which the "content" script (`<Layout script="content">`)
 * turns into the editor. Without scripts the textarea takes HTML, kept to the article policy on the server.
 */
export function RichTextArea({
  id,
  name,
  label,
  value,
  lang,
  t,
  required,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  lang: "es" | "en";
  t: Translate;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        lang={lang}
        rows={12}
        required={required}
        aria-describedby={describedBy}
        aria-invalid={invalid ? "true" : undefined}
        {...richTextData(t)}
      >
        {value}
      </textarea>
    </div>
  );
}
