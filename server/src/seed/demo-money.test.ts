import { missingRequisites, schoolRequisitesBody } from "@school/contracts";
import { and, count, eq, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import {
  offlinePaymentSettings,
  offlinePayments,
  paymentMonths,
  payments,
  paymentTranches,
  schoolRequisites,
  users,
} from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";
import { seedDemoMoney } from "./demo-money.js";
import { DEMO_KASPI_LINK, seedDemoOfflinePayments } from "./demo-offline-payments.js";
import { DEMO_REQUISITES, seedDemoRequisites } from "./demo-requisites.js";

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

describe("the demo school's requisites", () => {
  it("pass the contract's checks, leave no document waiting, and are kept once the school changes them", async () => {
    const [row] = await database.db.select().from(schoolRequisites);
    expect(row).toMatchObject(DEMO_REQUISITES);
    const fields = {
      legal_name: row!.legalName,
      bin: row!.bin,
      legal_address: row!.legalAddress,
      director_name: row!.directorName,
      bank_name: row!.bankName,
      iik: row!.iik,
      bik: row!.bik,
      kbe: row!.kbe,
    };
    const checked = schoolRequisitesBody.safeParse({
      ...fields,
      director_title: row!.directorTitle,
      vat_payer: row!.vatPayer,
      vat_certificate_series: "",
      vat_certificate_number: "",
    });
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(missingRequisites(fields)).toEqual([]);
    await database.db.update(schoolRequisites).set({ kbe: "19" });
    await seedDemoRequisites(database.db, row!.schoolId);
    const [again] = await database.db.select({ kbe: schoolRequisites.kbe }).from(schoolRequisites);
    expect(again!.kbe).toBe("19");
  });
});

describe("the demo school's reconciliation queue", () => {
  it("offers Kaspi and transfer and has payments to confirm, a cash one and a rejected one, once", async () => {
    const [settings] = await database.db.select().from(offlinePaymentSettings);
    expect(settings).toMatchObject({ kaspiEnabled: true, kaspiLink: DEMO_KASPI_LINK, transferEnabled: true });
    const states = async () =>
      database.db
        .select({ state: offlinePayments.state, channel: offlinePayments.channel, status: payments.status })
        .from(offlinePayments)
        .innerJoin(payments, eq(payments.id, offlinePayments.paymentId));
    const rows = await states();
    expect(rows.filter((row) => row.state === "awaiting_confirmation").length).toBeGreaterThanOrEqual(3);
    expect(rows).toContainEqual({ state: "awaiting_confirmation", channel: "cash", status: "pending" });
    expect(rows).toContainEqual({ state: "rejected", channel: "kaspi", status: "failed" });
    await seedDemoOfflinePayments(database.db, settings!.schoolId);
    expect(await states()).toHaveLength(rows.length);
  });
});
