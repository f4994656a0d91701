import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { instalmentTranches, paymentTranches } from "../../db/schema/index.js";
import { newCourse, newExerciseList, newLesson, newScheduleLesson } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

/**
 * Issue 50, hole 1 (decision 0166): a program bought in instalments whose second payment staff moved overdue. The
 * lesson page was closed, but the lesson list still gave every lesson with the livestream's link, the payment check
 * said `has_access: true`, and /finance showed the 60,000 still owed as an overpayment of 40,000. Each path the one
 * lock and the one rule of what is owed must hold is asked here, on PostgreSQL.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;

const LIVE_LINK = "https://meet.example.kz/locked-livestream";
const CALL_COMMENT = "Zoom: https://zoom.example.kz/j/50";
let courseId: number;
let liveLessonId: number;
let student: TestSchool;
let tranches: { id: number; amount: number }[];

const asStudent = (method: "GET" | "POST", url: string, payload?: object) =>
  suite.as(student, "student", { method, url: `/api/v1/${url}`, payload });
const asAdmin = (method: "GET" | "PATCH", url: string, payload?: object) =>
  suite.as(suite.school, "admin", { method, url: `/api/v1/${url}`, payload });

/** Pays the tranche as the student does: their own Pay, then the development checkout. */
async function pay(trancheId: number) {
  const order = await asStudent("POST", `user/accounts/payment-tranche/${trancheId}/pay/`);
  expect(order.statusCode).toBe(200);
  const paid = await asStudent("POST", `pay/dev_checkout/${order.json().order_id}/`, { outcome: "pay" });
  expect(paid.json().status).toBe("paid");
}

/** The student's timetable this week and next, where their program's group lesson is. */
async function timetableComments(): Promise<string[]> {
  const from = daysAgo(1);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const list = await asStudent("GET", `schedule/schedule/list/?date_after=${from}&date_before=${to}`);
  expect(list.statusCode).toBe(200);
  return list.json().map((lesson: { comment: string }) => lesson.comment);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const schoolId = suite.school.id;
  courseId = await newCourse(db(), schoolId, { cost: 100_000, titleRu: "Программа в рассрочку" });
  liveLessonId = await newLesson(db(), {
    schoolId,
    courseId,
    order: 1,
    name: "Эфир",
    itemType: "livestream",
    liveStart: new Date("2026-12-10T10:00:00Z"),
    liveLink: LIVE_LINK,
    youtubeLink: "https://youtu.be/dQw4w9WgXcQ",
    description: "Ссылка на материалы: https://files.example.kz/secret",
  });
  await newExerciseList(db(), { schoolId, lessonId: liveLessonId });
  const saved = await suite.as(suite.school, "admin", {
    method: "PUT",
    url: `/api/v1/course/instalment_plan/${courseId}/`,
    payload: { payments: 3, interval_days: 30, first_amount: 40_000, lock_after_days: 5 },
  });
  expect(saved.statusCode).toBe(200);
  const userId = await addUser(db(), {
    schoolId,
    email: `instalments.${Math.random().toString(36).slice(2)}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Newstudent",
  });
  student = { ...suite.school, users: { ...suite.school.users, student: userId } };
  const bought = await asStudent("POST", "pay/pay_instalments/", { course_id: courseId });
  expect(bought.statusCode).toBe(200);
  await asStudent("POST", `pay/dev_checkout/${bought.json().order_id}/`, { outcome: "pay" });
  tranches = await db()
    .select({ id: paymentTranches.id, amount: paymentTranches.amount })
    .from(instalmentTranches)
    .innerJoin(paymentTranches, eq(paymentTranches.id, instalmentTranches.trancheId))
    .where(eq(instalmentTranches.userId, userId))
    .orderBy(instalmentTranches.number);
  expect(tranches.map((tranche) => tranche.amount)).toEqual([40_000, 30_000, 30_000]);
  await newScheduleLesson(db(), {
    schoolId,
    teacherId: suite.school.users.teacher,
    courseId,
    comment: CALL_COMMENT,
    startAt: new Date(Date.now() + 2 * 86_400_000),
    studentIds: [userId],
  });
});

/** The payment staff moved overdue, as the answers name it. */
const overdue = () => ({ tranche_id: tranches[1]!.id, amount: 30_000, currency: "KZT", due_date: daysAgo(6) });
const noLink = (body: string) => {
  expect(body).not.toContain("meet.example.kz");
  expect(body).not.toContain("files.example.kz");
  expect(body).not.toContain("zoom.example.kz");
};

describe("a program bought in instalments, its first payment paid (issue 50)", () => {
  it("is open while the payments come in: the lesson list carries the livestream's link", async () => {
    const list = await asStudent("GET", `course/lesson/${courseId}/list_lesson/`);
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ id: liveLessonId, live_link: LIVE_LINK, locked: false });
    const check = await asStudent("GET", `check/check_payment/?course_id=${courseId}`);
    expect(check.json()).toMatchObject({ has_access: true, owed: 60_000, overdue_instalment: null });
    expect(await timetableComments()).toEqual([CALL_COMMENT]);
  });

  describe("its second payment moved overdue by staff: every path obeys the one lock", () => {
    beforeAll(async () => {
      const moved = await asAdmin("PATCH", `user/accounts/payment-tranche/${tranches[1]!.id}/`, {
        due_date: daysAgo(6),
      });
      expect(moved.statusCode).toBe(200);
    });

    it("the lesson page: 403 instalment_overdue naming the payment", async () => {
      const page = await asStudent("GET", `course/lesson/get_detail_lesson/${liveLessonId}/`);
      expect(page.statusCode).toBe(403);
      expect(page.json()).toMatchObject({
        code: "instalment_overdue",
        fields: { tranche_id: String(overdue().tranche_id) },
      });
    });

    it("the lesson list: every lesson named and locked, no livestream link, video or description", async () => {
      const list = await asStudent("GET", `course/lesson/${courseId}/list_lesson/`);
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toEqual([
        expect.objectContaining({
          id: liveLessonId,
          name: "Эфир",
          locked: true,
          live_link: null,
          youtube_link: null,
          video: null,
          description: "",
        }),
      ]);
      noLink(list.body);
    });

    it("the course view: its lessons locked, and the payment that opens them", async () => {
      const course = await asStudent("GET", `course/lesson/get_lesson_in_course_p/${courseId}/`);
      expect(course.statusCode).toBe(200);
      expect(course.json().overdue_instalment).toEqual(overdue());
      expect(course.json().lessons[0]).toMatchObject({ name: "Эфир", locked: true, live_link: null });
      noLink(course.body);
    });

    it("the payment check: no access, what is owed, and the payment to make", async () => {
      const check = await asStudent("GET", `check/check_payment/?course_id=${courseId}`);
      expect(check.json()).toMatchObject({ has_access: false, owed: 60_000, overdue_instalment: overdue() });
    });

    it("the lesson search: the program's lessons left out", async () => {
      const search = await asStudent("GET", "course/lesson/all/");
      expect(search.statusCode).toBe(200);
      expect(search.json().results.map((lesson: { id: number }) => lesson.id)).not.toContain(liveLessonId);
      noLink(search.body);
    });

    it("the exercise lists and their tasks (the files): 403 instalment_overdue", async () => {
      const lists = await asStudent("GET", `course/ex/lst/${liveLessonId}/`);
      expect(lists.statusCode).toBe(403);
      expect(lists.json().code).toBe("instalment_overdue");
    });

    it("the timetable: the lesson's time kept, the call's link in its comment withheld", async () => {
      expect(await timetableComments()).toEqual([""]);
    });

    it("/finance: the 60,000 still owed is a debt, not an overpayment of the 40,000 paid", async () => {
      const finance = await asAdmin("GET", "user/accounts/balance/students/?standing=debt");
      const row = finance
        .json()
        .results.find((result: { user_id: number }) => result.user_id === student.users.student);
      expect(row).toMatchObject({ package_cost: 100_000, paid_total: 40_000, payment_balance: 60_000 });
    });

    it("staff are not held by the student's debt", async () => {
      const staff = await asAdmin("GET", `course/lesson/${courseId}/list_lesson/`);
      expect(staff.json().results[0]).toMatchObject({ live_link: LIVE_LINK, locked: false });
    });
  });

  it("opens every path again once the overdue payment is paid", async () => {
    await pay(tranches[1]!.id);
    const reopened = await asStudent("GET", `course/lesson/${courseId}/list_lesson/`);
    expect(reopened.json().results[0]).toMatchObject({ live_link: LIVE_LINK, locked: false });
    expect((await asStudent("GET", `course/lesson/get_detail_lesson/${liveLessonId}/`)).statusCode).toBe(200);
    const course = await asStudent("GET", `course/lesson/get_lesson_in_course_p/${courseId}/`);
    expect(course.json().overdue_instalment).toBeNull();
    const after = await asStudent("GET", `check/check_payment/?course_id=${courseId}`);
    expect(after.json()).toMatchObject({ has_access: true, owed: 30_000, overdue_instalment: null });
    expect(await timetableComments()).toEqual([CALL_COMMENT]);
    const found = await asStudent("GET", "course/lesson/all/");
    expect(found.json().results.map((lesson: { id: number }) => lesson.id)).toContain(liveLessonId);
    expect((await asStudent("GET", `course/ex/lst/${liveLessonId}/`)).statusCode).toBe(200);
  });

  it("counts the plan's unpaid payments as a debt, the same on /finance, the student's page and the totals", async () => {
    const userId = student.users.student;
    // Paid: the first (40,000) and the second (30,000, above); owed: the third.
    const finance = await asAdmin("GET", "user/accounts/balance/students/");
    const row = finance.json().results.find((result: { user_id: number }) => result.user_id === userId);
    expect(row).toMatchObject({ package_cost: 100_000, paid_total: 70_000, payment_balance: 30_000 });
    const page = await asAdmin("GET", `user/accounts/payment-tranche/?user_id=${userId}`);
    expect(page.json()).toMatchObject({ package_cost: 100_000, paid_total: 70_000, payment_balance: 30_000 });
    const totals = await asAdmin("GET", "user/accounts/balance/");
    expect(totals.json()).toMatchObject({ package_cost: 100_000, paid_total: 70_000, payment_balance: 30_000 });
    const debtors = await asAdmin("GET", "user/accounts/balance/students/?standing=debt");
    expect(debtors.json().results.map((result: { user_id: number }) => result.user_id)).toContain(userId);
    const check = await asStudent("GET", `check/check_payment/?course_id=${courseId}`);
    expect(check.json().owed).toBe(row.payment_balance);
  });
});
