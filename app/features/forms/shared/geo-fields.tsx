import { useMemo } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { countryName, PHONE_CODES } from "../geo/geo-data";
import { SelectPicker } from "./native-pickers";
import { useErrorText } from "./use-error-text";

export interface GeoFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * The dial-code picker: the spec's ~75 countries by name in the page
 * language, each with its code; the field holds the code ("+57").
 */
export function PhoneCodeField(props: GeoFieldProps) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo(
    () =>
      PHONE_CODES.map((entry) => ({ value: entry.code, label: `${countryName(entry.iso, language)} (${entry.code})` })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );
  return (
    <SelectPicker
      {...props}
      options={options}
      value={String(field.value ?? "")}
      onChange={field.onChange}
      error={errorText(fieldState.error?.message)}
      emptyText={t("pickers.noResults")}
    />
  );
}
