/**
 * A one-page PDF written by hand for the demo's documents: a coloured band with the school's name, a title and a
 * few lines of text, in the PDF's built-in Helvetica (so Latin text only). Valid enough for every viewer and for
 * the uploads' check by magic bytes (`%PDF-`).
 */

export type DemoPdf = { title: string; lines: readonly string[] };

const PAGE = { width: 595, height: 842 };

/** A PDF string literal: backslashes and parentheses escaped, anything outside printable ASCII dropped. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, "").replace(/([\\()])/g, "\\$1")})`;

export function demoPdf(document: DemoPdf): Buffer {
  const body = [
    "0.16 0.35 0.75 rg",
    `0 ${PAGE.height - 70} ${PAGE.width} 70 re f`,
    `BT 1 1 1 rg /F2 16 Tf 56 ${PAGE.height - 44} Td ${literal("Demo School")} Tj ET`,
    `BT 0.1 0.1 0.1 rg /F2 22 Tf 56 ${PAGE.height - 130} Td ${literal(document.title)} Tj ET`,
    ...document.lines.map(
      (line, index) => `BT 0.2 0.2 0.2 rg /F1 12 Tf 56 ${PAGE.height - 170 - index * 20} Td ${literal(line)} Tj ET`,
    ),
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
