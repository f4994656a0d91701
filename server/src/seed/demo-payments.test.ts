import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { paymentEvents, paymentReceipts, payments, paymentTranches, users } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo payments", () => {
  it("are seeded once, by hand and through the provider, each with its history, and one of Timur's tranches is overdue", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const rows = (await database.db.select().from(payments)).filter((row) => row.orderId.includes("demo-pay-"));
    expect(rows.map((row) => row.method).sort()).toEqual([
      "bank_transfer",
      "card_terminal",
      "cash",
      "provider",
      "provider",
    ]);
    expect(rows.filter((row) => row.deletedAt)).toHaveLength(1);
    const events = await database.db.select().from(paymentEvents);
    for (const row of rows) expect(events.some((event) => event.paymentId === row.id)).toBe(true);
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["created", "updated", "note", "deleted", "paid"]),
    );
    // Each paid, kept payment has its receipt (decision 0161), the online one with its fiscal receipt.
    const receipts = await database.db.select().from(paymentReceipts);
    const kept = rows.filter((row) => row.status === "paid" && !row.deletedAt);
    expect(receipts.map((receipt) => receipt.paymentId).sort()).toEqual(kept.map((row) => row.id).sort());
    const online = kept.find((row) => row.method === "provider")!;
    expect(receipts.find((receipt) => receipt.paymentId === online.id)).toMatchObject({
      fiscalState: "registered",
      fiscalSign: expect.stringMatching(/^\d+$/),
    });
    const today = new Date().toISOString().slice(0, 10);
    const [timur] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "timur@demo.kz"));
    const timursTranches = await database.db
      .select()
      .from(paymentTranches)
      .where(eq(paymentTranches.userId, timur!.id));
    const overdue = timursTranches.filter((tranche) => tranche.paidOn === null && tranche.dueDate < today);
    expect(overdue).toHaveLength(1);
  });
});
