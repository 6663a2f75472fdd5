import { type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server HTML and during hydration, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const FOCUSABLE = '[role="combobox"], input:not([type="hidden"]), select, textarea';

/**
 * A control that is plain HTML until its island is interactive (a `select`, a
 * group of boxes), then the enhanced one. The switch is the render right after
 * hydration; a visitor who was in the plain control is then in the enhanced one.
 */
export function useEnhanced<Element extends HTMLElement = HTMLDivElement>(): { enhanced: boolean; ref: RefObject<Element | null> } {
  const enhanced = useHydrated();
  const ref = useRef<Element>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!enhanced) {
      focused.current = ref.current?.contains(document.activeElement) ?? false;
    } else if (focused.current) {
      focused.current = false;
      ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
  }, [enhanced]);
  return { enhanced, ref };
}

/** The server's answer to a posted form marks its invalid fields; the browser focuses the first (`autofocus` in page order). */
export function useServerFocus(error: string | undefined): true | undefined {
  return !useHydrated() && error ? true : undefined;
}
