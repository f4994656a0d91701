import { type CourseTracker, type ExListTracker, type StudentTracker, TRACKER_PAGE_SIZE } from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { notFound } from "../../core/errors.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import type { Deps } from "../../deps.js";
import { loadCourse } from "../course/program/program.service.js";
import { loadList } from "./exercise-lists.service.js";
import { listView } from "./task-view.js";
import * as queries from "./trackers.queries.js";

type Target = { schoolId: number; caller: Caller };
/** One student's lists in a program: far more than a program holds; the rest would be cut, never slow. */
const STUDENT_LISTS_LIMIT = 1000;

const paging = (deps: Deps, input: { page: number; requestUrl: string; count: number }) => ({
  publicUrl: deps.env.PUBLIC_URL,
  requestUrl: input.requestUrl,
  page: input.page,
  pageSize: TRACKER_PAGE_SIZE,
  count: input.count,
});

/** `get_course_tracker/{id}/`: every student of the program, a page by name, with their results. */
export async function courseTracker(
  deps: Deps,
  target: Target & { courseId: number; page: number; requestUrl: string },
): Promise<CourseTracker> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  await loadCourse(scope, target.courseId);
  await requireAccess({ ...scope, caller: target.caller }, "exercise.track", { courseId: target.courseId });
  const rows = await queries.selectCourseTracker(scope, target.courseId, pageWindow(target.page, TRACKER_PAGE_SIZE));
  const count = rows[0]?.total ?? (target.page > 1 ? await queries.countStudents(scope, target.courseId) : 0);
  const results = rows.map(({ total: _total, ...row }) => row);
  return { ...drfPage({ ...paging(deps, { ...target, count }), results }), course_id: target.courseId };
}

/** `get_course_tracker/{id}/{id2}/`: one student's results in every list of the program. */
export async function studentTracker(
  deps: Deps,
  target: Target & { courseId: number; userId: number },
): Promise<StudentTracker> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  await loadCourse(scope, target.courseId);
  await requireAccess({ ...scope, caller: target.caller }, "exercise.trackStudent", {
    courseId: target.courseId,
    userId: target.userId,
  });
  const student = await queries.findProgramStudent(scope, target);
  if (!student) throw notFound("The user does not study this program");
  const lists = await queries.selectStudentLists(scope, { ...target, limit: STUDENT_LISTS_LIMIT });
  return { course_id: target.courseId, user_id: target.userId, ...student, lists };
}

/** `get_ex_list_tracker/{id}/`: every student of the list's program, a page by name, with their results in it. */
export async function exListTracker(
  deps: Deps,
  target: Target & { exListId: number; page: number; requestUrl: string },
): Promise<ExListTracker> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const list = await loadList(deps, target);
  await requireAccess({ ...scope, caller: target.caller }, "exercise.track", { courseId: list.courseId });
  const rows = await queries.selectExListTracker(scope, {
    courseId: list.courseId,
    exListId: list.id,
    window: pageWindow(target.page, TRACKER_PAGE_SIZE),
  });
  const count = rows[0]?.total ?? (target.page > 1 ? await queries.countStudents(scope, list.courseId) : 0);
  const results = rows.map(({ total: _total, ...row }) => row);
  return { ...drfPage({ ...paging(deps, { ...target, count }), results }), ex_list: listView(list) };
}
