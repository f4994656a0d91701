import { type Round, type RoundUpdateBody, SPEC_MESSAGES } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import type { Deps } from "../../deps.js";
import { listRounds as listRoundRows, updateCourse } from "./course.queries.js";
import { loadCourse } from "./course.service.js";
import * as queries from "./course-rounds.queries.js";
import { assertRoundDates, invalidRound, type RoundDates, toRound } from "./course-rounds.rules.js";

type CourseTarget = { schoolId: number; courseId: number };
const roundNotFound = () => new AppError("not_found", "Round not found");

export async function listRounds(deps: Deps, target: CourseTarget): Promise<Round[]> {
  await loadCourse(deps, target);
  const rows = await listRoundRows({ db: deps.db, schoolId: target.schoolId }, target.courseId);
  const { today } = await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps });
  return rows.map((row) => toRound(row, today));
}

/** At most `schools.max_rounds` rounds per program ('Number of rounds is limited!'), counted under a row lock. */
export async function createRound(deps: Deps, target: CourseTarget & RoundDates): Promise<Round> {
  const { today } = await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps });
  assertRoundDates(target, { today });
  const row = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const course = await queries.lockCourseForRounds(scope, target.courseId);
    if (!course) throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
    if ((await queries.countRounds(scope, target.courseId)) >= course.maxRounds) {
      throw new AppError("unprocessable", SPEC_MESSAGES.roundsLimited);
    }
    const inserted = await queries.insertRound(scope, target);
    await updateCourse(scope, { courseId: target.courseId });
    return inserted;
  });
  return toRound(row, today);
}

export async function updateRound(deps: Deps, target: { schoolId: number; roundId: number; body: RoundUpdateBody }) {
  const { body } = target;
  if (body.id !== undefined && body.id !== target.roundId) throw invalidRound("id", "The body names another round");
  const scope = { db: deps.db, schoolId: target.schoolId };
  const current = await queries.findRound(scope, target.roundId);
  if (!current) throw roundNotFound();
  const dates = { start: body.start ?? current.start, end: body.end ?? current.end };
  const { today } = await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps });
  assertRoundDates(dates, { today, endMayBePast: body.end === undefined });
  const row = await queries.updateRound(scope, { id: target.roundId, ...dates });
  if (!row) throw roundNotFound();
  await updateCourse(scope, { courseId: current.courseId });
  return toRound(row, today);
}

export async function deleteRound(deps: Deps, target: { schoolId: number; roundId: number }): Promise<void> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const current = await queries.findRound(scope, target.roundId);
  if (!current) throw roundNotFound();
  await queries.deleteRound(scope, target.roundId);
  await updateCourse(scope, { courseId: current.courseId });
}
