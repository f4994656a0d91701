import type { LessonReport, LessonReportBody } from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { loadCourse } from "../course/index.js";
import { groupBy } from "./lesson-view.js";
import * as queries from "./lessons.queries.js";
import { progressReportMail } from "./progress-report.mail.js";

/**
 * Mails a student of the program their progress: each lesson finished or not, and their result in each exercise
 * list they took. The mail is put on the durable queue (it survives an SMTP outage and a restart).
 */
export async function sendProgressReport(actor: Actor, body: LessonReportBody): Promise<LessonReport> {
  const { course_id: courseId, student_id: studentId } = body;
  const { deps } = actor;
  await loadCourse(actor, courseId);
  await requireAccess(actor, "progress.report", { courseId });
  const student = await queries.findProgramStudent(actor, { courseId, studentId });
  if (!student) {
    throw new AppError("not_found", "Not a student of the program", { fields: { student_id: "Not found" } });
  }
  const [[course], rows] = await Promise.all([
    queries.selectCourseTitles(actor, [courseId]),
    queries.selectCourseLessons(actor, { courseId }),
  ]);
  const ids = rows.map((row) => row.id);
  const [completed, exLists] = await Promise.all([
    queries.completedLessonIds(actor, { userId: studentId, lessonIds: ids }),
    queries.selectExListsOf(actor, ids),
  ]);
  const attempts = await queries.selectAttemptsOf(actor, {
    userId: studentId,
    exListIds: exLists.map((list) => list.id),
  });
  const attemptByList = new Map(attempts.map((attempt) => [attempt.exListId, attempt]));
  const listsByLesson = groupBy(exLists, (list) => list.lessonId);
  const mail = progressReportMail({
    studentName: student.firstName,
    courseTitle: { ru: course?.titleRu ?? "", kk: course?.titleKk ?? "", en: course?.titleEn ?? "" },
    lessons: rows.map((row) => ({
      name: { ru: row.name, kk: row.nameKk, en: row.nameEn },
      completed: completed.has(row.id),
      lists: (listsByLesson.get(row.id) ?? []).map((list) => {
        const attempt = attemptByList.get(list.id);
        return {
          title: { ru: list.titleRu, kk: list.titleKk, en: list.titleEn },
          percent: attempt?.percent ?? null,
          passed: attempt?.passed ?? false,
        };
      }),
    })),
    link: new URL(`/course/view/${courseId}`, deps.env.PUBLIC_URL).toString(),
  });
  await deps.mailer.send({ to: student.email, school_id: actor.schoolId, ...mail });
  deps.log.info({ courseId, studentId, by: actor.caller.userId }, "progress report queued");
  return {
    student_id: studentId,
    course_id: courseId,
    lessons_count: rows.length,
    completed_count: completed.size,
    queued: true,
  };
}
