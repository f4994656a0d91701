import { z } from "zod";
import { dbId } from "./fields.js";
import {
  DEFAULT_ATTEMPTS_ALLOWED,
  DEFAULT_REVIEW_OPTION,
  GRADING_METHODS,
  MAX_ATTEMPTS_ALLOWED,
  REVIEW_OPTIONS,
} from "./learning.js";
import { lessonExList } from "./lessons.js";
import { pageOf, pageParam } from "./pagination.js";
import { TASK_TYPES } from "./tasks/registry.js";

/**
 * Authoring exercise lists and tasks (the task constructor) and the trackers of students' results
 * (decision 0021). A task's `content` and answer key (`answer`) take the shapes of its type in `tasks/`.
 */

/** Tasks per page of `get_task_with_ex_list_id/`. */
export const EXERCISE_PAGE_SIZE = 20;
export const exerciseTasksQuery = z.object({ page: pageParam });

/** An exercise list's header, shown above its tasks. */
export const exerciseListHeader = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  next: z.boolean(),
  min_percent: z.number().int(),
  time_for_timer: z.number().int().nullable(),
});
export type ExerciseListHeader = z.infer<typeof exerciseListHeader>;

/** A task as a student gets it: no answer key; `file` is a link to the task's file. */
export const studentTask = z.object({
  id: z.number().int(),
  ex_list_id: z.number().int(),
  type: z.enum(TASK_TYPES),
  order: z.number().int(),
  title: z.string(),
  points: z.number().int(),
  file: z.string().nullable(),
  content: z.looseObject({}),
});
export type StudentTask = z.infer<typeof studentTask>;
/** A task with its answer key (`answer`, in its type's key shape), for staff and the program's teachers. */
export const staffTask = studentTask.extend({ answer: z.unknown() });
export type StaffTask = z.infer<typeof staffTask>;

export const exerciseTasksPage = pageOf(z.union([staffTask, studentTask])).extend({ ex_list: exerciseListHeader });
export type ExerciseTasksPage = z.infer<typeof exerciseTasksPage>;

/** Exercise lists in one lesson, and tasks in one list: more than any lesson needs, few enough to answer at once. */
export const MAX_LISTS_PER_LESSON = 50;
export const MAX_TASKS_PER_LIST = 200;
/** Students per tracker page. */
export const TRACKER_PAGE_SIZE = 50;
export const TASK_MAX_ORDER = 100_000;
export const TASK_MAX_POINTS = 100;
/** Longest timed exam, in minutes. */
export const TIMER_MAX_MINUTES = 600;

/** An exercise list as the constructor shows it: its header, its lesson and how many tasks it holds. */
export const exerciseList = lessonExList.extend({
  lesson_id: z.number().int(),
  tasks_count: z.number().int(),
  /** How many attempts a student may hand in (null: unlimited) and which counts (extension, decision 0041). */
  attempts_allowed: z.number().int().nullable(),
  grading_method: z.enum(GRADING_METHODS),
  /** When students may review their handed-in answers (decision 0077), and the list's deadline for `after_deadline`. */
  review: z.enum(REVIEW_OPTIONS),
  due_at: z.string().nullable(),
});
export type ExerciseList = z.infer<typeof exerciseList>;
export const exerciseListList = z.array(exerciseList);

const listFields = {
  title_ru: z.string().trim().min(1, "Required").max(255),
  /** Beside the spec's Russian and English titles, as programs have theirs (decision 0042). */
  title_kk: z.string().trim().max(255),
  title_en: z.string().trim().max(255),
  order: z.number().int().min(0).max(TASK_MAX_ORDER),
  /** The next list opens only once this one is passed with `min_percent`. */
  next: z.boolean(),
  min_percent: z.number().int().min(0).max(100),
  /** Minutes for a timed exam, or null for none. */
  time_for_timer: z.number().int().min(1).max(TIMER_MAX_MINUTES).nullable(),
  /** Attempts a student may hand in, or null for unlimited (extension, decision 0041). */
  attempts_allowed: z.number().int().min(1).max(MAX_ATTEMPTS_ALLOWED).nullable(),
  /** Which handed-in attempt counts: the best or the latest. */
  grading_method: z.enum(GRADING_METHODS),
  /** When students see which answers were right and the right answers (decision 0077). */
  review: z.enum(REVIEW_OPTIONS),
  /** The list's deadline (an instant with its offset): `after_deadline` review opens then. */
  due_at: z.iso.datetime({ offset: true }).nullable(),
};

export const exerciseListCreateBody = z
  .object({
    lesson_id: dbId,
    ...listFields,
    title_kk: listFields.title_kk.default(""),
    title_en: listFields.title_en.default(""),
    order: listFields.order.optional(),
    next: listFields.next.default(false),
    min_percent: listFields.min_percent.default(0),
    time_for_timer: listFields.time_for_timer.default(null),
    attempts_allowed: listFields.attempts_allowed.default(DEFAULT_ATTEMPTS_ALLOWED),
    grading_method: listFields.grading_method.default("highest"),
    review: listFields.review.default(DEFAULT_REVIEW_OPTION),
    due_at: listFields.due_at.default(null),
  })
  .strict();
export type ExerciseListCreateBody = z.infer<typeof exerciseListCreateBody>;

export const exerciseListUpdateBody = z
  .object(listFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type ExerciseListUpdateBody = z.infer<typeof exerciseListUpdateBody>;

/** `get_ex_in_ex_lst/{id}/`: every task of a list in order (at most `MAX_TASKS_PER_LIST`), under its header. */
export const exerciseListTasks = z.object({
  ex_list: exerciseList,
  results: z.array(z.union([staffTask, studentTask])),
});
export type ExerciseListTasks = z.infer<typeof exerciseListTasks>;

const taskFields = {
  title: z.string().trim().min(1, "Required").max(500),
  order: z.number().int().min(0).max(TASK_MAX_ORDER),
  /** The task's weight in its list's percentage. */
  points: z.number().int().min(1).max(TASK_MAX_POINTS),
  /** What the student sees, in the type's content shape. */
  content: z.unknown(),
  /** The answer key, in the type's key shape; never sent to a student. */
  answer: z.unknown(),
};

/** A new task; `ex_file_upload/` takes the same fields as JSON in the multipart field `data`, beside `file`. */
export const taskCreateBody = z
  .object({
    ex_list_id: dbId,
    type: z.enum(TASK_TYPES),
    ...taskFields,
    order: taskFields.order.optional(),
    points: taskFields.points.default(1),
    answer: taskFields.answer.default({}),
  })
  .strict();
export type TaskCreateBody = z.infer<typeof taskCreateBody>;

/**
 * A change to a task; its type stays. `file: null` removes the task's file (not where its type requires one).
 * `update_ex_file/{id}/` takes the same fields as JSON in the multipart field `data`, beside `file`.
 */
export const taskUpdateBody = z
  .object({ ...taskFields, file: z.null() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;

export const trackerQuery = z.object({ page: pageParam });

/** One student's results in a program, as the program's tracker lists them. */
export const courseTrackerRow = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The program's exercise lists, and how many the student finished and passed. */
  lists_total: z.number().int(),
  lists_finished: z.number().int(),
  lists_passed: z.number().int(),
  /** The mean percentage of the lists finished, or null before the first. */
  percent: z.number().nullable(),
  /** Answers waiting for the teacher, answers graded, and the mean grade a teacher gave. */
  homework_submitted: z.number().int(),
  homework_graded: z.number().int(),
  grade: z.number().nullable(),
  last_activity: z.string().nullable(),
});
export type CourseTrackerRow = z.infer<typeof courseTrackerRow>;
export const courseTracker = pageOf(courseTrackerRow).extend({ course_id: z.number().int() });
export type CourseTracker = z.infer<typeof courseTracker>;

/** A student's results in one exercise list. */
const listResult = z.object({
  started_at: z.string().nullable(),
  deadline: z.string().nullable(),
  finished_at: z.string().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean(),
  /** Tasks answered (saved, submitted or graded), waiting for the teacher, graded by the teacher. */
  answered: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  grade: z.number().nullable(),
});

/** `get_course_tracker/{id}/{id2}/`: one student's results in every exercise list of a program, in lesson order. */
export const studentTrackerList = listResult.extend({
  ex_list_id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  lesson_id: z.number().int(),
  lesson_name: z.string(),
  min_percent: z.number().int(),
  tasks_count: z.number().int(),
});
export const studentTracker = z.object({
  course_id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  lists: z.array(studentTrackerList),
});
export type StudentTracker = z.infer<typeof studentTracker>;

/** `get_ex_list_tracker/{id}/`: every student of the list's program and their results in it. */
export const exListTrackerRow = listResult.extend({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export const exListTracker = pageOf(exListTrackerRow).extend({ ex_list: exerciseList });
export type ExListTracker = z.infer<typeof exListTracker>;
