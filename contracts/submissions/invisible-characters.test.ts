import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type FieldErrors, toFieldErrors } from "../field-errors.ts";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../sample-submissions.ts";
import { submissionSchemas, FORM_IDS, type FormId } from "../submission-schemas.ts";
import { normalizeEmail } from "./fields.ts";

type Body = Record<string, unknown>;

function parse(form: FormId, body: Body): { output: Body | undefined; errors: FieldErrors } {
  const result = v.safeParse(submissionSchemas[form], body);
  return result.success ? { output: result.output as Body, errors: {} } : { output: undefined, errors: toFieldErrors(result.issues) };
}

/** Controls (C0, DEL, C1) and format characters (zero-width, bidi, BOM, soft hyphen, a tag character). */
const INVISIBLE = [
  "\u0000",
  "\u0007",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u00ad",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u200e",
  "\u202e",
  "\u2066",
  "\ufeff",
  "\u{e0041}",
];
const LINE_BREAKS = ["\t", "\n", "\r"];
/** Where a person writes paragraphs: tab and line breaks are allowed there only. */
const MULTI_LINE = new Set(["message", "additionalInformation"]);
/** Fields whose value is one of a fixed few: refused as not one of them. */
const FIXED_VALUES = new Set(["timeNeedExpert", "industry", "ByForm"]);
/** A number the form may send as text: its output is a number, whatever whitespace surrounded it. */
const NUMBERS = new Set(["previousExperience"]);

/** Every text a form's sample sends: top-level strings and the items of its lists. */
function textFields(form: FormId): { field: string; with: (text: string) => Body }[] {
  const sample = sampleSubmissions[form] as Body;
  return Object.entries(sample).flatMap(([field, value]) => {
    if (NUMBERS.has(field)) return [];
    if (typeof value === "string") {
      const middle = Math.max(1, Math.floor(value.length / 2));
      return [{ field, with: (text: string) => ({ ...sample, [field]: value.slice(0, middle) + text + value.slice(middle) }) }];
    }
    if (Array.isArray(value) && typeof value[0] === "string")
      return [{ field, with: (text: string) => ({ ...sample, [field]: [...value.slice(1), `${value[0]}${text}x`] }) }];
    return [];
  });
}

describe("invisible characters in submissions", () => {
  for (const form of FORM_IDS) {
    it(`${form}: every text field refuses controls and format characters with FIELD_INVALID_CHARACTERS`, () => {
      const fields = textFields(form);
      expect(fields.length).toBeGreaterThan(4);
      for (const { field, with: withText } of fields) {
        for (const character of [...INVISIBLE, ...(MULTI_LINE.has(field) ? [] : LINE_BREAKS)]) {
          const { errors } = parse(form, withText(character));
          const expected = FIXED_VALUES.has(field) ? expect.any(String) : "FIELD_INVALID_CHARACTERS";
          expect({ field, code: character.codePointAt(0), error: errors[field] }).toEqual({
            field,
            code: character.codePointAt(0),
            error: expected,
          });
        }
      }
    });
  }

  it("keeps tab, line feed and carriage return in the multi-line fields", () => {
    const { output } = parse("contact", { ...sampleSubmissions.contact, message: "Hola,\r\n\tsegunda línea" });
    expect(output?.message).toBe("Hola,\r\n\tsegunda línea");
  });

  it("refuses an invisible character at either end rather than trimming it away", () => {
    for (const [field, value] of [
      ["name", "\ufeffLaura"],
      ["name", "Laura\u000b"],
      ["email", "laura@example.com\u200b"],
      ["message", "\u000cHola"],
    ]) {
      expect(parse("contact", { ...sampleSubmissions.contact, [field as string]: value }).errors).toEqual({
        [field as string]: "FIELD_INVALID_CHARACTERS",
      });
    }
  });

  it("refuses one in a resume's declared type, as an invalid resume", () => {
    const candidateResume = { "$content-type": "application/pdf;\u200b", $content: SAMPLE_PDF_BASE64 };
    expect(parse("candidate", { ...sampleSubmissions.candidate, candidateResume }).errors).toEqual({ candidateResume: "RESUME_INVALID" });
  });

  it("keeps visible text of other scripts and emoji without joiners", () => {
    const { output } = parse("contact", { ...sampleSubmissions.contact, name: "Zoë Nguyễn 王", message: "¡Gracias! 👍🏽 ✓" });
    expect(output).toMatchObject({ name: "Zoë Nguyễn 王", message: "¡Gracias! 👍🏽 ✓" });
  });
});

describe("e-mail addresses", () => {
  it("are stored trimmed, in NFC, with the domain lower-cased and the local part as typed", () => {
    expect(normalizeEmail("  Jose\u0301.Ana@Example.COM ")).toBe("Jos\u00e9.Ana@example.com");
    const { output } = parse("contact", { ...sampleSubmissions.contact, email: "Jose\u0301@Ejemplo.CO" });
    expect(output?.email).toBe("Jos\u00e9@ejemplo.co");
    const candidate = parse("candidate", { ...sampleSubmissions.candidate, candidateEmail: " Ana@Example.COM" });
    expect(candidate.output?.candidateEmail).toBe("Ana@example.com");
  });

  it("hold one plain address: no display name, comment, group, list or whitespace, in every form with one", () => {
    const mailbox = [
      '"x"<victim@evil.example>',
      "Someone <victim@evil.example>",
      "<victim@evil.example>",
      "(c)victim@evil.example",
      "victim@evil.example(c)",
      "Some:victim@evil.example;",
      "root,victim@evil.example",
      "a;victim@evil.example",
      '"a b"@evil.example',
      "a b@evil.example",
      "victim@[192.0.2.1]",
      "a..b@evil.example",
      ".a@evil.example",
      "a@evil",
      "a@-evil.example",
      "a@evil.example.",
      "a@@evil.example",
    ];
    const forms = FORM_IDS.flatMap((form) =>
      (["email", "candidateEmail"] as const).filter((field) => field in sampleSubmissions[form]).map((field) => [form, field] as const),
    );
    expect(forms.length).toBeGreaterThanOrEqual(FORM_IDS.length - 1);
    for (const [form, field] of forms) {
      for (const address of mailbox) {
        expect(parse(form, { ...sampleSubmissions[form], [field]: address }).errors, `${form} ${address}`).toEqual({
          [field]: "EMAIL_INVALID",
        });
      }
      for (const address of ["ana@example.com", "o'brien+cv@mail.example.co", "ana.maría@correo.example", "王@例子.中国", "a@b.c"]) {
        expect(parse(form, { ...sampleSubmissions[form], [field]: address }).errors, `${form} ${address}`).toEqual({});
      }
    }
  });

  it("refuses a zero-width space inside one", () => {
    expect(parse("contact", { ...sampleSubmissions.contact, email: "ana\u200b@example.com" }).errors).toEqual({
      email: "FIELD_INVALID_CHARACTERS",
    });
    expect(parse("candidate", { ...sampleSubmissions.candidate, candidateEmail: "ana\u200b@example.com" }).errors).toEqual({
      candidateEmail: "FIELD_INVALID_CHARACTERS",
    });
  });
});
