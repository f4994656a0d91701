import type { PaymentHistory, StaffPayment } from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseMembers, paymentEvents } from "../../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

const suite = apiSuite();
type Role = "admin_school" | "admin" | "teacher" | "student";
const pay = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  role: Role,
  payload?: object,
  school: TestSchool = suite.school,
) => suite.as(school, role, { method, url: `/api/v1/pay/${url}`, ...(payload ? { payload } : {}) });

const db = () => suite.harness.database.db;

async function enrolWithCash(courseId: number, extra: object = {}) {
  const response = await pay("POST", "create_course_user/", "admin", {
    user_id: suite.school.users.student,
    course_id: courseId,
    amount_minor: 15_000_000,
    currency: "KZT",
    method: "cash",
    note: "Paid at the office",
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StaffPayment;
}

describe("create_course_user/", () => {
  it("records a paid manual payment, its first history line and a staff membership", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const payment = await enrolWithCash(courseId);
    expect(payment).toMatchObject({
      user_id: suite.school.users.student,
      user_name: expect.stringContaining("student"),
      course_id: courseId,
      amount_minor: 15_000_000,
      currency: "KZT",
      status: "paid",
      method: "cash",
      created_by: suite.school.users.admin,
      note: "Paid at the office",
      deleted_at: null,
    });
    const [member] = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, suite.school.users.student)));
    expect(member).toMatchObject({ role: "student", source: "staff" });
    const history = (await pay("GET", `list_history_pay/?payment_id=${payment.id}`, "admin")).json();
    expect(history.results).toEqual([
      expect.objectContaining({
        kind: "created",
        amount_minor: 15_000_000,
        actor_id: suite.school.users.admin,
        actor_name: expect.stringContaining("admin"),
        details: expect.objectContaining({ method: "cash" }),
      }),
    ]);
  });

  it("refuses bad sums, unknown currencies, the provider method, a future date, a non-student and other schools", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const body = {
      user_id: suite.school.users.student,
      course_id: courseId,
      amount_minor: 1000,
      currency: "KZT",
      method: "cash",
    };
    for (const bad of [
      { amount_minor: -100 },
      { amount_minor: 0 },
      { amount_minor: 10.5 },
      { amount_minor: "100" },
      { currency: "XYZ" },
      { method: "provider" },
      { paid_on: "2026-02-30" },
    ]) {
      const response = await pay("POST", "create_course_user/", "admin", { ...body, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const future = await pay("POST", "create_course_user/", "admin", { ...body, paid_on: "2999-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty("paid_on");
    const teacher = await pay("POST", "create_course_user/", "admin", { ...body, user_id: suite.school.users.teacher });
    expect(teacher.json().fields).toHaveProperty("user_id");
    const foreignUser = await pay("POST", "create_course_user/", "admin", {
      ...body,
      user_id: suite.other.users.student,
    });
    expect(foreignUser.statusCode).toBe(404);
    const foreignCourse = await newCourse(db(), suite.other.id);
    expect((await pay("POST", "create_course_user/", "admin", { ...body, course_id: foreignCourse })).statusCode).toBe(
      404,
    );
    for (const role of ["teacher", "student"] as const) {
      expect((await pay("POST", "create_course_user/", role, body)).statusCode).toBe(403);
    }
  });
});

describe("update_payment/{id}/", () => {
  it("writes what changed with one history line, and answers an unchanged update 200 without one", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const payment = await enrolWithCash(courseId);
    const same = await pay("PATCH", `update_payment/${payment.id}/`, "admin", {
      amount_minor: 15_000_000,
      method: "cash",
      note: "Paid at the office",
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ changed: false, payment: { id: payment.id } });
    const empty = await pay("PATCH", `update_payment/${payment.id}/`, "admin", {});
    expect(empty.json()).toMatchObject({ changed: false });

    const changed = await pay("PATCH", `update_payment/${payment.id}/`, "admin_school", {
      amount_minor: 14_000_000,
      method: "bank_transfer",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      changed: true,
      payment: { amount_minor: 14_000_000, method: "bank_transfer" },
    });
    const history = (await pay("GET", `list_history_pay/?payment_id=${payment.id}`, "admin")).json() as PaymentHistory;
    expect(history.results.map((event) => event.kind)).toEqual(["updated", "created"]);
    expect(history.results[0]).toMatchObject({
      amount_minor: 14_000_000,
      actor_id: suite.school.users.admin_school,
      details: {
        amount_minor: { from: 15_000_000, to: 14_000_000 },
        method: { from: "cash", to: "bank_transfer" },
      },
    });
  });

  it("refuses bad input, a provider payment's sum, a student and another school", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const payment = await enrolWithCash(courseId);
    for (const bad of [
      { amount_minor: -1 },
      { amount_minor: 0 },
      { amount_minor: 1.5 },
      { currency: "ABC" },
      { x: 1 },
    ]) {
      expect((await pay("PATCH", `update_payment/${payment.id}/`, "admin", bad)).statusCode).toBe(400);
    }
    expect((await pay("PATCH", `update_payment/${payment.id}/`, "admin", { method: "provider" })).statusCode).toBe(400);
    for (const role of ["teacher", "student"] as const) {
      const refused = await pay("PATCH", `update_payment/${payment.id}/`, role, { amount_minor: 1 });
      expect(refused.statusCode).toBe(403);
    }
    const provider = await newCoursePayment(db(), {
      schoolId: suite.school.id,
      courseId,
      userId: suite.school.users.student,
    });
    const providerSum = await pay("PATCH", `update_payment/${provider}/`, "admin", { amount_minor: 1 });
    expect(providerSum.statusCode).toBe(409);
    expect(providerSum.json().fields).toHaveProperty("amount_minor");
    const providerNote = await pay("PATCH", `update_payment/${provider}/`, "admin", { note: "Checked the bank" });
    expect(providerNote.json()).toMatchObject({ changed: true, payment: { note: "Checked the bank" } });
    const foreign = await newCoursePayment(db(), {
      schoolId: suite.other.id,
      courseId: await newCourse(db(), suite.other.id),
      userId: suite.other.users.student,
    });
    expect((await pay("PATCH", `update_payment/${foreign}/`, "admin", { note: "x" })).statusCode).toBe(404);
  });
});

describe("delete/{paymentId}/{userId}/ and the history", () => {
  it("marks the payment deleted once, keeps it and its history, which no one can rewrite", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const payment = await enrolWithCash(courseId);
    const student = suite.school.users.student;
    expect((await pay("DELETE", `delete/${payment.id}/${suite.school.users.teacher}/`, "admin")).statusCode).toBe(404);
    expect((await pay("DELETE", `delete/${payment.id}/${student}/`, "student")).statusCode).toBe(403);
    expect((await pay("DELETE", `delete/${payment.id}/${student}/`, "admin")).statusCode).toBe(204);
    expect((await pay("DELETE", `delete/${payment.id}/${student}/`, "admin")).statusCode).toBe(204);
    const list = (await pay("GET", `list_pay/${courseId}/`, "admin")).json();
    expect(list.results).toEqual([]);
    const withDeleted = (await pay("GET", `list_pay/${courseId}/?include_deleted=true`, "admin")).json();
    expect(withDeleted.results).toEqual([expect.objectContaining({ id: payment.id, deleted_at: expect.any(String) })]);
    expect((await pay("PATCH", `update_payment/${payment.id}/`, "admin", { note: "x" })).statusCode).toBe(409);

    const note = await pay("POST", "create_history_pay/", "admin", {
      payment_id: payment.id,
      description: "Receipt scanned",
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(
      (await pay("POST", "create_history_pay/", "admin", { payment_id: payment.id, description: " " })).statusCode,
    ).toBe(400);
    expect(
      (await pay("POST", "create_history_pay/", "student", { payment_id: payment.id, description: "x" })).statusCode,
    ).toBe(403);
    const history = (await pay("GET", `list_history_pay/?payment_id=${payment.id}`, "admin")).json() as PaymentHistory;
    expect(history.results.map((event) => [event.kind, event.description])).toEqual([
      ["note", "Receipt scanned"],
      ["deleted", ""],
      ["created", "Paid at the office"],
    ]);
    // Append-only: the database itself refuses to change or remove a line.
    await expect(
      db().execute(sql`update payment_events set description = 'forged' where payment_id = ${payment.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from payment_events where payment_id = ${payment.id}`)).rejects.toThrow();
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(3);
  });
});

describe("list_pay/{id}/", () => {
  it("pages a program's payments newest first with the buyers' names, for staff only", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const rows = Array.from({ length: 52 }, (_, index) => ({
      schoolId: suite.school.id,
      courseId,
      userId: suite.school.users.student,
      orderId: `list-${courseId}-${index}`,
    }));
    const ids: number[] = [];
    for (const row of rows) ids.push(await newCoursePayment(db(), row));
    const first = await pay("GET", `list_pay/${courseId}/`, "admin");
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { results: StaffPayment[]; next_cursor: number | null };
    expect(page.results).toHaveLength(50);
    expect(page.results[0]).toMatchObject({ id: ids.at(-1), user_name: expect.stringContaining("student") });
    const second = (await pay("GET", `list_pay/${courseId}/?before=${page.next_cursor}`, "admin")).json();
    expect(second.results.map((row: StaffPayment) => row.id)).toEqual([ids[1], ids[0]]);
    expect(second.next_cursor).toBeNull();
    for (const role of ["teacher", "student"] as const) {
      expect((await pay("GET", `list_pay/${courseId}/`, role)).statusCode).toBe(403);
    }
    const foreign = await newCourse(db(), suite.other.id);
    expect((await pay("GET", `list_pay/${foreign}/`, "admin")).statusCode).toBe(404);
    expect((await pay("GET", `list_pay/${courseId}/?before=abc`, "admin")).statusCode).toBe(400);
  });
});

describe("list_history_pay/", () => {
  it("answers a student their own payments and history, never another's; teachers nothing", async () => {
    const courseId = await newCourse(db(), suite.school.id);
    const payment = await enrolWithCash(courseId);
    const own = await pay("GET", `list_history_pay/?user_id=${suite.school.users.student}`, "student");
    expect(own.statusCode, own.body).toBe(200);
    const history = own.json() as PaymentHistory;
    expect(history.payments.map((row) => row.id)).toContain(payment.id);
    expect(history.results.some((event) => event.payment_id === payment.id)).toBe(true);
    expect((await pay("GET", `list_history_pay/?payment_id=${payment.id}`, "student")).statusCode).toBe(200);
    const otherPayment = await newCoursePayment(db(), {
      schoolId: suite.school.id,
      courseId,
      userId: suite.school.users.admin,
    });
    expect((await pay("GET", `list_history_pay/?payment_id=${otherPayment}`, "student")).statusCode).toBe(403);
    expect((await pay("GET", `list_history_pay/?user_id=${suite.school.users.admin}`, "student")).statusCode).toBe(403);
    expect((await pay("GET", `list_history_pay/?user_id=${suite.school.users.student}`, "teacher")).statusCode).toBe(
      403,
    );
    expect((await pay("GET", "list_history_pay/", "admin")).statusCode).toBe(400);
    expect((await pay("GET", `list_history_pay/?user_id=1&payment_id=${payment.id}`, "admin")).statusCode).toBe(400);
    expect((await pay("GET", `list_history_pay/?user_id=${suite.other.users.student}`, "admin")).statusCode).toBe(404);
  });
});
