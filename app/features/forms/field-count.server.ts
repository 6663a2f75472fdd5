import busboy from "busboy";

export interface PostedFormLimits {
  /** Bytes of the whole body. */
  maxBytes: number;
  /** Fields and files, all together: a repeated name counts each time. */
  maxFields: number;
}

/**
 * A posted form (`multipart/form-data` or `application/x-www-form-urlencoded`)
 * read as it streams in, by one parser (busboy) that reads the content type's
 * parameters as the standards say (a quoted boundary with escapes, a
 * `boundary=` inside another parameter's quoted value), so that there is no
 * second reading of the boundary to disagree with it. The read stops, and
 * the rest of the body is never read, as soon as the body passes `maxBytes`
 * or holds one field more than `maxFields`: "too_large". Each chunk as it
 * arrives is parsed at once (a socket's chunk, tens of kilobytes), so a body
 * built of empty parts never holds the event loop for more than one chunk.
 * A body that is no form is an empty form: the form's rules answer what is
 * missing.
 */
export async function readPostedForm(request: Request, { maxBytes, maxFields }: PostedFormLimits): Promise<FormData | "too_large"> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return "too_large";
  const reader = request.body?.getReader();
  const stop = () => reader?.cancel().catch(() => undefined);
  const contentType = request.headers.get("Content-Type") ?? "";
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { parts: maxFields, fields: maxFields, files: maxFields, fieldSize: maxBytes, fileSize: maxBytes, fieldNameSize: 200 },
      defParamCharset: "utf8",
    });
  } catch {
    // Not a form, or a multipart type without a boundary.
    await stop();
    return new FormData();
  }

  const form = new FormData();
  let over = false;
  let broken = false;
  const pending: Promise<void>[] = [];
  const tooMany = () => {
    over = true;
  };
  parser.on("partsLimit", tooMany);
  parser.on("fieldsLimit", tooMany);
  parser.on("filesLimit", tooMany);
  parser.on("field", (name, value) => {
    if (!over) form.append(name, value);
  });
  parser.on("file", (name, stream, { filename, mimeType }) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    pending.push(
      new Promise<void>((resolve) => {
        stream.on("end", () => {
          // busboy says text/plain for a file part that declares no type, which fetch's formData() leaves
          // empty: the resume's type is then read from its name, and its first bytes checked all the same.
          const type = mimeType === "text/plain" ? "" : mimeType;
          if (!over) form.append(name, new File(chunks as unknown as BlobPart[], filename ?? "", { type }));
          resolve();
        });
        stream.on("error", () => resolve());
      }),
    );
  });
  parser.on("error", () => {
    broken = true;
  });
  const finished = new Promise<void>((resolve) => {
    parser.on("close", () => resolve());
    parser.on("error", () => resolve());
  });

  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) over = true;
      if (over || broken) break;
      // Parsed before the next chunk is read: a limit passed in this chunk stops the read here.
      parser.write(value);
      if (over || broken) break;
    }
  }
  if (over) {
    await stop();
    parser.destroy();
    return "too_large";
  }
  if (broken) {
    await stop();
    parser.destroy();
    return new FormData();
  }
  parser.end();
  await finished;
  await Promise.all(pending);
  if (over) return "too_large";
  return broken ? new FormData() : form;
}
