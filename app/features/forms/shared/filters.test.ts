import { describe, expect, it } from "vitest";
import { digitsOnly, formatSalary, nonNegativeNumber, salaryCharacters, withoutDigits } from "./filters";

describe("input filters", () => {
  it("name-like fields drop digits as they are typed", () => {
    expect(withoutDigits("Ana María 2")).toBe("Ana María ");
    expect(withoutDigits("O'Neil-Smith")).toBe("O'Neil-Smith");
  });

  it("phone numbers keep digits only, so no negative value can be typed", () => {
    expect(digitsOnly("-300 123 4567")).toBe("3001234567");
    expect(digitsOnly("abc")).toBe("");
  });

  it("years of experience keep digits and one point, never a sign", () => {
    expect(nonNegativeNumber("-5")).toBe("5");
    expect(nonNegativeNumber("2.5.1")).toBe("2.51");
    expect(nonNegativeNumber("1e3")).toBe("13");
  });

  it("desired salary keeps digits, a dot and a dollar sign while typing", () => {
    expect(salaryCharacters("$3,500.5 USD")).toBe("$3500.5");
    expect(salaryCharacters("abc")).toBe("");
  });

  it("desired salary is formatted as en-US dollars with two decimals on blur", () => {
    expect(formatSalary("3500")).toBe("$3,500.00");
    expect(formatSalary("$3500.5")).toBe("$3,500.50");
    expect(formatSalary("$3,500.00")).toBe("$3,500.00");
    expect(formatSalary("1234567.891")).toBe("$1,234,567.89");
    expect(formatSalary("")).toBe("");
    expect(formatSalary("1.2.3")).toBe("1.2.3");
  });
});
