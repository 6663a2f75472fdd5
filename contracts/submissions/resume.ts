import * as v from "valibot";
import { payload, plainText } from "./fields.ts";
import { MAX_RESUME_BYTES } from "./limits.ts";

export { MAX_RESUME_BYTES };

export const MAX_RESUME_CONTENT_TYPE_LENGTH = 100;

/** Accepted resume types and the bytes every such file starts with. */
export const RESUME_SIGNATURES = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  "application/msword": [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [0x50, 0x4b, 0x03, 0x04], // ZIP
} as const satisfies Record<string, readonly number[]>;

export type ResumeContentType = keyof typeof RESUME_SIGNATURES;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

export function decodedBase64Length(text: string): number {
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

function leadingBytes(base64: string, count: number): number[] {
  const chunk = base64.slice(0, Math.ceil(count / 3) * 4);
  return Array.from(atob(chunk), (character) => character.charCodeAt(0)).slice(0, count);
}

/**
 * The accepted type a declared one names: exactly one of them, in any case,
 * with nothing around it. A type with parameters (`application/pdf;
 * name="cv.html"`) is none: what was checked is what is stored and relayed.
 */
export function resumeContentType(value: string): ResumeContentType | undefined {
  const type = value.trim().toLowerCase();
  return Object.hasOwn(RESUME_SIGNATURES, type) ? (type as ResumeContentType) : undefined;
}

/** Checks size and magic bytes without decoding the whole file. */
export function resumeProblem(contentType: string, content: string) {
  if (content === "") return "CANDIDATE_RESUME_REQUIRED" as const;
  if (!isBase64(content)) return "RESUME_INVALID" as const;
  if (decodedBase64Length(content) > MAX_RESUME_BYTES) return "RESUME_TOO_LARGE" as const;
  const type = resumeContentType(contentType);
  if (!type) return "RESUME_INVALID" as const;
  const signature = RESUME_SIGNATURES[type];
  const bytes = leadingBytes(content, signature.length);
  return signature.every((byte, index) => bytes[index] === byte) ? undefined : ("RESUME_INVALID" as const);
}

/**
 * The workflow engines' file-content shape. `$content` is bare base64 (no
 * `data:` prefix); `$content-type` is the file's MIME type, one of the
 * accepted ones exactly, without parameters.
 */
export const resumeSchema = v.pipe(
  payload(
    {
      "$content-type": v.pipe(
        v.string("RESUME_INVALID"),
        v.check(plainText(), "RESUME_INVALID"),
        v.trim(),
        v.maxCodePoints(MAX_RESUME_CONTENT_TYPE_LENGTH, "RESUME_INVALID"),
        // Stored and relayed as the type it was checked as (`Application/PDF` is `application/pdf`).
        v.toLowerCase(),
      ),
      $content: v.string("RESUME_INVALID"),
    },
    (issue) => (issue.input === undefined || issue.input === null ? "CANDIDATE_RESUME_REQUIRED" : "RESUME_INVALID"),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const file = dataset.value;
    const problem = resumeProblem(file["$content-type"], file.$content);
    if (problem)
      addIssue({ message: problem, path: [{ type: "object", origin: "value", input: file, key: "$content", value: file.$content }] });
  }),
);

export type Resume = v.InferOutput<typeof resumeSchema>;
