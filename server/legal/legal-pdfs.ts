import PDFDocument from "pdfkit";
import { LEGAL_DOCUMENT_PATHS, type LegalDocumentId } from "../../contracts/legal-documents.ts";
import { LANGUAGES, type Language } from "../../contracts/language.ts";
import { LEGAL_APPROVAL_DATE, type LegalSettings, type LegalText, legalText } from "./legal-texts.ts";

/** A4, with about 2 cm at each side. */
const PAGE = { size: "A4", margins: { top: 60, bottom: 70, left: 57, right: 57 } } as const;
const FOOTER_FROM_BOTTOM = 42;

const COLOR = { text: "#1f2126", heading: "#12335c", muted: "#6b7079", rule: "#c7ccd6" };
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };
const STYLE = {
  title: { size: 17, gap: 3 },
  subtitle: { size: 9, gap: 2.5 },
  heading: { size: 10.5, gap: 2, before: 8, after: 3 },
  body: { size: 9.5, gap: 3, after: 5 },
  listIndent: 13,
  footer: { size: 8 },
};

/** `**bold** regular` as runs of text. */
function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("**") && part.endsWith("**") ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false }));
}

function writeRuns(doc: PDFKit.PDFDocument, text: string, x: number, width: number, size: number, gap: number, color: string) {
  const parts = runs(text);
  doc.fillColor(color).fontSize(size);
  parts.forEach((part, index) => {
    doc.font(part.bold ? FONT.bold : FONT.regular);
    const options = { width, lineGap: gap, continued: index < parts.length - 1 };
    if (index === 0) doc.text(part.text, x, doc.y, options);
    else doc.text(part.text, options);
  });
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
function keep(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * One legal document as a PDF: title, version and dates, then its sections,
 * with the company's name and the page number in every page's footer. pdfkit
 * lays out and wraps the text in the standard Helvetica, whose Latin-1 glyphs
 * cover Spanish. Its dates are the approval date, so the same settings give
 * the same document.
 */
export function legalPdf(text: LegalText, language: Language, author: string): Promise<Buffer> {
  const approved = new Date(`${LEGAL_APPROVAL_DATE}T00:00:00-05:00`);
  const doc = new PDFDocument({
    ...PAGE,
    bufferPages: true,
    lang: language === "es" ? "es-CO" : "en",
    displayTitle: true,
    info: {
      Title: text.title,
      Author: author,
      Subject: text.subject,
      Keywords: text.keywords.join(", "),
      Creator: author,
      CreationDate: approved,
      ModDate: approved,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(FONT.bold).fontSize(STYLE.title.size).fillColor(COLOR.heading).text(text.title, left, doc.page.margins.top, {
    width,
    lineGap: STYLE.title.gap,
  });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(STYLE.subtitle.size).fillColor(COLOR.muted);
  // A line too long for the page goes on as one line per part: an address is never broken.
  for (const line of text.subtitle.flatMap((line) => (doc.widthOfString(line) <= width ? [line] : line.split(" · ")))) {
    doc.text(line, left, doc.y, { width, lineGap: STYLE.subtitle.gap });
  }
  doc.moveDown(0.6);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.8)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y += 10;

  const bodyLine = STYLE.body.size * 1.16 + STYLE.body.gap;
  for (const block of text.blocks) {
    if (block[0] === "h") {
      const { size, gap, before, after } = STYLE.heading;
      // A heading stays with at least two lines of what follows it.
      keep(doc, before + size * 1.2 + after + 2 * bodyLine);
      doc.y += before;
      doc.font(FONT.bold).fontSize(size).fillColor(COLOR.heading).text(block[1], left, doc.y, { width, lineGap: gap });
      doc.y += after;
    } else if (block[0] === "p") {
      writeRuns(doc, block[1], left, width, STYLE.body.size, STYLE.body.gap, COLOR.text);
      doc.y += STYLE.body.after;
    } else if (block[0] === "dl") {
      // Label and value on one line when they fit, else the value on a line of its own, never broken.
      for (const [label, value] of block[1]) {
        keep(doc, 2 * bodyLine);
        doc.fontSize(STYLE.body.size);
        const labelText = `${label}: `;
        const fits = doc.font(FONT.regular).widthOfString(labelText) + doc.font(FONT.bold).widthOfString(value) <= width - STYLE.listIndent;
        doc
          .font(FONT.regular)
          .fillColor(COLOR.muted)
          .text(labelText, left + STYLE.listIndent, doc.y, {
            width: width - STYLE.listIndent,
            lineGap: STYLE.body.gap,
            continued: fits,
          });
        doc.font(FONT.bold).fillColor(COLOR.text);
        if (fits) doc.text(value, { lineGap: STYLE.body.gap });
        else doc.text(value, left + STYLE.listIndent, doc.y, { width: width - STYLE.listIndent, lineGap: STYLE.body.gap });
      }
      doc.y += STYLE.body.after;
    } else {
      for (const item of block[1]) {
        keep(doc, bodyLine);
        const top = doc.y;
        doc
          .font(FONT.regular)
          .fontSize(STYLE.body.size)
          .fillColor(COLOR.muted)
          .text("•", left + 3, top, { lineBreak: false });
        doc.y = top;
        writeRuns(doc, item, left + STYLE.listIndent, width - STYLE.listIndent, STYLE.body.size, STYLE.body.gap, COLOR.text);
        doc.y += 1.5;
      }
      doc.y += STYLE.body.after - 1.5;
    }
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: writing there must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_FROM_BOTTOM;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    const label = text.page(index - start + 1, count);
    doc.font(FONT.regular).fontSize(STYLE.footer.size).fillColor(COLOR.muted);
    const labelWidth = doc.widthOfString(label);
    doc.text(text.footer, left, y, { width: width - labelWidth - 16, lineBreak: false, ellipsis: true });
    doc.text(label, left + width - labelWidth, y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Every document in every language, by the path the site serves it at. */
export type LegalPdfs = Map<string, Buffer>;

/**
 * The legal documents the site links to, written from its settings when the
 * server starts: each document in each language, except a document whose
 * address is configured elsewhere (`SITE_TERMS_PDF_URL`, `SITE_DATA_POLICY_PDF_URL`).
 */
export async function legalPdfs(
  settings: LegalSettings,
  documents: readonly LegalDocumentId[] = ["terms", "dataPolicy"],
): Promise<LegalPdfs> {
  const entries = await Promise.all(
    documents.flatMap((document) =>
      LANGUAGES.map(
        async (language) =>
          [
            LEGAL_DOCUMENT_PATHS[document][language],
            await legalPdf(legalText(document, language, settings), language, settings.brandName),
          ] as const,
      ),
    ),
  );
  return new Map(entries);
}
