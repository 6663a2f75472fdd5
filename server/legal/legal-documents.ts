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
  /** The settings the PDFs were last written with. */
  private writtenWith = "";

  /**
   * `settings` may be a function: the company's facts as staff last saved them (server/words/facts.ts),
   * read at each request from their merged copy; the PDFs are written anew when they change.
   */
  constructor(
    private readonly settings: LegalSettings | (() => Promise<LegalSettings>),
    private readonly documents: readonly LegalDocumentId[],
  ) {
    this.paths = documents.flatMap((id) => Object.values(LEGAL_DOCUMENT_PATHS[id]));
  }

  /** Writes the PDFs once per set of settings: again only when the facts they show changed. */
  async write(): Promise<LegalPdfs> {
    const settings = typeof this.settings === "function" ? await this.settings() : this.settings;
    const { brandName, contactEmail, siteUrl, taxId = "", postalAddress = "", phone = "" } = settings;
    const shown = JSON.stringify([brandName, contactEmail, siteUrl, taxId, postalAddress, phone]);
    if (!this.written || shown !== this.writtenWith) {
      this.writtenWith = shown;
      this.written = import("./legal-pdfs.ts").then(({ legalPdfs }) => legalPdfs(settings, this.documents));
    }
    return this.written;
  }

  async get(path: string): Promise<Buffer | undefined> {
    return (await this.write()).get(path);
  }
}
