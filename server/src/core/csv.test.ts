import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CsvSyntaxError, csvLine, detectDelimiter, parseCsv } from "./csv.js";

/** Writes a grid the way RFC 4180 does: every field quoted when it holds a delimiter, a quote or a line end. */
const write = (grid: string[][], delimiter: "," | ";", lineEnd: "\r\n" | "\n") =>
  grid
    .map((row) =>
      row
        .map((field) => (/[",;\r\n]/.test(field) || field === "" ? `"${field.replaceAll('"', '""')}"` : field))
        .join(delimiter),
    )
    .join(lineEnd) + lineEnd;

const field = fc.string({ unit: fc.constantFrom("a", "Ә", "ж", " ", '"', ",", ";", "\n", "\r\n", "x", "'", "1") });
const grid = fc
  .integer({ min: 1, max: 6 })
  .chain((width) => fc.array(fc.array(field, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }));

describe("parseCsv", () => {
  it("reads back any grid RFC 4180 writes, with either delimiter, line end and a byte-order mark", () => {
    fc.assert(
      fc.property(
        grid,
        fc.constantFrom(",", ";"),
        fc.constantFrom("\r\n", "\n"),
        fc.boolean(),
        (rows, delimiter, end, bom) => {
          const text = (bom ? "\uFEFF" : "") + write(rows, delimiter as "," | ";", end as "\r\n" | "\n");
          expect(parseCsv(text, delimiter as "," | ";")).toEqual(rows);
        },
      ),
    );
  });

  it("finds the delimiter the header uses more, quotes aside", () => {
    expect(detectDelimiter('"a;b;c",x,y\n1;2;3;4')).toBe(",");
    expect(detectDelimiter("Фамилия;Имя;E-mail\r\n")).toBe(";");
    expect(parseCsv("\uFEFFa;b\r\n1;2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps a stray quote inside an unquoted field or after a closing one, and refuses an unclosed quoted one", () => {
    expect(parseCsv('a,b"c\n')).toEqual([["a", 'b"c']]);
    expect(() => parseCsv('a,"b\n1,2')).toThrow(CsvSyntaxError);
  });

  it("reads line breaks, delimiters and doubled quotes inside quoted fields, and empty lines as empty rows", () => {
    expect(parseCsv('\uFEFFname,note\r\n"Serikova, Aruzhan","line one\r\nline two ""quoted"""\n\n"x;y",2\n')).toEqual([
      ["name", "note"],
      ["Serikova, Aruzhan", 'line one\r\nline two "quoted"'],
      [""],
      ["x;y", "2"],
    ]);
    expect(parseCsv('a;b\r"1;2";"3\n4"')).toEqual([
      ["a", "b"],
      ["1;2", "3\n4"],
    ]);
  });

  it("reports an unclosed quote as a syntax error with its line", () => {
    expect(() => parseCsv('a,b\n1,2\n3,"open\n4,5')).toThrow(expect.objectContaining({ line: expect.any(Number) }));
  });

  it("never throws anything but a syntax error, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parseCsv(text);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvSyntaxError);
        }
      }),
    );
  });
});

describe("csvLine", () => {
  it("quotes what needs it and defuses formulas, but leaves a phone number as written", () => {
    expect(csvLine(["a,b", 'say "hi"', "=SUM(A1)", "+77011234567", "@x", null, 3])).toBe(
      `"a,b","say ""hi""",'=SUM(A1),+77011234567,'@x,,3\r\n`,
    );
  });

  it("writes lines parseCsv reads back (formula defusing aside)", () => {
    fc.assert(
      fc.property(
        fc.array(
          field.filter((text) => !/^[=+\-@\t\r]/.test(text)),
          { minLength: 1, maxLength: 5 },
        ),
        (cells) => {
          expect(parseCsv(csvLine(cells), ",")).toEqual([cells]);
        },
      ),
    );
  });
});
