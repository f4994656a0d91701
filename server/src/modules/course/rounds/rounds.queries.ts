import { and, asc, count, eq } from "drizzle-orm";
import { byId, inSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { courseRounds, courses, schools } from "../../../db/schema/index.js";

export type RoundRow = { id: number; start: string; end: string };

const roundColumns = { id: courseRounds.id, start: courseRounds.startsOn, end: courseRounds.endsOn };

export function listRounds(scope: Scope, courseId: number): Promise<RoundRow[]> {
  return scope.db
    .select(roundColumns)
    .from(courseRounds)
    .where(and(eq(courseRounds.courseId, courseId), inSchool(scope, courseRounds)))
    .orderBy(asc(courseRounds.startsOn), asc(courseRounds.id));
}

export async function findRound(scope: Scope, roundId: number) {
  const row = await rowById(scope, {
    table: courseRounds,
    id: roundId,
    columns: { ...roundColumns, courseId: courseRounds.courseId },
  });
  return row ?? null;
}

/**
 * Locks the program row for the rest of the transaction, so two rounds added at once are counted one after the
 * other against the school's limit; answers the limit, or null when the program is not the school's.
 */
export async function lockCourseForRounds(scope: Scope, courseId: number) {
  const [row] = await scope.db
    .select({ maxRounds: schools.maxRounds })
    .from(courses)
    .innerJoin(schools, eq(schools.id, courses.schoolId))
    .where(byId(scope, courses, courseId))
    .for("update", { of: courses })
    .limit(1);
  return row ?? null;
}

export async function countRounds(scope: Scope, courseId: number): Promise<number> {
  const [row] = await scope.db
    .select({ total: count() })
    .from(courseRounds)
    .where(and(eq(courseRounds.courseId, courseId), inSchool(scope, courseRounds)));
  return row?.total ?? 0;
}

export async function insertRound(
  scope: Scope,
  round: { courseId: number; start: string; end: string },
): Promise<RoundRow> {
  const [row] = await scope.db
    .insert(courseRounds)
    .values({ schoolId: scope.schoolId, courseId: round.courseId, startsOn: round.start, endsOn: round.end })
    .returning(roundColumns);
  return row!;
}

export async function updateRound(scope: Scope, round: { id: number; start: string; end: string }) {
  const [row] = await scope.db
    .update(courseRounds)
    .set({ startsOn: round.start, endsOn: round.end })
    .where(byId(scope, courseRounds, round.id))
    .returning(roundColumns);
  return row ?? null;
}

export async function deleteRound(scope: Scope, roundId: number) {
  await scope.db.delete(courseRounds).where(byId(scope, courseRounds, roundId));
}
