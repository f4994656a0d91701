import { and, count, eq } from "drizzle-orm";
import { courseRounds, courses, schools } from "../../db/schema/index.js";
import type { Scope } from "./course.queries.js";

export type RoundRow = { id: number; start: string; end: string };

const roundColumns = { id: courseRounds.id, start: courseRounds.startsOn, end: courseRounds.endsOn };

export async function findRound({ db, schoolId }: Scope, roundId: number) {
  const [row] = await db
    .select({ ...roundColumns, courseId: courseRounds.courseId })
    .from(courseRounds)
    .where(and(eq(courseRounds.id, roundId), eq(courseRounds.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the program row for the rest of the transaction, so two rounds added at once are counted one after the
 * other against the school's limit; answers the limit, or null when the program is not the school's.
 */
export async function lockCourseForRounds({ db, schoolId }: Scope, courseId: number) {
  const [row] = await db
    .select({ maxRounds: schools.maxRounds })
    .from(courses)
    .innerJoin(schools, eq(schools.id, courses.schoolId))
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)))
    .for("update", { of: courses })
    .limit(1);
  return row ?? null;
}

export async function countRounds({ db, schoolId }: Scope, courseId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courseRounds)
    .where(and(eq(courseRounds.courseId, courseId), eq(courseRounds.schoolId, schoolId)));
  return row?.total ?? 0;
}

export async function insertRound(
  { db, schoolId }: Scope,
  round: { courseId: number; start: string; end: string },
): Promise<RoundRow> {
  const [row] = await db
    .insert(courseRounds)
    .values({ schoolId, courseId: round.courseId, startsOn: round.start, endsOn: round.end })
    .returning(roundColumns);
  return row!;
}

export async function updateRound({ db, schoolId }: Scope, round: { id: number; start: string; end: string }) {
  const [row] = await db
    .update(courseRounds)
    .set({ startsOn: round.start, endsOn: round.end })
    .where(and(eq(courseRounds.id, round.id), eq(courseRounds.schoolId, schoolId)))
    .returning(roundColumns);
  return row ?? null;
}

export async function deleteRound({ db, schoolId }: Scope, roundId: number) {
  await db.delete(courseRounds).where(and(eq(courseRounds.id, roundId), eq(courseRounds.schoolId, schoolId)));
}
