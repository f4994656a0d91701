import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courseMembers,
  notifications,
  offlinePayments,
  paymentEvents,
  paymentReceipts,
  payments,
} from "../../../db/schema/index.js";
import { newCourse, newLesson, newRequisites, VALID_REQUISITES } from "../../../test/factories.js";
import { multipartFile } from "../../../test/http-fixtures.js";
import { apiSuite, type TestSchool } from "../../../test/test-app.js";

/**
 * Kaspi, bank transfer and cash through the reconciliation queue (decision 0160), on PostgreSQL: a confirmation
 * settles once through the card's settle path, a rejection fails the payment with the student's reason, and only
 * staff decide while a student reads only their own.
 */
const suite = apiSuite();
const api = "/api/v1";

async function setUpOffline(school: TestSchool) {
  const answer = await suite.as(school, "admin_school", {
    method: "PUT",
    url: `${api}/user/school/offline_payments/`,
    payload: {
      kaspi_enabled: true,
      kaspi_link: "https://pay.kaspi.kz/pay/school42",
      kaspi_comment: "ФИО ученика",
      transfer_enabled: true,
    },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function soldProgram(school: TestSchool) {
  const db = suite.harness.database.db;
  const courseId = await newCourse(db, school.id, { cost: 25_000, isFree: false });
  const lessonId = await newLesson(db, { schoolId: school.id, courseId });
  return { courseId, lessonId };
}

const openOrder = (school: TestSchool, body: object) =>
  suite.as(school, "student", { method: "POST", url: `${api}/pay/pay_course_offline/`, payload: body });

async function reportPaid(school: TestSchool, orderId: string, receipt?: { data: Buffer; type: string }) {
  const auth = await suite.harness.authAs(school, "student");
  const body = receipt ? multipartFile(receipt.data, "receipt", receipt.type, "receipt") : null;
  return suite.harness.app.inject({
    method: "POST",
    url: `${api}/pay/offline/${orderId}/paid/`,
    payload: body?.payload,
    headers: { ...body?.headers, ...auth },
  });
}

async function uploadQr(file: { data: Buffer; type: string }) {
  const body = multipartFile(file.data, "qr.png", file.type);
  return suite.harness.app.inject({
    method: "POST",
    url: `${api}/user/school/offline_payments/kaspi_qr/`,
    payload: body.payload,
    headers: { ...body.headers, ...(await suite.harness.authAs(suite.school, "admin_school")) },
  });
}

const queue = (school: TestSchool, query = "") =>
  suite.as(school, "admin", { method: "GET", url: `${api}/pay/reconciliation/${query}` });

const confirm = (school: TestSchool, id: number, role: "admin" | "admin_school" | "teacher" | "student" = "admin") =>
  suite.as(school, role, { method: "POST", url: `${api}/pay/reconciliation/${id}/confirm/` });

beforeAll(async () => {
  const db = suite.harness.database.db;
  for (const school of [suite.school, suite.other]) {
    await newRequisites(db, school.id);
  }
});

describe("the school's settings", () => {
  it("offer Kaspi with a link and a transfer with the invoice's requisites, and refuse a foreign link", async () => {
    const settings = await setUpOffline(suite.school);
    expect(settings).toMatchObject({ kaspi_available: true, transfer_available: true, requisites_missing: [] });
    const wrong = await suite.as(suite.school, "admin", {
      method: "PUT",
      url: `${api}/user/school/offline_payments/`,
      payload: { ...settings, kaspi_link: "https://evil.example.com/pay", kaspi_qr_url: undefined },
    });
    expect(wrong.statusCode).toBe(400);
    const methods = await suite.as(suite.school, "student", { method: "GET", url: `${api}/pay/offline_methods/` });
    expect(methods.json()).toEqual({ kaspi: true, transfer: true });
    expect(
      (await suite.as(suite.school, "student", { method: "GET", url: `${api}/user/school/offline_payments/` }))
        .statusCode,
    ).toBe(403);
  });

  it("take a QR picture by its content, not by its name", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const stored = await uploadQr({ data: png, type: "image/png" });
    expect(stored.statusCode).toBe(200);
    const url = stored.json().kaspi_qr_url as string;
    expect((await suite.harness.app.inject({ method: "GET", url })).headers["content-type"]).toBe("image/png");
    const text = Buffer.from("not a picture at all");
    const refused = await uploadQr({ data: text, type: "image/png" });
    expect(refused.statusCode).toBe(415);
  });
});

describe("a student's Kaspi payment", () => {
  it("shows the exact sum and comment, waits in the queue, and ten confirmations settle it once", async () => {
    await setUpOffline(suite.school);
    const { courseId, lessonId } = await soldProgram(suite.school);
    const opened = await openOrder(suite.school, {
      course_id: courseId,
      channel: "kaspi",
      idempotency_key: "kaspi-1-key",
    });
    expect(opened.statusCode).toBe(200);
    const order = opened.json();
    expect(order).toMatchObject({
      channel: "kaspi",
      state: "awaiting_payment",
      status: "pending",
      amount_minor: 2_500_000,
      currency: "KZT",
      kaspi: { link: "https://pay.kaspi.kz/pay/school42" },
      transfer: null,
    });
    expect(order.comment).toContain(order.reference);
    // The same key answers the same order.
    const again = await openOrder(suite.school, {
      course_id: courseId,
      channel: "kaspi",
      idempotency_key: "kaspi-1-key",
    });
    expect(again.json().order_id).toBe(order.order_id);

    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const reported = await reportPaid(suite.school, order.order_id, { data: jpeg, type: "image/jpeg" });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      state: "awaiting_confirmation",
      receipt_url: expect.stringContaining("signature="),
    });

    const waiting = (await queue(suite.school, "?state=awaiting_confirmation&channel=kaspi")).json();
    const item = waiting.results.find((row: { order_id: string }) => row.order_id === order.order_id);
    expect(item).toMatchObject({ state: "awaiting_confirmation", amount_minor: 2_500_000 });
    expect(waiting.counts.awaiting_confirmation).toBeGreaterThanOrEqual(1);

    // Only staff holding payment.manage decide.
    expect((await confirm(suite.school, item.id, "teacher")).statusCode).toBe(403);
    expect((await confirm(suite.school, item.id, "student")).statusCode).toBe(403);
    // Another school's staff do not find it.
    expect((await confirm(suite.other, item.id)).statusCode).toBe(404);

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(suite.school, item.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.json().state === "confirmed")).toBe(true);

    const db = suite.harness.database.db;
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(payment).toMatchObject({ status: "paid", method: "kaspi", provider: "kaspi" });
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
    expect(events.filter((event) => event.kind === "paid")).toHaveLength(1);
    // One receipt (decision 0161): its row, from which the queue draws, fiscalises and mails it once.
    const receipts = await db.select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, payment!.id));
    expect(receipts).toMatchObject([{ kind: "payment" }]);
    const members = await db
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, suite.school.users.student)));
    expect(members).toHaveLength(1);
    // The lessons open: the same check as a card payment's.
    const access = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${api}/check/check_payment/?course_id=${courseId}`,
    });
    expect(access.json()).toMatchObject({ paid: true, has_access: true });
    const view = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${api}/pay/offline/${order.order_id}/`,
    });
    expect(view.json()).toMatchObject({ state: "confirmed", status: "paid", first_lesson_id: lessonId });
    // A rejection after the confirmation is refused.
    const late = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `${api}/pay/reconciliation/${item.id}/reject/`,
      payload: { reason: "Not seen" },
    });
    expect(late.statusCode).toBe(409);
  });

  it("is read only by its buyer, and a receipt that is not jpeg, png or pdf is refused", async () => {
    await setUpOffline(suite.school);
    const { courseId } = await soldProgram(suite.school);
    const order = (await openOrder(suite.school, { course_id: courseId, channel: "transfer" })).json();
    expect(order.transfer).toMatchObject({ iik: VALID_REQUISITES.iik, bik: VALID_REQUISITES.bik });
    expect(order.comment).toContain(order.reference);
    const url = `${api}/pay/offline/${order.order_id}/`;
    expect((await suite.as(suite.school, "admin", { method: "GET", url })).statusCode).toBe(404);
    expect((await suite.as(suite.other, "student", { method: "GET", url })).statusCode).toBe(404);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "binary");
    expect((await reportPaid(suite.school, order.order_id, { data: gif, type: "image/png" })).statusCode).toBe(415);
    const own = await suite.as(suite.school, "student", { method: "GET", url: `${api}/pay/offline/` });
    expect(own.json().map((row: { order_id: string }) => row.order_id)).toContain(order.order_id);
  });

  it("rejected with a reason: the payment fails, the student reads why and is told", async () => {
    await setUpOffline(suite.school);
    const { courseId } = await soldProgram(suite.school);
    const order = (await openOrder(suite.school, { course_id: courseId, channel: "kaspi" })).json();
    expect((await reportPaid(suite.school, order.order_id)).statusCode).toBe(200);
    const item = (await queue(suite.school))
      .json()
      .results.find((row: { order_id: string }) => row.order_id === order.order_id);
    const reason = "No transfer with this number in the statement";
    const rejected = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: `${api}/pay/reconciliation/${item.id}/reject/`,
      payload: { reason },
    });
    expect(rejected.json()).toMatchObject({ state: "rejected", rejection_reason: reason });
    expect((await confirm(suite.school, item.id)).statusCode).toBe(409);
    const view = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${api}/pay/offline/${order.order_id}/`,
    });
    expect(view.json()).toMatchObject({ state: "rejected", status: "failed", rejection_reason: reason });
    const told = await suite.harness.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, suite.school.users.student), eq(notifications.kind, "payment_review")));
    expect(told.some((row) => row.body.includes(reason))).toBe(true);
  });
});

describe("cash recorded by staff", () => {
  it("waits in the queue until someone with the permission confirms it", async () => {
    const { courseId } = await soldProgram(suite.school);
    const recorded = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `${api}/pay/reconciliation/record/`,
      payload: { user_id: suite.school.users.student, course_id: courseId, channel: "cash", amount_minor: 2_500_000 },
    });
    expect(recorded.statusCode).toBe(201);
    const item = recorded.json();
    expect(item).toMatchObject({
      channel: "cash",
      state: "awaiting_confirmation",
      recorded_by_name: expect.any(String),
    });
    const teacher = await suite.as(suite.school, "teacher", {
      method: "POST",
      url: `${api}/pay/reconciliation/record/`,
      payload: { user_id: suite.school.users.student, course_id: courseId, channel: "cash", amount_minor: 100 },
    });
    expect(teacher.statusCode).toBe(403);
    expect((await confirm(suite.school, item.id, "admin_school")).json()).toMatchObject({ state: "confirmed" });
    const [row] = await suite.harness.database.db.select().from(offlinePayments).where(eq(offlinePayments.id, item.id));
    expect(row).toMatchObject({ state: "confirmed", decidedBy: suite.school.users.admin_school });
    // Another school's queue does not show it.
    const other = (await queue(suite.other, "?state=confirmed")).json();
    expect(other.results.some((line: { id: number }) => line.id === item.id)).toBe(false);
  });
});
