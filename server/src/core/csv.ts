/**
 * CSV as RFC 4180 writes it (quoted fields, `""` for a quote inside one, CRLF or LF line ends), read from UTF-8 text
 * with or without a byte-order mark. Excel saves "CSV" with a semicolon where the decimal comma is the custom (the
 * Russian and Kazakh settings), so the delimiter is the one of the two that the header line uses more often.
 */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export type CsvDelimiter = "," | ";";

/** The header line's more frequent delimiter outside quotes; a comma when neither appears. */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas += 1;
    else if (!quoted && char === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * The rows of a CSV text, each a list of its fields as written (no trimming). A quote that opens a field must close
 * it; a stray quote inside an unquoted field is kept as a character, as spreadsheet programs read it. A final line
 * end does not make an empty last row.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input.replace(/^\uFEFF/, ""))) {
  const text = input.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let index = 0;
  let line = 1;
  let fieldStarted = false;
  const endField = () => {
    row.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && !fieldStarted) {
      // A quoted field: runs to the next lone quote; a doubled quote is one quote of the value.
      const opened = line;
      index += 1;
      for (;;) {
        const next = text.indexOf('"', index);
        if (next === -1) throw new CsvSyntaxError(opened, "A quoted field is never closed");
        const chunk = text.slice(index, next);
        line += countLineBreaks(chunk);
        field += chunk;
        if (text[next + 1] === '"') {
          field += '"';
          index = next + 2;
          continue;
        }
        index = next + 1;
        break;
      }
      fieldStarted = true;
      const after = text[index];
      if (after !== undefined && after !== delimiter && after !== "\r" && after !== "\n") {
        throw new CsvSyntaxError(line, "Text follows a closing quote");
      }
      continue;
    }
    if (char === delimiter) {
      endField();
      index += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRow();
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
      line += 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    index += 1;
  }
  if (fieldStarted || row.length > 0) endRow();
  return rows;
}

const countLineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

export type CsvCell = string | number | null;

// A text cell starting with one of these is run as a formula by spreadsheet programs opening a CSV (CSV injection);
// a plain signed number (a phone such as +77011234567) runs as nothing but itself and is left as written.
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d[\d ]*$/;

function csvCell(cell: CsvCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell) ? `'${cell}` : cell;
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180, CRLF-terminated). */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(",")}\r\n`;
