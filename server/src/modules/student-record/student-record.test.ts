import { FINANCE_FIELDS } from "@school/contracts";
import { describe, expect, it } from "vitest";
import { joinProgram, newCourse } from "../../test/factories.js";
import { multipartFile, multipartParts } from "../../test/http-fixtures.js";
import { apiSuite } from "../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const unique = (name: string) => `${name}.${process.pid}@student-record.kz`;

const call = async (method: Method, url: string, role: Role, payload?: object, school = suite.school) =>
  suite.harness.app.inject({
    method,
    url: `/api/v1/user/${url}`,
    headers: await suite.harness.authAs(school, role),
    ...(payload ? { payload } : {}),
  });
const fieldsOf = (response: { json(): unknown }) => Object.keys((response.json() as { fields?: object }).fields ?? {});

/** A PDF's first bytes are enough for its type to be recognised by them. */
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")]);
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function newStudent(fields: object = {}) {
  const response = await call("POST", "accounts/manager_create/", "admin", {
    first_name: "Aruzhan",
    last_name: "Serikova",
    email: unique(`s${Math.random().toString(36).slice(2, 8)}`),
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; record: Record<string, unknown> };
}

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

describe("finance and apostille documents", () => {
  it("checks and unchecks documents and tells the checking state", async () => {
    const student = await newStudent();
    const empty = (await call("GET", `communicate/finance/?user_id=${student.id}`, "admin")).json() as Record<
      string,
      unknown
    >;
    expect(empty.state).toBe("not_checked");
    expect(FINANCE_FIELDS.filter((field) => empty[field] === false)).toHaveLength(23);
    const some = await call("POST", "communicate/finance/", "admin", {
      user_id: student.id,
      finance_student_bank_account_1: true,
      finance_family_certificate_local: true,
    });
    expect(some.json()).toMatchObject({ state: "checked", finance_student_bank_account_1: true });
    const all = await call("POST", "communicate/finance/", "admin", {
      user_id: student.id,
      ...Object.fromEntries(FINANCE_FIELDS.map((field) => [field, true])),
    });
    expect(all.json()).toMatchObject({ state: "all_checked" });
    const apostille = await call("POST", "communicate/apostille/", "admin", {
      user_id: student.id,
      apostille_birth_certificate_first: true,
      apostille_birth_certificate_second: false,
    });
    expect(apostille.json()).toMatchObject({
      apostille_birth_certificate_first: true,
      apostille_birth_certificate_second: false,
      state: "checked",
    });
    const unknown = await call("POST", "communicate/apostille/", "admin", { user_id: student.id, apostille_x: true });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("payment tranches", () => {
  it("keep the paid total and the balance", async () => {
    const student = await newStudent({ package_cost: 1000 });
    const first = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: 400,
      due_date: "2026-09-01",
      paid_on: "2026-08-30",
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = (
      await call("POST", "accounts/payment-tranche/", "admin", {
        user_id: student.id,
        amount: 600,
        due_date: "2027-01-01",
      })
    ).json() as { id: number };
    let summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 400, payment_balance: 600 });
    await call("PATCH", `accounts/payment-tranche/${second.id}/`, "admin", { paid_on: "2026-12-20" });
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 1000, payment_balance: 0 });
    const owing = (await call("GET", "accounts/list/?payment_balance_from=1&role=student", "admin")).json() as {
      results: { id: number }[];
    };
    expect(owing.results.map((row) => row.id)).not.toContain(student.id);
    expect((await call("DELETE", `accounts/payment-tranche/${second.id}/`, "admin")).statusCode).toBe(204);
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 400, payment_balance: 600 });
    const negative = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: -5,
      due_date: "2026-01-01",
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe("IELTS and TOLC", () => {
  it("records a test with its certificate, checks it and refuses wrong files", async () => {
    const student = await newStudent();
    const created = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "ielts",
      teacher_id: suite.school.users.teacher,
      present: true,
      results: "7.0",
      date: "2026-05-10",
      base64_content: PDF.toString("base64"),
      filename: "ielts.pdf",
      format: "application/pdf",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      type: "ielts",
      format: "application/pdf",
      teacher_id: suite.school.users.teacher,
    });
    const check = (await call("GET", `accounts/check-ielts/?user_id=${student.id}`, "admin")).json();
    expect(check).toMatchObject({ present: true, exam: { results: "7.0" } });
    expect((await call("GET", `accounts/check-tolc/?user_id=${student.id}`, "admin")).json()).toMatchObject({
      present: false,
      exam: null,
    });
    const text = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "tolc",
      base64_content: Buffer.from("just text, no magic").toString("base64"),
      filename: "x.pdf",
    });
    expect(text.statusCode).toBe(415);
    const notTeacher = await call("POST", "accounts/ielts/", "admin", {
      user_id: student.id,
      type: "tolc",
      teacher_id: suite.school.users.student,
    });
    expect(notTeacher.statusCode).toBe(400);
    const id = (created.json() as { id: number }).id;
    const updated = await call("PUT", `accounts/ielts-update/${id}/`, "admin", { results: "7.5" });
    expect(updated.json()).toMatchObject({ results: "7.5" });
    expect((await call("DELETE", `accounts/ielts/?id=${id}`, "admin")).statusCode).toBe(204);
    expect((await call("GET", `accounts/ielts/?user_id=${student.id}`, "admin")).json()).toEqual([]);
  });
});

describe("documents", () => {
  it("stores a PDF with its fields, refuses another type (415) and a file over 20 MB (413), storing nothing", async () => {
    const student = await newStudent();
    const upload = async (
      body: { payload: Buffer; headers: Record<string, string> },
      role: Role = "admin",
      id = student.id,
    ) =>
      suite.harness.app.inject({
        method: "POST",
        url: `/api/v1/user/accounts/upload_doc/${id}/`,
        headers: { ...(await suite.harness.authAs(suite.school, role)), ...body.headers },
        payload: body.payload,
      });
    const stored = await upload(
      multipartParts([
        { name: "doc_type", value: "passport" },
        { name: "expires_on", value: "2030-01-31" },
        { name: "file", file: PDF, filename: "passport.pdf", type: "application/pdf" },
      ]),
    );
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ doc_type: "passport", expires_on: "2030-01-31", format: "application/pdf" });
    expect((await upload(multipartFile(Buffer.from("<html></html>"), "x.pdf", "application/pdf"))).statusCode).toBe(
      415,
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 10)]);
    expect((await upload(multipartFile(huge, "big.png", "image/png"))).statusCode).toBe(413);
    const list = (await call("GET", `accounts/upload_doc/${student.id}/`, "admin")).json() as { id: number }[];
    expect(list).toHaveLength(1);
    const files = (await call("GET", `accounts/get_all_files/${student.id}/`, "admin")).json() as object[];
    expect(files).toHaveLength(1);
    // A student uploads their own documents, never another student's.
    expect(
      (await upload(multipartFile(PDF, "own.pdf", "application/pdf"), "student", suite.school.users.student))
        .statusCode,
    ).toBe(201);
    expect((await upload(multipartFile(PDF, "other.pdf", "application/pdf"), "student")).statusCode).toBe(403);
    expect((await call("DELETE", `accounts/delete_doc/${list[0]!.id}/`, "student")).statusCode).toBe(403);
    expect((await call("DELETE", `accounts/delete_doc/${list[0]!.id}/`, "admin")).statusCode).toBe(204);
  });
});

describe("comments and the communication history", () => {
  it("keeps comments and contacts, newest first, comments listed apart", async () => {
    const student = await newStudent();
    await call("POST", "accounts/comment_create/", "admin", {
      user_id: student.id,
      text: "Called about the visa",
      channel: "call",
    });
    await call("POST", "accounts/comment_create/", "admin", { user_id: student.id, text: "Wants Bologna" });
    const all = (await call("GET", `accounts/communication_list/${student.id}/`, "admin")).json() as {
      count: number;
      results: { text: string; author: string }[];
    };
    expect(all.count).toBe(2);
    expect(all.results[0]).toMatchObject({ text: "Wants Bologna" });
    const comments = (await call("GET", `accounts/comment_list/${student.id}/`, "admin")).json() as { count: number };
    expect(comments.count).toBe(1);
    expect((await call("GET", `accounts/comment_list/${student.id}/`, "student")).statusCode).toBe(403);
    expect(
      (await call("POST", "accounts/comment_create/", "admin", { user_id: student.id, text: "" })).statusCode,
    ).toBe(400);
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

describe("the school's figures and pickers", () => {
  it("answers selectors, staff, balance and bot stats for staff only", async () => {
    const selectors = (await call("GET", "selectors/", "admin")).json() as {
      steps: string[];
      academic_years: string[];
    };
    expect(selectors.steps[0]).toBe("consultation");
    expect(selectors.academic_years.length).toBeGreaterThan(0);
    const staff = (await call("GET", "accounts/admins-list/", "admin")).json() as { id: number }[];
    expect(staff.map((row) => row.id)).toContain(suite.school.users.admin);
    expect(staff.map((row) => row.id)).not.toContain(suite.school.users.student);
    expect((await call("GET", "accounts/balance/", "admin")).json()).toMatchObject({ students: expect.any(Number) });
    expect((await call("GET", "stats/bot-stats/", "admin")).statusCode).toBe(200);
    expect((await call("GET", "accounts/balance/", "teacher")).statusCode).toBe(403);
    expect((await call("GET", "accounts/avr/count/", "admin")).json()).toMatchObject({ count: expect.any(Number) });
  });
});
