import countries from "./countries.json";
import phoneCodes from "./phone-codes.json";

/** A country of the dataset: ISO code, English name (what the payload carries) and Spanish name. */
export interface Country {
  iso: string;
  en: string;
  es: string;
}

export interface PhoneCode extends Country {
  /** "+57" */
  code: string;
}

export const COUNTRIES: readonly Country[] = countries;
export const PHONE_CODES: readonly PhoneCode[] = phoneCodes;

/** One small chunk per country, loaded when that country is chosen. */
const stateChunks = import.meta.glob<string[]>("./states/*.json", { import: "default" });

export function countryByEnglishName(name: string): Country | undefined {
  return COUNTRIES.find((country) => country.en === name);
}

export function countryName(country: Country, language: string): string {
  return language === "en" ? country.en : country.es;
}

/** The states or provinces of a country; empty when the dataset has none. */
export async function loadStates(iso: string): Promise<string[]> {
  const load = stateChunks[`./states/${iso}.json`];
  return load ? load() : [];
}
