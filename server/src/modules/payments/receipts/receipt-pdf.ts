import type { UiLanguage } from "@school/contracts";
import { openPdf } from "../../../core/pdf/pdf-document.js";
import { pdfKind } from "../../../core/pdf/pdf-kind.js";
import { type ReceiptDocument, receiptDocumentText } from "./receipt-text.js";

/*
 * A receipt as a one-page A5 PDF (decision 0161), drawn with pdfkit in the DejaVu Sans the repository ships (it has
 * the Kazakh letters), as the act of work done is (decision 0054): title and number, the labelled lines, the VAT line,
 * then the fiscal receipt's block when the cash register issued one. Drawn in the PDF threads (decision 0164):
 * `deps.pdfs.draw(RECEIPT_PDF, …)`.
 */

/** Intl's no-break spaces as plain ones, which every reader of the PDF's text finds. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

export const RECEIPT_PDF = pdfKind("receipt", (input: { receipt: ReceiptDocument; language: UiLanguage }) =>
  receiptPdf(input.receipt, input.language),
);

async function receiptPdf(receipt: ReceiptDocument, language: UiLanguage): Promise<Buffer> {
  const text = receiptDocumentText(language, receipt);
  const { pdf: doc, bytes } = await openPdf({
    size: "A5",
    margin: 40,
    lang: language,
    info: { Title: `${text.title}. ${text.number}`, Author: receipt.seller.name },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font("bold").fontSize(15).text(text.title, { align: "center" });
  doc.font("regular").fontSize(11).text(text.number, { align: "center" });
  doc.moveDown(1.2);
  doc.fontSize(10);
  const line = ([label, value]: [string, string]) => {
    doc.font("bold").text(`${label}: `, left, doc.y, { continued: true, width }).font("regular").text(plain(value));
    doc.moveDown(0.3);
  };
  text.lines.forEach(line);
  doc.font("regular").text(plain(text.vat), left, doc.y, { width });
  if (text.fiscalLines.length > 0) {
    doc.moveDown(1);
    const top = doc.y;
    doc
      .font("bold")
      .fontSize(11)
      .text(text.fiscalTitle, left + 8, top + 8, { width: width - 16 });
    doc.moveDown(0.4).fontSize(10);
    for (const [label, value] of text.fiscalLines) {
      doc.font("bold").text(`${label}: `, left + 8, doc.y, { continued: true, width: width - 16 });
      doc.font("regular").text(plain(value), value.startsWith("http") ? { link: value, underline: true } : {});
      doc.moveDown(0.2);
    }
    doc.rect(left, top, width, doc.y - top + 6).stroke();
  }
  doc.end();
  return bytes;
}
