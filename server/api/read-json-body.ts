import type { Context } from "hono";

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const decoder = new TextDecoder("utf-8", { fatal: true });

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** JSON only, at most `limit` bytes, parsed; every failure becomes a clean 4xx answer. */
export async function readJsonBody(c: Context, limit: number): Promise<JsonBodyResult> {
  if (!isJson(c.req.header("content-type"))) {
    return { ok: false, response: c.json({ error: "unsupported_media_type" }, 415) };
  }
  const tooLarge = () => ({ ok: false as const, response: c.json({ error: "too_large" }, 413) });
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  const body = c.req.raw.body;
  if (body) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel().catch(() => undefined);
          return tooLarge();
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, response: c.json({ error: "malformed_json" }, 400) };
    }
  }

  try {
    const text = decoder.decode(Buffer.concat(chunks, size));
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: c.json({ error: "malformed_json" }, 400) };
  }
}
