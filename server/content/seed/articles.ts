import type { ArticleSource } from "../../../contracts/lists.ts";
import { articleCover } from "./article-images.ts";
import draftsJson from "./articles.json";

interface Draft {
  es: { title: string; intro: string; points: string[]; close: string };
  en: { title: string; intro: string; points: string[]; close: string };
  featured: boolean;
}

const html = (part: Draft["es"]) =>
  `<p>${part.intro}</p><ul>${part.points.map((point) => `<li>${point}</li>`).join("")}</ul><p>${part.close}</p>`;

/** The sample articles' words, in both languages (articles.json): an introduction, a list of points and a closing line. */
const drafts: Draft[] = draftsJson;

export const sampleArticles: ArticleSource[] = drafts.map((draft, index) => ({
  Article_Name: draft.es.title,
  Article_Name_EN: draft.en.title,
  Article_body: html(draft.es),
  Article_body_EN: html(draft.en),
  Article_featured: draft.featured,
  Article_img: Buffer.from(articleCover(index), "utf8").toString("base64"),
}));
