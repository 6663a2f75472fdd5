import type { FieldValues } from "react-hook-form";

/**
 * A form's fields work from the first paint, before its code has arrived
 * (decision 0013). React keeps what the visitor typed or ticked in the
 * server's HTML while it hydrates the form, but the form library starts from
 * its defaults and writes them into the fields it registers. So the values in
 * the page are read when the form starts hydrating, anything changed while it
 * hydrates is recorded, and all of it is handed to the form once it has
 * hydrated. Not before: the form hydrates with its defaults, as the server
 * rendered it, because a value can change what the form shows (a contact way
 * shows its fields), and a render that differs from the server's HTML makes
 * React discard that HTML and everything typed into it.
 */
export interface EarlyInput<Values extends FieldValues> {
  /** Stops recording: every field the visitor changed in the page, with its value. */
  changes(): Partial<Values>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * The value a top-level field holds in the page, in the shape of its default:
 * the default itself while the visitor has not changed it, undefined when the
 * page has no plain field for it.
 */
export function readField(form: HTMLFormElement, name: string, fallback: unknown): unknown {
  const controls = [...form.elements]
    .filter(isControl)
    // A picker's search box and a field that waits for the form's code hold no value of their own.
    .filter((control) => control.name === name && control.type !== "hidden" && control.type !== "file")
    .filter(
      (control) =>
        control.getAttribute("role") !== "combobox" && !(control instanceof HTMLSelectElement ? control.disabled : control.readOnly),
    );
  if (controls.length === 0) return undefined;
  // Only what the visitor changed: the rest of the server's HTML shows the form as it starts.
  if (!controls.some(changed)) return fallback;
  const boxes = controls.filter(
    (control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === "checkbox",
  );
  if (typeof fallback === "boolean") return boxes.length === 1 ? boxes[0]?.checked : undefined;
  if (Array.isArray(fallback)) {
    return boxes.length === controls.length && fallback.every((item) => typeof item === "string")
      ? boxes.filter((box) => box.checked).map((box) => box.value)
      : undefined;
  }
  if (typeof fallback !== "string") return undefined;
  const radios = controls.filter((control) => control instanceof HTMLInputElement && control.type === "radio") as HTMLInputElement[];
  if (radios.length > 0) return radios.find((radio) => radio.checked)?.value ?? fallback;
  return controls.length === 1 ? controls[0]?.value : undefined;
}

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const recorders = new WeakMap<HTMLFormElement, EarlyInput<FieldValues>>();

/** Starts reading the server's HTML of a form that is hydrating; `form` is null when there is none (a page rendered in the browser). */
export function earlyInput<Values extends FieldValues>(form: HTMLFormElement | null, defaults: Values): EarlyInput<Values> {
  if (!form) return { changes: () => ({}) };
  const known = recorders.get(form);
  if (known) return known as unknown as EarlyInput<Values>;

  const changed = new Map<string, unknown>();
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = readField(form, name, fallback);
    if (value !== undefined && !same(value, fallback)) changed.set(name, value);
  }
  const record = (event: Event) => {
    const name = event.target instanceof Element && isControl(event.target) ? event.target.name : "";
    if (!(name in defaults)) return;
    const value = readField(form, name, defaults[name]);
    if (value !== undefined) changed.set(name, value);
  };
  form.addEventListener("input", record, true);
  form.addEventListener("change", record, true);
  const recorder: EarlyInput<FieldValues> = {
    changes: () => {
      form.removeEventListener("input", record, true);
      form.removeEventListener("change", record, true);
      recorders.delete(form);
      return Object.fromEntries(changed);
    },
  };
  recorders.set(form, recorder);
  return recorder as unknown as EarlyInput<Values>;
}
