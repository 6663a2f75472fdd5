import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { LEGAL_DOCUMENT_PATHS } from "../../contracts/legal-documents.ts";
import { loadConfig, siteSettingsIn, writtenLegalDocuments } from "../config.ts";
import { legalDocumentRoutes } from "../http/legal-documents.ts";
import { LegalDocuments } from "./legal-documents.ts";
import { type LegalPdfs, legalPdfs } from "./legal-pdfs.ts";

const settings = {
  brandName: "Cóndor Analítica S.A.S.",
  contactEmail: "privacidad@condor-analitica.example",
  siteUrl: "https://www.condor-analitica.example",
};

/** The text of every page, as a reader's copy and paste would give it, and the document's metadata. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.destroy();
  return { text: pages.join(" ").replace(/\s+/g, " "), pages: pages.length, info };
}

describe("the legal documents, written from the site's settings", () => {
  let pdfs: LegalPdfs;
  beforeAll(async () => {
    pdfs = await legalPdfs(settings);
  });

  it("are four PDFs: each document in Spanish and in English, at the paths the pages link to", () => {
    expect([...pdfs.keys()].sort()).toEqual(
      Object.values(LEGAL_DOCUMENT_PATHS)
        .flatMap((paths) => Object.values(paths))
        .sort(),
    );
    for (const bytes of pdfs.values()) expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  const expected = {
    terms: {
      es: { title: "Términos de uso", date: "Aprobados el 8 de febrero de 2024", other: "Terms of use" },
      en: { title: "Terms of use", date: "Approved on 8 February 2024", other: "Términos de uso" },
    },
    dataPolicy: {
      es: {
        title: "Política de tratamiento de datos personales",
        date: "Aprobada el 8 de febrero de 2024",
        other: "Personal data processing policy",
      },
      en: { title: "Personal data processing policy", date: "Approved on 8 February 2024", other: "Política de tratamiento" },
    },
  } as const;

  for (const document of ["terms", "dataPolicy"] as const) {
    for (const language of ["es", "en"] as const) {
      it(`${document} in ${language} names the brand, its e-mail and site, and its approval date, in its language only`, async () => {
        const { text, pages, info } = await read(pdfs.get(LEGAL_DOCUMENT_PATHS[document][language])!);
        const copy = expected[document][language];
        expect(pages).toBeGreaterThan(1);
        expect(text).toContain(copy.title);
        expect(text).toContain(copy.date);
        expect(text).toContain(settings.brandName);
        expect(text).toContain(settings.contactEmail);
        expect(text).toContain(settings.siteUrl);
        expect(text).not.toContain(copy.other);
        expect(text).not.toContain("example.com");
        // Every page's footer carries the company's name and the page's number.
        expect(text).toContain(language === "es" ? `Página ${pages} de ${pages}` : `Page ${pages} of ${pages}`);
        expect(info.Title).toBe(copy.title);
        expect(info.Author).toBe(settings.brandName);
      });
    }
  }

  it("are the same bytes for the same settings", async () => {
    const again = await legalPdfs(settings, ["terms"]);
    expect([...again.keys()]).toEqual([LEGAL_DOCUMENT_PATHS.terms.es, LEGAL_DOCUMENT_PATHS.terms.en]);
    expect(again.get(LEGAL_DOCUMENT_PATHS.terms.en)!.equals(pdfs.get(LEGAL_DOCUMENT_PATHS.terms.en)!)).toBe(true);
  });
});

describe("the legal documents' addresses", () => {
  it("are the written PDFs of the page's language, unless one is configured for both languages", () => {
    const config = loadConfig({ SITE_DATA_POLICY_PDF_URL: "https://cdn.example.org/policy.pdf" });
    expect(siteSettingsIn(config, "es").termsPdfUrl).toBe(LEGAL_DOCUMENT_PATHS.terms.es);
    expect(siteSettingsIn(config, "en").termsPdfUrl).toBe(LEGAL_DOCUMENT_PATHS.terms.en);
    expect(siteSettingsIn(config, "es").dataPolicyPdfUrl).toBe("https://cdn.example.org/policy.pdf");
    expect(siteSettingsIn(config, "en").dataPolicyPdfUrl).toBe("https://cdn.example.org/policy.pdf");
    expect(writtenLegalDocuments(config)).toEqual(["terms"]);
    expect(writtenLegalDocuments(loadConfig({}))).toEqual(["terms", "dataPolicy"]);
  });
});

describe("GET /documents/<name>.pdf", () => {
  it("serves each written document as a PDF, revalidated by its ETag, and nothing it did not write", async () => {
    const documents = new LegalDocuments(settings, ["dataPolicy"]);
    const routes = legalDocumentRoutes(documents);
    const response = await routes.request(LEGAL_DOCUMENT_PATHS.dataPolicy.es);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(Buffer.from(await response.arrayBuffer()).equals((await documents.get(LEGAL_DOCUMENT_PATHS.dataPolicy.es))!)).toBe(true);
    const etag = response.headers.get("ETag") ?? "";
    expect((await routes.request(LEGAL_DOCUMENT_PATHS.dataPolicy.es, { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await routes.request(LEGAL_DOCUMENT_PATHS.terms.es)).status).toBe(404);
  });
});
