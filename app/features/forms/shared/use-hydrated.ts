import { useCallback, useContext, useState, useSyncExternalStore } from "react";
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
