import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { toFieldErrors } from "../field-errors.ts";
import { SAMPLE_PDF_BASE64 } from "../sample-submissions.ts";
import { decodedBase64Length, isBase64, MAX_RESUME_BYTES, resumeSchema } from "./resume.ts";

const bytesToBase64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

function keyOf(value: unknown) {
  const result = v.safeParse(resumeSchema, value);
  return result.success ? undefined : toFieldErrors(result.issues);
}

describe("resume", () => {
  it("accepts PDF, DOC and DOCX whose first bytes match their type", () => {
    expect(keyOf({ "$content-type": "application/pdf", $content: SAMPLE_PDF_BASE64 })).toBeUndefined();
    expect(
      keyOf({ "$content-type": "application/msword", $content: bytesToBase64([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) }),
    ).toBeUndefined();
    expect(keyOf({ "$content-type": DOCX, $content: bytesToBase64([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) })).toBeUndefined();
  });

  it("rejects a file whose bytes do not match its declared type", () => {
    expect(keyOf({ "$content-type": DOCX, $content: SAMPLE_PDF_BASE64 })).toEqual({ $content: "RESUME_INVALID" });
    expect(keyOf({ "$content-type": "application/pdf", $content: btoa("MZ executable") })).toEqual({ $content: "RESUME_INVALID" });
  });

  it("rejects other types, bad base64 and data URLs", () => {
    expect(keyOf({ "$content-type": "image/png", $content: SAMPLE_PDF_BASE64 })).toEqual({ $content: "RESUME_INVALID" });
    expect(keyOf({ "$content-type": "application/pdf", $content: "%%%not base64" })).toEqual({ $content: "RESUME_INVALID" });
    expect(keyOf({ "$content-type": "application/pdf", $content: `data:application/pdf;base64,${SAMPLE_PDF_BASE64}` })).toEqual({
      $content: "RESUME_INVALID",
    });
    expect(keyOf({ "$content-type": 5, $content: SAMPLE_PDF_BASE64 })).toEqual({ "$content-type": "RESUME_INVALID" });
    expect(keyOf("a string")).toEqual({ _root: "RESUME_INVALID" });
  });

  it("takes a declared type that is exactly an accepted one, and keeps it lower-cased", () => {
    for (const declared of [
      'application/pdf; name="cv.html"; x=<svg/onload=alert(1)>',
      "application/pdf;",
      "application/pdf; charset=binary",
      "application/pdf,text/html",
      "application/pdf text/html",
    ]) {
      expect(keyOf({ "$content-type": declared, $content: SAMPLE_PDF_BASE64 }), declared).toEqual({ $content: "RESUME_INVALID" });
    }
    const parsed = v.safeParse(resumeSchema, { "$content-type": " Application/PDF ", $content: SAMPLE_PDF_BASE64 });
    expect(parsed.success && parsed.output["$content-type"]).toBe("application/pdf");
  });

  it("requires content", () => {
    expect(keyOf(undefined)).toEqual({ _root: "CANDIDATE_RESUME_REQUIRED" });
    expect(keyOf({ "$content-type": "application/pdf", $content: "" })).toEqual({ $content: "CANDIDATE_RESUME_REQUIRED" });
  });

  it("caps the decoded size at 5 MB", () => {
    const header = "JVBERi0x"; // %PDF-1
    const ofBytes = (bytes: number) => header + "A".repeat((bytes / 3) * 4 - header.length);
    const exactly = ofBytes(MAX_RESUME_BYTES - (MAX_RESUME_BYTES % 3));
    expect(decodedBase64Length(exactly)).toBeLessThanOrEqual(MAX_RESUME_BYTES);
    expect(keyOf({ "$content-type": "application/pdf", $content: exactly })).toBeUndefined();
    const over = ofBytes(MAX_RESUME_BYTES - (MAX_RESUME_BYTES % 3) + 3);
    expect(keyOf({ "$content-type": "application/pdf", $content: over })).toEqual({ $content: "RESUME_TOO_LARGE" });
  });

  it("knows base64", () => {
    expect(isBase64("QUJD")).toBe(true);
    expect(isBase64("QUI=")).toBe(true);
    expect(isBase64("QUI")).toBe(false);
    expect(isBase64("QU I=")).toBe(false);
    expect(decodedBase64Length("QUI=")).toBe(2);
  });
});
