import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FINANCIAL_SERVICES, financialServiceTitles } from "./financial-services-data";

const locale = (language: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/financials.json`), "utf8")) as {
    main: { services: { items: Record<string, { title: string; text: string }> } };
  };

describe("financial services", () => {
  it("are nine, valued 1 to 9 in order", () => {
    expect(FINANCIAL_SERVICES.map((service) => service.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(FINANCIAL_SERVICES.map((service) => service.id)).size).toBe(9);
  });

  it("have the same English titles as the English page, and copy in both languages, in the same order", () => {
    const english = locale("en").main.services.items;
    const spanish = locale("es").main.services.items;
    expect(Object.keys(english)).toEqual(FINANCIAL_SERVICES.map((service) => service.id));
    expect(Object.keys(spanish)).toEqual(FINANCIAL_SERVICES.map((service) => service.id));
    for (const service of FINANCIAL_SERVICES) {
      expect(english[service.id]?.title).toBe(service.title);
      expect(service.titleKey).toBe(`main.services.items.${service.id}.title`);
    }
  });

  it("turn chosen values into English titles in list order", () => {
    expect(financialServiceTitles([2, 1])).toEqual(["Accounting outsourcing", "Tax planning"]);
    expect(financialServiceTitles([])).toEqual([]);
  });
});
