import { createHash } from "node:crypto";
import { sanitizeSvg } from "./sanitize-html.ts";

export interface StoredImage {
  bytes: Buffer;
  type: string;
  /** Content hash: the ETag and the version in the image's URL. */
  hash: string;
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type from its first bytes; the declared type is not trusted. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  const head = Buffer.from(bytes.subarray(0, 512)).toString("utf8").trimStart();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "image/svg+xml";
  return undefined;
}

export function toStoredImage(bytes: Buffer): StoredImage | null {
  const type = sniffImageType(bytes);
  if (!type) return null;
  const clean = type === "image/svg+xml" ? Buffer.from(sanitizeSvg(bytes.toString("utf8")), "utf8") : bytes;
  return { bytes: clean, type, hash: hashBytes(clean) };
}

/** Base64 or a `data:` URL, as upstream lists and content files carry images. */
export function decodeImage(text: string | null | undefined): StoredImage | null {
  if (!text) return null;
  const data = text.trim().replace(/^data:[\w/+.-]+;base64,/, "");
  const bytes = Buffer.from(data, "base64");
  return bytes.length === 0 ? null : toStoredImage(bytes);
}

export function encodeImage(image: { bytes: Uint8Array; type: string }): string {
  return `data:${image.type};base64,${Buffer.from(image.bytes).toString("base64")}`;
}
