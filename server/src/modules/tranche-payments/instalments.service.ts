import {
  type CurrencyCode,
  type InstalmentPlan,
  type InstalmentPlanBody,
  inLanguage,
  instalmentAmounts,
  type OpenedOrderAnswer,
  toMinor,
} from "@school/contracts";
import type { Actor, Visitor } from "../../core/access/actor.js";
import { isStudentOf } from "../../core/access/membership.js";
import { AppError } from "../../core/errors.js";
import { addDays } from "../../core/schedule-time.js";
import { schoolDayOf } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { loadCourse } from "../course/index.js";
import { refreshTotals } from "../student-record/index.js";
import { openTrancheOrder } from "./tranche-order.js";
import * as queries from "./tranche-payments.queries.js";

/* Instalment plans (decision 0159): a program sold in N payments; buying makes the tranches, paying opens it. */

/** The program's price in whole major units, or null when it has minor units (tranches are whole, decision 0051). */
function wholePrice(cost: number, currency: CurrencyCode): number | null {
  const minor = toMinor(cost, currency);
  return minor % 100 === 0 ? minor / 100 : null;
}

async function currencyOf(actor: Visitor): Promise<CurrencyCode> {
  return ((await queries.schoolFacts(actor))?.currency ?? "KZT") as CurrencyCode;
}

const toPlan = (row: queries.PlanRow, input: { amounts: number[] | null; currency: string }): InstalmentPlan => ({
  course_id: row.courseId,
  payments: row.payments,
  interval_days: row.intervalDays,
  first_amount: row.firstAmount,
  lock_after_days: row.lockAfterDays,
  amounts: input.amounts ?? [],
  currency: input.currency,
});

export async function getPlan(actor: Visitor, courseId: number): Promise<{ plan: InstalmentPlan | null }> {
  const course = await loadCourse(actor, courseId);
  const row = await queries.planOf(actor, course.id);
  if (!row) return { plan: null };
  const currency = await currencyOf(actor);
  const price = wholePrice(course.cost, currency);
  const amounts =
    price === null ? null : instalmentAmounts({ payments: row.payments, first_amount: row.firstAmount }, price);
  // A plan the price no longer fits (the price was lowered) is not offered until staff set it again.
  return amounts ? { plan: toPlan(row, { amounts, currency }) } : { plan: null };
}

/** Sets the plan: its payments must add up to the program's price, each at least one whole unit. */
export async function setPlan(
  actor: Actor,
  input: { courseId: number; body: InstalmentPlanBody },
): Promise<{ plan: InstalmentPlan }> {
  const { body } = input;
  const course = await loadCourse(actor, input.courseId);
  const currency = await currencyOf(actor);
  const price = course.isFree ? null : wholePrice(course.cost, currency);
  if (price === null || price <= 0) {
    throw new AppError("validation_failed", "Only a paid program with a whole price is sold in instalments", {
      fields: { course_id: "a paid program with a whole price" },
    });
  }
  const amounts = instalmentAmounts(body, price);
  if (!amounts) {
    throw new AppError(
      "validation_failed",
      `The first payment leaves too little of the price ${price} for the others`,
      {
        fields: { first_amount: `at most ${price - (body.payments - 1)}` },
      },
    );
  }
  const row = await queries.savePlan(actor, {
    courseId: course.id,
    payments: body.payments,
    intervalDays: body.interval_days,
    firstAmount: body.first_amount,
    lockAfterDays: body.lock_after_days,
  });
  return { plan: toPlan(row, { amounts, currency }) };
}

export async function deletePlan(actor: Actor, courseId: number): Promise<undefined> {
  const course = await loadCourse(actor, courseId);
  await queries.deletePlan(actor, course.id);
  return undefined;
}

/**
 * Buying a program in instalments: the plan's tranches are made once (a second purchase, concurrent or later, finds
 * them), due from today every `interval_days`; then the first unpaid one is paid as any tranche. The first payment
 * settles as a purchase of the program (enrolment, referral, receipt), and the lessons stay open while no payment is
 * overdue past the plan's days.
 */
export async function payInstalments(actor: Actor, input: { courseId: number }): Promise<OpenedOrderAnswer> {
  const userId = actor.caller.userId;
  const course = await loadCourse(actor, input.courseId);
  const { plan } = await getPlan(actor, course.id);
  if (!plan) throw new AppError("not_found", "This program is not sold in instalments");
  const { today } = await schoolDayOf(actor);
  const trancheId = await inTransaction(actor, async (tx) => {
    await queries.holdPurchase(tx, { userId, courseId: course.id });
    let made = await queries.instalmentTranchesOf(tx, { userId, courseId: course.id });
    if (made.length === 0) {
      if (await isStudentOf(tx, { courseId: course.id, userId })) return null;
      for (const [index, amount] of plan.amounts.entries()) {
        await queries.insertPlanTranche(tx, {
          userId,
          courseId: course.id,
          amount,
          dueDate: addDays(today, index * plan.interval_days),
          note: `${inLanguage(actor.language, { ru: course.titleRu, kk: course.titleKk, en: course.titleEn })} · ${index + 1}/${plan.payments}`,
          number: index + 1,
          of: plan.payments,
          lockAfterDays: plan.lock_after_days,
        });
      }
      made = await queries.instalmentTranchesOf(tx, { userId, courseId: course.id });
      // Bought, the plan is charged at once: its unpaid payments are a debt on /finance (decision 0166).
      await refreshTotals(tx, userId);
    }
    return made.find((tranche) => tranche.paidOn === null)?.id ?? null;
  });
  if (trancheId === null) return { order_id: null, status: "enrolled", checkout_url: null };
  return payTranche(actor, trancheId);
}

/** The student's own Pay on an open tranche of theirs: back to their payments page once paid. */
export async function payTranche(actor: Actor, trancheId: number): Promise<OpenedOrderAnswer> {
  const tranche = await queries.findTranche(actor, trancheId);
  if (!tranche || tranche.userId !== actor.caller.userId) throw new AppError("not_found", "Payment tranche not found");
  return openTrancheOrder(actor, { tranche, returnPath: "/my-payments" });
}
