import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByEnglishName, loadStates } from "./countries";
import { countryName, PHONE_CODES } from "./geo-data";

describe("geo data", () => {
  it("lists the world's countries with the English names a lead carries", () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(countryByEnglishName("United States")).toEqual({ iso: "US", en: "United States" });
    expect(countryByEnglishName("Germany")?.iso).toBe("DE");
  });

  it("names a country in the page's language", () => {
    expect(countryName("US", "es")).toBe("Estados Unidos");
    expect(countryName("DE", "es")).toBe("Alemania");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("CO", "en")).toBe("Colombia");
    for (const { iso } of COUNTRIES) expect(countryName(iso, "es")).not.toBe(iso);
  });

  it("gives the phone picker about 75 countries with their dial codes", () => {
    expect(PHONE_CODES.length).toBeGreaterThanOrEqual(70);
    expect(PHONE_CODES.length).toBeLessThanOrEqual(80);
    const code = (iso: string) => PHONE_CODES.find((entry) => entry.iso === iso)?.code;
    expect([code("CO"), code("US"), code("MX"), code("ES"), code("DE")]).toEqual(["+57", "+1", "+52", "+34", "+49"]);
    for (const entry of PHONE_CODES) expect(entry.code).toMatch(/^\+\d{1,4}$/);
  });

  it("loads one country's states on demand", async () => {
    expect(await loadStates("CO")).toContain("Antioquia");
    expect(await loadStates("US")).toContain("Florida");
    expect(await loadStates("ZZ")).toEqual([]);
  });

  it("is what the generator writes from the installed dataset", () => {
    const dataset = path.resolve(import.meta.dirname, "../../../../node_modules/@countrystatecity/countries/dist/data");
    if (!existsSync(dataset)) return;
    const chunks = readdirSync(path.resolve(import.meta.dirname, "states"));
    expect(chunks.length).toBeGreaterThan(200);
    expect(chunks.every((file) => /^[A-Z]{2}\.json$/.test(file))).toBe(true);
  });
});
