import type { UiLanguage } from "@school/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, payments, users } from "../../db/schema/index.js";
import { newCourse, newRequisites } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * The money screens in their reader's language (issue 50, decision 0172): an order is named by its program's title in
 * the reader's language, the title it was bought under (the buyer's language then) kept on the payment; the history's
 * "I have paid" is a fact each screen words; Kaspi's comment carries the buyer's own name, not the school's hint.
 */
const suite = apiSuite();
const PROGRAM = { ru: "Экономика и менеджмент", kk: "Экономика және менеджмент", en: "Economics and Management" };

type Role = "admin_school" | "admin" | "student";

async function call(input: {
  role: Role;
  method: "GET" | "POST";
  url: string;
  language: UiLanguage;
  payload?: object;
}) {
  const headers = await suite.harness.authAs(suite.school, input.role);
  const response = await suite.harness.app.inject({
    method: input.method,
    url: `/api/v1/${input.url}`,
    payload: input.payload,
    headers: { ...headers, "x-language": input.language },
  });
  expect(response.statusCode, `${input.url}: ${response.body}`).toBe(200);
  return response.json();
}

let courseId: number;
let orderId: string;
let paymentId: number;
let offlineId: number;
const studentName = "Айгерім Сейтқали";

beforeAll(async () => {
  const db = suite.harness.database.db;
  await newRequisites(db, suite.school.id);
  await db
    .update(users)
    .set({ firstName: "Айгерім", lastName: "Сейтқали" })
    .where(eq(users.id, suite.school.users.student));
  courseId = await newCourse(db, suite.school.id, {
    titleRu: PROGRAM.ru,
    titleKk: PROGRAM.kk,
    titleEn: PROGRAM.en,
    cost: 1_000_000,
    isFree: false,
  });
  const settings = await suite.harness.app.inject({
    method: "PUT",
    url: "/api/v1/user/school/offline_payments/",
    payload: {
      kaspi_enabled: true,
      kaspi_link: "https://pay.kaspi.kz/pay/school42",
      kaspi_comment: "",
      transfer_enabled: false,
    },
    headers: await suite.harness.authAs(suite.school, "admin_school"),
  });
  expect(settings.statusCode).toBe(200);
  // A Kazakh reader buys: the order is bought under the Kazakh title.
  const order = await call({
    role: "student",
    method: "POST",
    url: "pay/pay_course_offline/",
    language: "kk",
    payload: { course_id: courseId, channel: "kaspi" },
  });
  orderId = order.order_id;
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  paymentId = payment!.id;
  await call({ role: "student", method: "POST", url: `pay/offline/${orderId}/paid/`, language: "kk" });
  const queue = await call({ role: "admin", method: "GET", url: "pay/reconciliation/", language: "ru" });
  offlineId = queue.results.find((item: { order_id: string }) => item.order_id === orderId).id;
});

describe("an order bought by a Kazakh reader", () => {
  it("keeps the title it was bought under on the payment", async () => {
    const [payment] = await suite.harness.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.title).toBe(PROGRAM.kk);
  });

  it.each(["ru", "en"] as const)("is named in the %s reader's language on every money screen", async (language) => {
    const order = await call({ role: "student", method: "GET", url: `pay/offline/${orderId}/`, language });
    expect(order.title).toBe(PROGRAM[language]);
    const mine = await call({ role: "student", method: "GET", url: "pay/offline/", language });
    expect(mine.map((item: { title: string }) => item.title)).toEqual([PROGRAM[language]]);
    const queue = await call({ role: "admin", method: "GET", url: "pay/reconciliation/", language });
    expect(queue.results.find((item: { id: number }) => item.id === offlineId).title).toBe(PROGRAM[language]);
    const list = await call({ role: "admin", method: "GET", url: `pay/list_pay/${courseId}/`, language });
    expect(list.results.map((payment: { title: string }) => payment.title)).toEqual([PROGRAM[language]]);
    const history = await call({
      role: "admin",
      method: "GET",
      url: `pay/list_history_pay/?user_id=${suite.school.users.student}`,
      language,
    });
    expect(history.payments.map((payment: { title: string }) => payment.title)).toEqual([PROGRAM[language]]);
    expect(new Set(history.results.map((event: { payment_title: string }) => event.payment_title))).toEqual(
      new Set([PROGRAM[language]]),
    );
  });

  it("writes no sentence of one language into the history: the first line repeats no title, the report is a fact", async () => {
    const history = await call({
      role: "admin",
      method: "GET",
      url: `pay/list_history_pay/?payment_id=${paymentId}`,
      language: "en",
    });
    const lines = history.results as { kind: string; description: string; details: Record<string, unknown> }[];
    expect(lines.map((line) => line.description)).toEqual(["", ""]);
    expect(lines.find((line) => line.kind === "note")?.details).toEqual({ reported: "paid" });
  });

  it("asks the buyer to write their own name and the order in Kaspi's comment, in their reading language", async () => {
    const kk = await call({ role: "student", method: "GET", url: `pay/offline/${orderId}/`, language: "kk" });
    expect(kk.comment).toBe(`Тапсырыс ${kk.reference}, ${studentName}`);
    const en = await call({ role: "student", method: "GET", url: `pay/offline/${orderId}/`, language: "en" });
    expect(en.comment).toBe(`Order ${en.reference}, ${studentName}`);
  });

  it("is named by the title it was bought under once its program is deleted", async () => {
    const db = suite.harness.database.db;
    const otherId = await newCourse(db, suite.school.id, { titleRu: "Медицина", titleEn: "Medicine", cost: 500 });
    const [row] = await db
      .insert(payments)
      .values({
        schoolId: suite.school.id,
        orderId: `gone-${otherId}`,
        kind: "course",
        userId: suite.school.users.student,
        courseId: otherId,
        title: "Медицина",
        amountMinor: 50_000,
        currency: "KZT",
        status: "paid",
        method: "cash",
        paidAt: new Date(),
      })
      .returning({ id: payments.id });
    const before = await call({
      role: "admin",
      method: "GET",
      url: `pay/list_history_pay/?payment_id=${row!.id}`,
      language: "en",
    });
    expect(before.payments[0].title).toBe("Medicine");
    await db.delete(courses).where(eq(courses.id, otherId));
    const after = await call({
      role: "admin",
      method: "GET",
      url: `pay/list_history_pay/?payment_id=${row!.id}`,
      language: "en",
    });
    expect(after.payments[0].title).toBe("Медицина");
  });
});
