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

/** Reads one of the API's answers that is an object (a page of a list, an item); any failure is `error`, a 404 `missing`. */
export async function readOne<T>(
  fetchFrom: (path: string) => Promise<Response>,
  path: string,
): Promise<{ status: "ok"; value: T } | { status: "missing" } | { status: "error" }> {
  try {
    const response = await fetchFrom(path);
    if (response.status === 404) return { status: "missing" };
    if (!response.ok) return { status: "error" };
    const value: unknown = await response.json();
    return value && typeof value === "object" ? { status: "ok", value: value as T } : { status: "error" };
  } catch {
    return { status: "error" };
  }
}

/** A page whose list could not load answers 503: no cache keeps it, so its retry link renders it anew. */
export function pageStatus(result: ListResult<unknown> | { status: string }): ResponseInit {
  return { status: result.status === "error" ? 503 : 200 };
}
