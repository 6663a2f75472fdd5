import { LAYOUT_NEAR_VIEW_ATTRIBUTE } from "~/islands/attributes";

/**
 * A jump to a fragment within the page lays out every section first, so that
 * it lands on its section (decision 0018): the Navigation API's `navigate`
 * comes before the browser scrolls; `hashchange`, where the browser lacks it,
 * after.
 */
export function layOutAllOnJump() {
  const all = () => document.documentElement.removeAttribute(LAYOUT_NEAR_VIEW_ATTRIBUTE);
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation) navigation.addEventListener("navigate", (event) => (event as Event & { hashChange?: boolean }).hashChange && all());
  else addEventListener("hashchange", all);
}
