import { readFileSync } from "node:fs";
import path from "node:path";

export type Language = "es" | "en";

/** Every route of the spec's route table, with where its banner copy lives. */
export const ROUTES: ReadonlyArray<{ path: string; namespace: string; page: string }> = [
  { path: "/", namespace: "home", page: "home" },
  { path: "/contact", namespace: "home", page: "contactPage" },
  { path: "/platform-video", namespace: "home", page: "videoPage" },
  { path: "/techservices", namespace: "techservices", page: "index" },
  { path: "/techservices/ia", namespace: "techservices", page: "services.ia" },
  { path: "/techservices/rpa", namespace: "techservices", page: "services.rpa" },
  { path: "/techservices/cloud", namespace: "techservices", page: "services.cloud" },
  { path: "/techservices/bi", namespace: "techservices", page: "services.bi" },
  { path: "/techservices/web-app-dev", namespace: "techservices", page: "services.web-app-dev" },
  { path: "/techservices/adquire", namespace: "techservices", page: "request" },
  { path: "/contractors", namespace: "contractors", page: "main" },
  { path: "/contractors/consulting", namespace: "contractors", page: "consulting" },
  { path: "/contractors/consulting/apply", namespace: "contractors", page: "consultingApply" },
  { path: "/contractors/work", namespace: "contractors", page: "work" },
  { path: "/contractors/work/apply", namespace: "contractors", page: "workApply" },
  { path: "/contractors/outsourcing", namespace: "contractors", page: "outsourcing" },
  { path: "/contractors/outsourcing/apply", namespace: "contractors", page: "outsourcingApply" },
  { path: "/contractus", namespace: "contractors", page: "contractus" },
  { path: "/vma", namespace: "vma", page: "main" },
  { path: "/vma/specialist", namespace: "vma", page: "specialist" },
  { path: "/vma/specialist/hire", namespace: "vma", page: "specialistHire" },
  { path: "/vma/gethired", namespace: "vma", page: "getHired" },
  { path: "/vma/gethired/hire", namespace: "vma", page: "getHiredApply" },
  { path: "/recruitment", namespace: "recruitment", page: "main" },
  { path: "/find-top-talent", namespace: "recruitment", page: "findTopTalent" },
  { path: "/work-with-us", namespace: "work", page: "main" },
  { path: "/financials", namespace: "financials", page: "main" },
  { path: "/financials/adquire", namespace: "financials", page: "request" },
  { path: "/investment", namespace: "investment", page: "main" },
  { path: "/about-us", namespace: "about", page: "main" },
  { path: "/events", namespace: "events", page: "main" },
  { path: "/blog", namespace: "blog", page: "list" },
  { path: "/moreservices/erp", namespace: "products", page: "erp" },
  { path: "/moreservices/crm", namespace: "products", page: "crm" },
  { path: "/moreservices/ecommerce", namespace: "products", page: "ecommerce" },
];

const localesDirectory = path.resolve(import.meta.dirname, "../../app/locales");

// biome-ignore lint/suspicious/noExplicitAny: a locale file is free-form JSON; each test reads the shape it knows.
type Json = any;

/** A whole locale file: the one place the end-to-end tests read the copy from. */
export function localeBundle(language: Language, namespace: string): Json {
  return JSON.parse(readFileSync(path.join(localesDirectory, language, `${namespace}.json`), "utf8"));
}

/** Any value of a locale file (objects and arrays too), for the counts and the lists. */
export function copyValue<T>(language: Language, namespace: string, key: string): T {
  const value = key.split(".").reduce((node, part) => node?.[part], localeBundle(language, namespace));
  if (value === undefined) throw new Error(`No copy at ${language}/${namespace}:${key}`);
  return value as T;
}

/** One text of a locale file. */
export function copy(language: Language, namespace: string, key: string): string {
  const value = copyValue<unknown>(language, namespace, key);
  if (typeof value !== "string") throw new Error(`No text at ${language}/${namespace}:${key}`);
  return value;
}

/** How the server's renderer (Preact's) escapes text in HTML, to look for copy in the raw document. */
export function asHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}
