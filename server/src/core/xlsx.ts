import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { zipStream } from "./zip-stream.js";

/**
 * XLSX without a dependency: the server reads the first sheet of an uploaded workbook (an import) and writes a
 * one-sheet workbook as a stream (an export). An XLSX file is a zip of XML parts; only the parts a sheet of plain
 * values needs are read or written. Decision 0034.
 */
export class XlsxError extends Error {
  constructor(
    readonly reason: "unreadable" | "too_large",
    message: string,
  ) {
    super(message);
  }
}

/** No part of an accepted upload inflates past this: a small file that would (a zip bomb) is refused. */
const PART_LIMIT_BYTES = 16 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

/** The zip's entries by name, each inflated on demand within the part limit. */
function zipEntries(data: Buffer): Map<string, () => Buffer> {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) throw new XlsxError("unreadable", "Not a zip archive");
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) throw new XlsxError("unreadable", "Too many parts in the workbook");
  const entries = new Map<string, () => Buffer>();
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) {
      throw new XlsxError("unreadable", "A broken zip directory");
    }
    const method = data.readUInt16LE(offset + 10);
    const compressedSize = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    entries.set(name, () => {
      if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) {
        throw new XlsxError("unreadable", "A broken zip entry");
      }
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const raw = data.subarray(start, start + compressedSize);
      if (method === 0) return raw;
      if (method !== 8) throw new XlsxError("unreadable", "An unknown zip compression");
      if (size > PART_LIMIT_BYTES) throw new XlsxError("too_large", "A part of the workbook is too large");
      try {
        return inflateRawSync(raw, { maxOutputLength: PART_LIMIT_BYTES });
      } catch {
        throw new XlsxError("too_large", "A part of the workbook does not inflate within the limit");
      }
    });
  }
  return entries;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? "";
  });

/** The text runs of a string item (`<si>` or `<is>`), phonetic hints left out. */
const runsText = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)]
    .map((match) => unescapeXml(match[1] ?? ""))
    .join("");

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/** Column letters of a cell reference (B7 → 1). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** The sheet the workbook lists first, as its part's path. */
function firstSheetPath(entries: Map<string, () => Buffer>): string {
  const workbook = entries.get("xl/workbook.xml")?.().toString("utf8");
  const relations = entries.get("xl/_rels/workbook.xml.rels")?.().toString("utf8");
  if (!workbook || !relations) throw new XlsxError("unreadable", "No workbook in the file");
  const sheet = /<(?:\w+:)?sheet\b([^>]*)\/?>/.exec(workbook);
  const relationId = sheet ? /\br:id="([^"]*)"/.exec(sheet[1] ?? "")?.[1] : undefined;
  for (const match of relations.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attribute(match[1] ?? "", "Id") !== relationId) continue;
    const target = attribute(match[1] ?? "", "Target") ?? "";
    return target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  }
  throw new XlsxError("unreadable", "The workbook names no sheet");
}

export type SheetRow = { row: number; cells: string[] };

/**
 * The first sheet's rows as text, numbered as the spreadsheet numbers them (rows the file leaves out are empty
 * rows). Numbers are written as JavaScript prints them, booleans as TRUE/FALSE, formulas as their cached value.
 */
export function readFirstSheet(data: Buffer): SheetRow[] {
  const entries = zipEntries(data);
  const sharedXml = entries.get("xl/sharedStrings.xml")?.().toString("utf8") ?? "";
  const shared = [...sharedXml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)].map((match) =>
    runsText(match[1] ?? ""),
  );
  const sheet = entries.get(firstSheetPath(entries))?.().toString("utf8");
  if (sheet === undefined) throw new XlsxError("unreadable", "The first sheet is missing");
  const rows: SheetRow[] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(rowMatch[1] ?? "", "r")) || (rows.at(-1)?.row ?? 0) + 1;
    const cells: string[] = [];
    for (const cellMatch of (rowMatch[2] ?? "").matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1] ?? "";
      const body = cellMatch[2] ?? "";
      const reference = attribute(attributes, "r");
      const column = reference ? columnIndex(reference) : cells.length;
      if (column < 0 || column > 1000) continue;
      const type = attribute(attributes, "t");
      const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = "";
      if (type === "inlineStr") text = runsText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? "");
      else if (value === undefined) text = "";
      else if (type === "s") text = shared[Number(value)] ?? "";
      else if (type === "b") text = value === "1" ? "TRUE" : "FALSE";
      else if (type === "str" || type === "e") text = unescapeXml(value);
      else text = Number.isFinite(Number(value)) ? String(Number(value)) : unescapeXml(value);
      while (cells.length < column) cells.push("");
      cells[column] = text;
    }
    rows.push({ row: number, cells });
  }
  return rows;
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
