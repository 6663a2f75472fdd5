/**
 * The article editor (TipTap, on ProseMirror): every `<textarea data-rich-text>` becomes an editor with a
 * toolbar, and writes its HTML back into the textarea at each change, so the form posts as it would
 * without scripts (when the textarea takes HTML as typed). It edits only what the site's article policy
 * keeps (server/content/sanitize-html.ts): paragraphs, section headings, bold, italic, bulleted and
 * numbered lists, links and quotes. The toolbar's labels come from the textarea's `data-label-*`
 * attributes (server/staff/rich-text-field.tsx), in the page's language; a script may set no inline
 * data the CSP would have to allow.
 *
 * The toolbar is one tab stop (the WAI-ARIA toolbar pattern): arrow keys, Home and End move between
 * its buttons; each toggle says whether it applies where the cursor is with `aria-pressed`.
 */
import { type ChainedCommands, Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";

type Action = {
  key: string;
  text: string;
  active: (editor: Editor) => boolean;
  run: (chain: ChainedCommands, editor: Editor, textarea: HTMLTextAreaElement) => ChainedCommands | undefined;
};

const ACTIONS: readonly Action[] = [
  { key: "heading2", text: "H2", active: (e) => e.isActive("heading", { level: 2 }), run: (c) => c.toggleHeading({ level: 2 }) },
  { key: "heading3", text: "H3", active: (e) => e.isActive("heading", { level: 3 }), run: (c) => c.toggleHeading({ level: 3 }) },
  { key: "bold", text: "B", active: (e) => e.isActive("bold"), run: (c) => c.toggleBold() },
  { key: "italic", text: "I", active: (e) => e.isActive("italic"), run: (c) => c.toggleItalic() },
  { key: "bulletList", text: "•", active: (e) => e.isActive("bulletList"), run: (c) => c.toggleBulletList() },
  { key: "orderedList", text: "1.", active: (e) => e.isActive("orderedList"), run: (c) => c.toggleOrderedList() },
  { key: "quote", text: "“”", active: (e) => e.isActive("blockquote"), run: (c) => c.toggleBlockquote() },
  {
    key: "link",
    text: "↗",
    active: (e) => e.isActive("link"),
    run: (chain, editor, textarea) => {
      const current = (editor.getAttributes("link").href as string | undefined) ?? "";
      const answer = window.prompt(textarea.dataset.labelLinkPrompt ?? "URL", current);
      if (answer === null) return undefined;
      const href = answer.trim();
      if (href === "") return chain.extendMarkRange("link").unsetLink();
      if (!ALLOWED_LINK.test(href)) return undefined;
      return chain.extendMarkRange("link").setLink({ href });
    },
  },
];

/** The addresses a link may have: what the article policy keeps. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/** Elements the editor cannot hold: a body that has them stays a plain textarea, so nothing is lost. */
const FOREIGN = /<(img|picture|table|pre|code|figure|iframe|video|audio|details|dl|hr|h1|h4|h5|h6|sub|sup|mark|s|del|u)\b/i;

export function enhanceRichText(root: ParentNode): void {
  for (const textarea of root.querySelectorAll<HTMLTextAreaElement>("textarea[data-rich-text]")) {
    if (textarea.dataset.enhanced !== undefined || FOREIGN.test(textarea.value)) continue;
    enhance(textarea);
  }
}

function enhance(textarea: HTMLTextAreaElement): void {
  const label = textarea.id ? textarea.ownerDocument.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(textarea.id)}"]`) : null;
  if (label && !label.id) label.id = `${textarea.id}-label`;
  const labelOf = (key: string) =>
    textarea.getAttribute(`data-label-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`) ?? key;

  const wrapper = document.createElement("div");
  wrapper.className = "rich-text";
  const toolbar = document.createElement("div");
  toolbar.className = "rich-text-toolbar";
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", labelOf("toolbar"));
  const content = document.createElement("div");
  wrapper.append(toolbar, content);
  textarea.before(wrapper);
  textarea.hidden = true;
  textarea.dataset.enhanced = "";
  // The hidden textarea still posts; a required one would stop the post without a place to say why.
  const required = textarea.required;
  textarea.required = false;

  const attributes: Record<string, string> = { class: "rich-text-content", role: "textbox", "aria-multiline": "true" };
  if (label) attributes["aria-labelledby"] = label.id;
  if (textarea.lang) attributes.lang = textarea.lang;
  if (required) attributes["aria-required"] = "true";
  const described = textarea.getAttribute("aria-describedby");
  if (described) attributes["aria-describedby"] = described;
  if (textarea.getAttribute("aria-invalid") === "true") attributes["aria-invalid"] = "true";

  const editor = new Editor({
    element: content,
    content: textarea.value,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        trailingNode: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => ALLOWED_LINK.test(url),
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
    ],
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => {
      textarea.value = changed.isEmpty ? "" : changed.getHTML();
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });

  const buttons = ACTIONS.map((action, index) => {
    const button = document.createElement("button");
    button.type = "button";
    // The glyph is drawn by the stylesheet (an icon, not text): the button's name is its label.
    button.dataset.glyph = action.text;
    button.setAttribute("aria-label", labelOf(action.key));
    button.title = labelOf(action.key);
    button.setAttribute("aria-pressed", "false");
    button.dataset.action = action.key;
    button.tabIndex = index === 0 ? 0 : -1;
    // The editor keeps its selection while a button is pressed with the mouse.
    button.addEventListener("mousedown", (event) => event.preventDefault());
    button.addEventListener("click", () => {
      const chain = action.run(editor.chain().focus(), editor, textarea);
      chain?.run();
      update();
    });
    toolbar.append(button);
    return button;
  });

  const update = () => {
    ACTIONS.forEach((action, index) => {
      buttons[index]?.setAttribute("aria-pressed", String(action.active(editor)));
    });
  };
  editor.on("transaction", update);
  editor.on("selectionUpdate", update);
  update();

  toolbar.addEventListener("keydown", (event) => {
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const last = buttons.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    for (const button of buttons) button.tabIndex = -1;
    const target = buttons[next];
    if (target) {
      target.tabIndex = 0;
      target.focus();
    }
  });
  // The label names the editor now: a click on it goes there.
  label?.addEventListener("click", (event) => {
    event.preventDefault();
    editor.commands.focus();
  });
}
