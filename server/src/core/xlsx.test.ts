import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { excelSerialDate, readFirstSheet, XlsxError, xlsxStream } from "./xlsx.js";
import { zipStream } from "./zip-stream.js";

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

describe("xlsx", () => {
  it("writes a workbook Excel's own reader opens, and reads it back itself", async () => {
    async function* rows() {
      yield [
        ["Серикова", 12.5, null],
        ['<b>&"x"</b>', -3, "line\u0007bell"],
      ];
    }
    const file = await collect(
      xlsxStream({ sheet: "Users: [all]", header: ["Фамилия", "Sum", "Note"], widths: [10, 10, 10], rows: rows() }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Users   all ");
    expect(sheet.getRow(1).getCell(1).value).toBe("Фамилия");
    expect(sheet.getRow(2).getCell(2).value).toBe(12.5);
    expect(sheet.getRow(3).getCell(1).value).toBe('<b>&"x"</b>');
    expect((await readFirstSheet(file)).map((row) => [row.row, row.cells])).toEqual([
      [1, ["Фамилия", "Sum", "Note"]],
      [2, ["Серикова", "12.5"]],
      [3, ['<b>&"x"</b>', "-3", "linebell"]],
    ]);
  });

  it("reads shared strings, rich text, booleans, gaps between cells and rows of an Excel-made file", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = "head";
    sheet.getCell("C1").value = { richText: [{ text: "ri" }, { text: "ch", font: { bold: true } }] };
    sheet.getCell("B4").value = true;
    sheet.getCell("A4").value = 77011234567;
    const rows = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((row) => [row.row, row.cells])).toEqual([
      [1, ["head", "", "rich"]],
      [4, ["77011234567", "TRUE"]],
    ]);
  });

  it("refuses what is not a workbook, and turns a date number into a date", async () => {
    await expect(readFirstSheet(Buffer.from("PK\u0003\u0004 nothing"))).rejects.toThrow(XlsxError);
    expect(excelSerialDate(39448)).toBe("2008-01-01");
    expect(excelSerialDate(45000)).toBe("2023-03-15");
  });

  it("reads quoted text with line breaks, commas and quotes, formulas' results and an error value", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("S");
    sheet.getCell("A1").value = 'Line one\nline two, "quoted"';
    sheet.getCell("B1").value = { formula: "1+1", result: 2 };
    sheet.getCell("C1").value = { error: "#N/A" };
    const rows = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([{ row: 1, cells: ['Line one\nline two, "quoted"', "2", "#N/A"] }]);
  });

  it("refuses a small file that inflates past the limits (a zip bomb), before the reader sees it", async () => {
    const zeros = (megabytes: number) => Buffer.alloc(megabytes * 1024 * 1024, 0x20);
    const oneHugePart = await collect(
      zipStream([{ name: "xl/worksheets/sheet1.xml", data: zeros(17), deflate: true }]),
    );
    expect(oneHugePart.length).toBeLessThan(100 * 1024);
    await expect(readFirstSheet(oneHugePart)).rejects.toMatchObject({ reason: "too_large" });
    const manyLargeParts = await collect(
      zipStream(
        Array.from({ length: 5 }, (_, index) => ({
          name: `xl/media/part${index}.xml`,
          data: zeros(15),
          deflate: true,
        })),
      ),
    );
    await expect(readFirstSheet(manyLargeParts)).rejects.toMatchObject({ reason: "too_large" });
  });
});
