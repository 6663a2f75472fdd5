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
    // A list of values posts under one name, read with `FormData.getAll` by the route actions
    // (app/features/forms/form-action.server.ts): the service checkboxes, the positions editor's rows and the
    // meeting times. The rule only knows PHP's `name[]` convention for that.
    "form-dup-name": "off",
    // The pickers are WAI-ARIA comboboxes (docs/decisions/0011-pickers-with-downshift.md), searchable, where
    // the rule would ask for a <select>; without scripts the page renders a native <select> instead.
    "prefer-native-element": ["error", { exclude: ["combobox", "listbox", "option"] }],
  },
};
