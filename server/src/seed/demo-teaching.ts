import { toMinor } from "@school/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  courseMembers,
  courses,
  exerciseLists,
  exercises,
  groupStudents,
  lessonCompletions,
  lessons,
  payments,
  studyGroups,
  userCertificates,
  userEducations,
  userLanguages,
  users,
} from "../db/schema/index.js";
import { PROGRAM_LESSONS } from "./demo-program-lessons.js";
import { CHECK_YOURSELF } from "./demo-tasks.js";

/** The first demo seed's lesson names, which an older demo database still has: `upgradeOlderDemoLessons` renames them. */
const OLD_LESSON_NAMES = [
  "Introduction",
  "Application documents",
  "Motivation letter",
  "Language test practice",
  "Visa",
];

type DemoLesson = Pick<
  typeof lessons.$inferInsert,
  | "name"
  | "nameKk"
  | "nameEn"
  | "duration"
  | "itemType"
  | "lessonType"
  | "description"
  | "descriptionKk"
  | "descriptionEn"
  | "youtubeLink"
  | "liveLink"
  | "hasTimer"
> & { liveInDays?: number };

/** Names and descriptions in Russian, Kazakh and English (decision 0134). */
export const DEMO_LESSONS: readonly DemoLesson[] = [
  {
    name: "Введение",
    nameKk: "Кіріспе",
    nameEn: "Introduction",
    duration: 20,
    itemType: "video",
    youtubeLink: "https://www.youtube.com/watch?v=fNk_zzaMoSs",
    description: "Как устроена программа и как проходить уроки.",
    descriptionKk: "Бағдарлама қалай құрылған және сабақтарды қалай өту керек.",
    descriptionEn: "How the programme works and how to take the lessons.",
  },
  {
    name: "Документы для поступления",
    nameKk: "Түсуге арналған құжаттар",
    nameEn: "Application documents",
    duration: 45,
    itemType: "video",
    lessonType: "group",
    youtubeLink: "https://youtu.be/WUvTyaaNkzM",
    description: "Аттестат, перевод, апостиль.",
    descriptionKk: "Аттестат, аударма, апостиль.",
    descriptionEn: "School certificate, translation, apostille.",
  },
  {
    name: "Мотивационное письмо",
    nameKk: "Мотивациялық хат",
    nameEn: "Motivation letter",
    duration: 60,
    itemType: "livestream",
    lessonType: "group",
    liveInDays: 7,
    liveLink: "https://meet.jit.si/demo-school-motivation-letter",
    description: "Разбираем письма студентов в прямом эфире.",
    descriptionKk: "Студенттердің хаттарын тікелей эфирде талдаймыз.",
    descriptionEn: "We go through students' letters live.",
  },
  {
    name: "Практика языкового теста",
    nameKk: "Тіл тестіне дайындық",
    nameEn: "Language test practice",
    duration: 60,
    itemType: "exam",
    hasTimer: true,
    description: "Пробный экзамен с таймером.",
    descriptionKk: "Таймері бар сынақ емтиханы.",
    descriptionEn: "A practice exam with a timer.",
  },
  {
    name: "Виза",
    nameKk: "Виза",
    nameEn: "Visa",
    duration: 30,
    itemType: "video",
    lessonType: "individual",
    youtubeLink: "https://www.youtube.com/watch?v=aircAruvnKk",
    description: "Документы и запись на визу.",
    descriptionKk: "Виза құжаттары және жазылу.",
    descriptionEn: "Visa documents and the appointment.",
  },
];

/** Three lessons for the other demo programs: a video, a livestream and an exam. */
const OTHER_PROGRAM_LESSONS: readonly DemoLesson[] = [DEMO_LESSONS[0]!, DEMO_LESSONS[2]!, DEMO_LESSONS[3]!];

function lessonValues(schoolId: number, courseId: number, lesson: DemoLesson, order: number) {
  const { liveInDays, ...fields } = lesson;
  const liveStart =
    liveInDays === undefined ? null : new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + liveInDays * 86_400_000);
  return { ...fields, schoolId, courseId, order, liveStart };
}

/**
 * The demo student studies the first demo program with the demo teacher: lessons (two finished), a task list, a
 * group, a paid purchase, and a filled-in education and language profile. Runs only while the school has no lessons.
 */
export async function seedDemoTeaching(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.schoolId, schoolId)).limit(1);
  if (existing) return;
  const [course] = await db
    .select({ id: courses.id, titleRu: courses.titleRu, cost: courses.cost })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(1);
  const teacher = await firstOfRole(db, schoolId, "teacher");
  const student = await firstOfRole(db, schoolId, "student");
  if (!course || !teacher || !student) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(courseMembers)
      .values([
        { schoolId, courseId: course.id, userId: teacher, role: "teacher" },
        { schoolId, courseId: course.id, userId: student, role: "student" },
      ])
      .onConflictDoNothing();
    const lessonRows = await tx
      .insert(lessons)
      .values(DEMO_LESSONS.map((lesson, order) => lessonValues(schoolId, course.id, lesson, order)))
      .returning({ id: lessons.id });
    await tx
      .insert(lessonCompletions)
      .values(lessonRows.slice(0, 2).map((lesson) => ({ schoolId, lessonId: lesson.id, userId: student })));
    const [list] = await tx
      .insert(exerciseLists)
      .values({
        schoolId,
        lessonId: lessonRows[0]!.id,
        titleRu: "Проверь себя",
        titleKk: "Өзіңді тексер",
        titleEn: "Check yourself",
        minPercent: 60,
      })
      .returning({ id: exerciseLists.id });
    await tx.insert(exercises).values([
      { schoolId, exListId: list!.id, type: "test", order: 1, title: "Attestat", ...CHECK_YOURSELF.test },
      { schoolId, exListId: list!.id, type: "essay", order: 2, title: "Why this program?", ...CHECK_YOURSELF.essay },
    ]);
    const [group] = await tx
      .insert(studyGroups)
      .values({
        schoolId,
        courseId: course.id,
        nameGroup: "Осенний набор",
        nameKk: "Күзгі қабылдау",
        nameEn: "Autumn intake",
        typeGroup: "group",
        teacherId: teacher,
      })
      .returning({ id: studyGroups.id });
    await tx.insert(groupStudents).values({ schoolId, groupId: group!.id, userId: student });
    await tx.insert(payments).values({
      schoolId,
      courseId: course.id,
      userId: student,
      kind: "course",
      title: course.titleRu,
      orderId: `demo-${schoolId}-${course.id}`,
      amountMinor: toMinor(course.cost, "KZT"),
      currency: "KZT",
      status: "paid",
      method: "cash",
      paidAt: new Date(),
    });
    await addStudentBackground(tx, { schoolId, userId: student });
  });
}

/**
 * The demo's other programs (the second and third) get a video, a livestream and an exam each, when they have no
 * lessons yet; a demo seeded before lessons had types and links gets its old lessons renamed and filled in.
 */
export async function seedDemoLessons(db: Db, schoolId: number): Promise<void> {
  const programs = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(3);
  for (const program of programs.slice(1)) {
    const [any] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, program.id)).limit(1);
    if (any) continue;
    await db
      .insert(lessons)
      .values(OTHER_PROGRAM_LESSONS.map((lesson, order) => lessonValues(schoolId, program.id, lesson, order)));
  }
  for (const [index, oldName] of OLD_LESSON_NAMES.entries()) {
    const lesson = DEMO_LESSONS[index]!;
    const { schoolId: _school, courseId: _course, order: _order, ...fields } = lessonValues(schoolId, 0, lesson, index);
    await db
      .update(lessons)
      .set(fields)
      .where(and(eq(lessons.schoolId, schoolId), eq(lessons.name, oldName), isNull(lessons.youtubeLink)));
  }
}

/**
 * A demo seeded while a lesson's description had one field holds the three languages stacked in it, a line each:
 * each such demo description is split into its three fields (decision 0134); a description the school changed, or
 * already split, is left alone.
 */
export async function splitStackedDemoDescriptions(db: Db, schoolId: number): Promise<void> {
  const descriptions = [
    ...DEMO_LESSONS.map((lesson) => ({
      ru: lesson.description ?? "",
      kk: lesson.descriptionKk ?? "",
      en: lesson.descriptionEn ?? "",
    })),
    ...PROGRAM_LESSONS.map((lesson) => lesson.description),
  ];
  for (const description of descriptions) {
    await db
      .update(lessons)
      .set({ description: description.ru, descriptionKk: description.kk, descriptionEn: description.en })
      .where(
        and(
          eq(lessons.schoolId, schoolId),
          eq(lessons.description, [description.ru, description.kk, description.en].join("\n")),
          eq(lessons.descriptionKk, ""),
          eq(lessons.descriptionEn, ""),
        ),
      );
  }
}

async function firstOfRole(db: Db, schoolId: number, role: "teacher" | "student"): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, role)))
    .orderBy(users.id)
    .limit(1);
  return row?.id;
}

/** The student's schooling, languages and certificate, as the profile shows them. */
async function addStudentBackground(db: Db, { schoolId, userId }: { schoolId: number; userId: number }) {
  await db.insert(userEducations).values({
    schoolId,
    userId,
    degree: "school",
    professionName: "School No. 25, Almaty",
    start: 2014,
    end: 2025,
    assessmentForm: "five_point",
    score: 4.8,
  });
  await db.insert(userLanguages).values([
    { schoolId, userId, language: "en", level: "B2" },
    { schoolId, userId, language: "ru", level: "C2" },
  ]);
  await db.insert(userCertificates).values({ schoolId, userId, name: "IELTS", totalScore: 6.5, language: "en" });
}
