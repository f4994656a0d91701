import { describe, expect, it } from "vitest";
import { joinProgram, newCourse } from "../../../test/factories.js";
import { recordSuite } from "../record-fixtures.js";
import { trancheListener } from "./tranche-listener.js";

const tranchesSuite = recordSuite();
const { call, newStudent } = tranchesSuite;

describe("payment tranches", () => {
  it("keep the paid total and the balance", async () => {
    const student = await newStudent({ package_cost: 1000 });
    const first = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: 400,
      due_date: "2026-09-01",
      paid_on: "2026-08-30",
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = (
      await call("POST", "accounts/payment-tranche/", "admin", {
        user_id: student.id,
        amount: 600,
        due_date: "2027-01-01",
      })
    ).json() as { id: number };
    let summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 400, payment_balance: 600 });
    await call("PATCH", `accounts/payment-tranche/${second.id}/`, "admin", { paid_on: "2026-12-20" });
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 1000, payment_balance: 0 });
    const owing = (await call("GET", "accounts/list/?payment_balance_from=1&role=student", "admin")).json() as {
      results: { id: number }[];
    };
    expect(owing.results.map((row) => row.id)).not.toContain(student.id);
    expect((await call("DELETE", `accounts/payment-tranche/${second.id}/`, "admin")).statusCode).toBe(204);
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 400, payment_balance: 600 });
    const negative = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: -5,
      due_date: "2026-01-01",
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe("money on the student page", () => {
  it("asks to confirm a payment beyond the package cost, then shows the excess as credit", async () => {
    const student = await newStudent({ package_cost: 1000 });
    const first = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: 800,
      due_date: "2026-09-01",
      paid_on: "2026-08-30",
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: 500,
      due_date: "2026-10-01",
    });
    expect(second.statusCode, second.body).toBe(201);
    const id = (second.json() as { id: number }).id;
    // Unpaid, it owes nothing yet; marking it paid goes 300 beyond the cost.
    const refused = await call("PATCH", `accounts/payment-tranche/${id}/`, "admin", { paid_on: "2026-09-30" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "overpay", fields: { confirm_overpay: expect.any(String) } });
    const refusedNew = await call("POST", "accounts/payment-tranche/", "admin", {
      user_id: student.id,
      amount: 300,
      due_date: "2026-10-01",
      paid_on: "2026-10-01",
    });
    expect(refusedNew.json()).toMatchObject({ code: "overpay" });
    let summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 800, payment_balance: 200 });

    const confirmed = await call("PATCH", `accounts/payment-tranche/${id}/`, "admin", {
      paid_on: "2026-09-30",
      confirm_overpay: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 1300, payment_balance: -300 });
    // A change that lowers the paid total needs no confirmation; un-marking one is such a change.
    const lower = await call("PATCH", `accounts/payment-tranche/${id}/`, "admin", { amount: 400 });
    expect(lower.statusCode, lower.body).toBe(200);
    const unmarked = await call("PATCH", `accounts/payment-tranche/${id}/`, "admin", { paid_on: null });
    expect(unmarked.json()).toMatchObject({ paid_on: null });
    summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json();
    expect(summary).toMatchObject({ paid_total: 800, payment_balance: 200 });
  });

  it("flags unpaid tranches past their date as overdue", async () => {
    const student = await newStudent({ package_cost: 1000 });
    for (const tranche of [
      { amount: 100, due_date: "2020-01-01" },
      { amount: 100, due_date: "2020-02-01", paid_on: "2020-02-01" },
      { amount: 100, due_date: "2999-01-01" },
    ]) {
      await call("POST", "accounts/payment-tranche/", "admin", { user_id: student.id, ...tranche });
    }
    const list = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json() as {
      results: { due_date: string; overdue: boolean }[];
    };
    expect(list.results.map((row) => [row.due_date, row.overdue])).toEqual([
      ["2020-01-01", true],
      ["2020-02-01", false],
      ["2999-01-01", false],
    ]);
  });

  it("are hidden from teachers: tranches, acts and the card's balance", async () => {
    const student = await newStudent({ package_cost: 1000 });
    const { suite } = tranchesSuite;
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    await joinProgram(suite.harness.database.db, { courseId, userId: student.id, role: "student" });
    await joinProgram(suite.harness.database.db, { courseId, userId: suite.school.users.teacher, role: "teacher" });
    // The teacher teaches the student: the record opens, its money does not.
    const card = await call("GET", `accounts/get_user_by_id/${student.id}/`, "teacher");
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().record).toMatchObject({ package_cost: null, paid_total: null, payment_balance: null });
    expect((await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "teacher")).statusCode).toBe(403);
    expect((await call("GET", `accounts/avr/?user_id=${student.id}`, "teacher")).statusCode).toBe(403);
    const staffCard = (await call("GET", `accounts/get_user_by_id/${student.id}/`, "admin")).json();
    expect(staffCard.record).toMatchObject({ package_cost: 1000, paid_total: 0, payment_balance: 1000 });
  });
});

describe("the tranche listener", () => {
  it("marks the earliest open tranche of the provider payment's sum paid, and nothing else", async () => {
    const student = await newStudent({ package_cost: 1000 });
    const { suite } = tranchesSuite;
    for (const tranche of [
      { amount: 400, due_date: "2026-10-01" },
      { amount: 300, due_date: "2026-11-01" },
      { amount: 300, due_date: "2026-12-01" },
    ]) {
      await call("POST", "accounts/payment-tranche/", "admin", { user_id: student.id, ...tranche });
    }
    const scope = {
      db: suite.harness.database.db,
      jobs: suite.harness.deps.queue,
      schoolId: suite.school.id,
      deps: suite.harness.deps,
    };
    const payment = {
      id: 1,
      orderId: "o-1",
      kind: "course" as const,
      userId: student.id,
      courseId: null,
      amountMinor: 30_000,
      refundedMinor: 0,
      currency: "KZT",
      tariffStudents: null,
      tariffMonths: null,
      paidAt: new Date("2026-10-15T06:00:00Z"),
    };
    await trancheListener.paid!(scope, payment);
    // Another currency, a sum with tiyn or a sum no tranche has: nothing.
    await trancheListener.paid!(scope, { ...payment, currency: "USD" });
    await trancheListener.paid!(scope, { ...payment, amountMinor: 30_050 });
    await trancheListener.paid!(scope, { ...payment, amountMinor: 50_000 });
    const summary = (await call("GET", `accounts/payment-tranche/?user_id=${student.id}`, "admin")).json() as {
      results: { due_date: string; paid_on: string | null }[];
      paid_total: number;
    };
    expect(summary.results.map((row) => [row.due_date, row.paid_on])).toEqual([
      ["2026-10-01", null],
      ["2026-11-01", "2026-10-15"],
      ["2026-12-01", null],
    ]);
    expect(summary.paid_total).toBe(300);
  });
});
