import { useEffect, useMemo, useState } from "react";
import { useController, useFormContext, useWatch } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { COUNTRIES, countryByEnglishName, countryFromPosted, loadStates } from "../geo/countries";

export { COUNTRY_FIELD } from "../geo/countries";
import { countryName } from "../geo/geo-data";
import { SelectField } from "./bound-pickers";
import { SearchableSelect } from "./combobox";
import type { GeoFieldProps } from "./geo-fields";
import { TextField } from "./inputs";
import type { PickerOption } from "./option-filter";
import { useErrorText } from "./use-error-text";
import { useEnhanced } from "./use-hydrated";

/**
 * Country by name in the page language; the field holds the English name the
 * payload carries, the plain `select` of the server's HTML posts the ISO code.
 */
export function CountryField({ statesField, ...props }: GeoFieldProps & { statesField?: string }) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name: props.name });
  const { setValue } = useFormContext();
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo<Array<PickerOption & { iso: string }>>(
    () =>
      COUNTRIES.map((country) => ({
        value: country.en,
        label: countryName(country.iso, language),
        keywords: country.en,
        iso: country.iso,
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  // A code chosen in the plain `select` before the island ran (page-values.ts) becomes the name.
  const held = String(field.value ?? "");
  useEffect(() => {
    const named = countryFromPosted(held);
    if (named !== held) field.onChange(named);
  }, [held, field]);
  return (
    <SearchableSelect
      {...props}
      options={options}
      value={countryFromPosted(held)}
      nativeOption={(option) => ({ value: (option as (typeof options)[number]).iso, label: option.label })}
      onChange={(value) => {
        // Another country's states no longer apply.
        if (statesField && value !== field.value) setValue(statesField, "");
        field.onChange(value);
      }}
      error={errorText(fieldState.error?.message)}
      emptyText={t("pickers.noCountries")}
    />
  );
}

/**
 * States of the chosen country, loaded from that country's chunk. A country
 * the dataset has no states for gets a text field instead, and so does the
 * server's HTML: the schema takes any name, and without scripts the list
 * could not follow the country.
 */
export function StateField({ className = "", ...props }: GeoFieldProps & { countryField: string }) {
  const { enhanced, ref } = useEnhanced();
  return (
    <div className={className} ref={ref}>
      {enhanced ? (
        <StateChoice {...props} />
      ) : (
        <TextField name={props.name} label={props.label} required={props.required} autoComplete="address-level1" />
      )}
    </div>
  );
}

function StateChoice({ name, countryField, label, required }: GeoFieldProps & { countryField: string }) {
  const { t } = useTranslation("forms");
  const country = String(useWatch({ name: countryField }) ?? "");
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
    return <TextField name={name} label={label} required={required} autoComplete="address-level1" />;
  }
  return (
    <StatePicker
      name={name}
      label={label}
      required={required}
      names={loaded ?? []}
      loading={Boolean(iso) && loaded === null}
      placeholder={iso ? undefined : t("pickers.chooseCountryFirst")}
      emptyText={iso ? t("pickers.noStates") : t("pickers.chooseCountryFirst")}
    />
  );
}

function StatePicker({ names, ...props }: GeoFieldProps & { names: string[]; loading: boolean; placeholder?: string; emptyText: string }) {
  const options = useMemo(() => names.map((state) => ({ value: state, label: state })), [names]);
  return <SelectField {...props} options={options} />;
}
