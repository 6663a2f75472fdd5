import phoneCodes from "./phone-codes.json";

/** A country of the dataset: ISO code and English name, which is what a lead carries. */
export interface Country {
  iso: string;
  en: string;
}

export interface PhoneCode {
  iso: string;
  /** "+57" */
  code: string;
}

/** The phone-code picker's countries; every form has the picker. */
export const PHONE_CODES: readonly PhoneCode[] = Object.entries(phoneCodes).map(([iso, code]) => ({ iso, code }));

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the page's language, from the runtime's own CLDR data:
 * the server's for the plain `select` of its HTML, the browser's for the
 * pickers, so that no list of names travels with a form's code. A browser's
 * CLDR may name a few places otherwise than the server's ("Hong Kong" for
 * "Hong Kong SAR China"); a lead carries the dataset's English name either way.
 */
export function countryName(iso: string, language: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(iso) ?? iso;
}
