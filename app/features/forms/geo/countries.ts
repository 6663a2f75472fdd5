import countries from "./countries.json";
import type { Country } from "./geo-data";

/** All countries; only forms with a country field load this module. */
export const COUNTRIES: readonly Country[] = countries;

/** One small chunk per country, loaded when that country is chosen. */
const stateChunks = import.meta.glob<string[]>("./states/*.json", { import: "default" });

export function countryByEnglishName(name: string): Country | undefined {
  return COUNTRIES.find((country) => country.en === name);
}

/** The states or provinces of a country; empty when the dataset has none. */
export async function loadStates(iso: string): Promise<string[]> {
  const load = stateChunks[`./states/${iso}.json`];
  return load ? load() : [];
}
