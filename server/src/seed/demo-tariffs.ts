import { priceTariff, TARIFF_CURRENCY } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { addDays } from "../core/schedule-time.js";
import type { Db } from "../db/client.js";
import { payments, schools, schoolTariffs, users } from "../db/schema/index.js";
import { periodEnd } from "../modules/tariffs/periods.js";

/** The first of a month `months` before `date`'s month, so the periods read as whole months in the demo. */
function monthsBefore(date: string, months: number): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/**
 * The demo school's tariff (decision 0055): a first quarter paid and used, the current half-year paid online with
 * a declined attempt before it, and the school active to the current period's end. Only when it has none.
 */
export async function seedDemoTariffs(db: Db, schoolId: number, today: string): Promise<void> {
  const [existing] = await db
    .select({ id: schoolTariffs.id })
    .from(schoolTariffs)
    .where(eq(schoolTariffs.schoolId, schoolId));
  if (existing) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "admin_school")));
  const currentStart = monthsBefore(today, 1);
  const firstStart = monthsBefore(currentStart, 3);
  const bought = [
    { students: 30, months: 3, startsOn: firstStart, status: "paid" as const },
    { students: 40, months: 6, startsOn: currentStart, status: "failed" as const },
    { students: 40, months: 6, startsOn: currentStart, status: "paid" as const },
  ];
  let endsOn = today;
  await db.transaction(async (tx) => {
    for (const [index, order] of bought.entries()) {
      const price = priceTariff(order);
      const at = new Date(`${addDays(order.startsOn, -1)}T0${index + 6}:00:00Z`);
      const [payment] = await tx
        .insert(payments)
        .values({
          schoolId,
          orderId: `demo-tariff-${schoolId}-${index + 1}`,
          kind: "tariff",
          userId: admin?.id ?? null,
          title: `Тариф: ${order.students} учеников × ${order.months} мес.`,
          amountMinor: price.total_minor,
          currency: TARIFF_CURRENCY,
          status: order.status,
          method: "provider",
          provider: "development",
          tariffStudents: order.students,
          tariffMonths: order.months,
          failureReason: order.status === "failed" ? "Insufficient funds" : null,
          createdAt: at,
          paidAt: order.status === "paid" ? at : null,
        })
        .returning({ id: payments.id });
      if (order.status !== "paid") continue;
      endsOn = periodEnd(order.startsOn, order.months);
      await tx.insert(schoolTariffs).values({
        schoolId,
        students: order.students,
        months: order.months,
        amountMinor: price.total_minor,
        currency: TARIFF_CURRENCY,
        startsOn: order.startsOn,
        endsOn,
        paymentId: payment!.id,
        source: "payment",
        createdAt: at,
      });
    }
    await tx.update(schools).set({ tariffEndsOn: endsOn, tariffActive: true }).where(eq(schools.id, schoolId));
  });
}
