import { describe, expect, it } from "vitest";
import { recordSuite } from "../record-fixtures.js";

const { call, newStudent } = recordSuite();

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
