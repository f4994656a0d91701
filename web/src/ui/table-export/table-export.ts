/**
 * Exporting what a table shows, for every table of the app (decision 0031): the same columns that draw the table
 * give the file's header, its cells and its totals row, so the file never says something the screen does not.
 * The XLSX writer is loaded only when someone exports (it stays out of every screen's first load).
 */

/** A cell of an exported table: text, a number, or empty. */
export type ExportCell = string | number | null;

export type ExportColumn<Row> = {
  key: string;
  title: string;
  /** The cell as the table shows it (names resolved, dates in the school's zone), without markup. */
  value: (row: Row) => ExportCell;
  /** The totals row's cell: `sum` adds the column's numbers; a function computes it from all rows. */
  total?: "sum" | ((rows: readonly Row[]) => ExportCell);
};

export type TableExportSpec<Row> = {
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  /** The totals row's label in the first column ("Итого"); without it, or with no column totalled, no totals row. */
  totalLabel?: string;
};

export type ExportFormat = "xlsx" | "csv";

/** The totals row as the table shows it, or null when no column has a total. */
export function totalsOf<Row>(spec: TableExportSpec<Row>): ExportCell[] | null {
  if (spec.totalLabel === undefined || !spec.columns.some((column) => column.total !== undefined)) return null;
  return spec.columns.map((column, index) => {
    if (column.total === "sum") {
      // Added in whole hundredths so 0.1 + 0.2 is 0.3 in the file as on the screen.
      const cents = spec.rows.reduce((sum, row) => {
        const cell = column.value(row);
        return typeof cell === "number" ? sum + Math.round(cell * 100) : sum;
      }, 0);
      return cents / 100;
    }
    if (column.total) return column.total(spec.rows);
    return index === 0 ? (spec.totalLabel ?? null) : null;
  });
}

/** Header, one line per row, then the totals row: the table as a grid of cells. */
export function gridOf<Row>(spec: TableExportSpec<Row>): ExportCell[][] {
  const header = spec.columns.map((column) => column.title);
  const body = spec.rows.map((row) => spec.columns.map((column) => column.value(row)));
  const totals = totalsOf(spec);
  return totals ? [header, ...body, totals] : [header, ...body];
}

// A text cell starting with one of these is run as a formula by spreadsheet programs opening a CSV (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: ExportCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV with CRLF line ends, preceded by a byte-order mark: without it Excel reads UTF-8 Cyrillic and Kazakh
 * letters as Windows-1251 mojibake.
 */
export function toCsv(grid: readonly ExportCell[][]): string {
  return `\uFEFF${grid.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The grid as an XLSX workbook of one sheet: header in bold, numbers as numbers, the totals row in bold. */
export async function toXlsx(grid: readonly ExportCell[][], options: { sheet: string; totals: boolean }) {
  const { default: writeXlsxFile } = await import("write-excel-file/universal");
  const last = grid.length - 1;
  const data = grid.map((line, index) =>
    line.map((cell) => {
      const bold = index === 0 || (options.totals && index === last);
      if (cell === null) return bold ? { value: "", fontWeight: "bold" as const } : null;
      return typeof cell === "number"
        ? { value: cell, type: Number, ...(bold ? { fontWeight: "bold" as const } : {}) }
        : { value: cell, type: String, ...(bold ? { fontWeight: "bold" as const } : {}) };
    }),
  );
  const widths = grid[0]?.map((_, column) => ({
    width: Math.min(60, Math.max(10, ...grid.map((line) => String(line[column] ?? "").length + 2))),
  }));
  // Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ].
  const sheet = options.sheet.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
  return writeXlsxFile(data, { sheet, columns: widths, stickyRowsCount: 1 }).toBlob();
}

/** The file of a table in the chosen format. */
export async function exportBlob<Row>(spec: TableExportSpec<Row>, format: ExportFormat, sheet: string): Promise<Blob> {
  const grid = gridOf(spec);
  if (format === "csv") return new Blob([toCsv(grid)], { type: "text/csv;charset=utf-8" });
  return toXlsx(grid, { sheet, totals: totalsOf(spec) !== null });
}

// Characters Windows refuses in a file name (control characters are refused too, below).
const FILE_NAME_UNSAFE = '\\/:*?"<>|';

/** A file name from the table's title and the period it covers, safe on every system. */
export function exportFileName(title: string, format: ExportFormat, period?: { from: string; to: string }) {
  const safe = [...title].map((char) => (char < " " || FILE_NAME_UNSAFE.includes(char) ? " " : char)).join("");
  const base = safe.replace(/\s+/g, " ").trim() || "table";
  return `${base}${period ? ` ${period.from}_${period.to}` : ""}.${format}`;
}

/** Hands the file to the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; revoking later frees the blob without cutting it short.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
