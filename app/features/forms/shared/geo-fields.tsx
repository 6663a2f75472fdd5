import { useEffect, useMemo, useState } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { COUNTRIES, countryByEnglishName, countryName, loadStates, PHONE_CODES } from "../geo/geo-data";
import { SearchableSelect } from "./combobox";
import { TextField } from "./inputs";
import type { PickerOption } from "./option-filter";
import { useErrorText } from "./use-error-text";

interface GeoFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * The dial-code picker: the spec's ~75 countries by name in the page
 * language, searchable by name or digits; the field holds the code ("+57").
 */
export function PhoneCodeField({ name, label, required, className }: GeoFieldProps) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo(
    () =>
      PHONE_CODES.map((entry) => ({
        value: entry.iso,
        label: countryName(entry, language),
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
      name={name}
      label={label}
      required={required}
      className={className}
      options={options}
      value={chosen?.value ?? ""}
      display={(option) => (option as (typeof options)[number]).code}
      onChange={(value) => {
        setIso(value);
        field.onChange(options.find((option) => option.value === value)?.code ?? "");
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
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

/** Country by name in the page language; the field holds the English name the payload carries. */
export function CountryField({ name, label, required, className, statesField }: GeoFieldProps & { statesField?: string }) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name });
  const { setValue } = useFormContext();
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo<PickerOption[]>(
    () =>
      COUNTRIES.map((country) => ({ value: country.en, label: countryName(country, language), keywords: country.en })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );
  return (
    <SearchableSelect
      name={name}
      label={label}
      required={required}
      className={className}
      options={options}
      value={String(field.value ?? "")}
      onChange={(value) => {
        // Another country's states no longer apply.
        if (statesField && value !== field.value) setValue(statesField, "");
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error?.message)}
      emptyText={t("pickers.noCountries")}
    />
  );
}

/**
 * States of the chosen country, loaded from that country's chunk. A country
 * the dataset has no states for gets a text field instead.
 */
export function StateField({ name, countryField, label, required, className }: GeoFieldProps & { countryField: string }) {
  const { t } = useTranslation("forms");
  const { control } = useFormContext();
  const country = String(useWatch({ control, name: countryField }) ?? "");
  const iso = countryByEnglishName(country)?.iso;
  const [states, setStates] = useState<{ iso: string; names: string[] } | null>(null);

  useEffect(() => {
    if (!iso) return;
    let current = true;
    loadStates(iso)
      .then((names) => current && setStates({ iso, names }))
      .catch(() => current && setStates({ iso, names: [] }));
    return () => {
      current = false;
    };
  }, [iso]);

  const loaded = states && states.iso === iso ? states.names : null;
  if (iso && loaded && loaded.length === 0) {
    return <TextField name={name} label={label} required={required} className={className} autoComplete="address-level1" />;
  }
  return (
    <StatePicker
      name={name}
      label={label}
      required={required}
      className={className}
      names={loaded ?? []}
      loading={Boolean(iso) && loaded === null}
      placeholder={iso ? undefined : t("pickers.chooseCountryFirst")}
      emptyText={iso ? t("pickers.noStates") : t("pickers.chooseCountryFirst")}
    />
  );
}

function StatePicker({
  name,
  label,
  required,
  className,
  names,
  loading,
  placeholder,
  emptyText,
}: GeoFieldProps & { names: string[]; loading: boolean; placeholder?: string; emptyText: string }) {
  const { field, fieldState } = useController({ name });
  const errorText = useErrorText();
  const options = useMemo(() => names.map((state) => ({ value: state, label: state })), [names]);
  return (
    <SearchableSelect
      name={name}
      label={label}
      required={required}
      className={className}
      options={options}
      value={String(field.value ?? "")}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error?.message)}
      loading={loading}
      placeholder={placeholder}
      emptyText={emptyText}
    />
  );
}
