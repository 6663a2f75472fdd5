import { describe, expect, it } from "vitest";
import { SAMPLE_PDF_BASE64, sampleSubmissions } from "../../contracts/sample-submissions.ts";
import { MAX_BODY_DEPTH, MAX_BODY_LONG_STRINGS, MAX_BODY_MEMBERS, MAX_BODY_STRING_BYTES } from "../../contracts/submissions/limits.ts";
import { JsonShapeScanner, jsonShapeWithin } from "./json-shape.ts";
import { BODY_SHAPE } from "./read-json-body.ts";

/** The verdict on the whole body, checked to be the same when it arrives in small chunks. */
function within(text: string): boolean {
  const body = Buffer.from(text);
  const whole = jsonShapeWithin(body, BODY_SHAPE);
  for (const size of body.length < 100_000 ? [1, 7] : [65_536]) {
    const scanner = new JsonShapeScanner(BODY_SHAPE);
    let fits = true;
    for (let at = 0; at < body.length && fits; at += size) fits = scanner.push(body.subarray(at, at + size));
    expect({ size, fits: fits && scanner.end() }).toEqual({ size, fits: whole });
  }
  return whole;
}

describe("jsonShapeWithin", () => {
  it("lets every form's sample through, and a resume as large as the body allows", () => {
    for (const sample of Object.values(sampleSubmissions)) expect(within(JSON.stringify(sample))).toBe(true);
    const resume = { "$content-type": "application/pdf", $content: SAMPLE_PDF_BASE64.padEnd(7_000_000, "A") };
    expect(within(JSON.stringify({ ...sampleSubmissions.candidate, candidateResume: resume }))).toBe(true);
  });

  it("refuses nesting deeper than the limit, reading brackets in strings as text", () => {
    expect(within(`{"skills":${"[".repeat(MAX_BODY_DEPTH)}${"]".repeat(MAX_BODY_DEPTH)}}`)).toBe(false);
    expect(within(`{"skills":"${"[".repeat(1000)}"}`)).toBe(true);
    expect(within(`{"a":"\\"[[[[[[[[","b":["x"]}`)).toBe(true);
    expect(within(`{"a":"\\\\","b":${"[".repeat(10)}}`)).toBe(false);
    expect(within(`{"a":"\\\\\\"[[[[[[","b":1}`)).toBe(true);
  });

  it("refuses more members than the limit", () => {
    expect(within(`{${Array.from({ length: MAX_BODY_MEMBERS + 1 }, (_, index) => `"k${index}":0`).join(",")}}`)).toBe(false);
    expect(within(`{"skills":[${Array.from({ length: MAX_BODY_MEMBERS - 2 }, () => '"x"').join(",")}]}`)).toBe(true);
    expect(within(`{"message":"${",".repeat(10_000)}"}`)).toBe(true);
  });

  it("refuses a long string anywhere but a resume's content, and escapes in that one", () => {
    const long = "x".repeat(MAX_BODY_STRING_BYTES + 1);
    expect(within(`{"message":"${"x".repeat(MAX_BODY_STRING_BYTES)}"}`)).toBe(true);
    expect(within(`{"message":"${long}"}`)).toBe(false);
    expect(within(`{"candidateResume":{"$content":"${long}"}}`)).toBe(true);
    expect(within(`{"candidateResume":{"$content":"\\u0000${long}"}}`)).toBe(false);
    expect(within(`{"a":{"$content":"${long}"},"b":{"$content":"${long}"}}`)).toBe(false);
    expect(within(`{"a":"${long}"`)).toBe(false);
  });

  it("refuses more long strings than the forms have long fields", () => {
    const field = (index: number) => `"f${index}":"${"x".repeat(2000)}"`;
    expect(within(`{${Array.from({ length: MAX_BODY_LONG_STRINGS }, (_, index) => field(index)).join(",")}}`)).toBe(true);
    expect(within(`{${Array.from({ length: MAX_BODY_LONG_STRINGS + 1 }, (_, index) => field(index)).join(",")}}`)).toBe(false);
  });
});
