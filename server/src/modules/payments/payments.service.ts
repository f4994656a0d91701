import type { PaidCourse, PaymentCheck } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { loadCourse } from "../course/program/program.service.js";
import * as queries from "./payments.queries.js";

/** Whether the caller paid for the program or it is free; a program of another school is not found. */
export async function checkPayment(actor: Actor, courseId: number): Promise<PaymentCheck> {
  const course = await loadCourse(actor, courseId);
  const paid = await queries.hasPaidFor(actor, { userId: actor.caller.userId, courseId });
  return { course_id: course.id, paid, is_free: course.isFree, has_access: paid || course.isFree };
}

/** The caller's own paid programs, newest first, so the catalogue can mark what they bought. */
export async function listPaidCourses(actor: Actor): Promise<PaidCourse[]> {
  const rows = await queries.listPaidCourses(actor, actor.caller.userId);
  return rows.map((row) => ({
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    amount: row.amount,
    currency: row.currency,
    order_id: row.orderId,
    paid_at: row.paidAt?.toISOString() ?? null,
  }));
}
