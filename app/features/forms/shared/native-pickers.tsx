import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { HydrationSlice } from "~/islands/hydration-slices";
import { controlClass, controlProps, Field, FieldError, fieldIds, labelClass, RequiredMark } from "./field";
import { useServerFocus } from "./use-hydrated";

interface NativeProps {
  id: string;
  name: string;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  emptyText: string;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="mt-1.5 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

/** A picker as the browser's own `select`, posted under the field's name. */
export function NativeSelect({ id, name, label, options, value, error, hint, required, placeholder }: NativeProps & { value: string }) {
  const { t } = useTranslation("forms");
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(aria) => (
        <select name={name} defaultValue={value} {...aria} className={controlClass}>
          <option value="">{placeholder ?? t("pickers.choose")}</option>
          {options.map((option, index) => (
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

/** A multiple choice as a group of boxes, each posted under the field's name. */
export function NativeChecks({
  id,
  name,
  label,
  options,
  value,
  error,
  hint,
  required,
  emptyText,
}: NativeProps & { value: readonly string[] }) {
  const autoFocus = useServerFocus(error);
  const ids = fieldIds(id);
  const aria = controlProps(id, { error, hint });
  // What was chosen stays offered, a skill of one's own included.
  const shown = [
    ...options,
    ...value.filter((entry) => !options.some((option) => option.value === entry)).map((entry) => ({ value: entry, label: entry })),
  ];
  return (
    <HydrationSlice>
      <fieldset>
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
                    defaultChecked={value.includes(option.value)}
                    aria-invalid={aria["aria-invalid"]}
                    aria-describedby={aria["aria-describedby"]}
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
        <Hint id={ids.hint} hint={hint} />
        <FieldError id={ids.error} message={error} />
      </fieldset>
    </HydrationSlice>
  );
}
