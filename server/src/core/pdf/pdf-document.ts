import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_ROOT } from "../../paths.js";

/*
 * A PDF document in the DejaVu Sans the repository ships (server/assets/fonts, its licence beside it; its glyphs cover
 * Cyrillic and the Kazakh letters): the one way the PDF kinds start a document, in the pool's threads (decision 0164).
 *
 * pdfkit parses a font afresh for each document it is registered with (fontkit decodes its tables and its shaping
 * lookups again), and opens Helvetica for every document unless told another font: that, not the drawing, was most of
 * a certificate's 60–145 ms. Here each face is parsed once per thread, and each document embeds its own subset of
 * the same parsed font (fontkit's subsets copy what they change). What fontkit keeps per glyph is not shared: a glyph
 * keeps the characters it was first made for, and a subset makes the Latin glyphs DejaVu's Cyrillic letters are
 * built from without any, so a later document's "e" would lose its character in the PDF's text (its copying, its
 * search, a screen reader). Each document starts with no glyph made, as a font parsed for it would.
 */

const FONT_FILES = { regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf" } as const;

/** What pdfkit keeps inside a document and does not declare: its opened fonts, and an opened font's parts. */
type FontInternals = {
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
  _font: { font: ParsedFont; constructor: new (pdf: PDFKit.PDFDocument, font: ParsedFont, id: string) => unknown };
};
/** A font as fontkit parsed it, with its glyphs made so far. */
type ParsedFont = { _glyphs: Record<number, unknown> };

type Fonts = {
  PDFDocument: new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
  /** pdfkit's embedded font class, taken from a font it opened: it is not exported. */
  EmbeddedFont: FontInternals["_font"]["constructor"];
  parsed: Record<keyof typeof FONT_FILES, ParsedFont>;
};

let fonts: Promise<Fonts> | undefined;

async function parseFonts(): Promise<Fonts> {
  // Imported here, not at the top: the server's own thread imports the kinds' layouts and must not load pdfkit (~10 MB
  // resident, decision 0120); only a pool's thread draws.
  const { default: PDFDocument } = await import("pdfkit");
  const opened = (file: string) => {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont("face", readFileSync(join(SERVER_ROOT, "assets/fonts", file))).font("face");
    return (probe as unknown as FontInternals)._font;
  };
  const regular = opened(FONT_FILES.regular);
  const bold = opened(FONT_FILES.bold);
  return { PDFDocument, EmbeddedFont: regular.constructor, parsed: { regular: regular.font, bold: bold.font } };
}

/**
 * A new document with the fonts "regular" (set) and "bold", and the promise of its bytes once `pdf.end()` is called.
 * A font is embedded only once the document uses it, as pdfkit's own `font()` does.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  fonts ??= parseFonts();
  const { PDFDocument, EmbeddedFont, parsed } = await fonts;
  // No default font: pdfkit would parse Helvetica's metrics for a font no document uses.
  const pdf = new PDFDocument({ ...options, font: null as unknown as string });
  const internals = pdf as unknown as FontInternals;
  const open = pdf.font.bind(pdf);
  pdf.font = ((src: unknown, ...rest: unknown[]) => {
    if ((src === "regular" || src === "bold") && !internals._fontFamilies[src]) {
      // The thread's document before this one has ended (a thread draws one at a time, and `end()` embeds the fonts
      // at once): its glyphs are no longer used.
      parsed[src]._glyphs = {};
      internals._fontCount += 1;
      internals._fontFamilies[src] = new EmbeddedFont(pdf, parsed[src], `F${internals._fontCount}`);
    }
    return (open as (...all: unknown[]) => PDFKit.PDFDocument)(src, ...rest);
  }) as typeof pdf.font;
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("regular");
  return { pdf, bytes };
}
