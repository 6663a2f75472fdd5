import type { FieldValues } from "./form-state";

/**
 * A form works as plain HTML before its island hydrates (and without
 * scripts): the visitor may have typed, ticked or chosen something by then.
 * Preact keeps the page's fields while it hydrates the form, but the form
 * library starts from its defaults and writes them into the fields it
 * registers. So the values in the page are read as the island starts
 * hydrating (one task: nothing can change meanwhile) and handed to the form
 * right after, before the browser paints. Not before: the form hydrates with
 * its defaults, as the server rendered it, because a value can change what
 * the form shows (a contact way shows its fields).
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/**
 * The value a top-level field holds in the page, in the shape of its default:
 * the default itself while the visitor has not changed it, undefined when the
 * page has no plain field for it.
 */
export function readField(form: HTMLFormElement, name: string, fallback: unknown): unknown {
  return readControls(controlsByName(form).get(name) ?? [], fallback);
}

/** The form's plain controls that hold a value, by name, in page order: read once for every field. */
function controlsByName(form: HTMLFormElement): Map<string, Control[]> {
  const byName = new Map<string, Control[]>();
  for (const control of form.elements) {
    if (!isControl(control) || !control.name) continue;
    // A picker's search box and a field that waits for the form's code hold no value of their own.
    if (control.type === "hidden" || control.type === "file" || control.getAttribute("role") === "combobox") continue;
    if (control instanceof HTMLSelectElement ? control.disabled : control.readOnly) continue;
    const named = byName.get(control.name);
    if (named) named.push(control);
    else byName.set(control.name, [control]);
  }
  return byName;
}

/**
 * What a control the island renders itself holds, as the form holds it elsewhere (a country's `select` holds its
 * ISO code, the form its English name): read from the page only when it holds something else.
 */
export const heldInControl = new WeakMap<Element, string>();

function readControls(controls: Control[], fallback: unknown): unknown {
  if (controls.length === 0) return undefined;
  // What the island shows in its own controls is the form's already.
  if (controls.every((control) => heldInControl.get(control) === control.value)) return undefined;
  // Only what the visitor changed: the rest of the server's HTML shows the form as it starts.
  if (!controls.some(changed)) return fallback;
  const boxes = controls.filter(
    (control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === "checkbox",
  );
  if (typeof fallback === "boolean") return boxes.length === 1 ? boxes[0]?.checked : undefined;
  if (Array.isArray(fallback)) {
    if (!fallback.every((item) => typeof item === "string")) return undefined;
    // A group of boxes holds the ticked ones; a list of fields (times to meet), each one's text.
    if (boxes.length === controls.length) return boxes.filter((box) => box.checked).map((box) => box.value);
    return boxes.length === 0 ? controls.map((control) => control.value) : undefined;
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

/** Every field the visitor changed in the page, with its value; nothing for a form the browser rendered itself (`form` null). */
export function valuesInPage<Values extends FieldValues>(form: HTMLFormElement | null, defaults: Values): Partial<Values> {
  const changed: Partial<Values> = {};
  adoptValuesInPage(
    form,
    defaults,
    (name) => defaults[name],
    (name, value) => {
      changed[name as keyof Values] = value as Values[keyof Values];
    },
  );
  return changed;
}

/**
 * While an island switches its parts to their enhanced controls a few at a
 * time (app/islands/enhancement.ts), a visitor may type into, tick or choose
 * in a plain control that has no listener yet. Before each switch, every plain
 * field whose value differs from the form's is read into the form; what the
 * form's own controls hold is the form's already.
 */
export function adoptValuesInPage<Values extends FieldValues>(
  form: HTMLFormElement | null,
  start: Values,
  current: (name: string) => unknown,
  adopt: (name: string, value: unknown) => void,
): void {
  if (!form) return;
  const controls = controlsByName(form);
  for (const [name, fallback] of Object.entries(start)) {
    const value = readControls(controls.get(name) ?? [], fallback);
    if (value !== undefined && !same(value, current(name))) adopt(name, value);
  }
}
