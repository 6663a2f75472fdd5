import { BLOG_PAGE_SIZE, pageCountFor } from "../../../contracts/blog-pages";

export { BLOG_PAGE_SIZE, pageCountFor };

export type PageItem = { type: "page"; page: number; current: boolean } | { type: "ellipsis"; key: string };

export interface PaginationModel {
  page: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  items: PageItem[];
}

/** Page numbers start at 1; anything outside the range lands on its nearest end. */
export function clampPage(requested: unknown, pageCount: number): number {
  const number = typeof requested === "number" ? requested : Number.parseInt(String(requested ?? ""), 10);
  if (!Number.isFinite(number) || number < 1) return 1;
  return Math.min(Math.trunc(number), Math.max(1, pageCount));
}

/**
 * First and last page always, the current page with one neighbour each side,
 * and an ellipsis wherever pages are skipped (never for a single page).
 */
export function paginate(requested: unknown, total: number, pageSize = BLOG_PAGE_SIZE): PaginationModel {
  const pageCount = pageCountFor(total, pageSize);
  const page = clampPage(requested, pageCount);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  if (page <= 3) for (let n = 1; n <= Math.min(4, pageCount); n++) shown.add(n);
  if (page >= pageCount - 2) for (let n = Math.max(1, pageCount - 3); n <= pageCount; n++) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push({ type: "page", page: n - 1, current: false });
    else if (previous !== undefined && n - previous > 2) items.push({ type: "ellipsis", key: `after-${previous}` });
    items.push({ type: "page", page: n, current: n === page });
  });
  return { page, pageCount, previous: page > 1 ? page - 1 : null, next: page < pageCount ? page + 1 : null, items };
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
