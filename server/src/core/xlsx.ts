import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import yauzl from "yauzl";
import { zipStream } from "./zip-stream.js";

/**
 * XLSX: the server reads the first sheet of an uploaded workbook (an import) with ExcelJS's streaming reader, and
 * writes a one-sheet workbook as a stream (an export) itself, inline strings row by row. Decisions 0034 and 0045.
 */
export class XlsxError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

/** No part of an accepted upload inflates past this, nor all parts past the total: a zip bomb is refused. */
const PART_LIMIT_BYTES = 16 * 1024 * 1024;
const TOTAL_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

const openZip = (data: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // yauzl checks each entry's inflated bytes against the size its header declares (validateEntrySizes).
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    ),
  );

/**
 * Inflates every part once, counting, before ExcelJS sees the file: ExcelJS inflates without a limit and parks a sheet
 * that precedes the shared strings in a temporary file, so a small upload that inflates to gigabytes is stopped here.
 */
async function refuseZipBomb(data: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    throw new XlsxError("unreadable", "Not a zip archive");
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) throw new XlsxError("unreadable", "Too many parts in the workbook");
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof XlsxError ? error : new XlsxError("unreadable", "A broken zip entry"));
    };
    zip.on("error", fail);
    zip.on("end", resolve);
    zip.on("entry", (entry: yauzl.Entry) => {
      if (entry.uncompressedSize > PART_LIMIT_BYTES) {
        fail(new XlsxError("too_large", "A part of the workbook is too large"));
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error);
        stream.on("data", (chunk: Buffer) => {
          total += chunk.length;
          if (total <= TOTAL_LIMIT_BYTES) return;
          stream.destroy();
          fail(new XlsxError("too_large", "The workbook does not inflate within the limit"));
        });
        stream.on("error", fail);
        stream.on("end", () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

export type SheetRow = { row: number; cells: string[] };

/** A cell's value as the sheet shows it: numbers as JavaScript prints them, booleans TRUE/FALSE, formulas' results. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  // Styles are not read, so a date arrives as its serial number; a Date only from a file that says so itself.
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("error" in value) return value.error;
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
  return "";
}

/**
 * The first sheet's rows as text, numbered as the spreadsheet numbers them (rows the file leaves out are left out;
 * the caller numbers by `row`), each up to its last filled cell.
 */
export async function readFirstSheet(data: Buffer): Promise<SheetRow[]> {
  await refuseZipBomb(data);
  // Loaded on the first import, not at start: ExcelJS costs the server ~15 MB resident that most never use (0120).
  const { default: excel } = await import("exceljs");
  const workbook = new excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          while (cells.length < column - 1) cells.push("");
          cells[column - 1] = cellText(cell.value);
        });
        rows.push({ row: row.number, cells });
      }
      return rows;
    }
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw new XlsxError("unreadable", "The workbook cannot be parsed");
  }
  throw new XlsxError("unreadable", "The workbook has no sheet");
}

/** An Excel date serial (days since 1899-12-30, the 1900 leap-year bug included) as YYYY-MM-DD. */
export function excelSerialDate(serial: number): string {
  return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);
}

// Characters XML 1.0 cannot hold at all (controls other than tab and line ends, lone surrogates).
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escapeXml = (text: string) =>
  text
    .replace(XML_INVALID, "")
    .replace(/[<>&"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot" }[char]};`);

function columnName(index: number): string {
  let name = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

export type XlsxCell = string | number | null;

function rowXml(cells: readonly XlsxCell[], index: number, style: number): string {
  const row = index + 1;
  const body = cells
    .map((cell, column) => {
      if (cell === null || cell === "") return "";
      const reference = `${columnName(column)}${row}`;
      const styled = style ? ` s="${style}"` : "";
      return typeof cell === "number"
        ? `<c r="${reference}"${styled}><v>${cell}</v></c>`
        : `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
    })
    .join("");
  return `<row r="${row}">${body}</row>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** Two cell formats: plain, and bold for the header. */
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

/**
 * A one-sheet workbook written as the rows arrive (inline strings, so no shared-string table has to be held):
 * the header row bold and frozen, column widths given. Memory stays at one batch of rows whatever the row count.
 */
export function xlsxStream(options: {
  sheet: string;
  header: readonly string[];
  widths: readonly number[];
  rows: AsyncIterable<readonly XlsxCell[][]>;
}): Readable {
  // Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ].
  const sheetName = escapeXml(options.sheet.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1");
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const columns = options.widths.map(
    (width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
  );
  async function* sheet() {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${columns.join("")}</cols><sheetData>${rowXml(options.header, 0, 1)}`,
    );
    let index = 1;
    for await (const batch of options.rows) {
      yield Buffer.from(batch.map((cells) => rowXml(cells, index++, 0)).join(""));
    }
    yield Buffer.from("</sheetData></worksheet>");
  }
  return zipStream([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(ROOT_RELATIONS) },
    { name: "xl/workbook.xml", data: Buffer.from(workbook) },
    { name: "xl/_rels/workbook.xml.rels", data: Buffer.from(WORKBOOK_RELATIONS) },
    { name: "xl/styles.xml", data: Buffer.from(STYLES) },
    { name: "xl/worksheets/sheet1.xml", data: async () => Readable.from(sheet()), deflate: true },
  ]);
}
