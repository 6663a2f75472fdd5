import { useEffect, useMemo, useState } from "react";
import { useController, useFormContext, useWatch } from "./form-state";
import { useTranslation } from "~/i18n/use-translation";
import { COUNTRIES, countryByEnglishName, countryFromPosted, loadStates } from "../geo/countries";

export { COUNTRY_FIELD } from "../geo/countries";
import { countryName } from "../geo/geo-data";
import type { GeoFieldProps } from "./geo-fields";
import { TextField } from "./inputs";
import { SelectPicker } from "./native-pickers";
import { useErrorText } from "./use-error-text";

/**
 * Country by name in the page language; the field holds the English name the
 * payload carries, the `select` posts the ISO code (a short value keeps the
 * page's HTML small).
 */
export function CountryField({ statesField, ...props }: GeoFieldProps & { statesField?: string }) {
  const { t, i18n } = useTranslation("forms");
  const { field, fieldState } = useController({ name: props.name });
  const { setValue } = useFormContext();
  const errorText = useErrorText();
  const language = i18n.language;
  const options = useMemo(
    () =>
      COUNTRIES.map((country) => ({ value: country.en, label: countryName(country.iso, language), iso: country.iso })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [language],
  );
  // A code chosen in the page before the island ran (page-values.ts) becomes the name.
  const held = String(field.value ?? "");
  useEffect(() => {
    const named = countryFromPosted(held);
    if (named !== held) field.onChange(named);
  }, [held, field]);
  return (
    <SelectPicker
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
 * The state or province: a text field, in the server's HTML and once the
 * island runs, which then suggests the chosen country's states (a `datalist`,
 * loaded from that country's chunk). The schema takes any name, and without
 * scripts the list could not follow the country.
 */
export function StateField({ className = "", countryField, ...props }: GeoFieldProps & { countryField: string }) {
  const country = String(useWatch({ name: countryField }) ?? "");
  const iso = countryByEnglishName(countryFromPosted(country))?.iso;
  const [states, setStates] = useState<{ iso: string; names: string[] }>();

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

  const suggestions = states && states.iso === iso ? states.names : NO_STATES;
  return <TextField {...props} className={className} autoComplete="address-level1" suggestions={suggestions} />;
}

const NO_STATES: readonly string[] = [];
