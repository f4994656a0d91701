import type { OverdueInstalment } from "@school/contracts";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { instalmentTranches, paymentTranches, schools } from "../../db/schema/index.js";
import { inSchool, joinedInSchool } from "../tenancy/scope.js";
import type { AccessActor } from "./access.js";

/**
 * THE lock of a program bought in instalments (decisions 0159, 0166): its student may not open its lessons while one
 * of its payments is unpaid past its due date plus the plan's lock days, counted in the school's day. The access
 * module asks it for every `lesson.read` of a student (`requireAccess`, `hasAccess`, `accessFilter`), so the lesson
 * page, the program's lesson lists, the search, the exercise lists and the payment check all obey the same rule.
 * Nothing is stored for it: paying, moving a due date or the clock moves it at once.
 */
type LockActor = AccessActor;

/** The payment that closes a program: the earliest overdue one, to be paid first. */
export type ProgramLock = { trancheId: number; amount: number; currency: string; dueDate: string };

/**
 * The school's day at the clock's "now", in SQL: the same day for one program's check and for a list's filter (a
 * list's condition cannot await the zone). The clock is the app's (decision 0043), so a test may move it.
 */
function schoolToday(actor: LockActor): SQL {
  if (!actor.deps) throw new Error("The program lock needs the actor's clock");
  const now = actor.deps.clock.now().toISOString();
  const zone = sql`(select ${schools.timeZone} from ${schools} where ${schools.id} = ${actor.schoolId})`;
  return sql`(${now}::timestamptz at time zone ${zone})::date`;
}

/** The caller's instalments overdue past their lock days: what closes a program. */
function overdueCondition(actor: LockActor): SQL {
  return and(
    inSchool(actor, instalmentTranches),
    eq(instalmentTranches.userId, actor.caller.userId),
    isNull(paymentTranches.paidOn),
    sql`${paymentTranches.dueDate} + ${instalmentTranches.lockAfterDays} < ${schoolToday(actor)}`,
  ) as SQL;
}

const withTranche = joinedInSchool(paymentTranches, {
  from: instalmentTranches,
  by: instalmentTranches.trancheId,
});

/** Whether the program is closed to its student (the caller), and by which payment; null when it is open. */
export async function programLock(actor: LockActor, courseId: number): Promise<ProgramLock | null> {
  const [row] = await actor.db
    .select({
      trancheId: paymentTranches.id,
      amount: paymentTranches.amount,
      currency: sql<string>`(select ${schools.currency} from ${schools} where ${schools.id} = ${actor.schoolId})`,
      dueDate: paymentTranches.dueDate,
    })
    .from(instalmentTranches)
    .innerJoin(paymentTranches, withTranche)
    .where(and(overdueCondition(actor), eq(instalmentTranches.courseId, courseId)))
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id))
    .limit(1);
  return row ?? null;
}

/** The programs closed to the caller, for a list's condition (`course_id not in …`). */
export function lockedPrograms(actor: LockActor) {
  return actor.db
    .select({ id: instalmentTranches.courseId })
    .from(instalmentTranches)
    .innerJoin(paymentTranches, withTranche)
    .where(overdueCondition(actor));
}

/** The payment that opens a locked program, as the answers name it (the lesson list, the payment check). */
export const overdueInstalmentOf = (lock: ProgramLock): OverdueInstalment => ({
  tranche_id: lock.trancheId,
  amount: lock.amount,
  currency: lock.currency,
  due_date: lock.dueDate,
});
