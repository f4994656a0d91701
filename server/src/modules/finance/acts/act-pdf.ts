import { readFileSync } from "node:fs";
import { join } from "node:path";
import { INTL_LOCALES, type UiLanguage } from "@school/contracts";
import { SERVER_ROOT } from "../../../paths.js";
import type { ActForPdf } from "./acts.queries.js";

/*
 * The act of work done (AVR) as a one-page A4 PDF (decision 0054), drawn with pdfkit in DejaVu Sans, which the
 * repository ships (server/assets/fonts, its licence beside it): its glyphs cover Cyrillic and the Kazakh letters
 * (ә, ғ, қ, ң, ө, ұ, ү, һ, і). pdfkit embeds only the glyphs used, so an act weighs a few tens of kilobytes.
 */

const FONTS = join(SERVER_ROOT, "assets/fonts");
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(join(FONTS, "DejaVuSans.ttf")),
    bold: readFileSync(join(FONTS, "DejaVuSans-Bold.ttf")),
  };
  return fonts;
};

const TEXTS = {
  ru: {
    title: (number: string) => `АКТ № ${number}`,
    subtitle: "выполненных работ (оказанных услуг)",
    date: "Дата",
    executor: "Исполнитель",
    customer: "Заказчик",
    columns: ["№", "Наименование работ (услуг)", "Сумма"],
    service: "Образовательные услуги",
    total: "Итого",
    clause:
      "Вышеперечисленные работы (услуги) выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.",
    signature: "подпись",
  },
  kk: {
    title: (number: string) => `№ ${number} АКТ`,
    subtitle: "орындалған жұмыстар (көрсетілген қызметтер)",
    date: "Күні",
    executor: "Орындаушы",
    customer: "Тапсырыс беруші",
    columns: ["№", "Жұмыстардың (қызметтердің) атауы", "Сомасы"],
    service: "Білім беру қызметтері",
    total: "Барлығы",
    clause:
      "Жоғарыда аталған жұмыстар (қызметтер) толық әрі уақытында орындалды. Тапсырыс берушінің қызметтердің көлеміне, сапасына және мерзіміне қатысты шағымдары жоқ.",
    signature: "қолы",
  },
  en: {
    title: (number: string) => `ACT No. ${number}`,
    subtitle: "of work performed (services rendered)",
    date: "Date",
    executor: "Contractor",
    customer: "Customer",
    columns: ["No.", "Work (services)", "Amount"],
    service: "Educational services",
    total: "Total",
    clause:
      "The work (services) listed above has been performed in full and on time. The customer has no claims as to its scope, quality or timing.",
    signature: "signature",
  },
} as const;

/** A sum with the language's grouping and two decimals; plain spaces, which every font has. */
export function actAmount(amount: number, currency: string, language: UiLanguage): string {
  const text = new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${text.replace(/[\u00a0\u202f]/g, " ")} ${currency === "KZT" ? "₸" : currency}`;
}

function actDate(date: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The act as PDF bytes. */
export async function actPdf(act: ActForPdf, language: UiLanguage): Promise<Buffer> {
  // Loaded with the first act, not at start: pdfkit costs the server ~10 MB resident that most never use (0120).
  const { default: PDFDocument } = await import("pdfkit");
  const words = TEXTS[language];
  const school = (language === "kk" ? act.schoolNameKk : language === "en" ? act.schoolNameEn : "") || act.schoolName;
  const customer = `${act.firstName} ${act.lastName}`.trim();
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: language,
    info: { Title: `${words.title(act.number)} ${words.subtitle}`, Author: school },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font("bold").fontSize(16).text(words.title(act.number), { align: "center" });
  doc.font("regular").fontSize(12).text(words.subtitle, { align: "center" });
  doc.moveDown(1.5);
  doc.fontSize(11);
  for (const [label, value] of [
    [words.date, actDate(act.date, language)],
    [words.executor, school],
    [words.customer, act.email ? `${customer}, ${act.email}` : customer],
  ] as const) {
    doc.font("bold").text(`${label}: `, { continued: true }).font("regular").text(value);
    doc.moveDown(0.3);
  }
  doc.moveDown(1);

  // The table: number, what was done, the sum.
  const columns = [30, width - 30 - 130, 130];
  tableRow(doc, { cells: words.columns, font: "bold", columns, left });
  tableRow(doc, {
    cells: [
      "1",
      act.note ? `${words.service}: ${act.note}` : words.service,
      actAmount(act.amount, act.currency, language),
    ],
    font: "regular",
    columns,
    left,
  });
  doc.moveDown(0.8);
  doc
    .font("bold")
    .text(`${words.total}: ${actAmount(act.amount, act.currency, language)}`, left, doc.y, { width, align: "right" });
  doc.moveDown(1.5);
  doc.font("regular").text(words.clause, left, doc.y, { width });
  doc.moveDown(3);

  signatures(doc, {
    parties: [
      [words.executor, school],
      [words.customer, customer],
    ],
    signature: words.signature,
    left,
    width,
  });
  doc.end();
  return done;
}

type Pdf = PDFKit.PDFDocument;

/** A row of the act's table: each cell boxed, the row as tall as its tallest cell, the sum (the third) aligned right. */
function tableRow(
  doc: Pdf,
  {
    cells,
    font,
    columns,
    left,
  }: { cells: readonly string[]; font: "regular" | "bold"; columns: number[]; left: number },
) {
  const top = doc.y;
  doc.font(font);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: columns[index]! - 12, align: index === 2 ? "right" : "left" }),
  );
  const height = Math.max(...heights) + 12;
  let x = left;
  cells.forEach((cell, index) => {
    doc.rect(x, top, columns[index]!, height).stroke();
    doc.text(cell, x + 6, top + 6, { width: columns[index]! - 12, align: index === 2 ? "right" : "left" });
    x += columns[index]!;
  });
  doc.x = left;
  doc.y = top + height;
}

/** The parties side by side, each with its name and a line to sign on. */
function signatures(
  doc: Pdf,
  { parties, signature, left, width }: { parties: [string, string][]; signature: string; left: number; width: number },
) {
  const half = width / 2;
  const top = doc.y;
  for (const [index, [label, name]] of parties.entries()) {
    const x = left + index * half;
    doc.font("bold").text(label, x, top, { width: half - 20 });
    doc.font("regular").text(name, x, doc.y, { width: half - 20 });
    doc.moveDown(1.5);
    doc.text(`____________________ (${signature})`, x, doc.y, { width: half - 20 });
  }
}
