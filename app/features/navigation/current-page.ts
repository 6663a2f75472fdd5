import { useLocation } from "react-router";

/**
 * Whether a link leads to the page shown (or, unless `end`, to one of its
 * parents), as a navigation link marks it: "/" only on the home page.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const target = to.toLowerCase().replace(/(.)\/+$/, "$1");
  if (path === target) return true;
  return !end && target !== "/" && path.startsWith(`${target}/`);
}

/** `aria-current` for the links of a page's navigation, computed while the server renders it. */
export function useAriaCurrent(): (to: string, options?: { end?: boolean }) => "page" | undefined {
  const { pathname } = useLocation();
  return (to, { end = false } = {}) => (isCurrentPath(pathname, to, end) ? "page" : undefined);
}
