import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onChange` when the visitor moves to another page. Not on the first
 * render: a menu opened by a tap that arrived while the page was hydrating
 * must stay open.
 */
export function usePageChange(onChange: () => void): string {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    onChange();
  }, [pathname]);
  return pathname;
}
