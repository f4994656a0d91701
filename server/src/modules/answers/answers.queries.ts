import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { byId, type Scope } from "../../core/tenancy/scope.js";
import {
  exerciseAttemptHistory,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
} from "../../db/schema/index.js";

/** An exercise list with its lesson's program: what decides who may take it, its pass mark and timer. */
export async function findList(scope: Scope, exListId: number) {
  const [row] = await scope.db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      courseId: lessons.courseId,
      order: exerciseLists.order,
      next: exerciseLists.next,
      minPercent: exerciseLists.minPercent,
      timeForTimer: exerciseLists.timeForTimer,
      attemptsAllowed: exerciseLists.attemptsAllowed,
      gradingMethod: exerciseLists.gradingMethod,
      review: exerciseLists.review,
      dueAt: exerciseLists.dueAt,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, scope.schoolId)))
    .where(byId(scope, exerciseLists, exListId))
    .limit(1);
  return row ?? null;
}
export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

/** A task as a student answers it: its type and content (never its key), with its list's row. */
export async function findTask(scope: Scope, taskId: number) {
  const [row] = await scope.db
    .select({
      id: exercises.id,
      type: exercises.type,
      title: exercises.title,
      content: exercises.content,
      exListId: exercises.exListId,
      lessonId: exerciseLists.lessonId,
      courseId: lessons.courseId,
      next: exerciseLists.next,
      order: exerciseLists.order,
      minPercent: exerciseLists.minPercent,
      timeForTimer: exerciseLists.timeForTimer,
    })
    .from(exercises)
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), eq(exerciseLists.schoolId, scope.schoolId)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, scope.schoolId)))
    .where(byId(scope, exercises, taskId))
    .limit(1);
  return row ?? null;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** The tasks of a list with their keys and weights, for grading on the server only. */
export function selectGradingTasks(scope: Scope, exListId: number) {
  return scope.db
    .select({
      id: exercises.id,
      type: exercises.type,
      content: exercises.content,
      key: exercises.answer,
      points: exercises.points,
    })
    .from(exercises)
    .where(and(eq(exercises.exListId, exListId), eq(exercises.schoolId, scope.schoolId)))
    .orderBy(asc(exercises.order), asc(exercises.id));
}

export const answerColumns = {
  id: homeworks.id,
  taskId: homeworks.taskId,
  taskType: exercises.type,
  exListId: homeworks.exListId,
  lessonId: homeworks.lessonId,
  courseId: homeworks.courseId,
  userId: homeworks.userId,
  title: homeworks.title,
  desc: homeworks.desc,
  answer: homeworks.answer,
  attempt: homeworks.attempt,
  status: homeworks.status,
  grade: homeworks.grade,
  comment: homeworks.comment,
  docName: homeworks.docName,
  fileUrl: homeworks.fileUrl,
  gradedBy: homeworks.gradedBy,
  gradedAt: homeworks.gradedAt,
  updatedAt: homeworks.updatedAt,
  createdAt: homeworks.createdAt,
};

/** Answers with their task's type, by a condition (always within the school). */
export function selectAnswers(scope: Scope, where: SQL | undefined) {
  return scope.db
    .select(answerColumns)
    .from(homeworks)
    .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), eq(exercises.schoolId, scope.schoolId)))
    .where(and(eq(homeworks.schoolId, scope.schoolId), where))
    .orderBy(asc(exercises.order), asc(homeworks.taskId), asc(homeworks.id));
}
export type AnswerRow = Awaited<ReturnType<typeof selectAnswers>>[number];

/** The student's answers to one attempt at a list. */
export const answersOfList = (scope: Scope, input: { exListId: number; userId: number; attempt: number }) =>
  selectAnswers(
    scope,
    and(
      eq(homeworks.exListId, input.exListId),
      eq(homeworks.userId, input.userId),
      eq(homeworks.attempt, input.attempt),
    ),
  );

export async function findAnswer(scope: Scope, id: number): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(scope, byId(scope, homeworks, id));
  return row ?? null;
}

/** The student's answer to a task in one attempt. */
export async function findOwnAnswer(
  scope: Scope,
  input: { taskId: number; userId: number; attempt: number },
): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(
    scope,
    and(eq(homeworks.taskId, input.taskId), eq(homeworks.userId, input.userId), eq(homeworks.attempt, input.attempt)),
  );
  return row ?? null;
}

export async function findAnswerByFile(
  scope: Scope,
  { userId, fileUrl }: { userId: number; fileUrl: string },
): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(scope, and(eq(homeworks.userId, userId), eq(homeworks.fileUrl, fileUrl)));
  return row ?? null;
}

/**
 * Saves a student's answer to a task: one row per student, task and attempt, replaced on every save (the partial
 * unique index decides, so parallel saves of one task leave one row). Only an attempt not handed in takes saves, so
 * the row is `saved` and has no grade to lose.
 */
export async function upsertAnswer(
  scope: Scope,
  values: {
    userId: number;
    courseId: number;
    lessonId: number;
    exListId: number;
    taskId: number;
    attempt: number;
    title: string;
    desc: string;
    answer: unknown;
    docName: string | null;
    fileUrl: string | null;
  },
): Promise<number> {
  const changed = {
    title: values.title,
    desc: values.desc,
    answer: values.answer,
    docName: values.docName,
    fileUrl: values.fileUrl,
    status: "saved" as const,
    grade: null,
    gradedBy: null,
    gradedAt: null,
    updatedAt: sql`now()`,
  };
  const [row] = await scope.db
    .insert(homeworks)
    .values({ schoolId: scope.schoolId, ...values, status: "saved" })
    .onConflictDoUpdate({
      target: [homeworks.taskId, homeworks.userId, homeworks.attempt],
      targetWhere: sql`${homeworks.taskId} is not null`,
      set: changed,
    })
    .returning({ id: homeworks.id });
  return row!.id;
}

export async function clearAnswerFile(scope: Scope, id: number) {
  await scope.db
    .update(homeworks)
    .set({
      fileUrl: null,
      docName: null,
      answer: null,
      status: "saved",
      grade: null,
      gradedBy: null,
      gradedAt: null,
      updatedAt: sql`now()`,
    })
    .where(byId(scope, homeworks, id));
}

export async function deleteAnswerRow(scope: Scope, id: number) {
  await scope.db.delete(homeworks).where(byId(scope, homeworks, id));
}

/** Writes the grading of many answers in one statement. */
export async function writeGrades(
  scope: Scope,
  rows: { id: number; status: "submitted" | "graded"; grade: number | null }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.status}::text, ${row.grade}::numeric)`),
    sql`, `,
  );
  await scope.db.execute(sql`update ${homeworks} as h set
      status = v.status,
      grade = v.grade,
      graded_at = case when v.status = 'graded' then now() else null end,
      graded_by = null
    from (values ${values}) as v(id, status, grade)
    where h.id = v.id and h.school_id = ${scope.schoolId}`);
}

const attemptColumns = {
  exListId: exerciseAttempts.exListId,
  userId: exerciseAttempts.userId,
  startedAt: exerciseAttempts.startedAt,
  deadline: exerciseAttempts.deadline,
  finishedAt: exerciseAttempts.finishedAt,
  percent: exerciseAttempts.percent,
  passed: exerciseAttempts.passed,
  attempt: exerciseAttempts.attempt,
  extraAttempts: exerciseAttempts.extraAttempts,
  expired: sql<boolean>`coalesce(${exerciseAttempts.deadline} <= now(), false)`,
  now: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The student's row of a list: one per student and list, whatever the attempt. */
const attemptOfStudent = (scope: Scope, input: { exListId: number; userId: number }) =>
  and(
    eq(exerciseAttempts.exListId, input.exListId),
    eq(exerciseAttempts.userId, input.userId),
    eq(exerciseAttempts.schoolId, scope.schoolId),
  );

/**
 * The student's attempt at a list, created once: the start is now and, with a timer, the deadline now + its
 * minutes. A second call (a reload, a second tab, a parallel request) finds the first row: the primary key decides.
 */
export async function ensureAttempt(scope: Scope, input: { exListId: number; userId: number; minutes: number | null }) {
  await scope.db
    .insert(exerciseAttempts)
    .values({
      schoolId: scope.schoolId,
      exListId: input.exListId,
      userId: input.userId,
      deadline: input.minutes === null ? null : sql`now() + make_interval(mins => ${input.minutes}::int)`,
    })
    .onConflictDoNothing();
}

/** The attempt, locked for the transaction when asked: `update` by submit and grading, `share` by saves. */
export async function findAttempt(
  scope: Scope,
  input: { exListId: number; userId: number; lock?: "update" | "share" },
) {
  const query = scope.db.select(attemptColumns).from(exerciseAttempts).where(attemptOfStudent(scope, input)).limit(1);
  const [row] = input.lock ? await query.for(input.lock) : await query;
  return row ?? null;
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/**
 * Hands the current attempt in: its finish on the student's row, and the attempt kept in the history with its
 * percentage (written once per attempt; a second write of the same attempt only updates its percentage).
 */
export async function finishAttempt(
  scope: Scope,
  input: { exListId: number; userId: number; percent: number; passed: boolean; atDeadline: boolean },
) {
  const [finished] = await scope.db
    .update(exerciseAttempts)
    .set({ finishedAt: input.atDeadline ? sql`least(now(), ${exerciseAttempts.deadline})` : sql`now()` })
    .where(attemptOfStudent(scope, input))
    .returning({
      number: exerciseAttempts.attempt,
      startedAt: exerciseAttempts.startedAt,
      deadline: exerciseAttempts.deadline,
      finishedAt: exerciseAttempts.finishedAt,
    });
  if (!finished?.finishedAt) return;
  const kept = { percent: input.percent, passed: input.passed, finishedAt: finished.finishedAt };
  await scope.db
    .insert(exerciseAttemptHistory)
    .values({ schoolId: scope.schoolId, exListId: input.exListId, userId: input.userId, ...finished, ...kept })
    .onConflictDoUpdate({
      target: [exerciseAttemptHistory.exListId, exerciseAttemptHistory.userId, exerciseAttemptHistory.number],
      set: kept,
    });
}

/** A handed-in attempt's percentage again (a teacher's grade or a regrade of its answers); false when not handed in. */
export async function rescoreHandedIn(
  scope: Scope,
  input: { exListId: number; userId: number; number: number; percent: number; passed: boolean },
): Promise<boolean> {
  const rows = await scope.db
    .update(exerciseAttemptHistory)
    .set({ percent: input.percent, passed: input.passed })
    .where(
      and(
        eq(exerciseAttemptHistory.exListId, input.exListId),
        eq(exerciseAttemptHistory.userId, input.userId),
        eq(exerciseAttemptHistory.number, input.number),
        eq(exerciseAttemptHistory.schoolId, scope.schoolId),
      ),
    )
    .returning({ number: exerciseAttemptHistory.number });
  return rows.length > 0;
}

/**
 * The result that counts, on the student's row: the best handed-in attempt's percentage or the latest one's, by
 * the list's grading method; passed when it reaches the pass mark.
 */
export async function applyCountingResult(
  scope: Scope,
  input: { exListId: number; userId: number; minPercent: number; gradingMethod: "highest" | "last" },
) {
  const order = input.gradingMethod === "highest" ? sql`h.percent desc, h.number desc` : sql`h.number desc`;
  await scope.db.execute(sql`update ${exerciseAttempts} as a set percent = c.percent, passed = c.percent >= ${input.minPercent}
    from (select h.percent from ${exerciseAttemptHistory} as h
          where h.ex_list_id = ${input.exListId} and h.user_id = ${input.userId} and h.school_id = ${scope.schoolId}
          order by ${order} limit 1) as c
    where a.ex_list_id = ${input.exListId} and a.user_id = ${input.userId} and a.school_id = ${scope.schoolId}`);
}

/** Every handed-in attempt of the student at a list, the first first. */
export function selectHistory(scope: Scope, input: { exListId: number; userId: number }) {
  return scope.db
    .select({
      number: exerciseAttemptHistory.number,
      startedAt: exerciseAttemptHistory.startedAt,
      finishedAt: exerciseAttemptHistory.finishedAt,
      percent: exerciseAttemptHistory.percent,
      passed: exerciseAttemptHistory.passed,
    })
    .from(exerciseAttemptHistory)
    .where(
      and(
        eq(exerciseAttemptHistory.exListId, input.exListId),
        eq(exerciseAttemptHistory.userId, input.userId),
        eq(exerciseAttemptHistory.schoolId, scope.schoolId),
      ),
    )
    .orderBy(asc(exerciseAttemptHistory.number));
}
export type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

/** The next attempt begins: a new number, a new start and, with a timer, a new deadline; not handed in yet. */
export async function beginNextAttempt(
  scope: Scope,
  input: { exListId: number; userId: number; minutes: number | null },
) {
  await scope.db
    .update(exerciseAttempts)
    .set({
      attempt: sql`${exerciseAttempts.attempt} + 1`,
      startedAt: sql`now()`,
      deadline: input.minutes === null ? null : sql`now() + make_interval(mins => ${input.minutes}::int)`,
      finishedAt: null,
    })
    .where(attemptOfStudent(scope, input));
}

/** A teacher reopens the list for the student: one attempt more than the list allows; false when never started. */
export async function grantAttempt(scope: Scope, input: { exListId: number; userId: number }) {
  const rows = await scope.db
    .update(exerciseAttempts)
    .set({ extraAttempts: sql`${exerciseAttempts.extraAttempts} + 1` })
    .where(attemptOfStudent(scope, input))
    .returning({ attempt: exerciseAttempts.attempt });
  return rows.length > 0;
}

/**
 * Marks the lesson done for the student once every list of it is finished and every list with `next` passed
 * (written once; a later retake never takes it back).
 */
export async function completeLessonIfDone(scope: Scope, input: { lessonId: number; userId: number }) {
  await scope.db.execute(sql`insert into lesson_completions (school_id, lesson_id, user_id)
    select ${scope.schoolId}, ${input.lessonId}, ${input.userId}
    where not exists (
      select 1 from ${exerciseLists} as l
      left join ${exerciseAttempts} as a on a.ex_list_id = l.id and a.user_id = ${input.userId}
      where l.lesson_id = ${input.lessonId} and l.school_id = ${scope.schoolId}
        and (a.finished_at is null or (l.next and not a.passed))
    )
    on conflict do nothing`);
}

/**
 * The first list with `next` before a point of the program's order that the student has not passed, or null.
 * `before` is a lesson (every list of the lessons before it) or a list (every list up to and including it).
 */
export async function firstBlockingList(
  scope: Scope,
  input: {
    courseId: number;
    userId: number;
    lesson: { id: number; order: number };
    list: { id: number; order: number } | null;
  },
) {
  const { lesson, list } = input;
  const earlierLesson = sql`(${lessons.order}, ${lessons.id}) < (${lesson.order}::int, ${lesson.id}::int)`;
  const position = list
    ? sql`(${earlierLesson} or (${lessons.id} = ${lesson.id} and (${exerciseLists.order}, ${exerciseLists.id}) <= (${list.order}::int, ${list.id}::int)))`
    : earlierLesson;
  const [row] = await scope.db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      minPercent: exerciseLists.minPercent,
      percent: exerciseAttempts.percent,
      timeForTimer: exerciseLists.timeForTimer,
      attemptsAllowed: exerciseLists.attemptsAllowed,
      gradingMethod: exerciseLists.gradingMethod,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, scope.schoolId)))
    .leftJoin(
      exerciseAttempts,
      and(eq(exerciseAttempts.exListId, exerciseLists.id), eq(exerciseAttempts.userId, input.userId)),
    )
    .where(
      and(
        eq(exerciseLists.schoolId, scope.schoolId),
        eq(lessons.courseId, input.courseId),
        eq(exerciseLists.next, true),
        position,
        sql`not coalesce(${exerciseAttempts.passed}, false)`,
      ),
    )
    .orderBy(asc(lessons.order), asc(lessons.id), asc(exerciseLists.order), asc(exerciseLists.id))
    .limit(1);
  return row ?? null;
}

export async function findLessonPosition(scope: Scope, lessonId: number) {
  const [row] = await scope.db
    .select({ id: lessons.id, order: lessons.order, courseId: lessons.courseId })
    .from(lessons)
    .where(byId(scope, lessons, lessonId))
    .limit(1);
  return row ?? null;
}

export async function countPending(scope: Scope, { exListIds, userId }: { exListIds: number[]; userId: number }) {
  if (exListIds.length === 0) return new Map<number, number>();
  const rows = await scope.db
    .select({ exListId: homeworks.exListId, pending: sql<number>`count(*)::int` })
    .from(homeworks)
    .where(
      and(
        eq(homeworks.schoolId, scope.schoolId),
        eq(homeworks.userId, userId),
        eq(homeworks.status, "submitted"),
        inArray(homeworks.exListId, exListIds),
      ),
    )
    .groupBy(homeworks.exListId);
  return new Map(rows.map((row) => [row.exListId ?? 0, row.pending]));
}
