/**
 * The blog's pages: how many articles a page lists, and how many pages a
 * number of articles makes. Shared by the blog's page and the server's page
 * cache, which keys `/blog?page=N` by the page it shows (a number past the
 * last shows the last).
 */
export const BLOG_PAGE_SIZE = 9;

export function pageCountFor(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
