import type { LessonCount } from "@school/contracts";
import { sql } from "drizzle-orm";
import { accessFilter, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { courses } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { loadCourse } from "../course/course.service.js";
import { selectLessonCounts } from "./lessons.queries.js";

/**
 * A user's lesson progress per program: students their own, teachers their students' in the programs they teach,
 * staff anyone's (`progress.read`). Without a program: every program the user studies. With one: that program, member or not, so staff
 * can look before the user is attached.
 */
export async function lessonCounts(
  deps: Deps,
  target: { schoolId: number; caller: Caller; userId: number; courseId?: number },
): Promise<LessonCount[]> {
  const { caller, schoolId, courseId, userId } = target;
  const actor = { db: deps.db, schoolId, caller };
  if (courseId !== undefined) await loadCourse(deps, { schoolId, courseId });
  await requireAccess(actor, "progress.read", { userId, courseId });
  const rows = await selectLessonCounts(actor, {
    userId,
    courseId,
    visible: accessFilter(actor, "progress.read", { courseId: courses.id, userId: sql`${userId}::int` }),
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
