import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { courses, lessonCompletions, lessons } from "../../db/schema/index.js";
import { isMemberOfCourseRow, type Scope } from "../course/course.queries.js";

/**
 * Lessons and one user's finished lessons per program, counted in one grouped query: either one program, or every
 * program the user studies; `visible` keeps only the programs the caller may see.
 */
export function selectLessonCounts(
  { db, schoolId }: Scope,
  filter: { userId: number; courseId?: number; visible: SQL | undefined },
) {
  return db
    .select({
      courseId: courses.id,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
      lessonsCount: count(lessons.id),
      completedCount: count(lessonCompletions.lessonId),
    })
    .from(courses)
    .leftJoin(lessons, and(eq(lessons.courseId, courses.id), eq(lessons.schoolId, schoolId)))
    .leftJoin(
      lessonCompletions,
      and(
        eq(lessonCompletions.lessonId, lessons.id),
        eq(lessonCompletions.userId, filter.userId),
        eq(lessonCompletions.schoolId, schoolId),
      ),
    )
    .where(
      and(
        eq(courses.schoolId, schoolId),
        filter.courseId === undefined
          ? isMemberOfCourseRow(db, { userId: filter.userId, role: "student" })
          : eq(courses.id, filter.courseId),
        filter.visible,
      ),
    )
    .groupBy(courses.id)
    .orderBy(asc(courses.id));
}
