import type { FieldCodec } from "./form-definition";
import { MAX_RESUME_BYTES, RESUME_SIGNATURES, type ResumeContentType } from "../../../../contracts/submissions/resume";

/** What the form keeps of a chosen resume; the payload carries only the type and the content. */
export interface ResumeValue {
  contentType: ResumeContentType;
  /** Bare base64, no `data:` prefix. */
  content: string;
  fileName: string;
  size: number;
}

const EXTENSIONS: Record<string, ResumeContentType> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const RESUME_ACCEPT = [...Object.keys(EXTENSIONS).map((extension) => `.${extension}`), ...Object.keys(RESUME_SIGNATURES)].join(",");

/** The file's type, from what the browser says or, when it says nothing, from the extension. */
export function resumeTypeOf(file: Pick<File, "name" | "type">): ResumeContentType | undefined {
  if (Object.hasOwn(RESUME_SIGNATURES, file.type)) return file.type as ResumeContentType;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return file.type === "" || file.type === "application/octet-stream" ? EXTENSIONS[extension] : undefined;
}

/** Checked before reading, so a wrong or huge file is never loaded into memory. */
export function resumeFileProblem(file: Pick<File, "name" | "type" | "size">): "RESUME_INVALID" | "RESUME_TOO_LARGE" | undefined {
  if (!resumeTypeOf(file)) return "RESUME_INVALID";
  if (file.size > MAX_RESUME_BYTES) return "RESUME_TOO_LARGE";
  return undefined;
}

export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? "");
      resolve(result.slice(result.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function toResumePayload(value: ResumeValue | null | undefined) {
  return value ? { "$content-type": value.contentType, $content: value.content } : undefined;
}

/** The resume field: nothing chosen at first; the payload carries the file's type and content only. */
export const resumeField: FieldCodec<ResumeValue | null> = { initial: () => null, send: toResumePayload };
