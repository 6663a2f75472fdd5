/** @jsxImportSource hono/jsx */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImageValue } from "../../contracts/media.ts";
import { MediaStore } from "../content/media.ts";
import { migrate } from "../db/migrations.ts";
import { type Database, openDatabase } from "../db/open-database.ts";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../testing/test-databases.ts";
import { startTestServer, type TestServer } from "../testing/test-server.ts";
import { staffCopy } from "./copy.ts";
import { ImageField, isImageFieldError, readImageField } from "./image-field.tsx";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const jpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function form(fields: Record<string, string | undefined>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.set(name, value);
  if (file) data.set("cover.file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return data;
}

describe.each(TEST_DIALECTS)("readImageField on %s", (dialect) => {
  let test: TestDatabase;
  let database: Database;
  let media: MediaStore;
  let stored: ImageValue;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = openDatabase(test.url);
    await migrate(database.db, database.dialect);
    media = new MediaStore(database);
    const put = await media.put(await jpeg());
    if (!put.ok) throw new Error(put.reason);
    stored = { media: put.id, altEs: "Una oficina", altEn: "An office", focus: { x: 30, y: 70 } };
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it("stores an upload and answers its id, alt texts and focal point", async () => {
    const bytes = await jpeg(900, 600);
    const result = await readImageField(
      form(
        { "cover.altEs": " Un equipo ", "cover.altEn": "A team", "cover.focusX": "20", "cover.focusY": "80" },
        { bytes, name: "team.jpg", type: "image/jpeg" },
      ),
      "cover",
      media,
    );
    expect(result).toMatchObject({ altEs: "Un equipo", altEn: "A team", focus: { x: 20, y: 80 } });
    expect((result as ImageValue).media).toMatch(/^[0-9a-f]{32}-900x600-jpg$/);
    expect(await media.has((result as ImageValue).media)).toBe(true);
  });

  it("requires alt text in both languages with an image, keeping the stored upload and what was typed", async () => {
    const bytes = await jpeg(700, 500);
    for (const alts of [{ "cover.altEs": "Solo español" }, { "cover.altEn": "Only English" }, {}]) {
      const result = await readImageField(
        form({ ...alts, "cover.focusX": "10" }, { bytes, name: "a.jpg", type: "image/jpeg" }),
        "cover",
        media,
      );
      if (!isImageFieldError(result)) throw new Error("accepted without alt text");
      expect(result.error).toBe("content.media.errors.alt_required");
      expect(result.value.media).toMatch(/-700x500-jpg$/);
      expect(result.value.focus.x).toBe(10);
      expect(result.value.altEs).toBe(alts["cover.altEs" as keyof typeof alts] ?? "");
    }
    // The form shown again carries the stored upload: posted back with the alt texts, it is accepted without the file.
    const again = await readImageField(
      form({
        "cover.media": (await media.put(bytes).then((put) => (put.ok ? put.id : ""))) as string,
        "cover.altEs": "Sí",
        "cover.altEn": "Yes",
      }),
      "cover",
      media,
    );
    expect(again).toMatchObject({ altEs: "Sí", altEn: "Yes", focus: { x: 50, y: 50 } });
  });

  it("refuses a renamed text file, a truncated JPEG and a focal point out of range, each with its message key", async () => {
    const text = await readImageField(
      form(
        { "cover.altEs": "a", "cover.altEn": "b" },
        { bytes: Buffer.from("not an image at all"), name: "photo.jpg", type: "image/jpeg" },
      ),
      "cover",
      media,
    );
    expect(text).toMatchObject({ error: "content.media.errors.type" });
    const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const truncated = await readImageField(
      form({}, { bytes: whole.subarray(0, whole.length / 2), name: "cut.jpg", type: "image/jpeg" }),
      "cover",
      media,
    );
    expect(truncated).toMatchObject({ error: "content.media.errors.unreadable" });
    const focus = await readImageField(
      form({ "cover.media": stored.media, "cover.altEs": "a", "cover.altEn": "b", "cover.focusX": "140" }),
      "cover",
      media,
      stored,
    );
    expect(focus).toMatchObject({ error: "content.media.errors.focus" });
  });

  it("keeps, edits and removes the current image; an id never stored is refused", async () => {
    const keep = {
      "cover.media": stored.media,
      "cover.altEs": stored.altEs,
      "cover.altEn": stored.altEn,
      "cover.focusX": "30",
      "cover.focusY": "70",
    };
    expect(await readImageField(form(keep), "cover", media, stored)).toBe("unchanged");
    expect(await readImageField(form({ ...keep, "cover.altEn": "A bright office" }), "cover", media, stored)).toEqual({
      ...stored,
      altEn: "A bright office",
    });
    expect(await readImageField(form({ ...keep, "cover.remove": "1" }), "cover", media, stored)).toBeNull();
    expect(await readImageField(form({}), "cover", media)).toBe("unchanged");
    expect(await readImageField(form({ ...keep, "cover.media": `${"b".repeat(32)}-640x480-jpg` }), "cover", media, stored)).toMatchObject({
      error: "content.media.errors.unknown",
    });
  });
});

describe("the image field", () => {
  it("shows the image, the alt texts side by side (required with an image), the focal point and an error in the page's language", async () => {
    const t = staffCopy("en");
    const value = { media: `${"c".repeat(32)}-1280x720-jpg`, altEs: "Oficina", altEn: "Office", focus: { x: 25, y: 40 } };
    const html = String(
      await (<ImageField name="Article_img" label="Cover" value={value} error="content.media.errors.alt_required" t={t} language="en" />),
    );
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(html).toContain(`src="/media/${value.media}/320.jpg"`);
    expect(html).toMatch(/<input[^>]*name="Article_img.altEs"[^>]*required/);
    expect(html).toMatch(/<input[^>]*name="Article_img.altEn"[^>]*required/);
    expect(html).toContain('name="Article_img.focusX"');
    expect(html).toContain('value="25"');
    expect(html).toContain(t("content.media.errors.alt_required"));
    const empty = String(await (<ImageField name="Article_img" label="Cover" t={staffCopy("es")} language="es" />));
    expect(empty).toContain(staffCopy("es")("content.media.none"));
    expect(empty).not.toMatch(/required/);
  });
});

describe.each(TEST_DIALECTS)("uploads to the staff area on %s", (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer({ DATABASE_URL: database.url, SITE_URL: "http://127.0.0.1" }, { relay: false });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const post = (path: string, body: BodyInit, contentType?: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body,
      headers: { origin: server.url, accept: "text/html", ...(contentType ? { "content-type": contentType } : {}) },
    });
  const multipart = (megabytes: number) => {
    const data = new FormData();
    data.set("cover.file", new File([new Uint8Array(megabytes * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }));
    return data;
  };

  it("serves the staff scripts by name, the content editor's among them, and no other", async () => {
    const content = await fetch(`${server.url}/staff/assets/content.js`);
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toContain("text/javascript");
    expect(await content.text()).toContain("data-rich-text");
    expect((await fetch(`${server.url}/staff/assets/passkeys.js`)).status).toBe(200);
    for (const path of ["/staff/assets/other.js", "/staff/assets/../content.js", "/staff/assets/content.ts"]) {
      expect((await fetch(`${server.url}${path}`, { redirect: "manual" })).status, path).not.toBe(200);
    }
  });

  it("takes a multipart post of up to 12 MB under /staff/content only; elsewhere, and beyond, 413", async () => {
    // Within the limit, the post goes on to the session check (no session: sent to sign in).
    const content = await post("/staff/content/articles/new", multipart(11));
    expect([303, 401]).toContain(content.status);
    expect((await post("/staff/content/articles/new", multipart(13))).status).toBe(413);
    expect((await post("/staff/members", multipart(1))).status).toBe(413);
    expect((await post("/staff/content/articles/new", "a=".padEnd(200_000, "x"), "application/x-www-form-urlencoded")).status).toBe(413);
  });
});
