import type { LessonCount } from "@school/contracts";
import type { Caller } from "../../core/auth/authenticate.js";
import { forbidden } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import { isMember } from "../course/course.queries.js";
import { loadCourse } from "../course/course.service.js";
import { selectLessonCounts } from "./lessons.queries.js";

/**
 * A user's lesson progress per program. A student sees only their own; a teacher only the programs they teach;
 * staff any. Without a program: every program the user studies. With one: that program, member or not, so staff
 * can look before the user is attached.
 */
export async function lessonCounts(
  deps: Deps,
  target: { schoolId: number; caller: Caller; userId: number; courseId?: number },
): Promise<LessonCount[]> {
  const { caller, schoolId, courseId } = target;
  const scope = { db: deps.db, schoolId };
  if (caller.role === "student" && target.userId !== caller.userId) {
    throw forbidden("Students see only their own progress");
  }
  if (courseId !== undefined) {
    await loadCourse(deps, { schoolId, courseId });
    const teacher = { courseId, userId: caller.userId, role: "teacher" } as const;
    if (caller.role === "teacher" && !(await isMember(scope, teacher))) {
      throw forbidden("Teachers see progress only in the programs they teach");
    }
  }
  const rows = await selectLessonCounts(scope, {
    userId: target.userId,
    courseId,
    teacherId: caller.role === "teacher" ? caller.userId : undefined,
  });
  return rows.map((row) => ({
    course_id: row.courseId,
    title_ru: row.titleRu,
    title_kk: row.titleKk,
    title_en: row.titleEn,
    lessons_count: row.lessonsCount,
    completed_count: row.completedCount,
  }));
}
