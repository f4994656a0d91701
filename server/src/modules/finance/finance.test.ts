import type { BalanceListPage, MoneyReport, SchoolActsPage } from "@school/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, payments, paymentTranches, schools, studentRecords, users, workActs } from "../../db/schema/index.js";
import { newCourse, newCoursePayment, VALID_REQUISITES } from "../../test/factories.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";

const get = async (url: string, role: Role = "admin", school: TestSchool = suite.school) =>
  suite.harness.app.inject({ method: "GET", url: `/api/v1/${url}`, headers: await suite.harness.authAs(school, role) });

/** Requisites that pass every check: an act prints them. */
const ACT_REQUISITES = { ...VALID_REQUISITES, legal_name: "ТОО «Школа Деньги»", vat_payer: true };
/** How pdfkit writes a non-ASCII string of the document's information: UTF-16BE after a byte-order mark, escaped. */
const pdfString = (text: string) =>
  Buffer.from(`\ufeff${text}`, "utf16le")
    .swap16()
    .toString("latin1")
    .replace(/[()\\]/g, (character) => `\\${character}`);

let students: number[] = [];
let course: number;
let act: number;

/** Students straight into the database: 60 of them make more than one page of the balance table. */
async function seedStudents(school: TestSchool, count: number) {
  const db = suite.harness.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        schoolId: school.id,
        email: `money-${school.id}-${index}-${process.pid}@finance.kz`,
        passwordHash: "x",
        firstName: `Student${index}`,
        lastName: "Money",
        role: "student" as const,
      })),
    )
    .returning({ id: users.id });
  await db.insert(studentRecords).values(
    rows.map((row, index) => ({
      userId: row.id,
      schoolId: school.id,
      // Costs 1000 to 60000; every fifth paid 500 more than the cost (credit), every seventh exactly its cost.
      packageCost: (index + 1) * 1000,
      paidTotal: index % 5 === 0 ? (index + 1) * 1000 + 500 : index % 7 === 0 ? (index + 1) * 1000 : 0,
      steps: index % 2 === 0 ? ["visa" as const] : [],
    })),
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  suite.harness.clock.set("2026-06-15T06:00:00Z");
  const db = suite.harness.database.db;
  students = await seedStudents(suite.school, 60);
  await seedStudents(suite.other, 3);
  course = await newCourse(db, suite.school.id, { titleRu: "IELTS 7.0 (рус)", titleEn: "IELTS 7.0" });
  const [first, second] = students as [number, number];
  const base = { schoolId: suite.school.id, userId: first, courseId: course, title: "IELTS 7.0" };
  // 20:00 UTC on 31 January is 1 February in Almaty (UTC+5): the school's calendar decides the month.
  await newCoursePayment(db, {
    ...base,
    amountMinor: 1_000_001,
    refundedMinor: 1,
    paidAt: new Date("2026-01-31T20:00:00Z"),
  });
  await newCoursePayment(db, { ...base, amountMinor: 250_050, paidAt: new Date("2026-01-15T10:00:00Z") });
  await db.insert(payments).values({
    schoolId: suite.school.id,
    userId: first,
    orderId: "priority-1",
    currency: "KZT",
    status: "paid",
    kind: "priority_package",
    title: "Priority",
    method: "cash",
    provider: null,
    amountMinor: 5_000_000,
    paidAt: new Date("2026-03-03T10:00:00Z"),
  });
  await newCoursePayment(db, {
    ...base,
    currency: "USD",
    amountMinor: 12_345,
    paidAt: new Date("2026-03-04T10:00:00Z"),
  });
  // Neither a failed, a pending, a deleted payment, one outside the period nor another school's counts.
  await newCoursePayment(db, { ...base, status: "failed", paidAt: new Date("2026-01-10T10:00:00Z") });
  await newCoursePayment(db, { ...base, status: "pending", paidAt: null });
  await newCoursePayment(db, { ...base, deletedAt: new Date(), paidAt: new Date("2026-01-10T10:00:00Z") });
  await newCoursePayment(db, { ...base, paidAt: new Date("2025-12-31T18:00:00Z") });
  const otherCourse = await newCourse(db, suite.other.id);
  await newCoursePayment(db, {
    schoolId: suite.other.id,
    userId: suite.other.users.student,
    courseId: otherCourse,
    paidAt: new Date("2026-01-20T10:00:00Z"),
  });
  await db.insert(paymentTranches).values([
    { schoolId: suite.school.id, userId: first, amount: 150_000.5, dueDate: "2026-06-01" },
    { schoolId: suite.school.id, userId: first, amount: 99_999.5, dueDate: "2026-06-14" },
    { schoolId: suite.school.id, userId: second, amount: 70_000, dueDate: "2026-06-15" },
    { schoolId: suite.school.id, userId: second, amount: 80_000, dueDate: "2026-05-01", paidOn: "2026-05-01" },
    { schoolId: suite.other.id, userId: suite.other.users.student, amount: 1, dueDate: "2026-01-01" },
  ]);
  const [row] = await db
    .insert(workActs)
    .values([
      {
        schoolId: suite.school.id,
        userId: first,
        number: "АВР-7/ә",
        date: "2026-05-20",
        amount: 250_000,
        note: "Қазақ тілі",
      },
      { schoolId: suite.school.id, userId: second, number: "A-2", date: "2026-04-02", amount: 1000 },
    ])
    .returning({ id: workActs.id });
  act = row!.id;
});

describe("the money report", () => {
  it("sums received money exactly in minor units, per month of the school's calendar, by program and method", async () => {
    const response = await get("finance/report/?from=2026-01&to=2026-03&lang=en");
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as MoneyReport;
    const kzt = report.months.filter((row) => row.currency === "KZT");
    expect(kzt.map((row) => [row.month, row.received_minor, row.payments])).toEqual([
      ["2026-01", 250_050, 1],
      ["2026-02", 1_000_000, 1],
      ["2026-03", 5_000_000, 1],
    ]);
    expect(report.months.filter((row) => row.currency === "USD").map((row) => row.received_minor)).toEqual([
      0, 0, 12_345,
    ]);
    expect(report.totals).toEqual([
      { currency: "KZT", received_minor: 6_250_050, payments: 3 },
      { currency: "USD", received_minor: 12_345, payments: 1 },
    ]);
    expect(report.by_program).toContainEqual({
      kind: "course",
      course_id: course,
      title: "IELTS 7.0",
      currency: "KZT",
      received_minor: 1_250_050,
      payments: 2,
    });
    expect(report.by_program).toContainEqual(
      expect.objectContaining({ kind: "priority_package", course_id: null, received_minor: 5_000_000 }),
    );
    expect(report.by_method).toEqual([
      { method: "cash", provider: null, currency: "KZT", received_minor: 5_000_000, payments: 1 },
      { method: "provider", provider: "test", currency: "KZT", received_minor: 1_250_050, payments: 2 },
      { method: "provider", provider: "test", currency: "USD", received_minor: 12_345, payments: 1 },
    ]);
  });

  it("lists the tranches past due as of the school's today, oldest first, and their total", async () => {
    const report = (await get("finance/report/?from=2026-06&to=2026-06")).json() as MoneyReport;
    expect(report.overdue.count).toBe(2);
    expect(report.overdue.amount).toBe(250_000);
    expect(report.overdue.rows.map((row) => [row.due_date, row.days_overdue, row.amount])).toEqual([
      ["2026-06-01", 14, 150_000.5],
      ["2026-06-14", 1, 99_999.5],
    ]);
    expect(report.months).toEqual([{ month: "2026-06", currency: "KZT", received_minor: 0, payments: 0 }]);
  });

  it("refuses a period backwards, too long or not of months", async () => {
    for (const query of ["from=2026-05&to=2026-01", "from=2020-01&to=2026-01", "from=2026-13&to=2026-14", "from=x"]) {
      expect((await get(`finance/report/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("exports an XLSX workbook that opens, with the same sums", async () => {
    const response = await get("finance/report/export/?from=2026-01&to=2026-03&translate_lang=kk");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Қаржы");
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(values).toContainEqual(["Айлар бойынша", "2026-02", "KZT", 10_000, 1]);
    expect(values).toContainEqual(["Барлығы", "2026-01 – 2026-03", "KZT", 62_500.5, 3]);
    // A program without a Kazakh title is named in Russian.
    expect(values).toContainEqual(["Бағдарламалар бойынша", "IELTS 7.0 (рус)", "KZT", 12_500.5, 2]);
  });
});

describe("the report's rollup (payment_months)", () => {
  it("follows every change of a payment, whoever makes it, and the school's zone", async () => {
    const db = suite.harness.database.db;
    const report = async () => {
      const answer = (await get("finance/report/?from=2025-05&to=2025-06", "admin", suite.other)).json() as MoneyReport;
      return answer.months.map((row) => [row.month, row.received_minor, row.payments]);
    };
    const otherCourse = await newCourse(db, suite.other.id);
    const base = { schoolId: suite.other.id, userId: suite.other.users.student, courseId: otherCourse };
    // 19:30 UTC on 31 May is 1 June in Almaty (UTC+5), still 31 May in London.
    const id = await newCoursePayment(db, { ...base, amountMinor: 700_000, paidAt: new Date("2025-05-31T19:30:00Z") });
    expect(await report()).toEqual([
      ["2025-05", 0, 0],
      ["2025-06", 700_000, 1],
    ]);
    await db.update(payments).set({ refundedMinor: 200_000 }).where(eq(payments.id, id));
    expect(await report()).toEqual([
      ["2025-05", 0, 0],
      ["2025-06", 500_000, 1],
    ]);
    await db.update(schools).set({ timeZone: "Europe/London" }).where(eq(schools.id, suite.other.id));
    expect(await report()).toEqual([
      ["2025-05", 500_000, 1],
      ["2025-06", 0, 0],
    ]);
    await db.update(payments).set({ deletedAt: new Date() }).where(eq(payments.id, id));
    expect(await report()).toEqual([
      ["2025-05", 0, 0],
      ["2025-06", 0, 0],
    ]);
    await db.update(payments).set({ deletedAt: null, status: "refunded" }).where(eq(payments.id, id));
    expect(await report()).toEqual([
      ["2025-05", 0, 0],
      ["2025-06", 0, 0],
    ]);
    await db.update(payments).set({ status: "paid" }).where(eq(payments.id, id));
    await db.delete(courses).where(eq(courses.id, otherCourse));
    const byProgram = (
      await get("finance/report/?from=2025-05&to=2025-06", "admin", suite.other)
    ).json() as MoneyReport;
    expect(byProgram.by_program).toEqual([
      { kind: "course", course_id: null, title: "", currency: "KZT", received_minor: 500_000, payments: 1 },
    ]);
    await db.delete(payments).where(eq(payments.id, id));
    expect(await report()).toEqual([
      ["2025-05", 0, 0],
      ["2025-06", 0, 0],
    ]);
    await db.update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.other.id));
  });
});

describe("the balance table", () => {
  it("walks every student once by keyset pages, largest debt first, credit below zero", async () => {
    const first = (await get("user/accounts/balance/students/")).json() as BalanceListPage;
    expect(first.results).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
    const second = (await get(`user/accounts/balance/students/?after=${first.next_cursor}`)).json() as BalanceListPage;
    expect(second.results).toHaveLength(10);
    expect(second.next_cursor).toBeNull();
    const all = [...first.results, ...second.results];
    expect(new Set(all.map((row) => row.user_id))).toEqual(new Set(students));
    const balances = all.map((row) => row.payment_balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(all.find((row) => row.user_id === students[0])).toMatchObject({
      package_cost: 1000,
      paid_total: 1500,
      payment_balance: -500,
      overdue_count: 2,
      overdue_amount: 250_000,
    });
  });

  it("filters by standing and by the balance/ filters, and agrees with balance/'s totals", async () => {
    const credit = (await get("user/accounts/balance/students/?standing=credit")).json() as BalanceListPage;
    expect(credit.results).toHaveLength(12);
    expect(credit.results.every((row) => row.payment_balance === -500)).toBe(true);
    const settled = (await get("user/accounts/balance/students/?standing=settled")).json() as BalanceListPage;
    expect(settled.results.map((row) => row.payment_balance)).toEqual(Array(settled.results.length).fill(0));
    expect(settled.results.length).toBe(7);
    const visa = (await get("user/accounts/balance/students/?step=visa&standing=debt")).json() as BalanceListPage;
    const totals = (await get("user/accounts/balance/?step=visa")).json() as { students: number };
    expect(totals.students).toBe(30);
    expect(visa.results.length).toBeLessThan(30);
    expect(visa.results.every((row) => row.payment_balance > 0)).toBe(true);
    expect((await get("user/accounts/balance/students/?standing=owing")).statusCode).toBe(400);
    expect((await get("user/accounts/balance/students/?after=1;drop")).statusCode).toBe(400);
  });

  it("shows only the caller's school", async () => {
    const other = (await get("user/accounts/balance/students/", "admin_school", suite.other)).json() as BalanceListPage;
    expect(other.results).toHaveLength(3);
    expect(other.results.some((row) => students.includes(row.user_id))).toBe(false);
  });
});

describe("the school's acts", () => {
  it("lists them newest first with the students' names, by student and date range", async () => {
    const all = (await get("finance/acts/")).json() as SchoolActsPage;
    expect(all.results.map((row) => row.number)).toEqual(["АВР-7/ә", "A-2"]);
    expect(all.results[0]).toMatchObject({ first_name: "Student0", last_name: "Money", amount: 250_000 });
    const april = (await get("finance/acts/?date_from=2026-04-01&date_to=2026-04-30")).json() as SchoolActsPage;
    expect(april.results.map((row) => row.number)).toEqual(["A-2"]);
    const one = (await get(`finance/acts/?user_id=${students[1]}`)).json() as SchoolActsPage;
    expect(one.results.map((row) => row.number)).toEqual(["A-2"]);
    expect((await get("finance/acts/", "admin", suite.other)).json()).toEqual({ results: [], next_cursor: null });
  });

  it("refuses an act's PDF while the requisites an act needs are missing, naming them", async () => {
    const response = await get(`user/accounts/avr/${act}/pdf/?lang=ru`, "admin_school");
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; detail: string; fields: Record<string, string> };
    expect(body.code).toBe("requisites_missing");
    expect(Object.keys(body.fields)).toEqual(["legal_name", "bin", "legal_address", "director_name"]);
    expect(body.detail).toContain("legal name, BIN, legal address, director");
    // An act prints no bank details, so they are not asked for.
    const partly = await suite.as(suite.school, "admin_school", {
      method: "PUT",
      url: "/api/v1/user/school/requisites/",
      payload: { ...ACT_REQUISITES, bank_name: "", iik: "", bik: "", kbe: "" },
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect((await get(`user/accounts/avr/${act}/pdf/?lang=kk`, "admin_school")).statusCode).toBe(200);
    await suite.as(suite.school, "admin_school", {
      method: "PUT",
      url: "/api/v1/user/school/requisites/",
      payload: ACT_REQUISITES,
    });
  });

  it("hands out an act as a PDF in each language", async () => {
    for (const lang of ["ru", "kk", "en"]) {
      const response = await get(`user/accounts/avr/${act}/pdf/?lang=${lang}`, "admin_school");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain("attachment");
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      // The embedded font is a subset of DejaVu Sans; the document's author is the school's legal name (UTF-16).
      const raw = response.rawPayload.toString("latin1");
      expect(raw).toContain("DejaVuSans");
      expect(raw).toContain(pdfString(ACT_REQUISITES.legal_name));
    }
    expect((await get(`user/accounts/avr/${act}/pdf/?lang=de`)).statusCode).toBe(400);
    expect((await get(`user/accounts/avr/${act}/pdf/`, "admin", suite.other)).statusCode).toBe(404);
  });
});

describe("access to the money screens", () => {
  it("refuses teachers and students every call", async () => {
    const urls = [
      "user/accounts/balance/students/",
      "finance/report/?from=2026-01&to=2026-03",
      "finance/report/export/?from=2026-01&to=2026-03",
      "finance/acts/",
      `user/accounts/avr/${act}/pdf/`,
    ];
    for (const url of urls) {
      for (const role of ["teacher", "student"] as const) {
        expect((await get(url, role)).statusCode, `${role} ${url}`).toBe(403);
      }
      expect((await get(url, "admin_school")).statusCode, url).toBe(200);
    }
  });
});
