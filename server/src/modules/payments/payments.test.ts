import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coursePayments, courses } from "../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { api } from "../course/course.test-kit.js";
import { PAID_COURSES_LIMIT } from "./payments.queries.js";

const suite = apiSuite();

const paidCourses = (role: "admin_school" | "admin" | "teacher" | "student", target = suite.school) =>
  suite.as(target, role, { method: "GET", url: api("get_course_pay/") });

describe("the caller's paid programs", () => {
  it("are only the caller's own paid ones, newest paid first", async () => {
    const db = suite.harness.database.db;
    const courseId = await newCourse(db, suite.school.id);
    const student = { schoolId: suite.school.id, courseId, userId: suite.school.users.student };
    const older = await newCoursePayment(db, {
      ...student,
      courseTitle: "Bachelor in Italy",
      orderId: `older-${suite.school.id}`,
      amount: 1500.5,
      currency: "EUR",
      paidAt: new Date("2026-01-10T08:00:00Z"),
    });
    const newer = await newCoursePayment(db, { ...student, paidAt: new Date("2026-03-01T09:30:00Z") });
    // Paid without a recorded time: still bought, listed after the dated ones.
    const undated = await newCoursePayment(db, { ...student, paidAt: null });
    for (const status of ["pending", "failed", "refunded"] as const) {
      await newCoursePayment(db, { ...student, status, paidAt: status === "refunded" ? new Date() : null });
    }
    await newCoursePayment(db, { ...student, userId: suite.school.users.admin });
    const foreignCourse = await newCourse(db, suite.other.id);
    await newCoursePayment(db, {
      schoolId: suite.other.id,
      courseId: foreignCourse,
      userId: suite.other.users.student,
    });

    const response = await paidCourses("student");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: newer,
        course_id: courseId,
        course_title: "Программа",
        amount: 25000,
        currency: "KZT",
        order_id: expect.stringMatching(/^order-/),
        paid_at: "2026-03-01T09:30:00.000Z",
      },
      {
        id: older,
        course_id: courseId,
        course_title: "Bachelor in Italy",
        amount: 1500.5,
        currency: "EUR",
        order_id: `older-${suite.school.id}`,
        paid_at: "2026-01-10T08:00:00.000Z",
      },
      expect.objectContaining({ id: undated, paid_at: null }),
    ]);
    const admin = await paidCourses("admin");
    expect(admin.json()).toHaveLength(1);
    expect((await paidCourses("admin_school")).json()).toEqual([]);
  });

  it("keep a payment whose program was deleted, with course_id null and the title it was bought under", async () => {
    const db = suite.harness.database.db;
    const courseId = await newCourse(db, suite.school.id);
    const payment = await newCoursePayment(db, {
      schoolId: suite.school.id,
      courseId,
      userId: suite.school.users.teacher,
      courseTitle: "Master in Germany",
    });
    await db.delete(courses).where(eq(courses.id, courseId));
    const response = await paidCourses("teacher");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: payment, course_id: null, course_title: "Master in Germany" }),
    ]);
  });

  it(`are capped at ${PAID_COURSES_LIMIT}, dropping the oldest`, async () => {
    const db = suite.harness.database.db;
    const courseId = await newCourse(db, suite.other.id);
    const rows = Array.from({ length: PAID_COURSES_LIMIT + 1 }, (_, index) => ({
      schoolId: suite.other.id,
      courseId,
      userId: suite.other.users.admin,
      courseTitle: "Программа",
      orderId: `bulk-${suite.other.id}-${index}`,
      amount: 100,
      currency: "KZT",
      status: "paid" as const,
      provider: "test",
      paidAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    const inserted = await db.insert(coursePayments).values(rows).returning({ id: coursePayments.id });
    const response = await paidCourses("admin", suite.other);
    const ids = response.json().map((payment: { id: number }) => payment.id);
    expect(ids).toHaveLength(PAID_COURSES_LIMIT);
    expect(ids[0]).toBe(inserted.at(-1)!.id);
    expect(ids).not.toContain(inserted[0]!.id);
  });
});

describe("the payment check before a program's lessons", () => {
  const check = (role: "admin" | "student", query: string, target = suite.school) =>
    suite.as(target, role, { method: "GET", url: `/api/v1/check/check_payment/?${query}` });

  it("answers whether the caller paid, or the program is free", async () => {
    const db = suite.harness.database.db;
    const bought = await newCourse(db, suite.school.id);
    const free = await newCourse(db, suite.school.id, { isFree: true });
    const unpaid = await newCourse(db, suite.school.id);
    await newCoursePayment(db, { schoolId: suite.school.id, courseId: bought, userId: suite.school.users.student });
    await newCoursePayment(db, {
      schoolId: suite.school.id,
      courseId: unpaid,
      userId: suite.school.users.student,
      status: "pending",
      paidAt: null,
    });

    expect((await check("student", `course_id=${bought}`)).json()).toEqual({
      course_id: bought,
      paid: true,
      is_free: false,
      has_access: true,
    });
    expect((await check("student", `course_id=${free}`)).json()).toEqual({
      course_id: free,
      paid: false,
      is_free: true,
      has_access: true,
    });
    expect((await check("student", `course_id=${unpaid}`)).json()).toMatchObject({ paid: false, has_access: false });
    // Someone else's purchase does not count for the caller.
    expect((await check("admin", `course_id=${bought}`)).json()).toMatchObject({ paid: false, has_access: false });
  });

  it("refuses a missing or malformed course id and another school's program", async () => {
    expect((await check("student", "")).statusCode).toBe(400);
    expect((await check("student", "course_id=abc")).json().fields).toHaveProperty("course_id");
    const foreign = await newCourse(suite.harness.database.db, suite.other.id);
    const refused = await check("student", `course_id=${foreign}`);
    expect(refused.statusCode).toBe(404);
  });
});
