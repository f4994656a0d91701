import { STUDENT_IMPORT_MAX_ROWS, type StudentImportReport } from "@school/contracts";
import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { studentRecords, users } from "../../../db/schema/index.js";
import { multipartParts } from "../../../test/http-fixtures.js";
import { apiSuite } from "../../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
let counter = 0;
/** A fresh e-mail per call, so the tests never collide with each other or a rerun. */
const fresh = (name: string) => `${name}.${process.pid}.${++counter}@import.kz`;
const phone = () => `+77${String(process.pid % 100).padStart(2, "0")}${String(++counter).padStart(7, "0")}`;

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function upload(file: Buffer, options: { role?: Role; dryRun?: boolean; type?: string; school?: "other" } = {}) {
  const school = options.school === "other" ? suite.other : suite.school;
  const { payload, headers } = multipartParts([
    ...(options.dryRun === undefined ? [] : [{ name: "dry_run", value: String(options.dryRun) }]),
    { name: "file", file, filename: "students.csv", type: options.type ?? CSV },
  ]);
  return suite.harness.app.inject({
    method: "POST",
    url: "/api/v1/user/accounts/import/",
    headers: { ...headers, ...(await suite.harness.authAs(school, options.role ?? "admin")) },
    payload,
  });
}
const csv = (lines: string[][]) =>
  Buffer.from(
    `\uFEFF${lines.map((line) => line.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(";")).join("\r\n")}\r\n`,
  );
const HEADER = ["Фамилия", "First name", "email", "Phone", "Пакеты", "Responsible manager", "Date of birth"];

const usersByEmail = (emails: string[]) =>
  suite.harness.database.db.select().from(users).where(inArray(users.email, emails));

describe("student import", () => {
  it("imports every row of a valid file in one go, with their records, after a dry run that writes nothing", async () => {
    const emails = [fresh("a"), fresh("b"), fresh("c")];
    const file = csv([
      HEADER,
      [
        "Серикова",
        "Айгерим",
        emails[0]!,
        phone().replace(/^(\+7)(\d{3})/, "$1 $2 "),
        "Standard; Premium",
        String(suite.school.users.admin),
        "14.05.2007",
      ],
      ["O'Neil", 'Dana "D"', emails[1]!, "", "", "", "2007-01-31"],
      ["Ким", "Лия, младшая", emails[2]!, phone(), "standard", "", ""],
    ]);
    const preview = await upload(file, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    const planned = preview.json() as StudentImportReport;
    expect(planned).toMatchObject({ dry_run: true, imported: false, rows_total: 3, errors: [] });
    expect(planned.students.map((student) => [student.row, student.id])).toEqual([
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(await usersByEmail(emails)).toHaveLength(0);

    const done = (await upload(file)).json() as StudentImportReport;
    expect(done).toMatchObject({ dry_run: false, imported: true, errors: [] });
    const created = await usersByEmail(emails);
    expect(created.map((user) => [user.role, user.schoolId])).toEqual(emails.map(() => ["student", suite.school.id]));
    expect(done.students.map((student) => student.id).sort()).toEqual(created.map((user) => user.id).sort());
    const byEmail = new Map(created.map((user) => [user.email, user]));
    expect(byEmail.get(emails[1]!)).toMatchObject({ lastName: "O'Neil", firstName: 'Dana "D"', phone: null });
    const [record] = await suite.harness.database.db
      .select()
      .from(studentRecords)
      .where(eq(studentRecords.userId, byEmail.get(emails[0]!)!.id));
    expect(record).toMatchObject({
      packages: ["Standard", "Premium"],
      responsible: suite.school.users.admin,
      birthDate: "2007-05-14",
      schoolId: suite.school.id,
    });
    // The third row's "standard" takes the spelling the school already uses.
    const [third] = await suite.harness.database.db
      .select({ packages: studentRecords.packages })
      .from(studentRecords)
      .where(eq(studentRecords.userId, byEmail.get(emails[2]!)!.id));
    expect(third?.packages).toEqual(["Standard"]);
  });

  it("reads an XLSX workbook, date cells and shared strings included", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Студенты");
    const email = fresh("xlsx");
    sheet.addRow(["last_name", "first_name", "email", "birth_date", "gender", "Страна проживания"]);
    sheet.addRow(["Әлиева", "Жанар", email, new Date(Date.UTC(2006, 8, 1)), "Ж", "Қазақстан"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(file, { type: XLSX });
    expect(response.statusCode).toBe(200);
    expect((response.json() as StudentImportReport).errors).toEqual([]);
    const [user] = await usersByEmail([email]);
    const [record] = await suite.harness.database.db
      .select()
      .from(studentRecords)
      .where(eq(studentRecords.userId, user!.id));
    expect(record).toMatchObject({ birthDate: "2006-09-01", gender: "female", country: "Kazakhstan" });
  });

  it("reads a comma-separated file whose quoted fields hold commas, quotes and line breaks", async () => {
    const email = fresh("quoted");
    const file = Buffer.from(
      `last_name,first_name,email\n"Serikova, ""Jr.""",Aruzhan,${email}\n\n"Ospanova","Dana",${fresh("x")},"extra\ncell"\n`,
    );
    const response = await upload(file, { dryRun: true });
    expect(response.statusCode).toBe(200);
    const report = response.json() as StudentImportReport;
    expect(report).toMatchObject({ errors: [], rows_total: 2 });
    expect(report.students.map((student) => student.last_name)).toEqual(['Serikova, "Jr."', "Ospanova"]);
  });

  it("refuses a workbook that inflates past the limit (a zip bomb) with 413, before reading it", async () => {
    // A real workbook whose one text inflates to 17 MB from a file of a few dozen kB.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("S").getCell("A1").value = "a".repeat(17 * 1024 * 1024);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(file.length).toBeLessThan(200 * 1024);
    const response = await upload(file, { type: XLSX });
    expect(response.statusCode, response.body).toBe(413);
  });

  it("imports nothing when one row is bad, and names the row, the field and why", async () => {
    const good = [fresh("good1"), fresh("good2")];
    const file = csv([
      HEADER,
      ["Ok", "One", good[0]!, "", "", "", ""],
      ["Bad", "Phone", fresh("bad"), "87011234567", "", "", ""],
      ["Ok", "Two", good[1]!, "", "", "", ""],
      ["", "NoLast", "not-an-email", "", "", "nobody@nowhere.kz", "31.02.2007"],
    ]);
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const report = response.json() as StudentImportReport;
    expect(report.imported).toBe(false);
    expect(report.errors.map((error) => [error.row, error.field, error.code])).toEqual([
      [3, "phone", "invalid"],
      [5, "last_name", "required"],
      [5, "email", "invalid"],
      [5, "birth_date", "invalid"],
      [5, "responsible", "unknown_staff"],
    ]);
    expect(report.students.map((student) => student.row)).toEqual([2, 4]);
    expect(await usersByEmail(good)).toHaveLength(0);
  });

  it("refuses an e-mail twice in the file or already registered, in this school or another", async () => {
    const repeated = fresh("twice");
    // The other school's manager's e-mail: taken, and the report does not say where.
    const [otherAdmin] = await suite.harness.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, suite.other.users.admin));
    const withOther = csv([
      ["first_name", "last_name", "email"],
      ["A", "One", repeated],
      ["A", "Two", repeated.toUpperCase()],
      ["A", "Three", otherAdmin!.email],
    ]);
    const report = (await upload(withOther)).json() as StudentImportReport;
    expect(report.errors.map((error) => [error.row, error.field, error.code])).toEqual([
      [3, "email", "duplicate_in_file"],
      [4, "email", "taken"],
    ]);
    expect(JSON.stringify(report)).not.toContain(suite.other.domain);
    expect(await usersByEmail([repeated])).toHaveLength(0);
  });

  it("names header problems on row 1 and reads nothing further", async () => {
    const report = (
      await upload(
        csv([
          ["first_name", "Surname?", "first_name"],
          ["A", "B", "C"],
        ]),
      )
    ).json() as StudentImportReport;
    expect(report.errors.map((error) => [error.row, error.field, error.code])).toEqual([
      [1, "Surname?", "unknown_column"],
      [1, "last_name", "missing_column"],
      [1, "first_name", "duplicate_column"],
      [1, "email", "missing_column"],
    ]);
  });

  it("refuses another type by its bytes (415), a file or a sheet too large (413), and control characters", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201f5d9d7f40000000049454e44ae426082",
      "hex",
    );
    expect((await upload(png, { type: CSV })).statusCode).toBe(415);
    expect((await upload(Buffer.from([0x00, 0x01, 0x02, 0x03]))).statusCode).toBe(415);
    expect((await upload(Buffer.from([0xc3, 0x28, 0x41]))).statusCode).toBe(415);
    const huge = Buffer.alloc(2 * 1024 * 1024 + 10, "a");
    expect((await upload(huge)).statusCode).toBe(413);
    const many = csv([
      ["first_name", "last_name", "email"],
      ...Array.from({ length: STUDENT_IMPORT_MAX_ROWS + 1 }, (_, index) => ["A", "B", `many${index}@import.kz`]),
    ]);
    expect((await upload(many)).statusCode).toBe(413);
    const control = (
      await upload(
        csv([
          ["first_name", "last_name", "email"],
          ["A\u0007", "B", fresh("ctl")],
        ]),
      )
    ).json();
    expect((control as StudentImportReport).errors).toMatchObject([{ row: 2, field: "first_name", code: "invalid" }]);
    const broken = await upload(Buffer.from('first_name,last_name,email\n"A,B,c@d.kz\n'));
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { fields: Record<string, string> }).fields).toHaveProperty("file");
  });

  it("is for the school's admin and managers only, and writes only into the caller's school", async () => {
    const file = csv([
      ["first_name", "last_name", "email"],
      ["A", "B", fresh("role")],
    ]);
    expect((await upload(file, { role: "teacher" })).statusCode).toBe(403);
    expect((await upload(file, { role: "student" })).statusCode).toBe(403);
    const email = fresh("other");
    const otherFile = csv([
      ["first_name", "last_name", "email", "responsible"],
      ["A", "B", email, String(suite.school.users.admin)],
    ]);
    // Another school's manager named as responsible is nobody of this school.
    const report = (await upload(otherFile, { school: "other" })).json() as StudentImportReport;
    expect(report.errors).toMatchObject([{ row: 2, field: "responsible", code: "unknown_staff" }]);
    const plain = csv([
      ["first_name", "last_name", "email"],
      ["A", "B", email],
    ]);
    expect(
      ((await upload(plain, { school: "other", role: "admin_school" })).json() as StudentImportReport).imported,
    ).toBe(true);
    const [created] = await usersByEmail([email]);
    expect(created?.schoolId).toBe(suite.other.id);
    const ownStudents = await suite.harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, suite.school.id), eq(users.email, email)));
    expect(ownStudents).toHaveLength(0);
  });

  it("lets one of two imports of the same e-mail at once win; the other reports it taken, never a 500", async () => {
    const shared = fresh("race");
    const first = csv([
      ["first_name", "last_name", "email"],
      ["A", "One", shared],
      ["A", "Solo", fresh("solo1")],
    ]);
    const second = csv([
      ["first_name", "last_name", "email"],
      ["B", "Two", fresh("solo2")],
      ["B", "Race", shared],
    ]);
    const answers = await Promise.all([upload(first), upload(second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const reports = answers.map((answer) => answer.json() as StudentImportReport);
    expect(reports.filter((report) => report.imported)).toHaveLength(1);
    const loser = reports.find((report) => !report.imported)!;
    expect(loser.errors).toMatchObject([{ field: "email", code: "taken" }]);
    expect(await usersByEmail([shared])).toHaveLength(1);
  });
});
