#!/usr/bin/env node
// Draws the illustrated portraits of the client stories and the team (app/features/about/portraits/<id>.svg)
// with DiceBear's Notionists style (CC0 1.0, by Zoish; docs/licenses.md): each person's features are chosen
// here, the rest follows from their name, so every run draws the same faces. The files are committed; the
// content CLI replaces any of them with a photo (`npm run content -- import client-stories|team-members`).
//   npm run portraits
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/features/about/portraits");
/** The site's light tints (app/styles/app.css): accent-100, brand-100, warm-100. */
const TINT = { teal: "ccfbf1", blue: "e3ecf8", warm: "fef3c7" };
const variant = (n) => `variant${String(n).padStart(2, "0")}`;

/** Who they are: the site's own people, named as on the pages (`SAMPLE_PEOPLE`, contracts/people.ts). */
export const PORTRAITS = {
  logistics: { name: "Carolina Mejía", hair: 23, body: 16, lips: 3, tint: "teal" },
  medical: { name: "Jennifer Collins", hair: 10, glasses: 3, body: 13, lips: 23, tint: "blue" },
  fintech: { name: "Andrés Villegas", hair: 13, glasses: 11, body: 18, lips: 3, tint: "warm" },
  ceo: { name: "Santiago Ramírez", hair: 21, body: 20, lips: 23, tint: "blue" },
  cto: { name: "Valentina Ortiz", hair: 28, glasses: 8, body: 16, lips: 23, tint: "teal" },
  talent: { name: "Daniela Rojas", hair: 47, body: 21, lips: 22, tint: "warm" },
  finance: { name: "Felipe Castaño", hair: 16, beard: 2, body: 19, lips: 3, tint: "teal" },
};

mkdirSync(OUT, { recursive: true });
for (const [id, person] of Object.entries(PORTRAITS)) {
  const svg = createAvatar(notionists, {
    seed: person.name,
    hair: [variant(person.hair)],
    body: [variant(person.body)],
    lips: [variant(person.lips)],
    beardProbability: person.beard ? 100 : 0,
    ...(person.beard ? { beard: [variant(person.beard)] } : {}),
    glassesProbability: person.glasses ? 100 : 0,
    ...(person.glasses ? { glasses: [variant(person.glasses)] } : {}),
    gestureProbability: 0,
    bodyIconProbability: 0,
    backgroundColor: [TINT[person.tint]],
  }).toString();
  // A title for the file opened on its own; on the pages it is an <img alt="">, named by the text beside it.
  const titled = svg.replace(/^<svg[^>]*>/, (open) => `${open}<title>${person.name}</title>`);
  writeFileSync(path.join(OUT, `${id}.svg`), `${titled}\n`);
  console.log(`${path.relative(process.cwd(), path.join(OUT, `${id}.svg`))} ${(titled.length / 1024).toFixed(1)} KB`);
}
