/**
 * Where the site serves its two legal documents, one PDF per language, written
 * by the server from its settings when it starts (server/legal/legal-pdfs.ts).
 * `SITE_TERMS_PDF_URL` and `SITE_DATA_POLICY_PDF_URL` replace a document in both languages.
 */
export const LEGAL_DOCUMENT_PATHS = {
  terms: { es: "/documents/terminos-de-uso.pdf", en: "/documents/terms-of-use.pdf" },
  dataPolicy: { es: "/documents/politica-de-tratamiento-de-datos-personales.pdf", en: "/documents/personal-data-policy.pdf" },
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENT_PATHS;
