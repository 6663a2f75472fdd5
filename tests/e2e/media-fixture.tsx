/** @jsxImportSource hono/jsx */
// The e2e media spec's fixtures (tests/e2e/staff-media.spec.ts), made as the server makes them: run with
// `node --import tsx tests/e2e/media-fixture.tsx <DATABASE_URL>`. Stores a photo in the site's database
// (the media store), and prints as JSON its id, a public `<picture>` of it (ResponsiveImage, rendered on
// the server) and a staff form with an image field and a rich-text field (the editor's parts).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { ResponsiveImage } from "../../app/components/responsive-image.tsx";
import { MediaStore } from "../../server/content/media.ts";
import { migrate } from "../../server/db/migrations.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { staffCopy } from "../../server/staff/copy.ts";
import { ImageField } from "../../server/staff/image-field.tsx";
import { RichTextArea } from "../../server/staff/rich-text-field.tsx";

const databaseUrl = process.argv[2] ?? "sqlite:/tmp/e2e-site.db";
const language = process.argv[3] === "en" ? "en" : "es";
const database = openDatabase(databaseUrl);
try {
  await migrate(database.db, database.dialect);
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const x = (at / 3) % width;
    const y = Math.floor(at / 3 / width);
    pixels[at] = (x * 255) / width;
    pixels[at + 1] = (y * 255) / height;
    pixels[at + 2] = 128 + ((x ^ y) % 64);
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const stored = await new MediaStore(database).put(photo);
  if (!stored.ok) throw new Error(`refused: ${stored.reason}`);
  const image = { media: stored.id, altEs: "Un degradado de colores", altEn: "A gradient of colours", focus: { x: 30, y: 60 } };
  const picture = renderToStaticMarkup(
    createElement(ResponsiveImage, { image, sizes: "(min-width: 1024px) 40rem, 100vw", width: 800, height: 500, className: "cover" }),
  );
  const t = staffCopy(language);
  const form = String(
    <form method="post" action="/staff/content/articles/fixture" enctype="multipart/form-data">
      <RichTextArea id="Article_body" name="Article_body" label="Cuerpo del artículo" value="<p>Hola</p>" lang="es" t={t} required />
      <ImageField name="Article_img" label="Portada" value={image} t={t} language={language} />
      <button type="submit">Guardar borrador</button>
    </form>,
  );
  console.log(JSON.stringify({ id: stored.id, picture, form }));
} finally {
  await database.close();
}
