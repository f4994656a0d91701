import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AccessActor } from "../../core/access/access.js";
import { preparedForCaller } from "../../core/access/prepared-for-caller.js";
import { preparedVariant } from "../../core/tenancy/prepared-in-school.js";
import { byId, deleteInSchool, inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import {
  exerciseAttemptHistory,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
} from "../../db/schema/index.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  history: alias(exerciseAttemptHistory, "h"),
  attempt: alias(exerciseAttempts, "a"),
  answer: alias(homeworks, "h"),
  list: alias(exerciseLists, "l"),
};

/**
 * A list's place and rules, as an answer is taken and graded by them: what follows it, its pass mark, timer, attempts,
 * grading method, review and due date. The exercises' reads of a list answer the same columns from here.
 */
export const listRules = {
  order: exerciseLists.order,
  next: exerciseLists.next,
  minPercent: exerciseLists.minPercent,
  timeForTimer: exerciseLists.timeForTimer,
  attemptsAllowed: exerciseLists.attemptsAllowed,
  gradingMethod: exerciseLists.gradingMethod,
  review: exerciseLists.review,
  dueAt: exerciseLists.dueAt,
};

/**
 * An exercise list with its lesson's program: what decides who may take it, its pass mark and timer. `visible`, the
 * access module's filter on the program (`lessons.course_id`), folds the caller's access into the same statement.
 */
export async function findList(scope: Scope, input: { exListId: number; visible?: SQL }) {
  const [row] = await listQuery(scope, input);
  return row ?? null;
}
export type ListRow = NonNullable<Awaited<ReturnType<typeof findList>>>;

const listQuery = (scope: Scope, { exListId, visible }: { exListId: number; visible?: SQL }) =>
  scope.db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      courseId: lessons.courseId,
      ...listRules,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(and(byId(scope, exerciseLists, exListId), visible))
    .limit(1);

/**
 * `findList` narrowed to what the caller may see (`visible`), prepared per role (core/access/prepared-for-caller.ts):
 * every hand-in and retake reads it.
 */
export function visibleListFinder(visible: (actor: AccessActor) => SQL | undefined) {
  const statement = preparedForCaller<{ exListId: number }, ListRow[]>("answers_visible_list", (actor, name) =>
    listQuery(actor, { exListId: sql.placeholder("exListId") as unknown as number, visible: visible(actor) }).prepare(
      name,
    ),
  );
  return async (actor: AccessActor, exListId: number): Promise<ListRow | null> =>
    (await statement(actor, { exListId }))[0] ?? null;
}

/**
 * A task as a student answers it: its type and content (never its key), with its list's row; `visible` as for
 * `findList`.
 */
export async function findTask(scope: Scope, input: { taskId: number; visible?: SQL }) {
  const [row] = await taskQuery(scope, input);
  return row ?? null;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/**
 * `findTask` narrowed to what the caller may see (`visible`), prepared per role (core/access/prepared-for-caller.ts):
 * every answer saved reads it.
 */
export function visibleTaskFinder(visible: (actor: AccessActor) => SQL | undefined) {
  const statement = preparedForCaller<{ taskId: number }, TaskRow[]>("answers_visible_task", (actor, name) =>
    taskQuery(actor, { taskId: sql.placeholder("taskId") as unknown as number, visible: visible(actor) }).prepare(name),
  );
  return async (actor: AccessActor, taskId: number): Promise<TaskRow | null> =>
    (await statement(actor, { taskId }))[0] ?? null;
}

const taskQuery = (scope: Scope, { taskId, visible }: { taskId: number; visible?: SQL }) =>
  scope.db
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
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), inSchool(scope, exerciseLists)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(and(byId(scope, exercises, taskId), visible))
    .limit(1);

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
    .where(and(eq(exercises.exListId, exListId), inSchool(scope, exercises)))
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
    .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), inSchool(scope, exercises)))
    .where(and(inSchool(scope, homeworks), where))
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
export async function upsertAnswer(scope: Scope, values: AnswerValues & { attempt: number }): Promise<number> {
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

/** What a save writes into the student's row for a task. */
export type AnswerValues = {
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
};

const { taskType: _taskType, ...homeworkColumns } = answerColumns;

/**
 * `upsertAnswer` into the student's current attempt, in one statement, while that attempt is open: not handed in, not
 * past its deadline. The list's first answer begins the attempt (`ensureAttempt`, with the list's timer) in the same
 * statement. An attempt already begun is locked for share while the statement runs, as `guardAttempt` locks it for a
 * transaction, so a hand-in (which locks it for update) grades either before this save or after it, and a save that
 * waited for a hand-in finds the attempt handed in and saves nothing. Null when nothing was saved: the attempt is
 * handed in or out of time, or another request began it meanwhile (the caller's transaction with `guardAttempt` then
 * says which, or saves). The row comes back without its task's type, which the caller has.
 */
export async function saveIntoOpenAttempt(scope: Scope, values: AnswerValues & { minutes: number | null }) {
  const timed = values.minutes !== null;
  const statement = preparedVariant<Record<string, unknown>, SavedAnswerRow[]>(
    `answers_save_into_open_attempt${timed ? "_timed" : ""}`,
    (prepared, name) => saveIntoOpenAttemptQuery(prepared, timed).prepare(name),
  );
  const [row] = await statement(scope, { ...values, answer: JSON.stringify(values.answer) });
  return row ?? null;
}

/** The statement of `saveIntoOpenAttempt`, its values the placeholders of `AnswerValues` and `minutes` (when `timed`). */
function saveIntoOpenAttemptQuery(scope: Scope, timed: boolean) {
  const { db, schoolId } = scope;
  const value = (name: keyof AnswerValues | "minutes") => sql.placeholder(name);
  const [exListId, userId] = [value("exListId"), value("userId")];
  const deadline = timed ? sql`now() + make_interval(mins => ${value("minutes")}::int)` : sql`null`;
  const begun = db.$with("begun", { attempt: exerciseAttempts.attempt }).as(
    sql`insert into ${exerciseAttempts} (school_id, ex_list_id, user_id, deadline)
      values (${schoolId}, ${exListId}, ${userId}, ${deadline})
      on conflict do nothing
      returning attempt, deadline`,
  );
  // The statement's snapshot sees the attempt only when it was begun before: one begun here is in `begun` alone.
  const begunBefore = db.$with("begun_before", { attempt: exerciseAttempts.attempt }).as(
    sql`select attempt, deadline, finished_at from ${exerciseAttempts}
      where ex_list_id = ${exListId} and user_id = ${userId} and ${inSchool(scope, exerciseAttempts)}
      for share`,
  );
  const current = db.$with("current", { attempt: exerciseAttempts.attempt }).as(
    sql`select attempt from begun where ${attemptStateOf({ finishedAt: sql`null`, deadline: sql`deadline` })} = 'open'
        union all
        select attempt from begun_before where ${attemptStateOf({ finishedAt: sql`finished_at`, deadline: sql`deadline` })} = 'open'`,
  );
  const saved = db.$with("saved", homeworkColumns).as(
    sql`insert into ${homeworks} (school_id, user_id, course_id, lesson_id, ex_list_id, task_id, attempt, title, "desc",
        answer, doc_name, file_url, status)
      select ${schoolId}, ${userId}, ${value("courseId")}, ${value("lessonId")}, ${exListId}, ${value("taskId")},
        current.attempt, ${value("title")}, ${value("desc")}, ${value("answer")}::jsonb, ${value("docName")},
        ${value("fileUrl")}, 'saved'
      from current
      on conflict (task_id, user_id, attempt) where task_id is not null do update set
        title = excluded.title, "desc" = excluded."desc", answer = excluded.answer, doc_name = excluded.doc_name,
        file_url = excluded.file_url, status = 'saved', grade = null, graded_by = null, graded_at = null,
        updated_at = now()
      returning *`,
  );
  return db.with(begun, begunBefore, current, saved).select().from(saved);
}
type SavedAnswerRow = Awaited<ReturnType<typeof saveIntoOpenAttemptQuery>>[number];

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
  await deleteInSchool(scope, { table: homeworks, id });
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
    where h.id = v.id and ${inSchool(scope, aliased.answer)}`);
}

/** Whether an attempt's deadline has passed: never without a timer (no deadline). */
const pastDeadline = (deadline: SQL) => sql<boolean>`coalesce(${deadline} <= now(), false)`;

/**
 * Whether an attempt takes answers: THE handed-in rule, written once and in SQL, so the save's single statement and
 * every guarded write (`guardAttempt`) and hand-in read it alike. An attempt is open until it is handed in
 * (`finished_at`) or its deadline passes; `handed_in` wins, as a handed-in attempt stays handed in after its deadline.
 */
export type AttemptState = "open" | "handed_in" | "time_is_up";
const attemptStateOf = (columns: { finishedAt: SQL; deadline: SQL }) =>
  sql<AttemptState>`(case when ${columns.finishedAt} is not null then 'handed_in'
    when ${pastDeadline(columns.deadline)} then 'time_is_up' else 'open' end)`;

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
  expired: pastDeadline(sql`${exerciseAttempts.deadline}`),
  state: attemptStateOf({
    finishedAt: sql`${exerciseAttempts.finishedAt}`,
    deadline: sql`${exerciseAttempts.deadline}`,
  }),
  now: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The student's row of a list: one per student and list, whatever the attempt. */
const attemptOfStudent = (scope: Scope, input: { exListId: number; userId: number }) =>
  and(
    eq(exerciseAttempts.exListId, input.exListId),
    eq(exerciseAttempts.userId, input.userId),
    inSchool(scope, exerciseAttempts),
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
 * percentage (written once per attempt; a second write of the same attempt only updates its percentage), in one
 * statement.
 */
export async function finishAttempt(
  scope: Scope,
  input: { exListId: number; userId: number; percent: number; passed: boolean; atDeadline: boolean },
) {
  const attempts = exerciseAttempts;
  const history = exerciseAttemptHistory;
  const finishedAt = input.atDeadline ? sql`least(now(), ${attempts.deadline})` : sql`now()`;
  await scope.db.execute(sql`with finished as (
      update ${attempts} set finished_at = ${finishedAt}
      where ${attemptOfStudent(scope, input)}
      returning ${attempts.attempt}, ${attempts.startedAt}, ${attempts.deadline}, ${attempts.finishedAt})
    insert into ${history} (school_id, ex_list_id, user_id, number, started_at, deadline, finished_at, percent, passed)
    select ${scope.schoolId}, ${input.exListId}, ${input.userId}, finished.attempt, finished.started_at,
      finished.deadline, finished.finished_at, ${input.percent}, ${input.passed}
    from finished where finished.finished_at is not null
    on conflict (ex_list_id, user_id, number) do update set
      percent = excluded.percent, passed = excluded.passed, finished_at = excluded.finished_at`);
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
        inSchool(scope, exerciseAttemptHistory),
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
          where h.ex_list_id = ${input.exListId} and h.user_id = ${input.userId} and ${inSchool(scope, aliased.history)}
          order by ${order} limit 1) as c
    where a.ex_list_id = ${input.exListId} and a.user_id = ${input.userId} and ${inSchool(scope, aliased.attempt)}`);
}

/**
 * The student's attempt at a list with its answers waiting for a teacher and every handed-in attempt, the first
 * first: what the API answers about an attempt, in one statement (decision 0121). Null when never begun.
 */
export async function findAttemptState(scope: Scope, input: { exListId: number; userId: number }) {
  const history = exerciseAttemptHistory;
  const [row] = await scope.db
    .select({
      ...attemptColumns,
      pending: sql<number>`(select count(*)::int from ${homeworks}
        where ${inSchool(scope, homeworks)} and ${homeworks.userId} = ${input.userId}
          and ${homeworks.exListId} = ${input.exListId} and ${homeworks.status} = 'submitted')`,
      // Instants as milliseconds: JSON would carry them as text in PostgreSQL's own format.
      history: sql<{ number: number; startedAt: number; finishedAt: number; percent: number; passed: boolean }[]>`(
        select coalesce(json_agg(json_build_object(
          'number', ${history.number},
          'startedAt', extract(epoch from ${history.startedAt}) * 1000,
          'finishedAt', extract(epoch from ${history.finishedAt}) * 1000,
          'percent', ${history.percent},
          'passed', ${history.passed}) order by ${history.number}), '[]'::json)
        from ${history}
        where ${history.exListId} = ${input.exListId} and ${history.userId} = ${input.userId}
          and ${inSchool(scope, history)})`,
    })
    .from(exerciseAttempts)
    .where(attemptOfStudent(scope, input))
    .limit(1);
  if (!row) return null;
  const { pending, history: handedIn, ...attempt } = row;
  return {
    attempt,
    pending,
    history: handedIn.map((kept) => ({
      ...kept,
      startedAt: new Date(kept.startedAt),
      finishedAt: new Date(kept.finishedAt),
    })),
  };
}

export type HistoryRow = NonNullable<Awaited<ReturnType<typeof findAttemptState>>>["history"][number];

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
      where l.lesson_id = ${input.lessonId} and ${inSchool(scope, aliased.list)}
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
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .leftJoin(
      exerciseAttempts,
      and(eq(exerciseAttempts.exListId, exerciseLists.id), eq(exerciseAttempts.userId, input.userId)),
    )
    .where(
      and(
        inSchool(scope, exerciseLists),
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
  const row = await rowById(scope, {
    table: lessons,
    id: lessonId,
    columns: { id: lessons.id, order: lessons.order, courseId: lessons.courseId },
  });
  return row ?? null;
}
