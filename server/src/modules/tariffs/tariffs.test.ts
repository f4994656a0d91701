import { priceTariff, TARIFF_MAX_MONTHS, TARIFF_MAX_STUDENTS } from "@school/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTransaction, schoolScope } from "../../core/tenancy/scope.js";
import { payments, schools, schoolTariffs } from "../../db/schema/index.js";
import { apiSuite, type TestSchool } from "../../test/test-app.js";
import { periodEnd } from "./periods.js";
import { tariffListener } from "./tariff.listener.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;
const roles = ["admin_school", "admin", "teacher", "student"] as const;

const calc = (query: string, role: (typeof roles)[number] = "admin_school") =>
  suite.as(suite.school, role, { method: "GET", url: `/api/v1/pay/calc_tariff/?${query}` });
const myTariff = (school: TestSchool = suite.school, role: (typeof roles)[number] = "admin_school") =>
  suite.as(school, role, { method: "GET", url: "/api/v1/pay/get_my_tariff/" });

let orders = 0;
/** A tariff order as the payments core records it, and the listener's call once it is paid. */
async function paidTariff(school: TestSchool, students: number, months: number) {
  orders += 1;
  const price = priceTariff({ students, months });
  const [row] = await db()
    .insert(payments)
    .values({
      schoolId: school.id,
      orderId: `tariff-${school.id}-${orders}-${process.pid}`,
      kind: "tariff",
      userId: school.users.admin_school,
      title: `Tariff: ${students} × ${months}`,
      amountMinor: price.total_minor,
      currency: price.currency,
      status: "paid",
      method: "provider",
      provider: "development",
      tariffStudents: students,
      tariffMonths: months,
      paidAt: new Date(),
    })
    .returning();
  const settled = { ...row!, kind: "tariff" as const };
  const scope = schoolScope(suite.harness.deps, school.id);
  await inTransaction(scope, (tx) => tariffListener.paid!(tx, settled));
  return { row: row!, settled, scope };
}

const schoolRow = async (school: TestSchool) =>
  (await db().select().from(schools).where(eq(schools.id, school.id)))[0]!;

describe("calc_tariff", () => {
  it("prices tier by tier and discounts paying ahead, in tiyn", async () => {
    const response = await calc("std=120&month=6");
    expect(response.statusCode).toBe(200);
    // 50 × 600 ₸ + 70 × 500 ₸ = 65 000 ₸ a month; × 6 = 390 000 ₸; 10 % off = 351 000 ₸.
    expect(response.json()).toEqual({
      students: 120,
      months: 6,
      currency: "KZT",
      tiers: [
        { from: 1, up_to: 50, students: 50, unit_minor: 60_000, monthly_minor: 3_000_000 },
        { from: 51, up_to: 200, students: 70, unit_minor: 50_000, monthly_minor: 3_500_000 },
      ],
      monthly_minor: 6_500_000,
      subtotal_minor: 39_000_000,
      discount_percent: 10,
      discount_minor: 3_900_000,
      total_minor: 35_100_000,
      monthly_payment_minor: 5_850_000,
    });
  });

  it("never bills less for more students or more months", () => {
    for (const months of [1, 2, 3, 6, 12, 24]) {
      let previous = 0;
      for (const students of [1, 49, 50, 51, 199, 200, 201, 999, 1000, 1001, TARIFF_MAX_STUDENTS]) {
        const total = priceTariff({ students, months }).total_minor;
        expect(total).toBeGreaterThan(previous);
        expect(Number.isSafeInteger(total)).toBe(true);
        previous = total;
      }
    }
    for (const students of [1, 50, 500]) {
      let previous = 0;
      for (let months = 1; months <= TARIFF_MAX_MONTHS; months += 1) {
        const total = priceTariff({ students, months }).total_minor;
        expect(total).toBeGreaterThan(previous);
        previous = total;
      }
    }
  });

  it("accepts the bounds and answers 400 outside them or on what is not a whole number", async () => {
    expect((await calc(`std=${TARIFF_MAX_STUDENTS}&month=${TARIFF_MAX_MONTHS}`)).statusCode).toBe(200);
    expect((await calc("std=1&month=1")).statusCode).toBe(200);
    for (const query of [
      "std=0&month=1",
      `std=${TARIFF_MAX_STUDENTS + 1}&month=1`,
      "std=10&month=0",
      `std=10&month=${TARIFF_MAX_MONTHS + 1}`,
      "std=-5&month=3",
      "std=1.5&month=3",
      "std=ten&month=3",
      "std=10&month=1e9",
      "std=10",
      "month=3",
      "",
      "std=10&month=3&std=20",
    ]) {
      const response = await calc(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("validation_failed");
    }
  });

  it("is the school admin's only", async () => {
    for (const role of ["admin", "teacher", "student"] as const) {
      expect((await calc("std=10&month=1", role)).statusCode, role).toBe(403);
      expect((await myTariff(suite.school, role)).statusCode, role).toBe(403);
    }
  });
});

describe("periods", () => {
  it("run to the day before the same date months later, or to the month's end", () => {
    expect(periodEnd("2026-01-15", 1)).toBe("2026-02-14");
    expect(periodEnd("2026-01-31", 1)).toBe("2026-02-28");
    expect(periodEnd("2028-01-31", 1)).toBe("2028-02-29");
    expect(periodEnd("2026-03-01", 12)).toBe("2027-02-28");
    expect(periodEnd("2026-11-30", 3)).toBe("2027-02-28");
    expect(periodEnd("2026-12-01", 1)).toBe("2026-12-31");
  });
});

describe("get_my_tariff and a paid tariff", () => {
  it("shows no period before the first, and the school as it is", async () => {
    const response = await myTariff(suite.other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: true, current: null, ends_on: null, next_payment_on: null });
    expect(response.json().history).toEqual([]);
  });

  it("extends the school's tariff once per payment and lists it in the history, in its school only", async () => {
    suite.harness.clock.set("2026-05-10T06:00:00Z");
    try {
      const first = await paidTariff(suite.school, 40, 3);
      expect(await schoolRow(suite.school)).toMatchObject({ tariffActive: true, tariffEndsOn: "2026-08-09" });
      // A replayed notification: the payment already has its period.
      await inTransaction(first.scope, (tx) => tariffListener.paid!(tx, first.settled));
      const second = await paidTariff(suite.school, 60, 1);
      expect(await schoolRow(suite.school)).toMatchObject({ tariffEndsOn: "2026-09-09" });

      const response = await myTariff();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        active: true,
        today: "2026-05-10",
        ends_on: "2026-09-09",
        next_payment_on: "2026-09-10",
        current: {
          students: 40,
          months: 3,
          amount_minor: first.row.amountMinor,
          monthly_payment_minor: Math.round(first.row.amountMinor / 3),
          starts_on: "2026-05-10",
          ends_on: "2026-08-09",
        },
      });
      expect(body.history.map((row: { transaction: string }) => row.transaction).sort()).toEqual(
        [first.row.orderId, second.row.orderId].sort(),
      );
      expect(body.history.find((row: { transaction: string }) => row.transaction === second.row.orderId)).toMatchObject(
        {
          // The reader's screen writes a payment's line from its numbers (decision 0135).
          description: "",
          students: 60,
          months: 1,
          amount_minor: second.row.amountMinor,
          currency: "KZT",
          status: "paid",
          source: "payment",
          starts_on: "2026-08-10",
          ends_on: "2026-09-09",
        },
      );
      const periods = await db().select().from(schoolTariffs).where(eq(schoolTariffs.schoolId, suite.school.id));
      expect(periods).toHaveLength(2);
      expect((await myTariff(suite.other)).json().history).toEqual([]);

      // A full refund of the first takes its three months back; the later period moves up.
      await inTransaction(first.scope, (tx) =>
        tariffListener.refunded!(tx, {
          payment: first.settled,
          refund: { amountMinor: first.row.amountMinor, full: true, eventId: 0 },
        }),
      );
      expect(await schoolRow(suite.school)).toMatchObject({ tariffActive: true, tariffEndsOn: "2026-06-09" });
      // A partial refund keeps the period.
      await inTransaction(second.scope, (tx) =>
        tariffListener.refunded!(tx, {
          payment: second.settled,
          refund: { amountMinor: 100, full: false, eventId: 0 },
        }),
      );
      expect(await schoolRow(suite.school)).toMatchObject({ tariffEndsOn: "2026-06-09" });
    } finally {
      suite.harness.clock.reset();
    }
  });
});

describe("a lapsed school", () => {
  it("refuses its users, lets the admin see and price the tariff, and is active again on payment without a restart", async () => {
    const school = await suite.harness.newSchool({ active: false });
    await db().update(schools).set({ tariffEndsOn: "2020-01-31" }).where(eq(schools.id, school.id));
    // Any call that is not a session or tariff call: the user list, as the manager.
    const teacherCall = () => suite.as(school, "admin", { method: "GET", url: "/api/v1/user/accounts/list/" });
    const refused = await teacherCall();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("school_inactive");

    expect((await myTariff(school)).json()).toMatchObject({ active: false, ends_on: "2020-01-31" });
    expect(
      (await suite.as(school, "admin_school", { method: "GET", url: "/api/v1/pay/calc_tariff/?std=5&month=1" }))
        .statusCode,
    ).toBe(200);

    await paidTariff(school, 5, 1);
    expect(await schoolRow(school)).toMatchObject({ tariffActive: true });
    // The session cache of this process heard the database's notification: no restart, no new token needed.
    await expect.poll(async () => (await teacherCall()).statusCode, { timeout: 5000 }).toBe(200);
  });
});

describe("pay_tariff through the development provider", () => {
  const pay = (school: TestSchool, payload: object, role: (typeof roles)[number] = "admin_school") =>
    suite.as(school, role, { method: "POST", url: "/api/v1/pay/pay_tariff/", payload });

  async function deliver(orderId: string, school: TestSchool, type: "pay" | "fail" = "pay") {
    const [order] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const notification = suite.harness.deps.payments.development!.notification({
      type,
      orderId,
      accountId: String(school.users.admin_school),
      amountMinor: order!.amountMinor,
      currency: "KZT",
      occurredAt: suite.harness.clock.now(),
    });
    return suite.harness.app.inject({
      method: "POST",
      url: `/api/v1/pay/notifications/development/${type}/`,
      headers: notification.headers as Record<string, string>,
      payload: notification.rawBody,
    });
  }

  it("refuses other roles and bad sizes; the price is the server's", async () => {
    for (const role of ["admin", "teacher", "student"] as const) {
      expect((await pay(suite.school, { students: 10, months: 1 }, role)).statusCode, role).toBe(403);
    }
    for (const body of [
      { students: 0, months: 1 },
      { students: 10, months: 25 },
      { students: 10.5, months: 1 },
      { students: 10 },
      { students: 10, months: 1, amount_minor: 1 },
    ]) {
      expect((await pay(suite.school, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("reactivates a lapsed school on payment, on every call at once, and shows the order's state", async () => {
    const school = await suite.harness.newSchool({ active: false });
    await db().update(schools).set({ tariffEndsOn: "2020-01-31" }).where(eq(schools.id, school.id));
    const managerCall = () => suite.as(school, "admin", { method: "GET", url: "/api/v1/user/accounts/list/" });
    expect((await managerCall()).json().code).toBe("school_inactive");

    const opened = await pay(school, { students: 25, months: 3 });
    expect(opened.statusCode).toBe(201);
    const body = opened.json();
    expect(body.price).toEqual(priceTariff({ students: 25, months: 3 }));
    expect(body.checkout_url).toContain(`/pay/dev-checkout/${encodeURIComponent(body.order_id)}`);
    const back = new URL(body.checkout_url, "http://x").searchParams.get("return");
    expect(back).toBe(`/success/tariff/${body.order_id}/${body.price.total_minor}/KZT/25/3`);
    const [order] = await db().select().from(payments).where(eq(payments.orderId, body.order_id));
    expect(order).toMatchObject({ kind: "tariff", status: "pending", tariffStudents: 25, tariffMonths: 3 });
    expect(order!.amountMinor).toBe(body.price.total_minor);
    const pending = (await myTariff(school)).json().history;
    expect(pending).toEqual([expect.objectContaining({ transaction: body.order_id, status: "pending" })]);

    const paid = await deliver(body.order_id, school);
    expect(paid.json()).toEqual({ code: 0 });
    expect(await schoolRow(school)).toMatchObject({ tariffActive: true });
    await expect.poll(async () => (await managerCall()).statusCode, { timeout: 5000 }).toBe(200);
    const after = (await myTariff(school)).json();
    expect(after).toMatchObject({ active: true, current: { students: 25, months: 3 } });
    expect(after.history[0]).toMatchObject({ transaction: body.order_id, status: "paid" });

    // A replay of the same notification adds no second period.
    await deliver(body.order_id, school);
    const periods = await db().select().from(schoolTariffs).where(eq(schoolTariffs.schoolId, school.id));
    expect(periods).toHaveLength(1);
  });

  it("keeps a declined order in the history as failed and the school as it was", async () => {
    const school = await suite.harness.newSchool({ active: false });
    const opened = (await pay(school, { students: 5, months: 1 })).json();
    expect((await deliver(opened.order_id, school, "fail")).statusCode).toBe(200);
    expect(await schoolRow(school)).toMatchObject({ tariffActive: false });
    expect((await myTariff(school)).json().history[0]).toMatchObject({
      transaction: opened.order_id,
      status: "failed",
    });
  });
});
