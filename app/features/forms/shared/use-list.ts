import { useEffect, useState } from "react";
import type { z } from "zod";

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

/** A list from the API (vacancies, services…), item by item checked against its contract schema. */
export function useList<Schema extends z.ZodType>(path: string, itemSchema: Schema): { items: z.output<Schema>[]; loading: boolean } {
  const [state, setState] = useState<{ path: string; items: z.output<Schema>[] } | null>(null);
  useEffect(() => {
    let current = true;
    void fetchList(path).then((data) => {
      if (!current) return;
      const items = data.flatMap((item) => {
        const parsed = itemSchema.safeParse(item);
        return parsed.success ? [parsed.data as z.output<Schema>] : [];
      });
      setState({ path, items });
    });
    return () => {
      current = false;
    };
  }, [path, itemSchema]);
  const ready = state?.path === path;
  return { items: ready ? state.items : [], loading: !ready };
}
