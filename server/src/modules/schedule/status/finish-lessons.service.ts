import { addDays } from "../../../core/schedule-time.js";
import { schoolDayIn } from "../../../core/school-day.js";
import { inTransaction, schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import * as queries from "../schedule.queries.js";

/** After an outage, lessons of up to this many past days are still completed; older ones are left to the school. */
const CATCH_UP_DAYS = 7;

/**
 * Marks finished the lessons still planned or moved that ended before the school's local midnight of `now`, in each
 * school with the setting on; each change is in the lesson's history (no actor: the system). Running it again
 * changes nothing. Returns how many lessons it completed.
 */
export async function finishPastLessons(deps: Deps, now: Date): Promise<number> {
  // Which schools have the setting on crosses schools (the owner's handle); each school's lessons, its own handle.
  const due = await queries.selectAutoFinishingSchools(deps.db);
  let finished = 0;
  for (const school of due) {
    const day = schoolDayIn(school.timeZone, now);
    const midnight = day.startOf(day.today);
    const since = day.startOf(addDays(day.today, -CATCH_UP_DAYS));
    finished += await inTransaction(schoolScope(deps, school.id), (tx) =>
      queries.finishLessonsEnded(tx, { since, before: midnight }),
    );
  }
  return finished;
}
