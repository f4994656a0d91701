import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { type ExportColumn, exportBlob, exportFileName, gridOf, type TableExportSpec, toCsv } from "./table-export";

type Row = { teacher: string; conducted: number; cancelled: number; share: number };
const columns: ExportColumn<Row>[] = [
  { key: "teacher", title: "Учитель", value: (row) => row.teacher },
  { key: "conducted", title: "Проведено", value: (row) => row.conducted, total: "sum" },
  { key: "cancelled", title: "Отменено", value: (row) => row.cancelled, total: "sum" },
  { key: "share", title: "Доля", value: (row) => row.share, total: () => "—" },
];
const spec: TableExportSpec<Row> = {
  columns,
  rows: [
    { teacher: "Әлия Нұрланқызы", conducted: 12, cancelled: 1, share: 0.1 },
    { teacher: '=HYPERLINK("x"), "quoted"', conducted: 3, cancelled: 0, share: 0.2 },
  ],
  totalLabel: "Итого",
};

async function readXlsx(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const cells: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    cells[number - 1] = columns.map((_, index) => row.getCell(index + 1).value);
  });
  return { sheet, cells };
}

describe("table export", () => {
  it("writes an XLSX a spreadsheet program reads back: header, cells as numbers, the totals row", async () => {
    const { sheet, cells } = await readXlsx(await exportBlob(spec, "xlsx", "Учителя: отчёт"));
    expect(sheet.name).toBe("Учителя  отчёт");
    expect(cells).toEqual([
      ["Учитель", "Проведено", "Отменено", "Доля"],
      ["Әлия Нұрланқызы", 12, 1, 0.1],
      ['=HYPERLINK("x"), "quoted"', 3, 0, 0.2],
      ["Итого", 15, 1, "—"],
    ]);
    // A text that looks like a formula stays text in XLSX: it is a string cell, never a formula.
    expect(sheet.getCell("A3").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("A4").font?.bold).toBe(true);
    expect(sheet.getCell("B2").font?.bold).not.toBe(true);
  });

  it("writes no totals row when no column has a total", async () => {
    const plain = { columns: columns.map(({ total: _, ...column }) => column), rows: spec.rows, totalLabel: "Итого" };
    expect(gridOf(plain)).toHaveLength(3);
    const { cells } = await readXlsx(await exportBlob(plain, "xlsx", "Sheet"));
    expect(cells).toHaveLength(3);
  });

  it("writes an empty table as its header alone", async () => {
    const { cells } = await readXlsx(await exportBlob({ columns, rows: [], totalLabel: "Итого" }, "xlsx", "Sheet"));
    expect(cells).toEqual([
      ["Учитель", "Проведено", "Отменено", "Доля"],
      ["Итого", 0, 0, "—"],
    ]);
  });

  it("writes CSV with a byte-order mark, quoting, CRLF and formula-looking text defused", async () => {
    const csv = toCsv(gridOf(spec));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Учитель,Проведено,Отменено,Доля",
      "Әлия Нұрланқызы,12,1,0.1",
      `"'=HYPERLINK(""x""), ""quoted"""`.concat(",3,0,0.2"),
      "Итого,15,1,—",
      "",
    ]);
  });

  it("adds totals in hundredths, as the screen shows them", () => {
    const rows = [0.1, 0.2].map((share) => ({ teacher: "", conducted: 0, cancelled: 0, share }));
    const sums = gridOf({ columns: [{ ...columns[3], total: "sum" } as ExportColumn<Row>], rows, totalLabel: "T" });
    expect(sums.at(-1)).toEqual([0.3]);
  });

  it("names the file after the table and its period, without characters a file system refuses", () => {
    expect(exportFileName('Отчёт: учителя/"год"', "xlsx", { from: "2026-01-01", to: "2026-12-31" })).toBe(
      "Отчёт учителя год 2026-01-01_2026-12-31.xlsx",
    );
    expect(exportFileName("", "csv")).toBe("table.csv");
  });
});
