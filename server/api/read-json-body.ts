import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { MAX_BODY_DEPTH, MAX_BODY_LONG_STRINGS, MAX_BODY_MEMBERS, MAX_BODY_STRING_BYTES } from "../../contracts/submissions/limits.ts";
import { type JsonShapeLimits, JsonShapeScanner } from "./json-shape.ts";

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const decoder = new TextDecoder("utf-8", { fatal: true });

/** What any form's body fits in, with room to spare; only a resume's `$content` may be long. */
export const BODY_SHAPE: JsonShapeLimits = {
  maxDepth: MAX_BODY_DEPTH,
  maxMembers: MAX_BODY_MEMBERS,
  maxStringBytes: MAX_BODY_STRING_BYTES,
  maxLongStrings: MAX_BODY_LONG_STRINGS,
  largeStringKeys: ["$content"],
};

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** JSON only, at most `limit` bytes, of a bounded shape, parsed; every failure becomes a clean 4xx answer. */
export async function readJsonBody(c: Context, limit: number): Promise<JsonBodyResult> {
  if (!isJson(c.req.header("content-type"))) {
    return { ok: false, response: c.json({ error: "unsupported_media_type" }, 415) };
  }
  const tooLarge = () => ({ ok: false as const, response: c.json({ error: "too_large" }, 413) });
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) return tooLarge();

  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Reading the Node stream directly spares building a web Request and its streams for every submission.
  // A body no form could send (deeply nested, thousands of keys, megabytes of text) is refused as it arrives, never buffered.
  const shape = new JsonShapeScanner(BODY_SHAPE);
  const read = incoming ? await readNodeStream(incoming, limit, shape) : await readWebStream(c.req.raw.body, limit, shape);
  if (read === "too_large") return tooLarge();
  if (read === "aborted" || read === "misshapen" || !shape.end()) return { ok: false, response: c.json({ error: "malformed_json" }, 400) };
  try {
    const text = decoder.decode(read);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: c.json({ error: "malformed_json" }, 400) };
  }
}

type ReadResult = Buffer | "too_large" | "misshapen" | "aborted";

function readNodeStream(incoming: IncomingMessage, limit: number, shape: JsonShapeScanner): Promise<ReadResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: ReadResult) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("aborted", onError);
      // The rest of a refused body is read and dropped, so that the answer reaches the client.
      if (result === "too_large" || result === "misshapen") incoming.resume();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) finish("too_large");
      else if (!shape.push(chunk)) finish("misshapen");
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onError = () => finish("aborted");
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("aborted", onError);
  });
}

async function readWebStream(body: ReadableStream<Uint8Array> | null, limit: number, shape: JsonShapeScanner): Promise<ReadResult> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks, size);
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return "too_large";
      }
      if (!shape.push(value)) {
        await reader.cancel().catch(() => undefined);
        return "misshapen";
      }
      chunks.push(value);
    }
  } catch {
    return "aborted";
  }
}
