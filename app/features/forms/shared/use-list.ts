import { createContext, useContext, useEffect, useMemo, useState } from "react";
import * as v from "valibot";
import type { FormLists, ListPath } from "./form-definition";

/** The lists the page was rendered with (form-section.tsx): pickers offer them at once, in the server's HTML too. */
export const ListsContext = createContext<FormLists>({});

const inFlight = new Map<string, Promise<unknown[]>>();

function fetchList(path: string): Promise<unknown[]> {
  let pending = inFlight.get(path);
  if (!pending) {
    pending = fetch(path, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${path}: ${response.status}`))))
      .then((data: unknown) => (Array.isArray(data) ? data : []))
      // Spec section 8: a failed list is ignored and loading ends.
      .catch(() => [])
      .finally(() => inFlight.delete(path));
    // Shared only while in flight: two pickers of one page ask once, a later visit gets fresh data.
    inFlight.set(path, pending);
  }
  return pending;
}

function parseItems<Schema extends v.GenericSchema>(data: readonly unknown[], itemSchema: Schema): v.InferOutput<Schema>[] {
  return data.flatMap((item) => {
    const parsed = v.safeParse(itemSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

/** A list (vacancies, services…), item by item checked against its contract schema: the page's copy, else from the API. */
export function useList<Schema extends v.GenericSchema>(
  path: ListPath,
  itemSchema: Schema,
): { items: v.InferOutput<Schema>[]; loading: boolean } {
  const provided = useContext(ListsContext)[path];
  const given = useMemo(() => (provided ? parseItems(provided, itemSchema) : null), [provided, itemSchema]);
  const [state, setState] = useState<{ path: string; items: v.InferOutput<Schema>[] } | null>(null);
  useEffect(() => {
    if (given) return;
    let current = true;
    void fetchList(path).then((data) => current && setState({ path, items: parseItems(data, itemSchema) }));
    return () => {
      current = false;
    };
  }, [path, itemSchema, given]);
  if (given) return { items: given, loading: false };
  const ready = state?.path === path;
  return { items: ready ? state.items : [], loading: !ready };
}
