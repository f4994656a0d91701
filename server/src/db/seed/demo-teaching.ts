import { and, eq } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  courseMembers,
  coursePayments,
  courses,
  exerciseLists,
  exercises,
  groupStudents,
  lessonCompletions,
  lessons,
  studyGroups,
  userCertificates,
  userEducations,
  userLanguages,
  users,
} from "../schema/index.js";

const LESSONS = ["Introduction", "Application documents", "Motivation letter", "Language test practice", "Visa"];

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
      .values(LESSONS.map((name, order) => ({ schoolId, courseId: course.id, name, order, duration: 45 })))
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
        titleEn: "Check yourself",
        minPercent: 60,
      })
      .returning({ id: exerciseLists.id });
    await tx.insert(exercises).values([
      {
        schoolId,
        exListId: list!.id,
        type: "test",
        order: 1,
        title: "Which document proves your school grades?",
        content: { options: ["Passport", "Attestat", "Bank statement"] },
        answer: { correct: [1] },
      },
      { schoolId, exListId: list!.id, type: "essay", order: 2, title: "Why this program?", content: {} },
    ]);
    const [group] = await tx
      .insert(studyGroups)
      .values({ schoolId, courseId: course.id, nameGroup: "Autumn intake", typeGroup: "group", teacherId: teacher })
      .returning({ id: studyGroups.id });
    await tx.insert(groupStudents).values({ schoolId, groupId: group!.id, userId: student });
    await tx.insert(coursePayments).values({
      schoolId,
      courseId: course.id,
      userId: student,
      courseTitle: course.titleRu,
      orderId: `demo-${schoolId}-${course.id}`,
      amount: course.cost,
      currency: "KZT",
      status: "paid",
      provider: "demo",
      paidAt: new Date(),
    });
    await tx.insert(userEducations).values({
      schoolId,
      userId: student,
      degree: "school",
      professionName: "School No. 25, Almaty",
      start: 2014,
      end: 2025,
      assessmentForm: "five_point",
      score: 4.8,
    });
    await tx.insert(userLanguages).values([
      { schoolId, userId: student, language: "en", level: "B2" },
      { schoolId, userId: student, language: "ru", level: "C2" },
    ]);
    await tx
      .insert(userCertificates)
      .values({ schoolId, userId: student, name: "IELTS", totalScore: 6.5, language: "en" });
  });
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
