import { type CourseTracker, type ExListTracker, type StudentTracker, TRACKER_PAGE_SIZE } from "@school/contracts";
import { requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { drfPage, pageWindow } from "../../../core/pagination.js";
import { loadCourse } from "../../course/index.js";
import { loadList } from "../lists/lists.service.js";
import { listView } from "../task-view.js";
import * as queries from "./trackers.queries.js";

/** One student's lists in a program: far more than a program holds; the rest would be cut, never slow. */
const STUDENT_LISTS_LIMIT = 1000;

type TrackerPage = { page: number; requestUrl: string };

/** A page of a tracker's students: the total is in every row, or counted when the page is past the last. */
async function studentsPage<Row extends { total: number }>(
  actor: Actor,
  input: TrackerPage & { courseId: number; rows: Row[] },
) {
  const { rows, page } = input;
  const count = rows[0]?.total ?? (page > 1 ? await queries.countStudents(actor, input.courseId) : 0);
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page,
    pageSize: TRACKER_PAGE_SIZE,
    count,
    results: rows.map(({ total: _total, ...row }) => row),
  });
}

/** `get_course_tracker/{id}/`: every student of the program, a page by name, with their results. */
export async function courseTracker(actor: Actor, input: TrackerPage & { courseId: number }): Promise<CourseTracker> {
  const { courseId } = input;
  await loadCourse(actor, courseId);
  await requireAccess(actor, "exercise.track", { courseId });
  const rows = await queries.selectCourseTracker(actor, {
    courseId,
    window: pageWindow(input.page, TRACKER_PAGE_SIZE),
  });
  return { ...(await studentsPage(actor, { ...input, rows })), course_id: courseId };
}

/** `get_course_tracker/{id}/{id2}/`: one student's results in every list of the program. */
export async function studentTracker(
  actor: Actor,
  input: { courseId: number; userId: number },
): Promise<StudentTracker> {
  const { courseId, userId } = input;
  await loadCourse(actor, courseId);
  await requireAccess(actor, "exercise.trackStudent", { courseId, userId });
  const student = await queries.findProgramStudent(actor, input);
  if (!student) throw notFound("The user does not study this program");
  const lists = await queries.selectStudentLists(actor, {
    ...input,
    limit: STUDENT_LISTS_LIMIT,
    language: actor.language,
  });
  return { course_id: courseId, user_id: userId, ...student, lists };
}

/** `get_ex_list_tracker/{id}/`: every student of the list's program, a page by name, with their results in it. */
export async function exListTracker(actor: Actor, input: TrackerPage & { exListId: number }): Promise<ExListTracker> {
  const list = await loadList(actor, input.exListId);
  await requireAccess(actor, "exercise.track", { courseId: list.courseId });
  const rows = await queries.selectExListTracker(actor, {
    courseId: list.courseId,
    exListId: list.id,
    window: pageWindow(input.page, TRACKER_PAGE_SIZE),
  });
  return { ...(await studentsPage(actor, { ...input, courseId: list.courseId, rows })), ex_list: listView(list) };
}
