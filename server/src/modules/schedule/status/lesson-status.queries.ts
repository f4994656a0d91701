import type { LessonStatus } from "@school/contracts";
import { desc, sql } from "drizzle-orm";
import {
  type InSchoolValues,
  insertInSchool,
  keyedInSchool,
  type Scope,
  updateInSchool,
} from "../../../core/tenancy/scope.js";
import { scheduleAllowanceUsage, scheduleLessonEvents, scheduleLessons } from "../../../db/schema/index.js";

type AllowanceKind = "cancel" | "transfer";

/**
 * Counts one use of a student's monthly allowance, unless `limit` uses are counted already: one conditional upsert,
 * so two requests at once cannot both take the last one. Answers whether the use was counted.
 */
export async function takeAllowance(
  scope: Scope,
  use: { studentId: number; month: string; kind: AllowanceKind; limit: number },
): Promise<boolean> {
  const taken = await scope.db
    .insert(scheduleAllowanceUsage)
    .values({ schoolId: scope.schoolId, studentId: use.studentId, month: use.month, kind: use.kind, used: 1 })
    .onConflictDoUpdate({
      target: [scheduleAllowanceUsage.studentId, scheduleAllowanceUsage.month, scheduleAllowanceUsage.kind],
      set: { used: sql`${scheduleAllowanceUsage.used} + 1` },
      setWhere: sql`${scheduleAllowanceUsage.used} < ${use.limit}`,
    })
    .returning({ used: scheduleAllowanceUsage.used });
  return taken.length > 0;
}

/** Who was charged for a lesson's latest cancellation, and in which month (both null when nobody was). */
export async function selectLastCancellationCharge(scope: Scope, filter: { lessonId: number }) {
  const [charged] = await scope.db
    .select({ studentId: scheduleLessonEvents.studentId, month: scheduleLessonEvents.chargedMonth })
    .from(scheduleLessonEvents)
    .where(keyedInSchool(scope, { table: scheduleLessonEvents, key: { lessonId: filter.lessonId, kind: "cancelled" } }))
    .orderBy(desc(scheduleLessonEvents.id))
    .limit(1);
  return charged;
}

/** Gives one cancellation of a month back to its student; the count never goes below zero. */
export async function giveBackCancellation(scope: Scope, use: { studentId: number; month: string }): Promise<void> {
  await scope.db
    .update(scheduleAllowanceUsage)
    .set({ used: sql`greatest(${scheduleAllowanceUsage.used} - 1, 0)` })
    .where(
      keyedInSchool(scope, {
        table: scheduleAllowanceUsage,
        key: { studentId: use.studentId, month: use.month, kind: "cancel" },
      }),
    );
}

/** A lesson's new status, and its new slot when `startAt` is given; a taken slot is the database's refusal. */
export async function updateLessonStatus(
  scope: Scope,
  change: { lessonId: number; status: LessonStatus; startAt?: Date; endAt?: Date },
): Promise<void> {
  const moved = change.startAt !== undefined;
  await updateInSchool(scope, {
    table: scheduleLessons,
    id: change.lessonId,
    values: { status: change.status, ...(moved ? { startAt: change.startAt, endAt: change.endAt } : {}) },
  });
}

/** One entry of a lesson's history. */
export function insertLessonEvent(scope: Scope, values: InSchoolValues<typeof scheduleLessonEvents>): Promise<number> {
  return insertInSchool(scope, { table: scheduleLessonEvents, values });
}
