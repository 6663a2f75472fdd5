import { useMemo, useState } from "react";
import { useController } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { countryName, PHONE_CODES } from "../geo/geo-data";
import { SearchableSelect } from "./combobox";
import { useErrorText } from "./use-error-text";

export interface GeoFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * The dial-code picker: the spec's ~75 countries by name in the page
 * language, searchable by name or digits; the field holds the code ("+57").
 */
export function PhoneCodeField(props: GeoFieldProps) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name: props.name });
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo(
    () =>
      PHONE_CODES.map((entry) => ({
        value: entry.iso,
        label: countryName(entry.iso, language),
        keywords: `${entry.code} ${entry.code.slice(1)}`,
        code: entry.code,
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  // Several countries share a code (+1): remember which one was picked, for the list's check mark.
  const [iso, setIso] = useState("");
  const code = String(field.value ?? "");
  const chosen = options.find((option) => option.value === iso && option.code === code) ?? options.find((option) => option.code === code);
  return (
    <SearchableSelect
      {...props}
      options={options}
      value={chosen?.value ?? ""}
      display={(option) => (option as (typeof options)[number]).code}
      nativeOption={(option) => {
        const { code } = option as (typeof options)[number];
        return { value: code, label: `${option.label} (${code})` };
      }}
      onChange={(value) => {
        setIso(value);
        field.onChange(options.find((option) => option.value === value)?.code ?? "");
      }}
      error={errorText(fieldState.error?.message)}
      emptyText={t("pickers.noResults")}
      placeholder={t("pickers.search")}
      renderOption={(option) => (
        <span className="flex w-full justify-between gap-3">
          <span>{option.label}</span>
          <span className="tabular-nums text-muted">{(option as (typeof options)[number]).code}</span>
        </span>
      )}
    />
  );
}
