import { options } from "preact";

/**
 * React-only props that Preact would otherwise write out as attributes (the
 * React code's `suppressHydrationWarning`).
 */
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"] as const;

/**
 * Effects run right after the render that scheduled them, as React runs them
 * after a click or a key press, instead of after the next frame: a second key
 * press a few milliseconds after the first (picking two options with Enter,
 * Enter) must find the state the first one left.
 */
if (typeof document !== "undefined") options.requestAnimationFrame = (callback) => queueMicrotask(callback);
const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === "string" && props) {
    for (const name of REACT_ONLY_PROPS) delete props[name];
  }
  previous?.(vnode);
};
