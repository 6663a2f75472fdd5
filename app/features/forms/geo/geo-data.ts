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

/** The phone-code picker's countries; every form has the picker. */
export const PHONE_CODES: readonly PhoneCode[] = phoneCodes;

export function countryName(country: Country, language: string): string {
  return language === "en" ? country.en : country.es;
}
