import * as v from "valibot";
import type { ErrorKey } from "../error-keys.ts";
import {
  MAX_EMAIL_LENGTH,
  MAX_LIST_ITEM_LENGTH,
  MAX_PHONE_CODE_LENGTH,
  MAX_PHONE_NUMBER_LENGTH,
  MAX_YEARS_OF_EXPERIENCE,
} from "./limits.ts";

/**
 * One plain address, `local@domain`, and nothing a mail header would read as
 * more: no display name (`"x" <a@b.c>`), comment (`(c)a@b.c`), group
 * (`G:a@b.c;`), list (`a,b@c.d`, `a;b@c.d`), quoted local part, domain
 * literal or whitespace. The local part is dot-separated atoms of RFC 5322's
 * `atext`, letters of any script included (RFC 6531); the domain is two or
 * more dot-separated labels of letters, digits and inner hyphens. Otherwise
 * lenient, as the original forms checked no format at all.
 */
const EMAIL_ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = "[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?";
const EMAIL_PATTERN = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`, "u");
const PHONE_CODE_PATTERN = /^\+?\d{1,4}([ -]?\d{1,4})?$/;
const POSITIVE_DIGITS = /^\d*[1-9]\d*$/;
const SALARY_PATTERN = /^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

const missing = (input: unknown) => input === undefined || input === null;

/** `key` when the value is missing (undefined or null), FIELD_INVALID when it is of another type. */
const requiredOr =
  (key: ErrorKey) =>
  (issue: v.BaseIssue<unknown>): ErrorKey =>
    missing(issue.input) ? key : "FIELD_INVALID";

/** Schemas that let their field be left out of a payload. */
const OPTIONAL_TYPES: readonly string[] = ["optional", "nullish", "exact_optional"];

/**
 * A payload: an object of fields, unknown keys dropped. A body that is not an
 * object, an array included, is one issue about the whole (`message`). A
 * field left out is checked as undefined by its own schema, so that its
 * message is the one for a missing value, not one about a missing key.
 */
export function payload<const Entries extends v.ObjectEntries>(
  entries: Entries,
  message: v.ErrorMessage<v.ObjectIssue> = "FIELD_INVALID",
): v.ObjectSchema<Entries, v.ErrorMessage<v.ObjectIssue>> {
  const schema = v.object(entries, message);
  type Schema = typeof schema;
  const required = Object.keys(entries).filter((key) => !OPTIONAL_TYPES.includes(entries[key]?.type ?? ""));
  return v._standardSchema<Schema>({
    ...schema,
    "~run"(dataset, config) {
      const input = dataset.value;
      if (Array.isArray(input)) {
        v._addIssue(schema as v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue>>, "type", dataset, config);
        return dataset as unknown as ReturnType<Schema["~run"]>;
      }
      if (input && typeof input === "object") {
        const absent = required.filter((key) => !(key in input));
        if (absent.length > 0) dataset.value = { ...input, ...Object.fromEntries(absent.map((key) => [key, undefined])) };
      }
      return schema["~run"](dataset, config);
    },
  });
}

/**
 * Characters nobody sees: controls (C0, DEL, C1; NUL included) and format
 * characters (bidi overrides and marks, zero-width spaces and joiners, the
 * BOM, the soft hyphen). Tab, line feed and carriage return are allowed only
 * where a person writes paragraphs (`multiLine`). Checked before trimming, so
 * a BOM or a vertical tab at either end is refused, not silently dropped.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const INVISIBLE_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;
export const plainText =
  (multiLine = false) =>
  (value: string): boolean =>
    !(multiLine ? INVISIBLE_BUT_LINE_BREAKS : INVISIBLE).test(value);
const CONTROL_KEY = "FIELD_INVALID_CHARACTERS";

/**
 * How an e-mail address is stored and relayed: trimmed, in Unicode NFC (an
 * accented letter typed composed or decomposed is one address), the domain
 * lower-cased (domains ignore case). The local part keeps its case: RFC 5321
 * lets a mail server tell `Ana` from `ana`, so the relayed address is the one
 * the person typed; matching for erasure lower-cases it as well
 * (`server/db/subjects.ts`).
 */
export function normalizeEmail(address: string): string {
  const text = address.trim().normalize("NFC");
  const at = text.lastIndexOf("@");
  return at < 0 ? text : text.slice(0, at) + text.slice(at).toLowerCase();
}

/** Text is measured in characters (code points), as JSON Schema measures it: an emoji counts once. */
const tooLong = (max: number) => v.maxCodePoints(max, "FIELD_TOO_LONG");

/**
 * A list with more items than `maxItems` is refused as too long before any of
 * its items is read, and the rules across fields (`withContactWayRules`) are
 * not run on the body: no form sends one.
 */
function sized<const Schema extends v.GenericSchema>(schema: Schema, maxItems: number): Schema {
  const tooMany = v.maxLength(maxItems, "FIELD_TOO_LONG");
  return v._standardSchema<Schema>({
    ...schema,
    "~run"(dataset, config) {
      const input = dataset.value;
      if (!Array.isArray(input) || input.length <= maxItems) return schema["~run"](dataset, config);
      v._addIssue(tooMany, "length", dataset, config, { received: `${input.length}` });
      dataset.typed = false;
      return dataset as ReturnType<Schema["~run"]>;
    },
  });
}

/** Whether an issue is a list's over its size (`sized`). */
export const isOversizedList = (issue: v.BaseIssue<unknown>) => issue.type === "max_length" && Array.isArray(issue.input);

/** Trimmed text that must not be empty; `key` is the spec's message when it is. */
export function requiredText(key: ErrorKey, max: number, { multiLine = false } = {}) {
  return v.pipe(v.string(requiredOr(key)), v.check(plainText(multiLine), CONTROL_KEY), v.trim(), v.minLength(1, key), tooLong(max));
}

export function optionalText(max: number) {
  return v.optional(v.pipe(v.string("FIELD_INVALID"), v.check(plainText(), CONTROL_KEY), v.trim(), tooLong(max)));
}

export function requiredEmail(key: ErrorKey) {
  return v.pipe(requiredText(key, MAX_EMAIL_LENGTH), v.regex(EMAIL_PATTERN, "EMAIL_INVALID"), v.transform(normalizeEmail));
}

/** Required or not depending on the contact way: see `withContactWayRules`. */
export function optionalEmail() {
  return v.optional(
    v.pipe(
      v.string("FIELD_INVALID"),
      v.check(plainText(), CONTROL_KEY),
      v.trim(),
      tooLong(MAX_EMAIL_LENGTH),
      v.check((value) => value === "" || EMAIL_PATTERN.test(value), "EMAIL_INVALID"),
      v.transform(normalizeEmail),
    ),
  );
}

export function phoneCode(required: boolean) {
  const base = v.pipe(
    v.string((issue) => (missing(issue.input) && required ? "PHONE_CODE_REQUIRED" : "FIELD_INVALID")),
    v.check(plainText(), CONTROL_KEY),
    v.trim(),
    tooLong(MAX_PHONE_CODE_LENGTH),
    v.check((value) => value === "" || PHONE_CODE_PATTERN.test(value), "FIELD_INVALID"),
  );
  return required
    ? v.pipe(
        base,
        v.check((value) => value !== "", "PHONE_CODE_REQUIRED"),
      )
    : v.optional(base);
}

/**
 * Digits as text (a JSON number is accepted and turned into text so that a
 * leading zero survives). It must be greater than 0, as the spec says.
 */
export function phoneNumber(required: boolean) {
  const base = v.pipe(
    v.union([v.string(), v.number()], (issue) => (missing(issue.input) && required ? "PHONE_NUMBER_REQUIRED" : "FIELD_INVALID")),
    v.transform(String),
    v.check(plainText(), CONTROL_KEY),
    v.transform((value) => value.trim()),
    tooLong(MAX_PHONE_NUMBER_LENGTH),
    v.check((value) => !required || value !== "", "PHONE_NUMBER_REQUIRED"),
    v.check((value) => value === "" || POSITIVE_DIGITS.test(value), "PHONE_NUMBER_ZERO"),
  );
  return required ? base : v.optional(base);
}

export const CONTACT_WAYS = { email: 1, phone: 2, both: 3 } as const;
export type ContactWay = (typeof CONTACT_WAYS)[keyof typeof CONTACT_WAYS];

/** 1 e-mail, 2 phone, 3 both; a radio value sent as text ("2") is accepted. */
export function contactWay() {
  return v.pipe(
    v.union([v.picklist([1, 2, 3]), v.picklist(["1", "2", "3"])], "CONTACT_WAY_VALIDATION"),
    v.transform((value) => Number(value) as ContactWay),
  );
}

export function policies(key: ErrorKey) {
  return v.literal(true, key);
}

/** A list that must hold at least one non-empty entry. */
export function requiredList(key: ErrorKey, maxItems: number, itemKey: ErrorKey = key) {
  return sized(
    v.pipe(
      v.array(
        v.pipe(
          v.string(requiredOr(itemKey)),
          v.check(plainText(), CONTROL_KEY),
          v.trim(),
          v.minLength(1, itemKey),
          tooLong(MAX_LIST_ITEM_LENGTH),
        ),
        requiredOr(key),
      ),
      v.minLength(1, key),
      v.maxLength(maxItems, "FIELD_TOO_LONG"),
    ),
    maxItems,
  );
}

export function optionalList(maxItems: number) {
  return v.optional(
    sized(
      v.pipe(
        v.array(
          v.pipe(
            v.string("FIELD_INVALID"),
            v.check(plainText(), CONTROL_KEY),
            v.trim(),
            v.minLength(1, "FIELD_REQUIRED"),
            tooLong(MAX_LIST_ITEM_LENGTH),
          ),
          "FIELD_INVALID",
        ),
        v.maxLength(maxItems, "FIELD_TOO_LONG"),
      ),
      maxItems,
    ),
  );
}

/**
 * The spec sends skills as one string: the candidate forms join with ",",
 * the VMA application with ", ". A list or an already joined string is
 * accepted; the stored and relayed value is the joined string.
 */
export function skills(separator: string, maxItems: number) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())], requiredOr("SKILLS_REQUIRED")),
    v.check((value) => (Array.isArray(value) ? value : [value]).every(plainText()), CONTROL_KEY),
    v.transform((value) => (Array.isArray(value) ? value : value.split(",")).map((skill) => skill.trim()).filter((skill) => skill !== "")),
    sized(
      v.pipe(
        v.array(v.pipe(v.string(), tooLong(MAX_LIST_ITEM_LENGTH))),
        v.minLength(1, "SKILLS_REQUIRED"),
        v.maxLength(maxItems, "FIELD_TOO_LONG"),
      ),
      maxItems,
    ),
    v.transform((list) => list.join(separator)),
  );
}

/** Years, from a number input: a number or numeric text, 0 or more. */
export function previousExperience() {
  const key = "PREVIOUS_EXPERIENCE_REQUIRED";
  return v.pipe(
    v.union([v.number(), v.string()], requiredOr(key)),
    v.transform((value) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      return text === "" ? null : Number(text);
    }),
    v.number((issue) => (issue.input === null ? key : "FIELD_INVALID")),
    v.minValue(0, "FIELD_INVALID"),
    v.maxValue(MAX_YEARS_OF_EXPERIENCE, "FIELD_INVALID"),
  );
}

/** US-dollar text as the form formats it ("$3,500.00"); plain digits pass too. */
export function desiredSalary(max: number) {
  return v.pipe(requiredText("DESIRED_SALARY_REQUIRED", max), v.regex(SALARY_PATTERN, "FIELD_INVALID"));
}

/** An id copied from a list item: text, or a number that is kept as text. */
export function optionalIdentifier(max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], "FIELD_INVALID"),
      v.transform(String),
      v.check(plainText(), CONTROL_KEY),
      v.transform((value) => value.trim()),
      tooLong(max),
    ),
  );
}

export function remoteWork() {
  return v.optional(v.boolean("FIELD_INVALID"), true);
}

/** A constant the workflow expects; absent means the constant. */
export function constant<const T extends string>(value: T) {
  return v.optional(v.literal(value, "FIELD_INVALID"), value);
}
