import { LEGAL_DOCUMENT_PATHS, type LegalDocumentId } from "../../contracts/legal-documents.ts";
import type { LegalPdfs } from "./legal-pdfs.ts";
import type { LegalSettings } from "./legal-texts.ts";

/**
 * The legal documents the server writes from its settings (server/legal/legal-pdfs.ts).
 * Their addresses are known at once; the PDFs are written once the server
 * listens (`write()`), so that loading pdfkit and laying out some 40 KB of PDF
 * do not delay its readiness: a document asked for before then waits for them.
 */
export class LegalDocuments {
  readonly paths: readonly string[];
  private written: Promise<LegalPdfs> | undefined;

  constructor(
    private readonly settings: LegalSettings,
    private readonly documents: readonly LegalDocumentId[],
  ) {
    this.paths = documents.flatMap((id) => Object.values(LEGAL_DOCUMENT_PATHS[id]));
  }

  /** Writes the PDFs, once. */
  write(): Promise<LegalPdfs> {
    this.written ??= import("./legal-pdfs.ts").then(({ legalPdfs }) => legalPdfs(this.settings, this.documents));
    return this.written;
  }

  async get(path: string): Promise<Buffer | undefined> {
    return (await this.write()).get(path);
  }
}
