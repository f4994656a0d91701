import { eq } from "drizzle-orm";
import { systemClock } from "../core/clock.js";
import { addDays, isoWeekday, zonedInstant } from "../core/schedule-time.js";
import { schoolDayOf } from "../core/school-day.js";
import type { Db } from "../db/client.js";
import {
  courseMembers,
  courses,
  scheduleLessonEvents,
  scheduleLessonStudents,
  scheduleLessons,
  studyGroups,
  workDays,
} from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

/** The second demo teacher, who gives the pair lessons; signs in with the demo password. */
export const DEMO_SECOND_TEACHER = { email: "teacher2@demo.kz", firstName: "Erlan", lastName: "Tulegenov" };

/**
 * Three weeks of the demo school's timetable (decision 0026): the demo teacher's individual lessons with the demo
 * student and a group lesson, a second teacher's pair lessons, work days for both; the lessons already over are
 * conducted. Runs only while the school has no timetable.
 */
export async function seedDemoSchedule(db: Db, schoolId: number, password: string): Promise<void> {
  const [existing] = await db
    .select({ id: scheduleLessons.id })
    .from(scheduleLessons)
    .where(eq(scheduleLessons.schoolId, schoolId))
    .limit(1);
  if (existing) return;
  const teacher = await firstUserOfRole(db, schoolId, "teacher");
  const student = await firstUserOfRole(db, schoolId, "student");
  if (!teacher || !student) return;
  const known = await userIdsByEmail(db, schoolId, [DEMO_SECOND_TEACHER.email]);
  const teacher2 =
    known.get(DEMO_SECOND_TEACHER.email) ??
    (await addUser(db, { ...DEMO_SECOND_TEACHER, schoolId, role: "teacher", password }));
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(1);
  const [group] = await db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(eq(studyGroups.schoolId, schoolId))
    .orderBy(studyGroups.id)
    .limit(1);
  const { timeZone, today } = await schoolDayOf({ db, schoolId, deps: { clock: systemClock } });

  await db.transaction(async (tx) => {
    if (course)
      await tx
        .insert(courseMembers)
        .values({ schoolId, courseId: course.id, userId: teacher2, role: "teacher" })
        .onConflictDoNothing();
    await tx.insert(workDays).values([
      ...[1, 2, 3, 4, 5].map((weekday) => ({
        schoolId,
        teacherId: teacher,
        weekday,
        startMinute: 540,
        endMinute: 1200,
      })),
      ...[1, 3, 5].map((weekday) => ({ schoolId, teacherId: teacher2, weekday, startMinute: 600, endMinute: 1140 })),
      {
        schoolId,
        teacherId: teacher2,
        weekday: 6,
        startMinute: 600,
        endMinute: 840,
        typeLessons: ["trial" as const],
      },
    ]);
    const plans: { weekdays: number[]; plan: Plan }[] = [
      {
        weekdays: [1, 3, 5],
        plan: { teacherId: teacher, time: ["10:00", "11:00"], type: "individual", students: [student] },
      },
      { weekdays: [2, 4], plan: { teacherId: teacher, time: ["16:00", "17:30"], type: "group", students: [student] } },
      { weekdays: [1, 5], plan: { teacherId: teacher2, time: ["12:00", "13:00"], type: "pair", students: [student] } },
    ];
    for (let offset = -7; offset <= 14; offset += 1) {
      const date = addDays(today, offset);
      for (const { weekdays, plan } of plans) {
        if (!weekdays.includes(isoWeekday(date))) continue;
        await addLesson(tx, {
          schoolId,
          date,
          plan,
          timeZone,
          courseId: course?.id ?? null,
          groupId: plan.type === "group" ? (group?.id ?? null) : null,
        });
      }
    }
  });
}

/** A lesson the demo's timetable plans. */
type Plan = {
  teacherId: number;
  time: [string, string];
  type: "individual" | "group" | "pair";
  students: number[];
};

/** One lesson of a plan on a day, with its students and its "created" event; a lesson already over is conducted. */
async function addLesson(
  db: Db,
  input: {
    schoolId: number;
    date: string;
    plan: Plan;
    timeZone: string;
    courseId: number | null;
    groupId: number | null;
  },
) {
  const { schoolId, date, plan, timeZone, courseId, groupId } = input;
  const startAt = zonedInstant(date, plan.time[0], timeZone);
  const endAt = zonedInstant(date, plan.time[1], timeZone);
  const status = endAt.getTime() < Date.now() ? ("finished" as const) : ("planned" as const);
  const [lesson] = await db
    .insert(scheduleLessons)
    .values({
      schoolId,
      teacherId: plan.teacherId,
      courseId,
      groupId,
      typeLesson: plan.type,
      startAt,
      endAt,
      status,
    })
    .returning({ id: scheduleLessons.id });
  await db
    .insert(scheduleLessonStudents)
    .values(plan.students.map((userId) => ({ schoolId, lessonId: lesson!.id, userId })));
  await db.insert(scheduleLessonEvents).values({
    schoolId,
    lessonId: lesson!.id,
    kind: "created",
    toStatus: "planned",
    newStartAt: startAt,
    newEndAt: endAt,
  });
}
