import type { PaidCourse, PaymentCheck } from "@school/contracts";
import { programLessonsAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { overdueInstalmentOf } from "../../../core/access/program-lock.js";
import { owedOnProgram } from "../../../core/payments/owed.js";
import { loadCourse } from "../../course/index.js";
import { orderTitle } from "../order-title.js";
import * as queries from "./paid.queries.js";

/**
 * Whether the caller paid for the program, whether it is free, and whether its lessons open to them: asked of the
 * same access rule the lesson routes apply (a student: membership, made by staff, by a payment or by joining a free
 * program, and no instalment overdue: the program lock), so the answer and the lessons always agree; with what the
 * caller still owes on the program's instalments, counted by the one rule of what is owed (decision 0166). A program
 * of another school is not found.
 */
export async function checkPayment(actor: Actor, courseId: number): Promise<PaymentCheck> {
  const course = await loadCourse(actor, courseId);
  const member = { userId: actor.caller.userId, courseId: course.id };
  const [paid, lessons, owed] = await Promise.all([
    queries.hasPaidFor(actor, member),
    programLessonsAccess(actor, course.id),
    owedOnProgram(actor, member),
  ]);
  const { lock } = lessons;
  return {
    course_id: course.id,
    paid,
    is_free: course.isFree,
    has_access: lessons.open,
    owed,
    overdue_instalment: lock ? overdueInstalmentOf(lock) : null,
  };
}

/** The caller's own paid programs, newest first, so the catalogue can mark what they bought. */
export async function listPaidCourses(actor: Actor): Promise<PaidCourse[]> {
  const rows = await queries.listPaidCourses(actor, actor.caller.userId);
  return rows.map((row) => ({
    id: row.id,
    course_id: row.courseId,
    course_title: orderTitle(actor.language, row),
    amount_minor: row.amountMinor,
    currency: row.currency,
    order_id: row.orderId,
    paid_at: row.paidAt?.toISOString() ?? null,
  }));
}
