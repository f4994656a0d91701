import type { PaidCourse } from "@school/contracts";
import type { Deps } from "../../deps.js";
import * as queries from "./payments.queries.js";

/** The caller's own paid programs, newest first, so the catalogue can mark what they bought. */
export async function listPaidCourses(deps: Deps, target: { schoolId: number; userId: number }): Promise<PaidCourse[]> {
  const rows = await queries.listPaidCourses({ db: deps.db, schoolId: target.schoolId }, target.userId);
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
