import enStaff from "../../app/locales/en/staff.json";
import esStaff from "../../app/locales/es/staff.json";
import type { Language } from "../../contracts/language.ts";

/** The staff area's copy, Spanish the source (the locale test keeps English its mirror). */
const COPY = { es: esStaff, en: enStaff } satisfies Record<Language, typeof esStaff>;

type Leaves<T, Prefix extends string = ""> = {
  [Key in keyof T & string]: T[Key] extends string ? `${Prefix}${Key}` : Leaves<T[Key], `${Prefix}${Key}.`>;
}[keyof T & string];

/** A key of the staff copy: `signIn.passkey`, `members.errors.last_admin`… */
export type StaffKey = Leaves<typeof esStaff>;

export type Translate = (key: StaffKey, values?: Record<string, string | number>) => string;

/** The staff area's `t` for a language: `{{name}}` placeholders filled in (the caller's HTML layer escapes them). */
export function staffCopy(language: Language): Translate {
  return (key, values = {}) => {
    let node: unknown = COPY[language];
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === "string" ? node : key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
