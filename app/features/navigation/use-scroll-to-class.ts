import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { ARRIVAL_SCROLL_DELAY_MS, delay, prefersReducedMotion, scrollToClass } from "./scroll";

/** The scroll-to-section helper bound to the router. */
export function useScrollToClass() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (className: string) =>
      scrollToClass(className, {
        document,
        pathname,
        navigateHome: () => navigate("/"),
        afterLoad: () => delay(ARRIVAL_SCROLL_DELAY_MS),
        smooth: !prefersReducedMotion(),
        log: (message) => console.log(message),
      }),
    [navigate, pathname],
  );
}
