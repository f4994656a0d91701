import { INTL_LOCALES, type UiLanguage } from "@school/contracts";
import QRCode from "qrcode";
import { openPdf } from "../../core/pdf/pdf-document.js";
import { pdfKind } from "../../core/pdf/pdf-kind.js";

/*
 * A certificate of completion as a one-page landscape A4 PDF (decision 0163), drawn with pdfkit in the DejaVu Sans
 * the repository ships (its glyphs cover Cyrillic and the Kazakh letters), as the act of work done is. Everything it
 * prints comes in `CertificateFacts`, read once by the service: this file knows no database, so the document-template
 * mechanism (branch i38-templates) can register the drawing as its `certificate` kind as it is. It is drawn in the
 * PDF threads (decision 0164): `deps.pdfs.draw(CERTIFICATE_PDF, …)`.
 */

/** Everything a certificate prints, already in its language. */
export type CertificateFacts = {
  number: string;
  /** The holder's name as they wrote it. */
  holder: string;
  /** The program's title in the certificate's language. */
  program: string;
  hours: number;
  issuedAt: Date;
  /** The school's legal name (its requisites), or its name until it has filled them in. */
  issuer: string;
  /** The public verification page the QR code opens: https://<school domain>/verify/<code>. */
  verifyUrl: string;
};

export const CERTIFICATE_TEXTS = {
  ru: {
    title: "СЕРТИФИКАТ",
    subtitle: "о прохождении программы",
    certifies: "Настоящим подтверждается, что",
    completed: "успешно завершил(а) программу",
    hours: (hours: number) => `Объём: ${hours} ч.`,
    date: "Дата выдачи",
    number: "Номер",
    issuer: "Выдан",
    scan: "Проверить подлинность:",
  },
  kk: {
    title: "СЕРТИФИКАТ",
    subtitle: "бағдарламаны аяқтағаны туралы",
    certifies: "Осы арқылы расталады:",
    completed: "бағдарламаны сәтті аяқтады",
    hours: (hours: number) => `Көлемі: ${hours} сағ.`,
    date: "Берілген күні",
    number: "Нөмірі",
    issuer: "Берген",
    scan: "Түпнұсқалығын тексеру:",
  },
  en: {
    title: "CERTIFICATE",
    subtitle: "of completion",
    certifies: "This is to certify that",
    completed: "has successfully completed the program",
    hours: (hours: number) => `${hours} hours`,
    date: "Date of issue",
    number: "Number",
    issuer: "Issued by",
    scan: "Verify at:",
  },
} as const;

/** The date as the certificate's language writes it in full (26 ноября 2026 г., 26 November 2026). */
export function certificateDate(date: Date, language: UiLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * The QR code as dark squares drawn in the PDF, a light module of margin around them: sharp at any zoom and print
 * size, and no PNG is made for it and decoded again by pdfkit (a third of a certificate's drawing when it was one).
 */
function qrCode(doc: PDFKit.PDFDocument, input: { text: string; x: number; y: number; size: number }) {
  const { modules } = QRCode.create(input.text, { errorCorrectionLevel: "M" });
  const cell = input.size / (modules.size + 2);
  doc.rect(input.x, input.y, input.size, input.size).fill("#ffffff");
  for (let row = 0; row < modules.size; row += 1) {
    // Each run of dark modules in a row is one rectangle: no seams inside it, and a smaller page.
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(input.x + (start + 1) * cell, input.y + (row + 1) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill("#000000");
}

/** The certificate as PDF bytes, in `language`. */
export const CERTIFICATE_PDF = pdfKind("certificate", (input: { facts: CertificateFacts; language: UiLanguage }) =>
  certificatePdf(input.facts, input.language),
);

async function certificatePdf(facts: CertificateFacts, language: UiLanguage): Promise<Buffer> {
  const words = CERTIFICATE_TEXTS[language];
  const { pdf: doc, bytes } = await openPdf({
    size: "A4",
    layout: "landscape",
    margin: 48,
    lang: language,
    info: { Title: `${words.title} ${facts.number}`, Author: facts.issuer, Subject: facts.program },
  });
  const { width: pageWidth, height: pageHeight } = doc.page;
  const left = doc.page.margins.left;
  const width = pageWidth - left - doc.page.margins.right;
  // A double frame, as printed certificates have.
  doc
    .lineWidth(3)
    .rect(24, 24, pageWidth - 48, pageHeight - 48)
    .stroke("#1f3a68");
  doc
    .lineWidth(1)
    .rect(32, 32, pageWidth - 64, pageHeight - 64)
    .stroke("#1f3a68");

  doc.fillColor("#1f3a68").font("bold").fontSize(34).text(words.title, left, 80, { width, align: "center" });
  doc.font("regular").fontSize(16).text(words.subtitle, { width, align: "center" });
  doc.fillColor("#000000").moveDown(1.5).fontSize(14).text(words.certifies, { width, align: "center" });
  doc.moveDown(0.6).font("bold").fontSize(26).text(facts.holder, { width, align: "center" });
  doc.moveDown(0.6).font("regular").fontSize(14).text(words.completed, { width, align: "center" });
  doc.moveDown(0.4).font("bold").fontSize(18).text(`«${facts.program}»`, { width, align: "center" });
  if (facts.hours > 0)
    doc.moveDown(0.4).font("regular").fontSize(13).text(words.hours(facts.hours), { width, align: "center" });

  // The facts at the bottom left, the QR code at the bottom right.
  const qrSize = 110;
  const bottom = pageHeight - 64 - qrSize;
  const factsWidth = width - qrSize - 24;
  doc.font("regular").fontSize(11);
  const lines: [string, string][] = [
    [words.number, facts.number],
    [words.date, certificateDate(facts.issuedAt, language)],
    [words.issuer, facts.issuer],
  ];
  let y = bottom + 10;
  for (const [label, value] of lines) {
    doc.font("bold").text(`${label}: `, left + 16, y, { continued: true, width: factsWidth });
    doc.font("regular").text(value);
    y = doc.y + 4;
  }
  doc
    .fontSize(8)
    .fillColor("#444444")
    .text(`${words.scan} ${facts.verifyUrl}`, left + 16, y + 4, { width: factsWidth });
  qrCode(doc, { text: facts.verifyUrl, x: left + width - qrSize, y: bottom, size: qrSize });
  doc.end();
  return bytes;
}
