import type { Vacancy } from "../../contracts/lists";
import { expect, type Page, test } from "./fixtures";
import { type Language, ROUTES } from "./site-map";

/**
 * Every label of a page is in the page's language: no text of the other one,
 * whatever the lists carry. A page's words are checked against common words
 * and labels that only the other language has; brand, technology and
 * people's names are in either.
 */
const OTHER_LANGUAGE_MARKERS: Record<Language, string[]> = {
  // English on a Spanish page.
  es: [
    "the",
    "and",
    "of",
    "to",
    "for",
    "with",
    "you",
    "your",
    "we",
    "our",
    "must",
    "Please",
    "Home",
    "About",
    "Services",
    "Learn more",
    "Read more",
    "Contact us",
    "Book",
    "Hire",
    "Apply",
    "Submit",
    "Send",
    "Search",
    "No results",
    "Page",
    "Next",
    "Previous",
    "Join",
    "Register",
    "Watch",
    "Live",
    "Presented by",
    "Date",
  ],
  // Spanish on an English page.
  en: [
    "de",
    "la",
    "el",
    "los",
    "las",
    "y",
    "en",
    "que",
    "para",
    "con",
    "por",
    "una",
    "tu",
    "tus",
    "sus",
    "más",
    "nuestro",
    "nuestros",
    "nuestras",
    "Inicio",
    "Servicios",
    "Nosotros",
    "Conoce",
    "Contáctanos",
    "Agenda",
    "Solicitar",
    "Enviar",
    "Buscar",
    "Página",
    "Leer",
    "Ver",
    "Unirme",
    "Inscribirme",
    "Presenta",
    "Fecha",
  ],
};

/** Names that hold a word of the other language: a client's company. */
const PROPER_NAMES = ["Transportes del Valle"];

const asWord = (marker: string) => new RegExp(`(?<![\\p{L}\\p{N}])${marker}(?![\\p{L}\\p{N}])`, "u");

/**
 * What a visitor reads or hears of a page: every text of its body (menus,
 * disclosures and pickers closed or open), its labels for screen readers,
 * placeholders and image texts, and its title.
 */
function pageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest("script, style, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]"))
      for (const name of ["aria-label", "placeholder", "alt", "title"]) texts.push(element.getAttribute(name) ?? "");
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

const PAGES = [...ROUTES.map(({ path }) => path), "/blog/article/1", "/contact?sent=contact", "/no-such-page"];

test.describe("every label in the page's language", () => {
  // A vacancy's name is one text, in the language the company writes it; pages show it as it comes.
  let vacancyNames: string[];
  test.beforeAll(async ({ request }) => {
    vacancyNames = ((await (await request.get("/api/vacancies")).json()) as Vacancy[]).map((vacancy) => vacancy.vacancyName);
  });

  for (const path of PAGES) {
    test(`${path} has no text of the other language`, async ({ page }) => {
      for (const language of ["es", "en"] as const) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const markers = OTHER_LANGUAGE_MARKERS[language].map((marker) => [marker, asWord(marker)] as const);
        const texts = await pageText(page);
        // The page's own language is there to be read: the markers of the one are common words of the other.
        const own = OTHER_LANGUAGE_MARKERS[language === "es" ? "en" : "es"].map(asWord);
        expect(texts.filter((text) => own.some((pattern) => pattern.test(text))).length).toBeGreaterThan(5);
        const leaks = texts.flatMap((text) => {
          const checked = [...PROPER_NAMES, ...vacancyNames].reduce((rest, name) => rest.replaceAll(name, " "), text);
          return markers.filter(([, pattern]) => pattern.test(checked)).map(([marker]) => `"${marker}" in "${text}"`);
        });
        expect(leaks, `${path} in ${language}`).toEqual([]);
      }
    });
  }
});
