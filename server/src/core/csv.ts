import { CsvError, parse } from "csv-parse/sync";

/**
 * CSV read by csv-parse (RFC 4180: quoted fields, `""` for a quote inside one, line ends inside quotes, CRLF, LF or
 * CR, a byte-order mark) and written by `csvLine`. Excel saves "CSV" with a semicolon where the decimal comma is the
 * custom (the Russian and Kazakh settings), so the delimiter is the one of the two that the header line uses more
 * often. Decision 0045.
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
 * The rows of a CSV text, each a list of its fields as written (no trimming); an empty line is a row of one empty
 * field, and a final line end makes no row. A quote that opens a field must close it; a quote inside an unquoted
 * field is kept as a character, as spreadsheet programs read it. Rows may differ in length.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input.replace(/^\uFEFF/, ""))) {
  try {
    return parse(input, {
      bom: true,
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // Any line end, even mixed in one file (a file pasted together from two systems), as spreadsheet programs read it.
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(Number(error.lines) || 1, error.message);
    throw error;
  }
}

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
