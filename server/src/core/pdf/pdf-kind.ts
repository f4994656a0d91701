/**
 * One kind of PDF (a certificate, a document from a template, a receipt): its name and its drawing, which takes
 * plain data (what a thread can be sent: no functions, no class instances but dates) and reads no database. The
 * module that owns the kind declares it beside its layout; the pool's threads draw it (decision 0164), so the
 * module's code calls `deps.pdfs.draw(KIND, input)`, never the drawing itself.
 */
export type PdfKind<Input> = {
  name: string;
  draw(input: Input): Promise<Buffer>;
};

export function pdfKind<Input>(name: string, draw: (input: Input) => Promise<Buffer>): PdfKind<Input> {
  return { name, draw };
}
