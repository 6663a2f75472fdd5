import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";

/**
 * What a form holds while the visitor fills it: the values, the error keys
 * under its fields, and whether it has been submitted. The forms need only
 * this much of a form library, and its API follows react-hook-form's names
 * (`register`, `useController`, `useWatch`) for what they do
 * (docs/decisions/0029-form-state-and-pickers-of-our-own.md).
 *
 * The rules: a form validates when it is submitted; after that, each change a
 * visitor makes validates again, and updates that field's message. A value set
 * by code validates when told to. Text, boxes and radios stay the browser's
 * own controls (registered), written to only when code sets their value;
 * pickers and editors are controlled (`useController`).
 */
// biome-ignore lint/suspicious/noExplicitAny: a form's values are any record; each form types its own
export type FieldValues = Record<string, any>;

/** A field's message: its error key, translated where it shows. */
export interface FieldError {
  type: string;
  message: string;
}

export type FormErrors = Readonly<Record<string, FieldError | undefined>>;

/** The contract's verdict on a form's values: the payload, or one error key per field. */
export type Validate<Values, Output> = (values: Values) => { valid: true; data: Output } | { valid: false; errors: Record<string, string> };

interface FormSnapshot<Values> {
  values: Values;
  errors: FormErrors;
  isSubmitted: boolean;
  /** Whose messages show: every field's, or, until the frame after a submit's answer, the first invalid field's alone. */
  showing: ReadonlySet<string> | "all";
}

type Control = HTMLInputElement | HTMLTextAreaElement;

// Methods, not function-valued properties: a store of one form's values is a store of values.
export interface FormStore<Values extends FieldValues = FieldValues, Output = unknown> {
  subscribe(listener: () => void): () => void;
  snapshot(): FormSnapshot<Values>;
  getValues(): Values;
  getValues(name: string): unknown;
  /** Sets a field's value from code; its browser control shows it. */
  setValue(name: string, value: unknown, options?: { shouldValidate?: boolean }): void;
  setError(name: string, error: FieldError): void;
  /** Back to these values, with no messages, as before the first submit. */
  reset(values: Values): void;
  /** The props that bind a browser control (text, box, radio) to a field. */
  register(name: string): {
    name: string;
    onChange: (event: { target: EventTarget | null }) => void;
    ref: (element: Control | null) => void;
  };
  /** A visitor's change to a field: after the first submit, the field's message follows it. */
  change(name: string, value: unknown): void;
  handleSubmit(
    onValid: (data: Output) => unknown,
    onInvalid?: (errors: FormErrors) => unknown,
  ): (event?: { preventDefault: () => void }) => Promise<void>;
}

const toErrors = (keys: Record<string, string>, type: string): FormErrors =>
  Object.fromEntries(Object.entries(keys).map(([field, message]) => [field, { type, message }]));

/** The value a browser control holds: a box its tick, a radio its value when chosen, text its text. */
function controlValue(control: EventTarget | null, current: unknown): unknown {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return current;
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked;
  if (control instanceof HTMLInputElement && control.type === "radio") return control.checked ? control.value : current;
  return control.value;
}

function showValue(control: Control, value: unknown): void {
  if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value === true;
  else if (control instanceof HTMLInputElement && control.type === "radio") control.checked = control.value === value;
  else control.value = typeof value === "string" ? value : "";
}

/** After the frame that is being made: a task posted from its animation frame runs once it has been painted. */
function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback));
}

export function createFormStore<Values extends FieldValues, Output>(options: {
  values: Values;
  errors?: Record<string, string>;
  validate: Validate<Values, Output>;
  /**
   * Of the fields a submit found invalid, the first on the page. Its message shows, and takes the focus, in the
   * submit's own frame; the others' a frame later: a long form's dozen messages and their layout at once kept a
   * phone's tap waiting (docs/decisions/0036-first-tap-before-hydration.md).
   */
  firstOnPage?: (names: string[]) => string | undefined;
}): FormStore<Values, Output> {
  let state: FormSnapshot<Values> = {
    values: options.values,
    errors: toErrors(options.errors ?? {}, "server"),
    isSubmitted: false,
    showing: "all",
  };
  const listeners = new Set<() => void>();
  const controls = new Map<string, Set<Control>>();

  const update = (next: Partial<FormSnapshot<Values>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const showInControls = (name: string, value: unknown) => {
    for (const control of controls.get(name) ?? []) {
      if (control.isConnected) showValue(control, value);
      else controls.get(name)?.delete(control);
    }
  };
  const validateField = (name: string, values: Values) => {
    const result = options.validate(values);
    const key = result.valid ? undefined : result.errors[name];
    const errors = { ...state.errors };
    if (key) errors[name] = { type: "schema", message: key };
    else delete errors[name];
    return errors;
  };
  const write = (name: string, value: unknown, validate: boolean) => {
    const values = { ...state.values, [name]: value };
    update(validate ? { values, errors: validateField(name, values) } : { values });
  };

  const store: FormStore<Values, Output> = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
    getValues: ((name?: string) => (name === undefined ? state.values : state.values[name])) as FormStore<Values>["getValues"],
    setValue: (name, value, { shouldValidate = false } = {}) => {
      showInControls(name, value);
      write(name, value, shouldValidate);
    },
    change: (name, value) => write(name, value, state.isSubmitted),
    setError: (name, error) => update({ errors: { ...state.errors, [name]: error } }),
    reset: (values) => {
      for (const [name, value] of Object.entries(values)) showInControls(name, value);
      update({ values, errors: {}, isSubmitted: false, showing: "all" });
    },
    register: (name) => ({
      name,
      onChange: (event) => store.change(name, controlValue(event.target, state.values[name])),
      ref: (element) => {
        if (!element) return;
        const registered = controls.get(name) ?? new Set();
        registered.add(element);
        controls.set(name, registered);
      },
    }),
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      const result = options.validate(state.values);
      if (result.valid) {
        update({ errors: {}, isSubmitted: true, showing: "all" });
        await onValid(result.data);
        return;
      }
      const first = options.firstOnPage?.(Object.keys(result.errors));
      update({ errors: toErrors(result.errors, "schema"), isSubmitted: true, showing: first ? new Set([first]) : "all" });
      if (first) afterNextPaint(() => state.showing !== "all" && update({ showing: "all" }));
      await onInvalid?.(state.errors);
    },
  };
  return store;
}

const FormContext = createContext<FormStore | null>(null);

/** A form's state for the component's lifetime; the component follows none of it until it selects some (`useFormStatus`). */
export function useForm<Values extends FieldValues, Output>(options: Parameters<typeof createFormStore<Values, Output>>[0]) {
  const [store] = useState(() => createFormStore(options));
  return store;
}

export function FormProvider({ form, children }: { form: FormStore; children: ReactNode }) {
  return <FormContext.Provider value={form}>{children}</FormContext.Provider>;
}

export function useFormContext(): FormStore {
  const store = useContext(FormContext);
  if (!store) throw new Error("a form field outside its form");
  return store;
}

function useSelect<Selected>(select: (snapshot: FormSnapshot<FieldValues>) => Selected, store: FormStore = useFormContext()): Selected {
  const read = () => select(store.snapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether any field shows a message, and whether the form has been submitted. */
export function useFormStatus(store: FormStore): { hasErrors: boolean; isSubmitted: boolean } {
  const hasErrors = useSelect((snapshot) => Object.values(snapshot.errors).some(Boolean), store);
  const isSubmitted = useSelect((snapshot) => snapshot.isSubmitted, store);
  return { hasErrors, isSubmitted };
}

/** A field's value, or all of them; the component follows its changes. */
export function useWatch(): FieldValues;
export function useWatch(options: { name: string }): unknown;
export function useWatch(options?: { name: string }): unknown {
  return useSelect((snapshot) => (options ? snapshot.values[options.name] : snapshot.values));
}

/** A field's error key, once it shows; the component follows its changes. */
export function useFieldError(name: string): string | undefined {
  return useSelect((snapshot) => (snapshot.showing === "all" || snapshot.showing.has(name) ? snapshot.errors[name]?.message : undefined));
}

/** A field whose control the form renders itself (a picker, an editor): its value, and what changes it. */
export function useController({ name }: { name: string }) {
  const store = useFormContext();
  const value = useWatch({ name });
  const error = useFieldError(name);
  return {
    field: { name, value, onChange: (next: unknown) => store.change(name, next) },
    fieldState: { error: error === undefined ? undefined : { message: error } },
  };
}
