import type { ComponentType } from "react";

/** One kind of island: its code, and the translation namespaces its components read. */
export interface IslandEntry {
  // biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, handed over as the server wrote them
  load: () => Promise<{ default: ComponentType<any> }>;
  namespaces: readonly string[];
}

/**
 * The islands a page may show, by the name the server writes on each
 * (`form:contact`). The runtime knows none by itself: the page's script
 * hands it the registry of the site's features (app/features/forms/registry.ts).
 */
export type IslandRegistry = Readonly<Record<string, IslandEntry>>;
