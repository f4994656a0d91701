import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  calendarFeeds,
  courseMembers,
  courses,
  documentAlerts,
  groupStudents,
  homeworks,
  lessons,
} from "../../db/schema/index.js";
import { newCourse, newGroup, newHomework, newLesson } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from "../db-errors.js";

/**
 * The database itself keeps schools apart: a reference between school-owned rows is (school_id, id), so even a
 * query that forgot its school cannot attach one school's row to another's (decision 0017).
 */
const suite = apiSuite();
const refused = async (write: Promise<unknown>) => {
  const error = await write.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(pgErrorCode(error)).toBe(PG_FOREIGN_KEY_VIOLATION);
};

describe("same-school references", () => {
  it("refuse a program member, a group student or a homework from another school", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id);
    const foreignStudent = suite.other.users.student;
    await refused(
      db
        .insert(courseMembers)
        .values({ schoolId: suite.school.id, courseId: course, userId: foreignStudent, role: "student" }),
    );
    await refused(
      db
        .insert(courseMembers)
        .values({ schoolId: suite.other.id, courseId: course, userId: foreignStudent, role: "student" }),
    );
    const group = await newGroup(db, { schoolId: suite.school.id, courseId: course });
    await refused(
      db.insert(groupStudents).values({ schoolId: suite.school.id, groupId: group, userId: foreignStudent }),
    );
    const foreignCourse = await newCourse(db, suite.other.id);
    const foreignLesson = await newLesson(db, { schoolId: suite.other.id, courseId: foreignCourse });
    await refused(
      newHomework(db, {
        schoolId: suite.school.id,
        courseId: course,
        userId: suite.school.users.student,
        lessonId: foreignLesson,
      }),
    );
  });

  it("refuse a calendar feed for another school's user and an alert about another school's program", async () => {
    const db = suite.harness.database.db;
    await refused(
      db
        .insert(calendarFeeds)
        .values({ schoolId: suite.school.id, userId: suite.other.users.student, tokenHash: "feed-of-another-school" }),
    );
    const foreignCourse = await newCourse(db, suite.other.id);
    await refused(db.insert(documentAlerts).values(roundAlert({ courseId: foreignCourse, dueOn: "2030-01-01" })));
  });

  it("keep a sent alert, school and all, when its program goes", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id);
    const [alert] = await db
      .insert(documentAlerts)
      .values(roundAlert({ courseId: course, dueOn: "2030-02-01" }))
      .returning({ id: documentAlerts.id });
    await db.delete(courses).where(eq(courses.id, course));
    const [row] = await db.select().from(documentAlerts).where(eq(documentAlerts.id, alert!.id));
    expect(row).toMatchObject({ courseId: null, schoolId: suite.school.id });
  });

  it("clear only the reference, not the school, when a referenced row goes", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id);
    const lesson = await newLesson(db, { schoolId: suite.school.id, courseId: course });
    const homework = await newHomework(db, {
      schoolId: suite.school.id,
      courseId: course,
      userId: suite.school.users.student,
      lessonId: lesson,
    });
    await db.delete(lessons).where(eq(lessons.id, lesson));
    const [row] = await db.select().from(homeworks).where(eq(homeworks.id, homework));
    expect(row).toMatchObject({ lessonId: null, schoolId: suite.school.id, courseId: course });
  });
});

function roundAlert(input: { courseId: number; dueOn: string }) {
  return {
    schoolId: suite.school.id,
    userId: suite.school.users.student,
    subject: "round" as const,
    key: `round:${input.courseId}`,
    name: "Round",
    courseId: input.courseId,
    days: 7,
    dueOn: input.dueOn,
  };
}
