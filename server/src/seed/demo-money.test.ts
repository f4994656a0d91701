import { and, count, eq, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { paymentMonths, payments, paymentTranches, users } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";
import { seedDemoMoney } from "./demo-money.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const totals = async () => {
  const [paid] = await database.db.select({ total: count() }).from(payments);
  const [open] = await database.db
    .select({ total: count() })
    .from(paymentTranches)
    .where(isNull(paymentTranches.paidOn));
  const [months] = await database.db
    .select({ total: sql<number>`count(distinct ${paymentMonths.month})::int` })
    .from(paymentMonths);
  return { payments: paid!.total, open: open!.total, months: months!.total };
};

describe("the demo school's money", () => {
  it("spreads sales over months and leaves tranches overdue, once", async () => {
    await seedDemo(database.db);
    const first = await totals();
    expect(first.payments).toBeGreaterThan(30);
    // The rollup the report reads has the months the sales fell in.
    expect(first.months).toBeGreaterThanOrEqual(6);
    expect(first.open).toBeGreaterThanOrEqual(4);
    const [school] = await database.db.select({ id: payments.schoolId }).from(payments).limit(1);
    await seedDemoMoney(database.db, school!.id);
    expect(await totals()).toEqual(first);
  });

  it("leaves the signed-in demo student's purchases to their own story", async () => {
    const [own] = await database.db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(eq(users.email, "student@demo.kz"), like(payments.orderId, "demo-money-%")));
    expect(own!.total).toBe(0);
  });
});
