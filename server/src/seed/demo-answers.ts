import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { StoringJobs } from "../core/learning-events.js";
import type { Db } from "../db/client.js";
import {
  courseMembers,
  exerciseAttemptHistory,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
} from "../db/schema/index.js";
import { gradeAndFinish, recomputeAttempt } from "../modules/answers/grading.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { DEMO_CLASSMATES } from "./demo-groups.js";
import { userIdsByEmail } from "./demo-people.js";
import { SEED_JOBS } from "./seed-jobs.js";

/**
 * Three of the demo student's classmates (decision 0027's, whom the demo groups also seat) have handed in answers in
 * the first demo program: the grading screens (answers to grade, every answer handed in, the trackers, a student's
 * results) show real work, an essay among it waiting for the teacher.
 */
const ANSWERING = DEMO_CLASSMATES.slice(0, 3);

/** Essays in the three languages of the platform, a paragraph each, as the demo's lesson descriptions are written. */
const ESSAYS = [
  [
    "Я выбрала эту программу, потому что хочу изучать архитектуру в Европе и вернуться строить в Алматы.",
    "Мен бұл бағдарламаны Еуропада сәулет өнерін оқып, Алматыда салу үшін таңдадым.",
    "I chose this programme to study architecture in Europe and come back to build in Almaty.",
  ].join("\n\n"),
  [
    "Программа даёт стипендию и практику в компаниях, а я мечтаю работать инженером.",
    "Бағдарлама шәкіртақы мен компанияларда тәжірибе береді, ал мен инженер болуды армандаймын.",
    "The programme offers a scholarship and internships, and I want to become an engineer.",
  ].join("\n\n"),
] as const;

const TEACHER_COMMENT = [
  "Хорошо аргументировано; добавьте пример из своего опыта.",
  "Жақсы дәлелденген; өз тәжірибеңізден мысал қосыңыз.",
  "Well argued; add an example from your own experience.",
].join("\n");

/** What each classmate answers: per list title (English), per task type, the answer in its type's shape. */
type Plan = { daysAgo: number; answers: Record<string, Record<string, unknown>>; teacherGrade?: number };

const PLANS: readonly Plan[] = [
  {
    // Aliya: the test right, the essay waiting for the teacher; every task type mostly right.
    daysAgo: 2,
    answers: {
      "Check yourself": { test: { selected: ["a"] }, essay: { text: ESSAYS[0] } },
      "Every task type": {
        test: { selected: ["c2", "c4"] },
        insert_words: { gaps: { g1: "am", g2: "is" } },
        words_options: { gaps: { g1: "v2" } },
        table_options: { rows: { s1: "yes", s2: "no" } },
        text: { text: "Rome" },
        select_one: { selected: "d2" },
        date: { date: "1991-12-16" },
        youtube: { watched: true },
      },
    },
  },
  {
    // Nursultan: the test wrong, the essay already graded by the teacher; every task type half right.
    daysAgo: 9,
    teacherGrade: 85,
    answers: {
      "Check yourself": { test: { selected: ["p"] }, essay: { text: ESSAYS[1] } },
      "Every task type": {
        test: { selected: ["c1", "c2"] },
        insert_words: { gaps: { g1: "am", g2: "are" } },
        words_options: { gaps: { g1: "v1" } },
        text: { text: "Roma" },
        select_one: { selected: "d1" },
      },
    },
  },
  {
    // Dana: only the test, right; the essay not written yet.
    daysAgo: 20,
    answers: { "Check yourself": { test: { selected: ["a"] } } },
  },
];

/**
 * Idempotent: enrols the classmates (added when missing) in the first demo program and hands in their answers, once
 * (nothing is done when any of them has an answer there), through the same grading the API uses, so percentages and
 * passes are real.
 */
export async function seedDemoAnswers(db: Db, schoolId: number, password: string): Promise<void> {
  const demo = await demoLists(db, schoolId);
  if (!demo) return;
  const { courseId, lists, teacher, tasks } = demo;
  const known = await userIdsByEmail(
    db,
    schoolId,
    ANSWERING.map((classmate) => classmate.email),
  );
  if (known.size > 0) {
    const [answered] = await db
      .select({ id: homeworks.id })
      .from(homeworks)
      .where(and(eq(homeworks.courseId, courseId), inArray(homeworks.userId, [...known.values()])))
      .limit(1);
    if (answered) return;
  }
  for (const [index, classmate] of ANSWERING.entries()) {
    const plan = PLANS[index]!;
    const userId =
      known.get(classmate.email) ?? (await addUser(db, { ...classmate, role: "student", schoolId, password }));
    const handedIn = sql`now() - make_interval(days => ${plan.daysAgo})`;
    await db.transaction(async (tx) => {
      const scope = { db: tx, schoolId, jobs: SEED_JOBS };
      await tx.insert(courseMembers).values({ schoolId, courseId, userId, role: "student" }).onConflictDoNothing();
      for (const list of lists) {
        await handInList(scope, { list, tasks, plan, userId, courseId, handedIn, teacherId: teacher?.userId });
      }
    });
  }
}

/** The first demo program's lists the classmates answer, their tasks, and the program's teacher. */
async function demoLists(db: Db, schoolId: number) {
  const lists = await db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      courseId: lessons.courseId,
      minPercent: exerciseLists.minPercent,
      gradingMethod: exerciseLists.gradingMethod,
      title: exerciseLists.titleEn,
    })
    .from(exerciseLists)
    .innerJoin(lessons, eq(lessons.id, exerciseLists.lessonId))
    .where(
      and(eq(exerciseLists.schoolId, schoolId), inArray(exerciseLists.titleEn, ["Check yourself", "Every task type"])),
    )
    .orderBy(asc(exerciseLists.id));
  const courseId = lists[0]?.courseId;
  if (courseId === undefined) return null;
  const ofProgram = lists.filter((list) => list.courseId === courseId);
  const [teacher] = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, "teacher")))
    .orderBy(asc(courseMembers.userId))
    .limit(1);
  const tasks = await db
    .select({ id: exercises.id, exListId: exercises.exListId, type: exercises.type, title: exercises.title })
    .from(exercises)
    .where(
      inArray(
        exercises.exListId,
        ofProgram.map((list) => list.id),
      ),
    );
  return { courseId, lists: ofProgram, teacher, tasks };
}

type DemoLists = NonNullable<Awaited<ReturnType<typeof demoLists>>>;

/**
 * A classmate's answers to one list, handed in and graded as the API grades them, at the plan's day; their essays
 * graded by the teacher when the plan gives a grade.
 */
async function handInList(
  scope: StoringJobs,
  input: {
    list: DemoLists["lists"][number];
    tasks: DemoLists["tasks"];
    plan: Plan;
    userId: number;
    courseId: number;
    handedIn: SQL;
    teacherId: number | undefined;
  },
) {
  const { list, tasks, plan, userId, courseId, handedIn, teacherId } = input;
  const { schoolId } = scope;
  const answers = plan.answers[list.title];
  if (!answers) return;
  const rows = tasks
    .filter((task) => task.exListId === list.id && answers[task.type] !== undefined)
    .map((task) => {
      const answer = answers[task.type] as { text?: string };
      return {
        schoolId,
        userId,
        courseId,
        lessonId: list.lessonId,
        exListId: list.id,
        taskId: task.id,
        title: task.title,
        desc: answer.text ?? "",
        answer,
        status: "saved" as const,
        createdAt: handedIn,
        updatedAt: handedIn,
      };
    });
  if (rows.length === 0) return;
  await scope.db.insert(homeworks).values(rows);
  await scope.db.insert(exerciseAttempts).values({ schoolId, exListId: list.id, userId, startedAt: handedIn });
  await gradeAndFinish(scope, { list, userId, attempt: 1, atDeadline: false });
  for (const table of [exerciseAttempts, exerciseAttemptHistory]) {
    await scope.db
      .update(table)
      .set({ finishedAt: handedIn })
      .where(and(eq(table.exListId, list.id), eq(table.userId, userId)));
  }
  if (plan.teacherGrade !== undefined && teacherId !== undefined) {
    const essays = tasks.filter((task) => task.exListId === list.id && task.type === "essay").map((task) => task.id);
    if (essays.length === 0) return;
    await scope.db
      .update(homeworks)
      .set({
        status: "graded",
        grade: plan.teacherGrade,
        comment: TEACHER_COMMENT,
        gradedBy: teacherId,
        gradedAt: handedIn,
      })
      .where(and(eq(homeworks.userId, userId), inArray(homeworks.taskId, essays)));
    await recomputeAttempt(scope, { list, userId, attempt: 1 });
  }
}
