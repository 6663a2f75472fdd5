import { type RefObject, useCallback, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { EnhancementContext, type Part } from "~/islands/enhancement";

const subscribe = () => () => {};

/**
 * False in the server HTML and while the island hydrates, true once this part
 * of the page is interactive. Inside an island that switches its parts a few
 * at a time (app/islands/enhancement.ts), true once this part's turn has come;
 * `holds` keeps it false while it returns true (the visitor is in its plain control).
 */
export function useHydrated(holds?: () => boolean): boolean {
  const enhancement = useContext(EnhancementContext);
  const [part] = useState<Part>(() => enhancement?.part() ?? { enhanced: true });
  part.holds = holds;
  const watch = useCallback((listener: () => void) => enhancement?.watch(part, listener) ?? (() => {}), [enhancement, part]);
  return useSyncExternalStore(
    enhancement ? watch : subscribe,
    () => part.enhanced,
    () => false,
  );
}

const FOCUSABLE = '[role="combobox"], input:not([type="hidden"]), select, textarea';

/**
 * A control that is plain HTML until its island is interactive (a `select`, a
 * group of boxes), then the enhanced one. The switch waits while the visitor
 * is in the plain control (an open native picker stays open); a visitor who
 * was in it at the switch is then in the enhanced one.
 */
export function useEnhanced<Element extends HTMLElement = HTMLDivElement>(): { enhanced: boolean; ref: RefObject<Element | null> } {
  const ref = useRef<Element>(null);
  const enhanced = useHydrated(() => ref.current?.contains(document.activeElement) ?? false);
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

/**
 * The server's answer to a posted form marks its invalid fields; the browser
 * focuses the first (`autofocus` in page order). The attribute acts only as
 * the page loads, so it follows the hydration itself, not the island's
 * switches to enhanced controls: no field waits for a turn of its own.
 */
export function useServerFocus(error: string | undefined): true | undefined {
  return !useSyncExternalStore(subscribe, hydratedNow, notHydrated) && error ? true : undefined;
}

const hydratedNow = () => true;
const notHydrated = () => false;
