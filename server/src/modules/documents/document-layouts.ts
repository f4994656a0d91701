import type { DocumentKind } from "@school/contracts";
import { pdfKind } from "../../core/pdf/pdf-kind.js";
import type { Acceptance, DocumentContent } from "./document-content.js";
import {
  acceptanceBlock,
  contractorLines,
  customerLines,
  dateText,
  labelled,
  money,
  type Page,
  paragraphs,
  renderPdf,
  signatures,
  table,
  totals,
} from "./document-pdf.js";
import { DOCUMENT_WORDS } from "./document-words.js";

/**
 * Each kind's layout: which fixed blocks surround the school's text, in which order, on which page (decision 0162).
 * The table is keyed by `DocumentKind`, so a kind added to the contracts' `DOCUMENT_KINDS` does not compile until it
 * has a layout here, a shipped template and its title's words.
 */
type Layout = {
  orientation: "portrait" | "landscape";
  draw(page: Page, acceptance: Acceptance | null): void;
};

function heading(page: Page) {
  const { pdf, content, words, left, width } = page;
  pdf.font("bold").fontSize(14).text(`${words.titles[content.kind]} ${words.number} ${content.number}`, left, pdf.y, {
    width,
    align: "center",
  });
  pdf.font("regular").fontSize(10).text(dateText(content.date, content.language), { width, align: "center" });
  pdf.moveDown(1);
}

const director = (page: Page) =>
  `${page.content.contractor.directorTitle || page.words.director} ${page.content.contractor.directorName}`;

const contract: Layout = {
  orientation: "portrait",
  draw(page, acceptance) {
    const { content, words } = page;
    heading(page);
    paragraphs(page, content.body);
    if (content.schedule.length > 0) {
      page.pdf.font("bold").text(words.scheduleTitle, page.left, page.pdf.y);
      page.pdf.moveDown(0.3);
      const { width } = page;
      table(page, {
        columns: [{ width: 40 }, { width: width - 40 - 160 }, { width: 160, right: true }],
        head: words.schedule,
        rows: content.schedule.map((row, index) => [
          String(index + 1),
          dateText(row.due, content.language),
          money(page, row.amount),
        ]),
      });
    }
    totals(page);
    labelled(page, contractorLines(page));
    page.pdf.moveDown(0.5);
    labelled(page, customerLines(page, words.customer));
    page.pdf.moveDown(1);
    signatures(page, [
      { label: words.contractor, name: `${content.contractor.name}\n${director(page)}`, seal: true },
      { label: words.customer, name: content.customer.name },
    ]);
    if (acceptance) acceptanceBlock(page, acceptance);
  },
};

const invoice: Layout = {
  orientation: "portrait",
  draw(page) {
    const { content, words, width } = page;
    heading(page);
    labelled(
      page,
      contractorLines(page).map(([label, value], index) => [index === 0 ? words.supplier : label, value]),
    );
    page.pdf.moveDown(0.5);
    labelled(page, customerLines(page, words.payer));
    page.pdf.moveDown(0.8);
    table(page, {
      columns: [{ width: 40 }, { width: width - 40 - 140 }, { width: 140, right: true }],
      head: words.lines,
      rows: content.lines.map((line, index) => [String(index + 1), line.name, money(page, line.amount)]),
    });
    totals(page);
    paragraphs(page, content.body);
    page.pdf.moveDown(1);
    signatures(page, [{ label: words.contractor, name: `${content.contractor.name}\n${director(page)}`, seal: true }]);
  },
};

/** A line to write on by hand. */
const BLANK = "________________";

/** Form Р-1 (an act of work done), every field of the form, on a landscape page for its eight columns. */
const act: Layout = {
  orientation: "landscape",
  draw(page) {
    const { pdf, content, words, left, width } = page;
    const form = words.act;
    pdf.fontSize(7).text(form.form, left, pdf.y, { width, align: "right" }).fontSize(10);
    pdf.moveDown(0.5);
    labelled(page, [
      [
        words.customer,
        [content.customer.name, content.customer.address, content.customer.phone].filter(Boolean).join(", "),
      ],
      // Issued, an act always has the IIN (asked for where missing); the finance screens' download of an act leaves
      // a line to write it on when no contract of the student's gave one (decision 0171).
      [words.iin, content.customer.code || BLANK],
      [words.contractor, [content.contractor.name, content.contractor.address].filter(Boolean).join(", ")],
      [words.iin, content.contractor.code],
      [
        words.bank,
        [content.contractor.bank, content.contractor.iik, content.contractor.bik].filter(Boolean).join(", "),
      ],
      [
        form.contract,
        content.contract
          ? `${words.number} ${content.contract.number}, ${dateText(content.contract.date, content.language)}`
          : "—",
      ],
      [form.documentNumber, content.number],
      [form.compiledOn, dateText(content.date, content.language)],
    ]);
    pdf.moveDown(0.5);
    pdf.font("bold").fontSize(12).text(words.titles.act, left, pdf.y, { width, align: "center" }).fontSize(8);
    pdf.moveDown(0.5);
    // The quantity's column holds its head ("Количество") on one line at this size.
    const fixed = [30, 0, 80, 150, 60, 70, 85, 85];
    fixed[1] = width - fixed.reduce((sum, column) => sum + column, 0);
    table(page, {
      columns: fixed.map((column, index) => ({ width: column, right: index >= 5 })),
      head: form.columns,
      rows: content.lines.map((line, index) => [
        String(index + 1),
        line.name,
        dateText(line.date, content.language),
        "—",
        form.unit,
        "1",
        money(page, line.amount),
        money(page, line.amount),
      ]),
    });
    pdf.fontSize(10);
    totals(page);
    pdf.fontSize(8);
    pdf.text(form.stock, left, pdf.y, { width });
    pdf.moveDown(0.2);
    pdf.text(form.appendix, left, pdf.y, { width });
    pdf.fontSize(10).moveDown(0.5);
    paragraphs(page, content.body);
    signatures(page, [
      {
        label: form.handedOver,
        name: `${content.contractor.directorTitle || words.director} / ${content.contractor.directorName}`,
        seal: true,
      },
      { label: form.accepted, name: `${content.customer.name}\n${form.signedOn}: ____________` },
    ]);
  },
};

export const DOCUMENT_LAYOUTS: Record<DocumentKind, Layout> = { contract, invoice, act };

/**
 * A document's PDF: its kind's layout over its content, with the acceptance once the student accepted it. Drawn in the
 * PDF threads (decision 0164): `deps.pdfs.draw(DOCUMENT_PDF, …)`.
 */
export const DOCUMENT_PDF = pdfKind("document", (input: { content: DocumentContent; acceptance: Acceptance | null }) =>
  documentPdf(input.content, input.acceptance),
);

function documentPdf(content: DocumentContent, acceptance: Acceptance | null): Promise<Buffer> {
  const words = DOCUMENT_WORDS[content.language];
  const layout = DOCUMENT_LAYOUTS[content.kind];
  return renderPdf({
    title: `${words.titles[content.kind]} ${words.number} ${content.number}`,
    author: content.contractor.name,
    language: content.language,
    layout: layout.orientation,
    draw: (pdf) => {
      const left = pdf.page.margins.left;
      const width = pdf.page.width - left - pdf.page.margins.right;
      layout.draw({ pdf, content, words, left, width }, acceptance);
    },
  });
}
