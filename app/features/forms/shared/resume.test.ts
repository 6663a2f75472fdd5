// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "../../../../contracts/submissions/resume";
import { readAsBase64, resumeFileProblem, resumeTypeOf, toResumePayload } from "./resume";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("resume checks before reading", () => {
  it("accepts PDF, DOC and DOCX by type, or by extension when the browser gives no type", () => {
    expect(resumeTypeOf({ name: "cv.pdf", type: "application/pdf" })).toBe("application/pdf");
    expect(resumeTypeOf({ name: "cv.DOCX", type: "" })).toBe(DOCX);
    expect(resumeTypeOf({ name: "cv.doc", type: "application/octet-stream" })).toBe("application/msword");
    expect(resumeTypeOf({ name: "cv.png", type: "image/png" })).toBeUndefined();
    expect(resumeTypeOf({ name: "cv.pdf", type: "image/png" })).toBeUndefined();
  });

  it("refuses other types and files over 5 MB", () => {
    expect(resumeFileProblem({ name: "photo.jpg", type: "image/jpeg", size: 10 })).toBe("RESUME_INVALID");
    expect(resumeFileProblem({ name: "cv.pdf", type: "application/pdf", size: MAX_RESUME_BYTES + 1 })).toBe("RESUME_TOO_LARGE");
    expect(resumeFileProblem({ name: "cv.pdf", type: "application/pdf", size: MAX_RESUME_BYTES })).toBeUndefined();
  });

  it("reads the file as bare base64 into the workflow engines' shape", async () => {
    const content = await readAsBase64(new Blob(["%PDF-1.4"], { type: "application/pdf" }));
    expect(content).toBe(btoa("%PDF-1.4"));
    expect(toResumePayload({ contentType: "application/pdf", content, fileName: "cv.pdf", size: 8 })).toEqual({
      "$content-type": "application/pdf",
      $content: content,
    });
    expect(toResumePayload(null)).toBeUndefined();
  });
});
