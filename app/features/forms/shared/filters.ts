/**
 * Input filters of spec section 5, applied as the visitor types. They shape
 * what can be typed; the rules about what may be sent live in the contracts.
 */

/** Name-like fields: no digits. */
export function withoutDigits(value: string): string {
  return value.replace(/\d/g, "");
}

/** Phone numbers: digits only, so a minus sign (a negative value) cannot be typed. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** Years of experience: digits and one decimal point, never a sign. */
export function nonNegativeNumber(value: string): string {
  const kept = value.replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replaceAll(".", "")}`;
}

/** Desired salary while typing: digits, a dot and a dollar sign. */
export function salaryCharacters(value: string): string {
  return value.replace(/[^\d.$]/g, "");
}

// Made at the first use: an Intl format made as the module loads (its locale data read) took some 50 ms of a
// phone's main thread while the island's code started, in the same task.
let usd: Intl.NumberFormat | undefined;

/** Desired salary on blur: en-US dollars with two decimals ("3500" → "$3,500.00"); text that is no amount stays as typed. */
export function formatSalary(value: string): string {
  const digits = value.replace(/[$,\s]/g, "");
  if (digits === "" || !/^\d*\.?\d*$/.test(digits) || digits === ".") return value.trim();
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usd.format(Number(digits));
}
