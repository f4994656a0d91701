import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, payments } from "../../../db/schema/index.js";
import { joinProgram, newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { api } from "../../course/course.test-kit.js";
import { PAID_COURSES_LIMIT } from "./paid.queries.js";

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
      title: "Bachelor in Italy",
      orderId: `older-${suite.school.id}`,
      amountMinor: 150_050,
      currency: "EUR",
      paidAt: new Date("2026-01-10T08:00:00Z"),
    });
    const newer = await newCoursePayment(db, { ...student, paidAt: new Date("2026-03-01T09:30:00Z") });
    // Paid without a recorded time: still bought, listed after the dated ones.
    const undated = await newCoursePayment(db, { ...student, paidAt: null });
    for (const status of ["pending", "failed", "refunded"] as const) {
      await newCoursePayment(db, { ...student, status, paidAt: status === "refunded" ? new Date() : null });
    }
    // Deleted by staff (pay/delete/): kept for the history, bought no longer.
    await newCoursePayment(db, { ...student, deletedAt: new Date() });
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
        amount_minor: 2_500_000,
        currency: "KZT",
        order_id: expect.stringMatching(/^order-/),
        paid_at: "2026-03-01T09:30:00.000Z",
      },
      {
        id: older,
        course_id: courseId,
        // Bought under another title: a standing program is named as it is called now (decision 0172).
        course_title: "Программа",
        amount_minor: 150_050,
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
      title: "Master in Germany",
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
      kind: "course" as const,
      title: "Программа",
      orderId: `bulk-${suite.other.id}-${index}`,
      amountMinor: 10_000,
      currency: "KZT",
      status: "paid" as const,
      method: "provider" as const,
      provider: "test",
      paidAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    }));
    const inserted = await db.insert(payments).values(rows).returning({ id: payments.id });
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

  it("answers whether the caller paid, whether the program is free, and whether its lessons open (membership)", async () => {
    const db = suite.harness.database.db;
    const bought = await newCourse(db, suite.school.id);
    const free = await newCourse(db, suite.school.id, { isFree: true });
    const unpaid = await newCourse(db, suite.school.id);
    await newCoursePayment(db, { schoolId: suite.school.id, courseId: bought, userId: suite.school.users.student });
    // The payment's listener enrols the buyer; this row stands for it, as the lesson routes read membership.
    await joinProgram(db, { courseId: bought, userId: suite.school.users.student, role: "student" });
    const enrolledByStaff = await newCourse(db, suite.school.id);
    await joinProgram(db, { courseId: enrolledByStaff, userId: suite.school.users.student, role: "student" });
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
      owed: 0,
      overdue_instalment: null,
    });
    // A free program opens once joined (pay_course/ joins it at once), as its lessons do.
    expect((await check("student", `course_id=${free}`)).json()).toEqual({
      course_id: free,
      paid: false,
      is_free: true,
      has_access: false,
      owed: 0,
      overdue_instalment: null,
    });
    expect((await check("student", `course_id=${enrolledByStaff}`)).json()).toMatchObject({
      paid: false,
      has_access: true,
    });
    expect((await check("student", `course_id=${unpaid}`)).json()).toMatchObject({ paid: false, has_access: false });
    // Someone else's purchase does not count as the caller's; staff read every program's lessons.
    expect((await check("admin", `course_id=${bought}`)).json()).toMatchObject({ paid: false, has_access: true });
  });

  it("refuses a missing or malformed course id and another school's program", async () => {
    expect((await check("student", "")).statusCode).toBe(400);
    expect((await check("student", "course_id=abc")).json().fields).toHaveProperty("course_id");
    const foreign = await newCourse(suite.harness.database.db, suite.other.id);
    const refused = await check("student", `course_id=${foreign}`);
    expect(refused.statusCode).toBe(404);
  });
});
