import { type Round, type RoundUpdateBody, SPEC_MESSAGES } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { updateCourse } from "../course.queries.js";
import { loadCourse, programNotFound } from "../course.service.js";
import * as queries from "./rounds.queries.js";
import { assertRoundDates, invalidRound, type RoundDates, toRound } from "./rounds.rules.js";

const roundNotFound = () => new AppError("not_found", "Round not found");

export async function listRounds(actor: Actor, courseId: number): Promise<Round[]> {
  await loadCourse(actor, courseId);
  const rows = await queries.listRounds(actor, courseId);
  const { today } = await schoolDayOf(actor);
  return rows.map((row) => toRound(row, today));
}

/** At most `schools.max_rounds` rounds per program ('Number of rounds is limited!'), counted under a row lock. */
export async function createRound(actor: Actor, round: RoundDates & { courseId: number }): Promise<Round> {
  const { today } = await schoolDayOf(actor);
  assertRoundDates(round, { today });
  const row = await inTransaction(actor, async (tx) => {
    const course = await queries.lockCourseForRounds(tx, round.courseId);
    if (!course) throw programNotFound();
    if ((await queries.countRounds(tx, round.courseId)) >= course.maxRounds) {
      throw new AppError("unprocessable", SPEC_MESSAGES.roundsLimited);
    }
    const inserted = await queries.insertRound(tx, round);
    await updateCourse(tx, { courseId: round.courseId });
    return inserted;
  });
  return toRound(row, today);
}

export async function updateRound(actor: Actor, input: { roundId: number; body: RoundUpdateBody }): Promise<Round> {
  const { roundId, body } = input;
  if (body.id !== undefined && body.id !== roundId) throw invalidRound("id", "The body names another round");
  const current = await queries.findRound(actor, roundId);
  if (!current) throw roundNotFound();
  const dates = { start: body.start ?? current.start, end: body.end ?? current.end };
  const { today } = await schoolDayOf(actor);
  assertRoundDates(dates, { today, endMayBePast: body.end === undefined });
  const row = await queries.updateRound(actor, { id: roundId, ...dates });
  if (!row) throw roundNotFound();
  await updateCourse(actor, { courseId: current.courseId });
  return toRound(row, today);
}

export async function deleteRound(actor: Actor, roundId: number): Promise<void> {
  const current = await queries.findRound(actor, roundId);
  if (!current) throw roundNotFound();
  await queries.deleteRound(actor, roundId);
  await updateCourse(actor, { courseId: current.courseId });
}
