import type { GroupType, TimetableSlot, Translations } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { courseMembers, courses, groupStudents, groupTimetable, studyGroups } from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

/** Classmates of the demo student, so pairs and groups have people in them (they sign in with the demo password). */
export const DEMO_CLASSMATES = [
  { email: "aliya@demo.kz", firstName: "Aliya", lastName: "Serikova" },
  { email: "nursultan@demo.kz", firstName: "Nursultan", lastName: "Omarov" },
  { email: "dana@demo.kz", firstName: "Dana", lastName: "Kim" },
  { email: "timur@demo.kz", firstName: "Timur", lastName: "Zhaksylykov" },
  { email: "saule@demo.kz", firstName: "Saule", lastName: "Abdrakhmanova" },
] as const;

type DemoGroup = {
  /** The group's name in the three languages (decision 0042). */
  names: Translations;
  type: GroupType;
  /** Which program of the demo (0: the demo student's). */
  program: number;
  /** Indexes into [demo student, ...DEMO_CLASSMATES]. */
  students: number[];
  schedule: TimetableSlot[];
};

const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    names: { ru: "Пробный урок", kk: "Сынақ сабақ", en: "Trial lesson" },
    type: "trial",
    program: 0,
    students: [3],
    schedule: [{ weekday: 6, start_time: "11:00", duration: 45 }],
  },
  {
    names: { ru: "Индивидуально", kk: "Жеке", en: "One-to-one" },
    type: "individual",
    program: 0,
    students: [0],
    schedule: [
      { weekday: 2, start_time: "18:00", duration: 60 },
      { weekday: 4, start_time: "18:00", duration: 60 },
    ],
  },
  {
    names: { ru: "Пара", kk: "Жұп", en: "Pair" },
    type: "pair",
    program: 0,
    students: [1, 2],
    schedule: [
      { weekday: 1, start_time: "19:00", duration: 90 },
      { weekday: 3, start_time: "19:00", duration: 90 },
    ],
  },
  {
    names: { ru: "Группа", kk: "Топ", en: "Group" },
    type: "group",
    program: 1,
    students: [0, 4, 5],
    schedule: [{ weekday: 5, start_time: "17:00", duration: 60 }],
  },
];

/**
 * Groups of every type with students and weekly timetables for the demo programs (decision 0027), taught by the
 * demo teacher. Runs only while the school has no timetable.
 */
export async function seedDemoGroups(db: Db, schoolId: number, password: string): Promise<void> {
  const [existing] = await db
    .select({ id: groupTimetable.id })
    .from(groupTimetable)
    .where(eq(groupTimetable.schoolId, schoolId))
    .limit(1);
  if (existing) return;
  const teacher = await firstUserOfRole(db, schoolId, "teacher");
  const student = await firstUserOfRole(db, schoolId, "student");
  const programs = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(2);
  if (!teacher || !student || programs.length < 2) return;

  const known = await userIdsByEmail(
    db,
    schoolId,
    DEMO_CLASSMATES.map((classmate) => classmate.email),
  );
  const people = [student];
  for (const classmate of DEMO_CLASSMATES) {
    people.push(
      known.get(classmate.email) ?? (await addUser(db, { ...classmate, schoolId, role: "student", password })),
    );
  }

  await db.transaction(async (tx) => {
    for (const group of DEMO_GROUPS) {
      const courseId = programs[group.program]!.id;
      const studentIds = group.students.map((index) => people[index]!);
      await tx
        .insert(courseMembers)
        .values([
          { schoolId, courseId, userId: teacher, role: "teacher" as const },
          ...studentIds.map((userId) => ({ schoolId, courseId, userId, role: "student" as const })),
        ])
        .onConflictDoNothing();
      const [row] = await tx
        .insert(studyGroups)
        .values({
          schoolId,
          courseId,
          nameGroup: group.names.ru,
          nameKk: group.names.kk,
          nameEn: group.names.en,
          typeGroup: group.type,
          teacherId: teacher,
        })
        .returning({ id: studyGroups.id });
      await tx.insert(groupStudents).values(studentIds.map((userId) => ({ schoolId, groupId: row!.id, userId })));
      await tx.insert(groupTimetable).values(
        group.schedule.map((slot) => ({
          schoolId,
          groupId: row!.id,
          weekday: slot.weekday,
          startTime: slot.start_time,
          duration: slot.duration,
        })),
      );
    }
  });
}
