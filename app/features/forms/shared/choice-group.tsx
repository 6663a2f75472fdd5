import { type ReactNode, useState } from "react";
import { useFieldError, useFormContext } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { CONTACT_WAYS } from "../../../../contracts/submissions/fields";
import { FieldError, RequiredMark } from "./field";
import { useErrorText } from "./use-error-text";
import { useServerFocus } from "./use-hydrated";

interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  required?: boolean;
  className?: string;
  /** Columns from the small breakpoint up. */
  columns?: 1 | 3;
}

/** Native radio buttons in a fieldset: arrow keys move between them, the legend names the group. */
export function ChoiceGroup({ name, legend, options, required, className = "", columns = 3 }: ChoiceGroupProps) {
  const { register, getValues } = useFormContext();
  const errorText = useErrorText();
  const error = errorText(useFieldError(name));
  const autoFocus = useServerFocus(error);
  // The server's HTML shows the choice the form starts with (after a post, the one sent).
  const [initial] = useState(() => getValues(name));
  const errorId = `${name}-choice-error`;
  return (
    <fieldset className={className}>
      <legend className="mb-2 block text-sm font-semibold text-brand-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`grid gap-2 ${columns === 3 ? "sm:grid-cols-3" : ""}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-ink hover:border-accent-600 has-checked:border-accent-700 has-checked:bg-accent-100/50"
          >
            <input
              type="radio"
              value={option.value}
              defaultChecked={initial === option.value}
              {...register(name)}
              // biome-ignore lint/a11y/noAutofocus: a post answered with messages focuses its first invalid field
              autoFocus={index === 0 ? autoFocus : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-4 shrink-0 accent-accent-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Contact way: 1 e-mail, 2 phone, 3 both (spec section 3). */
export function ContactWayField({ name = "contactWay" }: { name?: string }) {
  const { t } = useTranslation("forms");
  return (
    <ChoiceGroup
      name={name}
      required
      // A row of its own: in half of the form's width, "Correo electrónico" ran past its box.
      className="sm:col-span-2"
      legend={t("contactWay.legend")}
      options={[
        { value: String(CONTACT_WAYS.email), label: t("contactWay.email") },
        { value: String(CONTACT_WAYS.phone), label: t("contactWay.phone") },
        { value: String(CONTACT_WAYS.both), label: t("contactWay.both") },
      ]}
    />
  );
}

/** Which contact fields the chosen way shows. */
export function contactFieldsFor(way: unknown): { phone: boolean; email: boolean } {
  const code = Number(way);
  return {
    phone: code === CONTACT_WAYS.phone || code === CONTACT_WAYS.both,
    email: code === CONTACT_WAYS.email || code === CONTACT_WAYS.both,
  };
}
