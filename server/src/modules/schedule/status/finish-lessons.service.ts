import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { addDays } from "../../../core/schedule-time.js";
import { schoolDayIn } from "../../../core/school-day.js";
import { inSchool, inTransaction } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { scheduleLessonEvents, scheduleLessons, schools } from "../../../db/schema/index.js";

/** After an outage, lessons of up to this many past days are still completed; older ones are left to the school. */
const CATCH_UP_DAYS = 7;

/**
 * Marks finished the lessons still planned or moved that ended before the school's local midnight of `now`, in each
 * school with the setting on; each change is in the lesson's history (no actor: the system). Running it again
 * changes nothing. Returns how many lessons it completed.
 */
export async function finishPastLessons(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.autoFinishLessons, true));
  let finished = 0;
  for (const school of due) {
    const day = schoolDayIn(school.timeZone, now);
    const midnight = day.startOf(day.today);
    const since = day.startOf(addDays(day.today, -CATCH_UP_DAYS));
    finished += await inTransaction({ db, schoolId: school.id }, async (tx) => {
      const rows = await tx.db
        .update(scheduleLessons)
        .set({ status: "finished" })
        .where(
          and(
            inSchool(tx, scheduleLessons),
            inArray(scheduleLessons.status, ["planned", "rescheduled"]),
            gte(scheduleLessons.startAt, since),
            lte(scheduleLessons.endAt, midnight),
          ),
        )
        .returning({ id: scheduleLessons.id, startAt: scheduleLessons.startAt });
      if (rows.length === 0) return 0;
      await tx.db.insert(scheduleLessonEvents).values(
        rows.map((row) => ({
          schoolId: tx.schoolId,
          lessonId: row.id,
          kind: "finished" as const,
          toStatus: "finished" as const,
          reason: "automatic",
        })),
      );
      return rows.length;
    });
  }
  return finished;
}
