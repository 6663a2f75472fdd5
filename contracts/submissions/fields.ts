import { z } from "../zod";
import type { ErrorKey } from "../error-keys.ts";
import {
  MAX_EMAIL_LENGTH,
  MAX_LIST_ITEM_LENGTH,
  MAX_PHONE_CODE_LENGTH,
  MAX_PHONE_NUMBER_LENGTH,
  MAX_YEARS_OF_EXPERIENCE,
} from "./limits.ts";

/** Deliberately lenient: the original forms checked no format at all. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CODE_PATTERN = /^\+?\d{1,4}([ -]?\d{1,4})?$/;
const POSITIVE_DIGITS = /^\d*[1-9]\d*$/;
const SALARY_PATTERN = /^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

const missing = (input: unknown) => input === undefined || input === null;

/**
 * No control characters (NUL included); tab, line feed and carriage return
 * only where a person writes paragraphs (`multiLine`).
 */
const plainText =
  (multiLine = false) =>
  (value: string): boolean => {
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      const lineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
      if ((code < 0x20 && !(multiLine && lineBreakOrTab)) || code === 0x7f) return false;
    }
    return true;
  };
const CONTROL_KEY = "FIELD_INVALID_CHARACTERS";

/** Trimmed text that must not be empty; `key` is the spec's message when it is. */
export function requiredText(key: ErrorKey, max: number, { multiLine = false } = {}) {
  return z
    .string({ error: (issue) => (missing(issue.input) ? key : "FIELD_INVALID") })
    .check(z.trim(), z.minLength(1, key), z.maxLength(max, "FIELD_TOO_LONG"), z.refine(plainText(multiLine), CONTROL_KEY));
}

export function optionalText(max: number) {
  return z.optional(
    z.string({ error: "FIELD_INVALID" }).check(z.trim(), z.maxLength(max, "FIELD_TOO_LONG"), z.refine(plainText(), CONTROL_KEY)),
  );
}

export function requiredEmail(key: ErrorKey) {
  return requiredText(key, MAX_EMAIL_LENGTH).check(z.regex(EMAIL_PATTERN, "EMAIL_INVALID"));
}

/** Required or not depending on the contact way: see `withContactWayRules`. */
export function optionalEmail() {
  return z.optional(
    z.string({ error: "FIELD_INVALID" }).check(
      z.trim(),
      z.maxLength(MAX_EMAIL_LENGTH, "FIELD_TOO_LONG"),
      z.refine(plainText(), CONTROL_KEY),
      z.refine((value) => value === "" || EMAIL_PATTERN.test(value), "EMAIL_INVALID"),
    ),
  );
}

export function phoneCode(required: boolean) {
  const base = z.string({ error: (issue) => (missing(issue.input) && required ? "PHONE_CODE_REQUIRED" : "FIELD_INVALID") }).check(
    z.trim(),
    z.maxLength(MAX_PHONE_CODE_LENGTH, "FIELD_TOO_LONG"),
    z.refine((value) => value === "" || PHONE_CODE_PATTERN.test(value), "FIELD_INVALID"),
  );
  return required ? base.check(z.refine((value) => value !== "", "PHONE_CODE_REQUIRED")) : z.optional(base);
}

/**
 * Digits as text (a JSON number is accepted and turned into text so that a
 * leading zero survives). It must be greater than 0, as the spec says.
 */
export function phoneNumber(required: boolean) {
  const base = z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], {
        error: (issue) => (missing(issue.input) && required ? "PHONE_NUMBER_REQUIRED" : "FIELD_INVALID"),
      }),
      z.transform((value) => String(value).trim()),
    ),
    z.string().check(
      z.maxLength(MAX_PHONE_NUMBER_LENGTH, "FIELD_TOO_LONG"),
      z.refine((value) => !required || value !== "", "PHONE_NUMBER_REQUIRED"),
      z.refine((value) => value === "" || POSITIVE_DIGITS.test(value), "PHONE_NUMBER_ZERO"),
    ),
  );
  return required ? base : z.optional(base);
}

export const CONTACT_WAYS = { email: 1, phone: 2, both: 3 } as const;
export type ContactWay = (typeof CONTACT_WAYS)[keyof typeof CONTACT_WAYS];

/** 1 e-mail, 2 phone, 3 both; a radio value sent as text ("2") is accepted. */
export function contactWay() {
  return z.pipe(
    z.union([z.literal([1, 2, 3]), z.literal(["1", "2", "3"])], { error: "CONTACT_WAY_VALIDATION" }),
    z.transform((value) => Number(value) as ContactWay),
  );
}

export function policies(key: ErrorKey) {
  return z.literal(true, { error: key });
}

/** A list that must hold at least one non-empty entry. */
export function requiredList(key: ErrorKey, maxItems: number, itemKey: ErrorKey = key) {
  return z
    .array(
      z
        .string({ error: (issue) => (missing(issue.input) ? itemKey : "FIELD_INVALID") })
        .check(z.trim(), z.minLength(1, itemKey), z.maxLength(MAX_LIST_ITEM_LENGTH, "FIELD_TOO_LONG"), z.refine(plainText(), CONTROL_KEY)),
      { error: (issue) => (missing(issue.input) ? key : "FIELD_INVALID") },
    )
    .check(z.minLength(1, key), z.maxLength(maxItems, "FIELD_TOO_LONG"));
}

export function optionalList(maxItems: number) {
  return z.optional(
    z
      .array(
        z
          .string({ error: "FIELD_INVALID" })
          .check(
            z.trim(),
            z.minLength(1, "FIELD_REQUIRED"),
            z.maxLength(MAX_LIST_ITEM_LENGTH, "FIELD_TOO_LONG"),
            z.refine(plainText(), CONTROL_KEY),
          ),
        { error: "FIELD_INVALID" },
      )
      .check(z.maxLength(maxItems, "FIELD_TOO_LONG")),
  );
}

/**
 * The spec sends skills as one string: the candidate forms join with ",",
 * the VMA application with ", ". A list or an already joined string is
 * accepted; the stored and relayed value is the joined string.
 */
export function skills(separator: string, maxItems: number) {
  return z.pipe(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())], {
          error: (issue) => (missing(issue.input) ? "SKILLS_REQUIRED" : "FIELD_INVALID"),
        }),
        z.transform((value) =>
          (Array.isArray(value) ? value : value.split(",")).map((skill) => skill.trim()).filter((skill) => skill !== ""),
        ),
      ),
      z
        .array(z.string().check(z.maxLength(MAX_LIST_ITEM_LENGTH, "FIELD_TOO_LONG"), z.refine(plainText(), CONTROL_KEY)))
        .check(z.minLength(1, "SKILLS_REQUIRED"), z.maxLength(maxItems, "FIELD_TOO_LONG")),
    ),
    z.transform((list: string[]) => list.join(separator)),
  );
}

/** Years, from a number input: a number or numeric text, 0 or more. */
export function previousExperience() {
  const key = "PREVIOUS_EXPERIENCE_REQUIRED";
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: (issue) => (missing(issue.input) ? key : "FIELD_INVALID") }),
      z.transform((value) => {
        if (typeof value === "number") return value;
        const text = value.trim();
        return text === "" ? null : Number(text);
      }),
    ),
    z
      .number({ error: (issue) => (issue.input === null ? key : "FIELD_INVALID") })
      .check(z.gte(0, "FIELD_INVALID"), z.lte(MAX_YEARS_OF_EXPERIENCE, "FIELD_INVALID")),
  );
}

/** US-dollar text as the form formats it ("$3,500.00"); plain digits pass too. */
export function desiredSalary(max: number) {
  return requiredText("DESIRED_SALARY_REQUIRED", max).check(z.regex(SALARY_PATTERN, "FIELD_INVALID"));
}

/** An id copied from a list item: text, or a number that is kept as text. */
export function optionalIdentifier(max: number) {
  return z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: "FIELD_INVALID" }),
        z.transform((value) => String(value).trim()),
      ),
      z.string().check(z.maxLength(max, "FIELD_TOO_LONG"), z.refine(plainText(), CONTROL_KEY)),
    ),
  );
}

export function remoteWork() {
  return z._default(z.boolean({ error: "FIELD_INVALID" }), true);
}

/** A constant the workflow expects; absent means the constant. */
export function constant<const T extends string>(value: T) {
  return z._default(z.literal(value, { error: "FIELD_INVALID" }), value);
}
