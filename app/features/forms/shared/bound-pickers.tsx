import type { ComponentProps } from "react";
import { useController } from "./form-state";
import { MultiSelect, SearchableSelect } from "./combobox";
import { useErrorText } from "./use-error-text";

type Bound<P> = Omit<P, "value" | "onChange" | "onBlur" | "inputRef" | "error"> & { onValueChange?: (value: never) => void };

/** A searchable single select bound to a form field by name. */
export function SelectField({
  onValueChange,
  ...props
}: Omit<Bound<ComponentProps<typeof SearchableSelect>>, "onValueChange"> & { onValueChange?: (value: string) => void }) {
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  return (
    <SearchableSelect
      {...props}
      value={String(field.value ?? "")}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      error={errorText(fieldState.error?.message)}
    />
  );
}

/** A searchable multi select bound to a form field (a list of values) by name. */
export function MultiSelectField(props: Omit<Bound<ComponentProps<typeof MultiSelect>>, "onValueChange">) {
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  return (
    <MultiSelect
      {...props}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
      error={errorText(fieldState.error?.message)}
    />
  );
}
