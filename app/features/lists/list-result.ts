export type ListResult<T> = { status: "ok"; items: T[] } | { status: "error" };

/** Reads one of the API's lists; any failure becomes a value the page can show, never a thrown error. */
export async function readList<T>(fetchFrom: (path: string) => Promise<Response>, path: string): Promise<ListResult<T>> {
  try {
    const response = await fetchFrom(path);
    if (!response.ok) return { status: "error" };
    const items: unknown = await response.json();
    return Array.isArray(items) ? { status: "ok", items: items as T[] } : { status: "error" };
  } catch {
    return { status: "error" };
  }
}

export const fetchFromBrowser = (path: string) => fetch(path, { headers: { Accept: "application/json" } });
