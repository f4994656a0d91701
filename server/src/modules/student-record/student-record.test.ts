import { describe, expect, it } from "vitest";
import { joinProgram, newCourse } from "../../test/factories.js";
import { fieldsOf, type Method, recordSuite } from "./record-fixtures.js";

const { suite, call, newStudent } = recordSuite();

describe("the student record", () => {
  it("is created with the student, changed by the manager, read back whole", async () => {
    const student = await newStudent({
      gender: "female",
      academic_year: "2026-2027",
      countries: ["Italy", "Hungary"],
      visa_support: "full",
      contract: true,
      package_cost: 1_200_000,
    });
    expect(student.record).toMatchObject({ gender: "female", countries: ["Italy", "Hungary"], contract: true });
    const updated = await call("PATCH", `accounts/manager_update/${student.id}/`, "admin", {
      visa_date: "2026-07-01",
      visa_applied: true,
      legal_translation_ready: "in_progress",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const card = (await call("GET", `accounts/get_user_by_id/${student.id}/`, "admin")).json() as {
      record: Record<string, unknown>;
    };
    expect(card.record).toMatchObject({
      visa_date: "2026-07-01",
      visa_applied: true,
      contract: true,
      payment_balance: 1_200_000,
    });
  });

  it("lets nobody set role, school or balance, and names a bad phone", async () => {
    const student = await newStudent();
    for (const field of ["role", "school_id", "payment_balance", "balance", "has_chat_id"]) {
      const response = await call("PATCH", `accounts/manager_update/${student.id}/`, "admin", { [field]: 1 });
      expect(response.statusCode, field).toBe(400);
    }
    const phone = await call("PATCH", `accounts/manager_update/${student.id}/`, "admin", { phone: "87011234567" });
    expect(phone.statusCode).toBe(400);
    expect(fieldsOf(phone)).toContain("phone");
    const ownRole = await call("PATCH", `accounts/update_profile/${suite.school.users.student}/`, "student", {
      role: "admin",
    });
    expect(ownRole.statusCode).toBe(400);
  });

  it("refuses staff pickers that name a student or another school's person", async () => {
    const student = await newStudent();
    const wrong = await call("PATCH", `accounts/manager_update/${student.id}/`, "admin", {
      responsible: suite.school.users.student,
      seller: suite.other.users.admin,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong).sort()).toEqual(["responsible", "seller"]);
    const right = await call("PATCH", `accounts/manager_update/${student.id}/`, "admin", {
      responsible: suite.school.users.admin,
    });
    expect(right.statusCode).toBe(200);
  });

  it("is read by the student themself and a teacher of their program, changed only by staff", async () => {
    const student = await newStudent();
    expect((await call("GET", `accounts/get_user_by_id/${suite.school.users.student}/`, "student")).statusCode).toBe(
      200,
    );
    expect((await call("GET", `accounts/get_user_by_id/${student.id}/`, "student")).statusCode).toBe(403);
    expect((await call("GET", `accounts/get_user_by_id/${student.id}/`, "teacher")).statusCode).toBe(403);
    const course = await newCourse(suite.harness.database.db, suite.school.id);
    await joinProgram(suite.harness.database.db, {
      courseId: course,
      userId: suite.school.users.teacher,
      role: "teacher",
    });
    await joinProgram(suite.harness.database.db, { courseId: course, userId: student.id, role: "student" });
    expect((await call("GET", `accounts/get_user_by_id/${student.id}/`, "teacher")).statusCode).toBe(200);
    expect((await call("GET", `communicate/finance/?user_id=${student.id}`, "teacher")).statusCode).toBe(200);
    expect(
      (await call("POST", "communicate/finance/", "teacher", { user_id: student.id, finance_student_salary_1: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "communicate/ddv/", "student", { user_id: suite.school.users.student, ddv_sent: true }))
        .statusCode,
    ).toBe(403);
  });

  it("never reads or changes another school's student", async () => {
    const foreign = suite.other.users.student;
    for (const [method, url, body] of [
      ["GET", `communicate/finance/?user_id=${foreign}`],
      ["POST", "communicate/apostille/", { user_id: foreign, apostille_grade_9_first: true }],
      ["GET", `accounts/payment-tranche/?user_id=${foreign}`],
      ["POST", "accounts/payment-tranche/", { user_id: foreign, amount: 10, due_date: "2026-12-01" }],
      ["POST", "accounts/comment_create/", { user_id: foreign, text: "hi" }],
      ["GET", `accounts/check-ielts/?user_id=${foreign}`],
      ["GET", `accounts/avr/?user_id=${foreign}`],
    ] as [Method, string, object?][]) {
      const response = await call(method, url, "admin", body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await call("GET", "accounts/list/?role=student&page=1", "admin")).json() as {
      results: { id: number }[];
    };
    expect(list.results.map((row) => row.id)).not.toContain(foreign);
  });
});

describe("the user list's filter set", () => {
  it("narrows by record fields, lists and windows", async () => {
    const visa = await newStudent({
      visa_ready: true,
      countries: ["Italy"],
      academic_year: "2027-2028",
      visa_date: "2027-03-03",
    });
    const other = await newStudent({ visa_ready: false, countries: ["Germany"] });
    const ids = async (query: string) =>
      (
        (await call("GET", `accounts/list/?role=student&${query}`, "admin")).json() as { results: { id: number }[] }
      ).results.map((row) => row.id);
    expect(await ids("visa_ready=true")).toContain(visa.id);
    expect(await ids("visa_ready=true")).not.toContain(other.id);
    expect(await ids("countries=Italy&academic_year=2027-2028")).toEqual([visa.id]);
    expect(await ids("visa_from=2027-03-01&visa_to=2027-03-31")).toEqual([visa.id]);
    expect((await call("GET", "accounts/list/?visa_ready=maybe", "admin")).statusCode).toBe(400);
    expect((await call("GET", "accounts/list/?no_such_filter=1", "admin")).statusCode).toBe(400);
  });
});
