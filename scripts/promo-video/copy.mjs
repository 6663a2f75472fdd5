// The words of the platform tour, in Spanish and English (copy.json), for the tour's page (tour-page.mjs) and its
// video's captions and transcript (scripts/make-promo-video.mjs). In copy.json:
// - `duration`: the tour's length in seconds;
// - `narration`: one caption per line, with its start and end in seconds;
// - `screens`: the platform's screens; a text that differs between the languages is a pair `{ es, en }`, as in the
//   lists below it;
// - `people`: the directory, the same in both languages but for their roles and teams;
// - `projects`: the timeline, start and end in months from March, progress, and whether at risk;
// - `timesheet`: hours per day (Monday to Friday) on each row.
import { readFileSync } from "node:fs";

const copy = JSON.parse(readFileSync(new URL("./copy.json", import.meta.url), "utf8"));

export const { duration: DURATION, narration: NARRATION, people: PEOPLE, projects: PROJECTS, timesheet: TIMESHEET } = copy;

/** Each `{ es, en }` pair in a copy tree resolved to one language. */
function inLanguage(node, language) {
  if (Array.isArray(node)) return node.map((item) => inLanguage(item, language));
  if (node === null || typeof node !== "object") return node;
  const keys = Object.keys(node);
  if (keys.length === 2 && "es" in node && "en" in node) return node[language];
  return Object.fromEntries(keys.map((key) => [key, inLanguage(node[key], language)]));
}

/** The platform's screens, in each language. */
export const SCREENS = { es: inLanguage(copy.screens, "es"), en: inLanguage(copy.screens, "en") };
