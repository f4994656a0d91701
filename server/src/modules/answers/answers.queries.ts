import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { exerciseAttempts, exerciseLists, exercises, homeworks, lessons } from "../../db/schema/index.js";

export type { Scope };

/** An exercise list with its lesson's program: what decides who may take it, its pass mark and timer. */
export async function findList({ db, schoolId }: Scope, exListId: number) {
  const [row] = await db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      courseId: lessons.courseId,
      order: exerciseLists.order,
      next: exerciseLists.next,
      minPercent: exerciseLists.minPercent,
      timeForTimer: exerciseLists.timeForTimer,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, schoolId)))
    .where(and(eq(exerciseLists.id, exListId), eq(exerciseLists.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}
export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

/** A task as a student answers it: its type and content (never its key), with its list's row. */
export async function findTask({ db, schoolId }: Scope, taskId: number) {
  const [row] = await db
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
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), eq(exerciseLists.schoolId, schoolId)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, schoolId)))
    .where(and(eq(exercises.id, taskId), eq(exercises.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** The tasks of a list with their keys and weights, for grading on the server only. */
export function selectGradingTasks({ db, schoolId }: Scope, exListId: number) {
  return db
    .select({
      id: exercises.id,
      type: exercises.type,
      content: exercises.content,
      key: exercises.answer,
      points: exercises.points,
    })
    .from(exercises)
    .where(and(eq(exercises.exListId, exListId), eq(exercises.schoolId, schoolId)))
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
export function selectAnswers({ db, schoolId }: Scope, where: SQL | undefined) {
  return db
    .select(answerColumns)
    .from(homeworks)
    .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), eq(exercises.schoolId, schoolId)))
    .where(and(eq(homeworks.schoolId, schoolId), where))
    .orderBy(asc(exercises.order), asc(homeworks.taskId), asc(homeworks.id));
}
export type AnswerRow = Awaited<ReturnType<typeof selectAnswers>>[number];

export const answersOfList = (scope: Scope, exListId: number, userId: number) =>
  selectAnswers(scope, and(eq(homeworks.exListId, exListId), eq(homeworks.userId, userId)));

export async function findAnswer(scope: Scope, id: number): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(scope, eq(homeworks.id, id));
  return row ?? null;
}

export async function findOwnAnswer(scope: Scope, taskId: number, userId: number): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(scope, and(eq(homeworks.taskId, taskId), eq(homeworks.userId, userId)));
  return row ?? null;
}

export async function findAnswerByFile(scope: Scope, userId: number, fileUrl: string): Promise<AnswerRow | null> {
  const [row] = await selectAnswers(scope, and(eq(homeworks.userId, userId), eq(homeworks.fileUrl, fileUrl)));
  return row ?? null;
}

/**
 * Saves a student's answer to a task: one row per student and task, replaced on every save (the partial unique
 * index decides, so parallel saves of one task leave one row). Back to `saved`, its grade cleared.
 */
export async function upsertAnswer(
  { db, schoolId }: Scope,
  values: {
    userId: number;
    courseId: number;
    lessonId: number;
    exListId: number;
    taskId: number;
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
  const [row] = await db
    .insert(homeworks)
    .values({ schoolId, ...values, status: "saved" })
    .onConflictDoUpdate({
      target: [homeworks.taskId, homeworks.userId],
      targetWhere: sql`${homeworks.taskId} is not null`,
      set: changed,
    })
    .returning({ id: homeworks.id });
  return row!.id;
}

export async function clearAnswerFile({ db, schoolId }: Scope, id: number) {
  await db
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
    .where(and(eq(homeworks.id, id), eq(homeworks.schoolId, schoolId)));
}

export async function deleteAnswerRow({ db, schoolId }: Scope, id: number) {
  await db.delete(homeworks).where(and(eq(homeworks.id, id), eq(homeworks.schoolId, schoolId)));
}

/** Writes the grading of many answers in one statement. */
export async function writeGrades(
  { db, schoolId }: Scope,
  rows: { id: number; status: "submitted" | "graded"; grade: number | null }[],
) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.status}::text, ${row.grade}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`update ${homeworks} as h set
      status = v.status,
      grade = v.grade,
      graded_at = case when v.status = 'graded' then now() else null end,
      graded_by = null
    from (values ${values}) as v(id, status, grade)
    where h.id = v.id and h.school_id = ${schoolId}`);
}

const attemptColumns = {
  exListId: exerciseAttempts.exListId,
  userId: exerciseAttempts.userId,
  startedAt: exerciseAttempts.startedAt,
  deadline: exerciseAttempts.deadline,
  finishedAt: exerciseAttempts.finishedAt,
  percent: exerciseAttempts.percent,
  passed: exerciseAttempts.passed,
  expired: sql<boolean>`coalesce(${exerciseAttempts.deadline} <= now(), false)`,
  now: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/**
 * The student's attempt at a list, created once: the start is now and, with a timer, the deadline now + its
 * minutes. A second call (a reload, a second tab, a parallel request) finds the first row: the primary key decides.
 */
export async function ensureAttempt(
  { db, schoolId }: Scope,
  input: { exListId: number; userId: number; minutes: number | null },
) {
  await db
    .insert(exerciseAttempts)
    .values({
      schoolId,
      exListId: input.exListId,
      userId: input.userId,
      deadline: input.minutes === null ? null : sql`now() + make_interval(mins => ${input.minutes}::int)`,
    })
    .onConflictDoNothing();
}

/** The attempt, locked for the transaction when asked: `update` by submit and grading, `share` by saves. */
export async function findAttempt(
  { db, schoolId }: Scope,
  input: { exListId: number; userId: number; lock?: "update" | "share" },
) {
  const query = db
    .select(attemptColumns)
    .from(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.exListId, input.exListId),
        eq(exerciseAttempts.userId, input.userId),
        eq(exerciseAttempts.schoolId, schoolId),
      ),
    )
    .limit(1);
  const [row] = input.lock ? await query.for(input.lock) : await query;
  return row ?? null;
}
export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export async function finishAttempt(
  { db, schoolId }: Scope,
  input: { exListId: number; userId: number; percent: number; passed: boolean; finish: "now" | "deadline" | "keep" },
) {
  const finishedAt = {
    now: sql`now()`,
    deadline: sql`least(now(), ${exerciseAttempts.deadline})`,
    keep: sql`coalesce(${exerciseAttempts.finishedAt}, now())`,
  }[input.finish];
  await db
    .update(exerciseAttempts)
    .set({ percent: input.percent, passed: input.passed, finishedAt })
    .where(
      and(
        eq(exerciseAttempts.exListId, input.exListId),
        eq(exerciseAttempts.userId, input.userId),
        eq(exerciseAttempts.schoolId, schoolId),
      ),
    );
}

export async function deleteAttempt({ db, schoolId }: Scope, input: { exListId: number; userId: number }) {
  await db
    .delete(exerciseAttempts)
    .where(
      and(
        eq(exerciseAttempts.exListId, input.exListId),
        eq(exerciseAttempts.userId, input.userId),
        eq(exerciseAttempts.schoolId, schoolId),
      ),
    );
}

/** A retake: the student's answers of the list back to saved, their grades cleared (the texts and files kept). */
export async function reopenAnswers({ db, schoolId }: Scope, input: { exListId: number; userId: number }) {
  await db
    .update(homeworks)
    .set({ status: "saved", grade: null, gradedBy: null, gradedAt: null, updatedAt: sql`now()` })
    .where(
      and(eq(homeworks.exListId, input.exListId), eq(homeworks.userId, input.userId), eq(homeworks.schoolId, schoolId)),
    );
}

/**
 * Marks the lesson done for the student once every list of it is finished and every list with `next` passed
 * (written once; a later retake never takes it back).
 */
export async function completeLessonIfDone({ db, schoolId }: Scope, input: { lessonId: number; userId: number }) {
  await db.execute(sql`insert into lesson_completions (school_id, lesson_id, user_id)
    select ${schoolId}, ${input.lessonId}, ${input.userId}
    where not exists (
      select 1 from ${exerciseLists} as l
      left join ${exerciseAttempts} as a on a.ex_list_id = l.id and a.user_id = ${input.userId}
      where l.lesson_id = ${input.lessonId} and l.school_id = ${schoolId}
        and (a.finished_at is null or (l.next and not a.passed))
    )
    on conflict do nothing`);
}

/**
 * The first list with `next` before a point of the program's order that the student has not passed, or null.
 * `before` is a lesson (every list of the lessons before it) or a list (every list up to and including it).
 */
export async function firstBlockingList(
  { db, schoolId }: Scope,
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
  const [row] = await db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      minPercent: exerciseLists.minPercent,
      percent: exerciseAttempts.percent,
      timeForTimer: exerciseLists.timeForTimer,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, schoolId)))
    .leftJoin(
      exerciseAttempts,
      and(eq(exerciseAttempts.exListId, exerciseLists.id), eq(exerciseAttempts.userId, input.userId)),
    )
    .where(
      and(
        eq(exerciseLists.schoolId, schoolId),
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

export async function findLessonPosition({ db, schoolId }: Scope, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id, order: lessons.order, courseId: lessons.courseId })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

export async function countPending({ db, schoolId }: Scope, exListIds: number[], userId: number) {
  if (exListIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ exListId: homeworks.exListId, pending: sql<number>`count(*)::int` })
    .from(homeworks)
    .where(
      and(
        eq(homeworks.schoolId, schoolId),
        eq(homeworks.userId, userId),
        eq(homeworks.status, "submitted"),
        inArray(homeworks.exListId, exListIds),
      ),
    )
    .groupBy(homeworks.exListId);
  return new Map(rows.map((row) => [row.exListId ?? 0, row.pending]));
}
