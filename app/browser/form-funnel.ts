import { FIELD_ERRORS_EVENT, type FieldErrorsDetail } from "~/islands/attributes";

/**
 * The form funnel's beacons (server/api/funnel-route.ts), with nothing of the
 * visitor, not even what they typed: the form's name at its first input; and
 * the rules the island's checks find under its fields (the server counts its
 * own refusals), each field and rule once a page view, together: one beacon
 * for all that an empty submit finds. Each is sent in a task of its own, not
 * in the input or the submit that found it, which the visitor waits on.
 */
export function reportToFunnel(element: HTMLElement, form: string): void {
  const send = (what: string, body?: string) => setTimeout(() => navigator.sendBeacon(`/api/funnel/${form}/${what}`, body));
  element.addEventListener("input", () => send("started"), { capture: true, once: true });
  const counted = new Set<string>();
  // The island's event does not bubble: heard on its way down to the form.
  element.addEventListener(
    FIELD_ERRORS_EVENT,
    (event) => {
      const found: Record<string, string> = {};
      const before = counted.size;
      for (const [field, error] of Object.entries((event as CustomEvent<FieldErrorsDetail>).detail)) {
        if (error?.type === "schema" && !counted.has(`${field} ${error.message}`)) {
          counted.add(`${field} ${error.message}`);
          found[field] = error.message;
        }
      }
      if (counted.size > before) send("field-errors", JSON.stringify(found));
    },
    true,
  );
}
