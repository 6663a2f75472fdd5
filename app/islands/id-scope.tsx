import { createContext, useContext, useId, useState } from "react";

/**
 * Ids for labels and ARIA references inside an island. Preact's `useId`
 * counts from the root it renders, and an island's root in the browser is the
 * island, not the page the server rendered: its ids would differ from the
 * server's HTML. Inside an island, ids count from the island instead, on the
 * server and in the browser alike, in the order the components render.
 */
export interface IdScope {
  prefix: string;
  next: number;
}

export const IdScopeContext = createContext<IdScope | null>(null);

/** An island's name (`form:contact`) becomes an id prefix of letters, digits and dashes (`form-contact`). */
export const newIdScope = (name: string): IdScope => ({ prefix: name.replace(/[^A-Za-z0-9_-]/g, "-"), next: 0 });

export function useStableId(): string {
  const scope = useContext(IdScopeContext);
  const fallback = useId();
  const [id] = useState(() => (scope ? `${scope.prefix}-${scope.next++}` : fallback));
  return id;
}
