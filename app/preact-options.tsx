import { type ComponentChildren, options } from "preact";
import { useLayoutEffect } from "preact/hooks";

/**
 * React-only props that Preact would otherwise write out as attributes: React
 * Router marks its inline scripts `suppressHydrationWarning`.
 */
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"] as const;

/**
 * The page's `<html>` in the browser. Preact hydrates a document into its
 * root element, so the layout's `<html>` would become a second one inside
 * it; in the browser it stands for the existing element, and keeps its
 * language up to date.
 */
function DocumentElement({ lang, children }: { lang?: string; children?: ComponentChildren }) {
  useLayoutEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);
  return <>{children}</>;
}

const inBrowser = typeof document !== "undefined";

/**
 * Effects run right after the render that scheduled them, as React runs them
 * after a click or a key press, instead of after the next frame: a second key
 * press a few milliseconds after the first (picking two options with Enter,
 * Enter) must find the state the first one left.
 */
if (inBrowser) options.requestAnimationFrame = (callback) => queueMicrotask(callback);
const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props) {
    for (const name of REACT_ONLY_PROPS) delete props[name];
    if (inBrowser && vnode.type === "html") (vnode as { type: unknown }).type = DocumentElement;
  }
  previous?.(vnode);
};
