import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, paymentEvents, payments, studentRecords, users } from "../../../db/schema/index.js";
import { newCourse, newExercise, newExerciseList, newLesson } from "../../../test/factories.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../../test/test-app.js";
import { addUser } from "../../school/school-setup.service.js";

/** The buy flow through the development provider (issue 21, decision 0052). */
const suite = apiSuite();
const db = () => suite.harness.database.db;

/** A student of their own, so one test's purchases never show in another's. */
async function newStudent(): Promise<TestSchool> {
  const id = await addUser(db(), {
    schoolId: suite.school.id,
    email: `buyer.${Math.random().toString(36).slice(2)}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Buyer",
  });
  return { ...suite.school, users: { ...suite.school.users, student: id } };
}

const pay = (as: TestSchool, payload: object, headers: Record<string, string> = {}) =>
  suite.harness.authAs(as, "student").then((auth) =>
    suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/pay/pay_course/",
      headers: { ...auth, ...headers },
      payload,
    }),
  );
const order = (as: TestSchool, orderId: string, role: "student" | "admin" = "student") =>
  suite.as(as, role, { method: "GET", url: `/api/v1/pay/order/${orderId}/` });
const checkout = (as: TestSchool, orderId: string, outcome: "pay" | "decline") =>
  suite.as(as, "student", { method: "POST", url: `/api/v1/pay/dev_checkout/${orderId}/`, payload: { outcome } });
const check = (as: TestSchool, courseId: number) =>
  suite.as(as, "student", { method: "GET", url: `/api/v1/check/check_payment/?course_id=${courseId}` });

let paidCourse: number;
let lessonId: number;
let exListId: number;
let taskId: number;

beforeAll(async () => {
  paidCourse = await newCourse(db(), suite.school.id, { cost: 25_000, titleRu: "Магистратура" });
  lessonId = await newLesson(db(), { schoolId: suite.school.id, courseId: paidCourse, order: 1 });
  await newLesson(db(), { schoolId: suite.school.id, courseId: paidCourse, order: 2 });
  exListId = await newExerciseList(db(), { schoolId: suite.school.id, lessonId });
  taskId = await newExercise(db(), { schoolId: suite.school.id, exListId });
});

describe("pay_course", () => {
  it("refuses guests (401) and staff (403)", async () => {
    const guest = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/pay/pay_course/",
      payload: { course_id: paidCourse },
    });
    expect(guest.statusCode).toBe(401);
    const teacher = await suite.as(suite.school, "teacher", {
      method: "POST",
      url: "/api/v1/pay/pay_course/",
      payload: { course_id: paidCourse },
    });
    expect(teacher.statusCode).toBe(403);
  });

  it("opens an order for the program's cost in the school's currency, with the buyer's and the order's UTM", async () => {
    const buyer = await newStudent();
    await db()
      .update(users)
      .set({ utmSource: "instagram", utmMedium: "social" })
      .where(eq(users.id, buyer.users.student));
    const answer = await pay(buyer, { course_id: paidCourse, utm: { utmCampaign: "spring" } });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ status: "pending", checkout_url: expect.stringMatching(/^\/pay\/dev-checkout\/c-/) });
    expect(body.checkout_url).toContain(encodeURIComponent(`/success/course/${body.order_id}/${paidCourse}/25000/KZT`));
    const [row] = await db().select().from(payments).where(eq(payments.orderId, body.order_id));
    expect(row).toMatchObject({
      kind: "course",
      amountMinor: 2_500_000,
      currency: "KZT",
      status: "pending",
      provider: "development",
      title: "Магистратура",
      utmSource: "instagram",
      utmMedium: "social",
      utmCampaign: "spring",
    });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, row!.id));
    expect(events.map((event) => event.kind)).toEqual(["created"]);
  });

  it("makes one order of concurrent requests with the same idempotency key (body or header)", async () => {
    const buyer = await newStudent();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2
          ? pay(buyer, { course_id: paidCourse, idempotency_key: "click-0001" })
          : pay(buyer, { course_id: paidCourse }, { "idempotency-key": "click-0001" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().order_id)).size).toBe(1);
    const rows = await db().select().from(payments).where(eq(payments.userId, buyer.users.student));
    expect(rows).toHaveLength(1);
    // Another key while that order waits for its payment (a Back and a second Buy) is the same purchase: the same
    // order (decision 0167); once it is declined, another key is another order.
    const again = await pay(buyer, { course_id: paidCourse, idempotency_key: "click-0002" });
    expect(again.json()).toMatchObject({ order_id: rows[0]!.orderId, checkout_url: answers[0]!.json().checkout_url });
    expect((await checkout(buyer, rows[0]!.orderId, "decline")).statusCode).toBe(200);
    expect((await pay(buyer, { course_id: paidCourse, idempotency_key: "click-0003" })).json().order_id).not.toBe(
      rows[0]!.orderId,
    );
  });

  it("refuses a client's sum or currency, bad keys and bad ids with 400", async () => {
    const buyer = await newStudent();
    for (const payload of [
      { course_id: paidCourse, amount_minor: 100 },
      { course_id: paidCourse, currency: "BTC" },
      { course_id: "abc" },
      { course_id: -1 },
      { course_id: paidCourse, idempotency_key: "short" },
    ]) {
      expect((await pay(buyer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await pay(buyer, { course_id: paidCourse }, { "idempotency-key": "bad key!" })).statusCode).toBe(400);
    const foreign = await newCourse(db(), suite.other.id, { cost: 100 });
    expect((await pay(buyer, { course_id: foreign })).statusCode).toBe(404);
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.users.student))).toEqual([]);
  });

  it("enrols in a free program at once, with no order", async () => {
    const buyer = await newStudent();
    const free = await newCourse(db(), suite.school.id, { isFree: true, cost: 0 });
    expect((await check(buyer, free)).json()).toMatchObject({ is_free: true, has_access: false });
    expect((await pay(buyer, { course_id: free })).json()).toEqual({
      order_id: null,
      status: "enrolled",
      checkout_url: null,
    });
    expect((await check(buyer, free)).json()).toMatchObject({ has_access: true });
  });
});

describe("the development checkout and the order's state", () => {
  it("pays: the order reads paid with the first lesson, the student is a member and check_payment agrees", async () => {
    const buyer = await newStudent();
    const { order_id: orderId } = (await pay(buyer, { course_id: paidCourse })).json();
    expect((await order(buyer, orderId)).json()).toMatchObject({
      status: "pending",
      dev_checkout: true,
      test_payment: true,
    });
    const paid = await checkout(buyer, orderId, "pay");
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "paid",
      amount_minor: 2_500_000,
      currency: "KZT",
      first_lesson_id: lessonId,
      dev_checkout: false,
      // The development provider took it: the thank-you page says no money moved (decision 0124).
      test_payment: true,
    });
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ paid: true, has_access: true });
    // A second click on the paid order changes nothing; a new purchase is not needed.
    expect((await checkout(buyer, orderId, "pay")).json()).toMatchObject({ status: "paid" });
    expect((await pay(buyer, { course_id: paidCourse })).json()).toMatchObject({ status: "enrolled" });
  });

  it("declines: the order reads failed and the lessons stay closed", async () => {
    const buyer = await newStudent();
    const { order_id: orderId } = (await pay(buyer, { course_id: paidCourse })).json();
    expect((await checkout(buyer, orderId, "decline")).json()).toMatchObject({
      status: "failed",
      failure_reason: expect.any(String),
      first_lesson_id: null,
    });
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ paid: false, has_access: false });
  });

  it("never shows or pays another user's order", async () => {
    const buyer = await newStudent();
    const stranger = await newStudent();
    const { order_id: orderId } = (await pay(buyer, { course_id: paidCourse })).json();
    expect((await order(stranger, orderId)).statusCode).toBe(404);
    expect((await order(suite.school, orderId, "admin")).statusCode).toBe(404);
    expect((await checkout(stranger, orderId, "pay")).statusCode).toBe(404);
    expect((await order(buyer, "c-nothing")).statusCode).toBe(404);
    expect((await order(buyer, orderId)).json()).toMatchObject({ status: "pending" });
  });
});

describe("a paid program's lessons", () => {
  const lessonRoutes = () => [
    { method: "GET" as const, url: `/api/v1/course/lesson/${paidCourse}/list_lesson/` },
    { method: "GET" as const, url: `/api/v1/course/lesson/get_lesson_in_course_p/${paidCourse}/` },
    { method: "GET" as const, url: `/api/v1/course/lesson/get_detail_lesson/${lessonId}/` },
    { method: "GET" as const, url: `/api/v1/course/ex/lst/${lessonId}/` },
    { method: "GET" as const, url: `/api/v1/course/ex/get_ex_in_ex_lst/${exListId}/` },
    { method: "GET" as const, url: `/api/v1/course/course/get_task_with_ex_list_id/${exListId}/` },
    { method: "GET" as const, url: `/api/v1/course/homework/get_ans_homework/${taskId}/${exListId}/` },
    { method: "POST" as const, url: `/api/v1/course/ex/start/${exListId}/` },
  ];

  it("are refused on every lesson route to a student who has not paid, and open after payment", async () => {
    const buyer = await newStudent();
    for (const route of lessonRoutes()) {
      const refused = await suite.as(buyer, "student", route);
      expect([403, 404], `${route.method} ${route.url}`).toContain(refused.statusCode);
    }
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ has_access: false });
    const { order_id: orderId } = (await pay(buyer, { course_id: paidCourse })).json();
    await checkout(buyer, orderId, "pay");
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ has_access: true });
    for (const route of lessonRoutes()) {
      const allowed = await suite.as(buyer, "student", route);
      expect(allowed.statusCode, `${route.method} ${route.url}: ${allowed.body}`).toBe(200);
    }
  });
});

describe("refunds by the school admin", () => {
  const refund = (role: "admin_school" | "admin" | "student", id: number, payload: object = {}) =>
    suite.as(suite.school, role, { method: "POST", url: `/api/v1/pay/refund/${id}/`, payload });

  it("partial keeps access, full closes it; both are in the payment's history", async () => {
    const buyer = await newStudent();
    const { order_id: orderId } = (await pay(buyer, { course_id: paidCourse })).json();
    await checkout(buyer, orderId, "pay");
    const [row] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect((await refund("admin", row!.id)).statusCode).toBe(403);
    expect((await refund("student", row!.id)).statusCode).toBe(403);
    for (const amount of [-1, 0, 1.5, "100", 3_000_000]) {
      expect((await refund("admin_school", row!.id, { amount_minor: amount })).statusCode, String(amount)).toBe(400);
    }
    const part = await refund("admin_school", row!.id, { amount_minor: 500_000 });
    expect(part.json()).toMatchObject({ status: "paid", refunded_minor: 500_000 });
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ has_access: true });
    const full = await refund("admin_school", row!.id);
    expect(full.json()).toMatchObject({ status: "refunded", refunded_minor: 2_500_000 });
    expect((await check(buyer, paidCourse)).json()).toMatchObject({ has_access: false });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, row!.id));
    expect(events.map((event) => [event.kind, event.amountMinor])).toEqual([
      ["created", 2_500_000],
      ["paid", 2_500_000],
      ["refunded", 500_000],
      ["refunded", 2_000_000],
    ]);
    expect(events.at(-1)!.actorName).toContain("admin_school");
    expect((await refund("admin_school", row!.id)).statusCode).toBe(409);
    const members = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, paidCourse), eq(courseMembers.userId, buyer.users.student)));
    expect(members).toEqual([]);
  });
});

describe("the priority package", () => {
  it("is sold for 50,000 tenge and marks the student's record; bought once", async () => {
    const buyer = await newStudent();
    const opened = await suite.as(buyer, "student", {
      method: "POST",
      url: "/api/v1/pay/pay_priority_package/",
      payload: { idempotency_key: "package-0001" },
    });
    expect(opened.json()).toMatchObject({ status: "pending" });
    const { order_id: orderId } = opened.json();
    expect((await checkout(buyer, orderId, "pay")).json()).toMatchObject({
      kind: "priority_package",
      status: "paid",
      amount_minor: 5_000_000,
      currency: "KZT",
    });
    const [record] = await db().select().from(studentRecords).where(eq(studentRecords.userId, buyer.users.student));
    expect(record!.packages).toEqual(["Priority"]);
    const again = await suite.as(buyer, "student", {
      method: "POST",
      url: "/api/v1/pay/pay_priority_package/",
      payload: {},
    });
    expect(again.json()).toEqual({ order_id: orderId, status: "paid", checkout_url: null });
  });
});
