import englishNames from "./countries.json";
import type { Country } from "./geo-data";

/** All countries, by ISO code and English name; only forms with a country field load this module. */
export const COUNTRIES: readonly Country[] = Object.entries(englishNames).map(([iso, en]) => ({ iso, en }));

export function countryByEnglishName(name: string): Country | undefined {
  return COUNTRIES.find((country) => country.en === name);
}

/**
 * A country field's value as the form holds it (the English name the payload
 * carries) from what a plain `select` posts, its ISO code: a short value keeps
 * the server's HTML of a form page within a new connection's first round trip.
 * Anything else is returned as it is, for the schema to judge.
 */
export function countryFromPosted(value: string): string {
  return COUNTRIES.find((country) => country.iso === value)?.en ?? value;
}

/** The name of every form's country field, which a post carries as an ISO code (`countryFromPosted`). */
export const COUNTRY_FIELD = "country";

/**
 * A posted form's country as the form holds it: the plain `select` posts the
 * ISO code, the form and its payload carry the English name.
 */
export function countryFromForm<Values extends Record<string, unknown>>(values: Values): Values {
  const posted = values[COUNTRY_FIELD];
  return typeof posted === "string" ? { ...values, [COUNTRY_FIELD]: countryFromPosted(posted) } : values;
}

/** The states or provinces of a country; empty when the dataset has none. */
export async function loadStates(iso: string): Promise<string[]> {
  const { stateChunks } = await import("./state-chunks");
  const load = stateChunks[`./states/${iso}.json`];
  return load ? load() : [];
}
