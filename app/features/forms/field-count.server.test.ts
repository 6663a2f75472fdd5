import { describe, expect, it } from "vitest";
import { readPostedForm } from "./field-count.server";

const LIMITS = { maxBytes: 8 * 1024 * 1024, maxFields: 500 };

/** A request whose body is `body` in chunks of `chunk` bytes, counting how many of them were read. */
function streamed(body: Buffer, contentType: string, chunk = 64 * 1024) {
  const read = { chunks: 0, of: Math.ceil(body.length / chunk) };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) return controller.close();
      read.chunks += 1;
      controller.enqueue(body.subarray(at, at + chunk));
      at += chunk;
    },
  });
  // Node's fetch needs `duplex` for a streamed body; the DOM types do not know it.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers: { "Content-Type": contentType }, body: stream, duplex: "half" };
  const request = new Request("http://localhost/work-with-us", init);
  return { request, read };
}

/** `count` empty parts under `boundary`, about 8 MB for 158,000 of them. */
function emptyParts(boundary: string, count: number): Buffer {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
  return Buffer.from(`${part.repeat(count)}--${boundary}--\r\n`);
}

describe("readPostedForm", () => {
  it("reads the fields and the file of a multipart form as fetch's formData() does", async () => {
    const form = new FormData();
    form.append("firstName", "Laura");
    form.append("skills", "a");
    form.append("skills", "b");
    form.append("candidateResume", new File(["%PDF-1"], "cv é.pdf", { type: "application/pdf" }));
    form.append("empty", new File([], ""));
    const source = new Request("http://localhost/", { method: "POST", body: form });
    const posted = await readPostedForm(source, LIMITS);
    if (posted === "too_large") throw new Error("refused");
    expect(posted.get("firstName")).toBe("Laura");
    expect(posted.getAll("skills")).toEqual(["a", "b"]);
    const file = posted.get("candidateResume") as File;
    expect([file.name, file.type, await file.text()]).toEqual(["cv é.pdf", "application/pdf", "%PDF-1"]);
    const empty = posted.get("empty") as File;
    expect([empty.name, empty.size]).toEqual(["", 0]);
  });

  it("counts the pairs of a urlencoded body", async () => {
    const post = (body: string) =>
      readPostedForm(
        new Request("http://localhost/", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body }),
        {
          maxBytes: 1000,
          maxFields: 3,
        },
      );
    const posted = await post("a=1&b=2&c=%C3%A9");
    expect(posted !== "too_large" && [...posted.entries()]).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["c", "é"],
    ]);
    expect(await post("a=1&b=2&c=3&d=4")).toBe("too_large");
  });

  it("refuses more parts than the limit whatever the spelling of the boundary, before reading the whole body", async () => {
    for (const [boundary, contentType] of [
      ["AB", "multipart/form-data; boundary=AB"],
      ['A"B', 'multipart/form-data; boundary="A\\"B"'],
      ["AB", 'multipart/form-data; charset="x;boundary=ZZ"; boundary=AB'],
      ["AB", 'multipart/form-data; BOUNDARY="AB"'],
    ] as const) {
      const { request, read } = streamed(emptyParts(boundary, 158_000), contentType);
      expect(await readPostedForm(request, LIMITS), contentType).toBe("too_large");
      // 500 empty parts take about 30 KB: the read stops within the first chunks of 128.
      expect(read.chunks, contentType).toBeLessThanOrEqual(2);
      expect(read.of).toBeGreaterThan(100);
    }
  });

  it("refuses a body over its byte limit before reading the rest", async () => {
    const { request, read } = streamed(Buffer.alloc(1024 * 1024, "a"), "application/x-www-form-urlencoded", 1024);
    expect(await readPostedForm(request, { maxBytes: 10 * 1024, maxFields: 500 })).toBe("too_large");
    expect(read.chunks).toBeLessThanOrEqual(11);
  });

  it("answers an empty form for a body that is no form", async () => {
    for (const contentType of ["text/plain", "multipart/form-data", "application/json"]) {
      const posted = await readPostedForm(
        new Request("http://localhost/", { method: "POST", headers: { "Content-Type": contentType }, body: "a=1" }),
        LIMITS,
      );
      expect(posted !== "too_large" && [...posted.keys()], contentType).toEqual([]);
    }
  });
});
