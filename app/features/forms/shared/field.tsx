import { CircleAlert } from "~/components/island-icons";
import type { ReactNode } from "react";
import { HydrationSlice } from "~/islands/hydration-slices";
import { useStableId } from "~/islands/id-scope";
import { useServerFocus } from "./use-hydrated";

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
  autoFocus?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Translated message; when present the control is marked invalid and points to it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Control id; one is made when absent. */
  id?: string;
  /** The label's own id, for a control it names by `aria-labelledby` (a combobox and its list). */
  labelId?: string;
  /** Between the label and the control: a multi-select's chosen options. */
  beforeControl?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

export const controlClass =
  "block w-full rounded-control border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:border-accent-700 focus:outline-none focus:ring-2 focus:ring-accent-700 disabled:cursor-not-allowed aria-invalid:border-danger-700 aria-invalid:ring-danger-700";

export const labelClass = "mb-1.5 block text-sm font-semibold text-brand-900";

/** Wires a control to its label, hint and message: `aria-invalid`, `aria-describedby`, `role="alert"`. */
export function Field({ label, error, hint, required, className, id, labelId, beforeControl, children }: FieldProps) {
  const made = useStableId();
  const controlId = id ?? `field-${made}`;
  const ids = fieldIds(controlId);
  const autoFocus = useServerFocus(error);
  return (
    <HydrationSlice>
      <div className={className}>
        <label htmlFor={controlId} id={labelId} className={labelClass}>
          {label}
          {required && <RequiredMark />}
        </label>
        {beforeControl}
        {children(controlProps(controlId, { error, hint, required, autoFocus }))}
        {hint && (
          <p id={ids.hint} className="mt-1.5 text-sm text-muted">
            {hint}
          </p>
        )}
        <FieldError id={ids.error} message={error} />
      </div>
    </HydrationSlice>
  );
}

export function fieldIds(controlId: string) {
  return { hint: `${controlId}-hint`, error: `${controlId}-error` };
}

export function controlProps(
  controlId: string,
  { error, hint, required, autoFocus }: { error?: string; hint?: ReactNode; required?: boolean; autoFocus?: true },
): ControlProps {
  const ids = fieldIds(controlId);
  const describedBy = [hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ");
  return {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required ? true : undefined,
    autoFocus,
  };
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-danger-700">
      *
    </span>
  );
}

/** The message under a field: a small danger alert; `focusable` lets a script or `autoFocus` move focus to it. */
export function FieldError({ id, message, focusable, autoFocus }: { id: string; message?: string; focusable?: boolean; autoFocus?: true }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      // biome-ignore lint/a11y/noAutofocus: a post refused by the server focuses why, as one with messages focuses its first invalid field
      autoFocus={autoFocus}
      className="mt-2 flex items-start gap-2 rounded-control border border-danger-700/25 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
