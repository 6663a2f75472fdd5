// Builds the country and state data of the forms from a maintained dataset
// (@countrystatecity/countries, ODbL-1.0), so that no list is typed by hand
// and the browser loads one small chunk per country instead of the dataset:
//   node scripts/build-geo-data.mjs
// Writes app/features/forms/geo/countries.json (ISO code to English name),
// phone-codes.json (ISO code to dial code) and states/<ISO>.json.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const dataDirectory = path.join(path.dirname(require.resolve("@countrystatecity/countries")), "data");
const outDirectory = path.resolve(import.meta.dirname, "../app/features/forms/geo");

/**
 * The phone-code picker's countries (spec section 3: about 75, across the
 * Americas, Europe, Asia, Africa, Oceania and the Middle East). Only the
 * choice of countries is ours; names and dial codes come from the dataset.
 */
const PHONE_CODE_COUNTRIES = [
  // Americas
  "AR",
  "BO",
  "BR",
  "BZ",
  "CA",
  "CL",
  "CO",
  "CR",
  "CU",
  "DO",
  "EC",
  "GT",
  "HN",
  "JM",
  "MX",
  "NI",
  "PA",
  "PE",
  "PR",
  "PY",
  "SV",
  "TT",
  "US",
  "UY",
  "VE",
  // Europe
  "AT",
  "BE",
  "CH",
  "CZ",
  "DE",
  "DK",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HU",
  "IE",
  "IT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "RU",
  "SE",
  "UA",
  // Asia
  "BD",
  "CN",
  "ID",
  "IN",
  "JP",
  "KR",
  "MY",
  "PH",
  "PK",
  "SG",
  "TH",
  "VN",
  // Middle East
  "AE",
  "IL",
  "JO",
  "KW",
  "LB",
  "QA",
  "SA",
  "TR",
  // Africa
  "DZ",
  "EG",
  "ET",
  "GH",
  "KE",
  "MA",
  "NG",
  "ZA",
  // Oceania
  "AU",
  "NZ",
];

const countries = JSON.parse(readFileSync(path.join(dataDirectory, "countries.json"), "utf8"));
const folders = new Map(
  readdirSync(dataDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name.slice(entry.name.lastIndexOf("-") + 1), entry.name]),
);

/**
 * The English name is what a lead carries (spec section 3: `country`), so it
 * comes from the dataset, the same in every browser. The names a visitor reads
 * come from the browser's and the server's own `Intl.DisplayNames`, in the
 * page's language (app/features/forms/geo/geo-data.ts), and are not shipped.
 */
const byEnglish = (a, b) => a.name.localeCompare(b.name, "en");
const entries = [...countries].sort(byEnglish);
const englishNames = Object.fromEntries(entries.map((country) => [country.iso2, country.name]));
writeFileSync(path.join(outDirectory, "countries.json"), `${JSON.stringify(englishNames)}\n`);

const phoneCodes = Object.fromEntries(
  PHONE_CODE_COUNTRIES.map((iso) => {
    const entry = entries.find((country) => country.iso2 === iso);
    if (!entry || !/^\d{1,4}$/.test(entry.phonecode)) throw new Error(`No plain dial code for ${iso}: ${entry?.phonecode}`);
    return [iso, `+${entry.phonecode}`];
  }),
);
writeFileSync(path.join(outDirectory, "phone-codes.json"), `${JSON.stringify(phoneCodes)}\n`);

const statesDirectory = path.join(outDirectory, "states");
rmSync(statesDirectory, { recursive: true, force: true });
mkdirSync(statesDirectory, { recursive: true });
let written = 0;
for (const [iso, folder] of folders) {
  const file = path.join(dataDirectory, folder, "states.json");
  if (!existsSync(file)) continue;
  const names = [...new Set(JSON.parse(readFileSync(file, "utf8")).map((state) => state.name.trim()))]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b, "en"));
  if (names.length === 0) continue;
  writeFileSync(path.join(statesDirectory, `${iso}.json`), `${JSON.stringify(names)}\n`);
  written++;
}
// Written as the project's formatter would write them, so `npm run format` leaves them alone.
execFileSync(process.execPath, [require.resolve("@biomejs/biome/bin/biome"), "format", "--write", outDirectory], { stdio: "ignore" });
console.log(`${entries.length} countries, ${Object.keys(phoneCodes).length} phone codes, states for ${written} countries`);
