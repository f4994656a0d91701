import { instalmentAmounts } from "@school/contracts";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courses, instalmentPlans } from "../db/schema/index.js";

/**
 * The demo school sells its two dearest whole-priced programs in instalments (decision 0159): three payments a month
 * apart, the first a third, the lessons closing a week after a missed one; so the program pages offer "Buy in 3
 * payments" and the edit page's Instalments tab shows a plan. Idempotent: a plan already there is kept.
 */
export async function seedDemoInstalments(db: Db, schoolId: number): Promise<void> {
  const programs = await db
    .select({ id: courses.id, cost: courses.cost })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.isFree, false), gt(courses.cost, 0)))
    .orderBy(asc(courses.id));
  const whole = programs.filter((program) => Number.isInteger(program.cost) && program.cost >= 3);
  const dearest = whole.sort((first, second) => second.cost - first.cost).slice(0, 2);
  for (const program of dearest) {
    const firstAmount = Math.round(program.cost / 3);
    if (!instalmentAmounts({ payments: 3, first_amount: firstAmount }, program.cost)) continue;
    await db
      .insert(instalmentPlans)
      .values({ schoolId, courseId: program.id, payments: 3, intervalDays: 30, firstAmount, lockAfterDays: 7 })
      .onConflictDoNothing();
  }
}
