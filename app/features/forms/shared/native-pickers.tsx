import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { HydrationSlice } from "~/islands/hydration-slices";
import { controlClass, Field, FieldError, fieldIds, labelClass, RequiredMark } from "./field";
import { heldInControl } from "./page-values";
import { useServerFocus } from "./use-hydrated";

/** An option of a picker: what the form holds, and what the visitor reads. */
export interface PickerOption {
  /** What the form stores (and usually sends). */
  value: string;
  /** What the visitor reads in the list. */
  label: string;
}

interface PickerProps {
  name: string;
  label: ReactNode;
  options: readonly PickerOption[];
  /** Translated message under the field. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shown when there is nothing to pick (yet). */
  emptyText: string;
  /** The first, empty choice; "Choose…" by default. */
  placeholder?: string;
  className?: string;
}

interface SelectPickerProps extends PickerProps {
  /** The chosen option's value, or "". */
  value: string;
  onChange?: (value: string) => void;
  /** An option as the `select` shows and posts it; as it is by default (a country posts its ISO code). */
  nativeOption?: (option: PickerOption) => { value: string; label: string };
}

/**
 * One choice from a list: the browser's own `select`, the same control in the
 * server's HTML, without scripts and once the form's island runs (a phone
 * opens its system picker, a keyboard types to find an option). The island
 * only follows it: the control is never replaced (decision 0040).
 */
export function SelectPicker({
  name,
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  emptyText,
  placeholder,
  className,
  nativeOption = (option) => option,
}: SelectPickerProps) {
  const { t } = useTranslation("forms");
  const shown = options.map((option) => ({ ...nativeOption(option), of: option.value }));
  const chosen = shown.find((option) => option.of === value);
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <select
          name={name}
          value={chosen?.value ?? ""}
          ref={(element) => {
            if (element) heldInControl.set(element, chosen?.value ?? "");
          }}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            onChange?.(shown.find((option) => option.value === picked)?.of ?? "");
          }}
          {...aria}
          className={controlClass}
        >
          <option value="">{shown.length === 0 ? emptyText : (placeholder ?? t("pickers.choose"))}</option>
          {shown.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: several countries share a dial code
            <option key={index} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckPickerProps extends PickerProps {
  /** The ticked options' values. */
  value: readonly string[];
  onChange?: (value: string[]) => void;
  /** After the boxes, inside the group: a way to add an option of one's own. */
  children?: ReactNode;
}

/**
 * A multiple choice as a group of boxes, each posted under the field's name:
 * the clearest multiple choice on a phone and with a keyboard, the same in
 * the server's HTML and once the island runs. What was ticked stays offered,
 * a skill of one's own included.
 */
export function CheckPicker({
  name,
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  emptyText,
  className,
  children,
}: CheckPickerProps) {
  const autoFocus = useServerFocus(error);
  // One group a name in a form: its ids follow from the name.
  const id = `${name}-choices`;
  const { hint: hintId, error: errorId } = fieldIds(id);
  const shown = [
    ...options,
    ...value.filter((entry) => !options.some((option) => option.value === entry)).map((entry) => ({ value: entry, label: entry })),
  ];
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <HydrationSlice>
      <fieldset className={className}>
        <legend className={labelClass}>
          {label}
          {required && <RequiredMark />}
        </legend>
        {shown.length === 0 ? (
          <p className="text-sm text-muted">{emptyText}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {shown.map((option, index) => (
              <li key={option.value}>
                <label className="flex cursor-pointer items-center gap-3 rounded-control border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-ink has-checked:border-accent-700 has-checked:bg-accent-100/50">
                  <input
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={value.includes(option.value)}
                    onChange={(event) => {
                      const { checked } = event.currentTarget;
                      onChange?.(checked ? [...value, option.value] : value.filter((entry) => entry !== option.value));
                    }}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
                    autoFocus={index === 0 ? autoFocus : undefined}
                    className="size-4 shrink-0 accent-accent-700"
                  />
                  {option.label}
                </label>
              </li>
            ))}
          </ul>
        )}
        {children}
        {hint && (
          <p id={hintId} className="mt-1.5 text-sm text-muted">
            {hint}
          </p>
        )}
        <FieldError id={errorId} message={error} />
      </fieldset>
    </HydrationSlice>
  );
}
