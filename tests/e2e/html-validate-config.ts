import type { ConfigData } from "html-validate";

/**
 * html-validate's configuration for the pages' HTML, checked on every route in both languages by
 * `html-validity.spec.ts`. Every rule of the recommended preset applies except these, each with its reason.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Preact's server renderer writes void elements self-closed (`<img/>`), which HTML parses the same as `<img>`.
    "void-style": "off",
    // Page titles are the spec's copy followed by the brand; search engines shorten them on their own.
    "long-title": "off",
    // Names are unique, except where one name holds a list of values, read with `FormData.getAll` by the route
    // actions (app/features/forms/form-action.server.ts). The rule has no list of names, only of control types:
    // - radio: one group, one answer (the contact way, how soon an expert is needed);
    // - checkbox: a group of boxes, each a value of one list (the services, and the skills, as the multi-selects
    //   are without scripts). No button shares a name (the rule's default allows them to).
    // PHP's `name[]` stays allowed (the rule's default) though no form uses it: the API's field names are the spec's.
    // The rows of an editor repeat their controls' names too: `REPEATED_NAMES` below.
    "form-dup-name": ["error", { allowArrayBrackets: true, shared: ["radio", "checkbox"] }],
    // The pickers are WAI-ARIA comboboxes (docs/decisions/0029-form-state-and-pickers-of-our-own.md), searchable, where
    // the rule would ask for a <select>; without scripts the page renders a native <select> instead.
    "prefer-native-element": ["error", { exclude: ["combobox", "listbox", "option"] }],
  },
};

/**
 * The names an editor's rows repeat (text fields and selects, which the rule's `shared` types cannot cover):
 * `form-dup-name` reports on these and on nothing else are left out by `html-validity.spec.ts`.
 */
export const REPEATED_NAMES: Readonly<Record<string, string>> = {
  // The positions editor (company requests): one select per row, the list of positions the company hires for.
  positions: "one position per row, read in order with FormData.getAll",
  // The same rows' free text, for a position the list does not have ("Other"); paired with `positions` by order.
  positionsOther: "the row's own position, beside its select",
  // The meeting times editor: one date-and-time field per proposed meeting.
  meetingTimes: "one proposed time per row",
};
