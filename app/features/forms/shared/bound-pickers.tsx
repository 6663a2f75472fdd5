import type { ComponentProps } from "react";
import { useController } from "./form-state";
import { CheckPicker, SelectPicker } from "./native-pickers";
import { useErrorText } from "./use-error-text";

type Bound<P> = Omit<P, "value" | "onChange" | "error">;

/** A `select` bound to a form field by name. */
export function SelectField({
  onValueChange,
  ...props
}: Bound<ComponentProps<typeof SelectPicker>> & { onValueChange?: (value: string) => void }) {
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  return (
    <SelectPicker
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

/** A group of boxes bound to a form field (a list of values) by name. */
export function CheckField(props: Bound<ComponentProps<typeof CheckPicker>>) {
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  return (
    <CheckPicker
      {...props}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
      error={errorText(fieldState.error?.message)}
    />
  );
}
