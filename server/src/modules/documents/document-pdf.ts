import { INTL_LOCALES, sumInWords, type UiLanguage } from "@school/contracts";
import { openPdf } from "../../core/pdf/pdf-document.js";
import type { Acceptance, DocumentContent } from "./document-content.js";
import type { DOCUMENT_WORDS } from "./document-words.js";

/*
 * The one renderer of the documents from templates (decision 0162, folding in the act of 0054): pdfkit in DejaVu
 * Sans, which the repository ships (server/assets/fonts, its licence beside it) and whose glyphs cover Cyrillic and
 * the Kazakh letters. Every value is drawn with `text()`, which takes no markup: a placeholder's value can only ever
 * print as the characters it holds. The kinds' layouts (document-layouts.ts) compose the blocks below; the PDF
 * threads draw them (decision 0164).
 */

export type Pdf = PDFKit.PDFDocument;
export type Words = (typeof DOCUMENT_WORDS)[UiLanguage];
/** What a block draws from: the document, its words, and the page's writable box. */
export type Page = { pdf: Pdf; content: DocumentContent; words: Words; left: number; width: number };

/** A sum with the language's grouping and two decimals; plain spaces, which every font has. */
export function moneyText(amount: number, input: { currency: string; language: UiLanguage }): string {
  const text = new Intl.NumberFormat(INTL_LOCALES[input.language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${text.replace(/[\u00a0\u202f]/g, " ")} ${input.currency === "KZT" ? "₸" : input.currency}`;
}

export function dateText(date: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The VAT a sum includes at a rate, to the minor unit: sum × rate / (100 + rate). */
export function includedVat(amount: number, rate: number): number {
  return Math.round((amount * 100 * rate) / (100 + rate)) / 100;
}

/** "Including VAT 16 %: 1 379,31 ₸" for a payer, "Without VAT" otherwise: the line every money document prints. */
export function vatLine(content: DocumentContent, words: Words): string {
  if (content.vatRate === null) return words.noVat;
  const vat = includedVat(content.total, content.vatRate);
  return `${words.vat(content.vatRate)}: ${moneyText(vat, { currency: content.currency, language: content.language })}`;
}

export const money = (page: Page, amount: number) =>
  moneyText(amount, { currency: page.content.currency, language: page.content.language });

/** A PDF document drawn by `draw`, as bytes; the title and author go into its information. */
export async function renderPdf(input: {
  title: string;
  author: string;
  language: UiLanguage;
  layout: "portrait" | "landscape";
  draw: (pdf: Pdf) => void;
}): Promise<Buffer> {
  const { pdf, bytes } = await openPdf({
    size: "A4",
    layout: input.layout,
    margin: 48,
    lang: input.language,
    info: { Title: input.title, Author: input.author },
  });
  pdf.font("regular").fontSize(10);
  input.draw(pdf);
  pdf.end();
  return bytes;
}

/** "Label: value" lines, the label bold; empty values left out. */
export function labelled(page: Page, lines: readonly (readonly [string, string])[]) {
  const { pdf, left, width } = page;
  for (const [label, value] of lines) {
    if (!value) continue;
    pdf.font("bold").text(`${label}: `, left, pdf.y, { width, continued: true }).font("regular").text(value);
    pdf.moveDown(0.2);
  }
}

/** The template's text: a blank line starts a paragraph. */
export function paragraphs(page: Page, text: string) {
  const { pdf, left, width } = page;
  pdf.font("regular");
  for (const paragraph of text.split(/\n\s*\n/)) {
    if (!paragraph.trim()) continue;
    pdf.text(paragraph.trim(), left, pdf.y, { width, align: "justify" });
    pdf.moveDown(0.6);
  }
}

/**
 * A boxed table: the head bold, each row as tall as its tallest cell, columns whose `right` is set aligned right.
 * A row that would cross the page's foot starts a new page.
 */
export function table(
  page: Page,
  input: { columns: { width: number; right?: boolean }[]; head: readonly string[]; rows: readonly string[][] },
) {
  const { pdf, left } = page;
  const row = (cells: readonly string[], font: "regular" | "bold") => {
    pdf.font(font);
    const options = (index: number) => ({
      width: input.columns[index]!.width - 8,
      align: input.columns[index]!.right ? ("right" as const) : ("left" as const),
    });
    const height = Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, options(index)))) + 8;
    if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    let x = left;
    cells.forEach((cell, index) => {
      pdf.rect(x, top, input.columns[index]!.width, height).stroke();
      pdf.text(cell, x + 4, top + 4, options(index));
      x += input.columns[index]!.width;
    });
    pdf.x = left;
    pdf.y = top + height;
  };
  row(input.head, "bold");
  for (const cells of input.rows) row(cells, "regular");
  pdf.moveDown(0.6);
}

/** The total, the VAT line and the sum in words, right under a table. */
export function totals(page: Page) {
  const { pdf, content, words, left, width } = page;
  pdf.font("bold").text(`${words.total}: ${money(page, content.total)}`, left, pdf.y, { width, align: "right" });
  pdf.font("regular").text(vatLine(content, words), left, pdf.y, { width, align: "right" });
  pdf.moveDown(0.4);
  const inWords = content.currency === "KZT" ? sumInWords(content.total, content.language) : money(page, content.total);
  pdf.font("bold").text(`${words.inWords}: `, left, pdf.y, { width, continued: true }).font("regular").text(inWords);
  pdf.moveDown(0.8);
}

/** The contractor's requisites as a block of lines: name and BIN, address, bank, VAT certificate. */
export function contractorLines(page: Page): [string, string][] {
  const { contractor } = page.content;
  const { words } = page;
  return [
    [words.contractor, `${contractor.name}, ${words.bin} ${contractor.code}`],
    [words.address, contractor.address],
    [words.bank, contractor.bank],
    [words.iik, contractor.iik],
    [words.bik, contractor.bik],
    [words.kbe, contractor.kbe],
    [words.vatCertificate, contractor.vatCertificate],
  ];
}

export function customerLines(page: Page, label: string): [string, string][] {
  const { customer } = page.content;
  const { words } = page;
  return [
    [label, customer.name],
    [words.iin, customer.code],
    [words.address, customer.address],
    [words.phone, customer.phone],
    [words.email, customer.email],
  ];
}

/** The parties side by side, each with its name, a line to sign on, and the contractor's seal. */
export function signatures(page: Page, parties: readonly { label: string; name: string; seal?: boolean }[]) {
  const { pdf, words, left, width } = page;
  const column = width / parties.length;
  if (pdf.y + 90 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y;
  let bottom = top;
  for (const [index, party] of parties.entries()) {
    const x = left + index * column;
    pdf.font("bold").text(party.label, x, top, { width: column - 16 });
    pdf.font("regular").text(party.name, x, pdf.y, { width: column - 16 });
    pdf.moveDown(1.2);
    pdf.text(`____________________ (${words.signature})`, x, pdf.y, { width: column - 16 });
    if (party.seal) pdf.text(words.stamp, x, pdf.y, { width: column - 16 });
    bottom = Math.max(bottom, pdf.y);
  }
  pdf.x = left;
  pdf.y = bottom;
  pdf.moveDown(1);
}

/** The acceptance: when, from which address and device, and the hash of the PDF the student accepted. */
export function acceptanceBlock(page: Page, acceptance: Acceptance) {
  const { pdf, words, content, left, width } = page;
  if (pdf.y + 110 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y;
  const at = new Intl.DateTimeFormat(INTL_LOCALES[content.language], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: acceptance.timeZone,
  }).format(acceptance.at);
  pdf.font("bold").text(words.acceptance.title, left + 8, top + 8, { width: width - 16 });
  pdf.moveDown(0.3);
  labelled({ ...page, left: left + 8, width: width - 16 }, [
    [words.acceptance.accepted, `${content.customer.name}, ${at.replace(/[\u00a0\u202f]/g, " ")}`],
    [words.acceptance.ip, acceptance.ip],
    [words.acceptance.device, acceptance.userAgent],
    [words.acceptance.sha256, acceptance.sha256],
  ]);
  pdf
    .font("regular")
    .fontSize(8)
    .text(words.acceptance.note, left + 8, pdf.y, { width: width - 16 });
  pdf.fontSize(10);
  pdf.rect(left, top, width, pdf.y - top + 8).stroke();
  pdf.x = left;
  pdf.y += 16;
}
