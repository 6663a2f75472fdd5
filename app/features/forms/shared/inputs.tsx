import { type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode, useState } from "react";
import { useFieldError, useFormContext } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import type forms from "~/locales/es/forms.json";
import { useLegalDocuments } from "~/features/site/use-site";
import { controlClass, controlProps, Field, FieldError, fieldIds } from "./field";
import { formatSalary, salaryCharacters } from "./filters";
import { useErrorText } from "./use-error-text";
import { useServerFocus } from "./use-hydrated";

type Filter = (value: string) => string;

/** Applies an input filter as the visitor types, keeping the caret where it was. */
function filtered(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, filter: Filter | undefined) {
  if (!filter) return;
  const input = event.target;
  const before = input.value;
  const after = filter(before);
  if (after === before) return;
  const caret = input.selectionStart ?? before.length;
  const position = filter(before.slice(0, caret)).length;
  input.value = after;
  try {
    input.setSelectionRange(position, position);
  } catch {
    // Inputs of type email or number have no selection API.
  }
}

/** The field's value as the form starts: the server's HTML shows it (after a post, what was sent). */
function useInitialValue(name: string): string {
  const { getValues } = useFormContext();
  const [initial] = useState(() => getValues(name));
  return typeof initial === "string" ? initial : "";
}

/** The field's message, translated. */
function useFieldMessage(name: string): string | undefined {
  const errorText = useErrorText();
  return errorText(useFieldError(name));
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel";
  autoComplete?: string;
  filter?: Filter;
  multiline?: boolean;
  className?: string;
  maxLength?: number;
  /** Values the browser suggests as the visitor types (a `datalist`): the text stays the visitor's own. */
  suggestions?: readonly string[];
}

export function TextField({
  name,
  label,
  required,
  placeholder,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  filter,
  multiline,
  className,
  maxLength,
  suggestions,
}: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldMessage(name);
  const initial = useInitialValue(name);
  const registered = register(name);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    filtered(event, filter);
    return registered.onChange(event);
  };
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) =>
        multiline ? (
          <textarea
            {...registered}
            {...aria}
            defaultValue={initial}
            onChange={onChange}
            rows={5}
            placeholder={placeholder}
            maxLength={maxLength}
            className={`${controlClass} min-h-32 resize-y`}
          />
        ) : (
          <>
            <input
              {...registered}
              {...aria}
              defaultValue={initial}
              onChange={onChange}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              maxLength={maxLength}
              list={suggestions?.length ? `${aria.id}-suggestions` : undefined}
              className={controlClass}
            />
            {suggestions && suggestions.length > 0 && (
              <datalist id={`${aria.id}-suggestions`}>
                {suggestions.map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            )}
          </>
        )
      }
    </Field>
  );
}

type FieldTexts = (typeof forms)["fields"];

/** The fields whose label and placeholder the locale files hold under `fields.<copy>`. */
export type FieldCopy = {
  [Key in keyof FieldTexts]: FieldTexts[Key] extends { label: string; placeholder: string } ? Key : never;
}[keyof FieldTexts];

type TranslatedTextFieldProps = Omit<TextFieldProps, "label" | "placeholder"> &
  ({ name: FieldCopy; copy?: FieldCopy } | { name: string; copy: FieldCopy });

/** A text field labelled by its copy, `fields.<copy>`: its own name's unless the payload names the field otherwise. */
export function TranslatedTextField({ copy, ...props }: TranslatedTextFieldProps) {
  const { t } = useTranslation("forms");
  const key = copy ?? (props.name as FieldCopy);
  return <TextField {...props} label={t(`fields.${key}.label`)} placeholder={t(`fields.${key}.placeholder`)} />;
}

/** Desired salary: digits, dot and dollar sign while typing; en-US dollars on blur. */
export function SalaryField({ name, label, required, placeholder, hint, className }: Omit<TextFieldProps, "filter" | "type">) {
  const { register, setValue } = useFormContext();
  const error = useFieldMessage(name);
  const initial = useInitialValue(name);
  const registered = register(name);
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => (
        <input
          {...registered}
          {...aria}
          defaultValue={initial}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className={controlClass}
          onChange={(event) => {
            filtered(event, salaryCharacters);
            return registered.onChange(event);
          }}
          onBlur={(event) => {
            const formatted = formatSalary(event.target.value);
            if (formatted !== event.target.value) setValue(name, formatted);
          }}
        />
      )}
    </Field>
  );
}

export function CheckboxField({ name, label, className = "" }: { name: string; label: ReactNode; className?: string }) {
  const { register, getValues } = useFormContext();
  // The server's HTML shows the box as the form starts: ticked where its default is.
  const [ticked] = useState(() => getValues(name) === true);
  const error = useFieldMessage(name);
  const id = `${name}-checkbox`;
  const aria = controlProps(id, { error, autoFocus: useServerFocus(error) });
  return (
    <div className={className}>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input type="checkbox" defaultChecked={ticked} {...register(name)} {...aria} className="mt-0.5 size-5 shrink-0 accent-accent-700" />
        <span>{label}</span>
      </label>
      <FieldError id={fieldIds(id).error} message={error} />
    </div>
  );
}

/** The consent checkbox, with links to the two legal documents. */
export function PoliciesField({ name = "policies", className = "sm:col-span-2" }: { name?: string; className?: string }) {
  const { t } = useTranslation("forms");
  const site = useLegalDocuments();
  // A plain anchor, with NewTabLink's attributes: the form's own code carries no component it can do without.
  const link = (href: string, text: string) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800"
    >
      {text}
      <span className="sr-only"> {t("common.policies.newWindow")}</span>
    </a>
  );
  return (
    <CheckboxField
      name={name}
      className={className}
      label={
        <>
          {t("common.policies.before")} {link(site.termsPdfUrl, t("common.policies.terms"))} {t("common.policies.and")}{" "}
          {link(site.dataPolicyPdfUrl, t("common.policies.dataPolicy"))}
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        </>
      }
    />
  );
}
