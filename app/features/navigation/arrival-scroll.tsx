import { useEffect } from "react";
import { useLocation } from "react-router";
import { ARRIVAL_PARAM, ARRIVAL_SCROLL_DELAY_MS, arrivalTarget } from "./scroll";
import { useScrollToClass } from "./use-scroll-to-class";

/** Honours an arrival parameter: a smooth scroll to the asked-for section, 100 ms after arrival. */
export function ArrivalScroll() {
  const location = useLocation();
  const scrollToClass = useScrollToClass();
  const requested =
    new URLSearchParams(location.search).get(ARRIVAL_PARAM) ??
    (typeof location.state === "string" ? location.state : (location.state as { arrival?: string } | null)?.arrival);
  const target = arrivalTarget(requested);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival, keyed by the location
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => void scrollToClass(target), ARRIVAL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, target]);

  return null;
}
