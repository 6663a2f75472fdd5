import { describe, expect, it } from "vitest";
import { filterOptions, normalizeForSearch } from "./option-filter";

const options = [
  { value: "MA", label: "Marruecos" },
  { value: "CO", label: "Colombia", keywords: "+57 57" },
  { value: "DE", label: "Alemania", keywords: "+49 49" },
];

describe("picker search", () => {
  it("ignores case and accents", () => {
    expect(normalizeForSearch("  Bogotá ")).toBe("bogota");
    expect(filterOptions([{ value: "b", label: "Bogotá D.C." }], "BOGOTA")).toHaveLength(1);
  });

  it("matches names or dial-code digits, names that start with the search first", () => {
    expect(filterOptions(options, "co").map((option) => option.value)).toEqual(["CO", "MA"]);
    expect(filterOptions(options, "49").map((option) => option.value)).toEqual(["DE"]);
    expect(filterOptions(options, "+57").map((option) => option.value)).toEqual(["CO"]);
    expect(filterOptions(options, "")).toHaveLength(3);
  });
});
