import { z } from "zod";
import { dbId } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * Teaching inside a program (product.md sections 1, 3 and 9): lessons (sections) with their item type, exercise
 * lists and the 16 task types of the task constructor, groups and their types, homework.
 */
export const LESSON_ITEM_TYPES = ["video", "livestream", "exam"] as const;
export type LessonItemType = (typeof LESSON_ITEM_TYPES)[number];

/** Group and lesson types share one list (trial, individual, group, pair). */
export const GROUP_TYPES = ["trial", "individual", "group", "pair"] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** The task constructor's 16 task types, in the spec's order. */
export const TASK_TYPES = [
  "test",
  "test_image",
  "media",
  "youtube",
  "insert_words",
  "words_options",
  "table_word",
  "table_options",
  "find_errors",
  "text",
  "compare_words",
  "essay",
  "file_check",
  "file_attach",
  "select_one",
  "date",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** `list_count_lesson`: one program only, instead of every program the user studies. */
export const lessonCountQuery = z.object({ course_id: dbId.optional() });
/** A student's progress in one program: its lessons, and how many of them the student has finished. */
export const lessonCount = z.object({
  course_id: z.number().int(),
  title_ru: z.string(),
  title_kk: z.string(),
  title_en: z.string(),
  lessons_count: z.number().int(),
  completed_count: z.number().int(),
});
export type LessonCount = z.infer<typeof lessonCount>;
export const lessonCountList = z.array(lessonCount);

export const EXERCISE_PAGE_SIZE = 20;
export const exerciseTasksQuery = z.object({ page: pageParam });

/** An exercise list's header, shown above its tasks. */
export const exerciseListHeader = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  title_ru: z.string(),
  title_en: z.string(),
  next: z.boolean(),
  min_percent: z.number().int(),
  time_for_timer: z.number().int().nullable(),
});
export type ExerciseListHeader = z.infer<typeof exerciseListHeader>;

/** A task as a student sees it: no grading key. */
export const studentTask = z.object({
  id: z.number().int(),
  ex_list_id: z.number().int(),
  type: z.enum(TASK_TYPES),
  order: z.number().int(),
  title: z.string(),
  content: z.looseObject({}),
});
export type StudentTask = z.infer<typeof studentTask>;
/** A task with its grading key (`answer`, any JSON or null), for staff and the program's teachers. */
export const staffTask = studentTask.extend({ answer: z.unknown() });
export type StaffTask = z.infer<typeof staffTask>;

/**
 * The tasks of an exercise list, a page at a time. The serializer picks the shape a task has, so a task the service
 * built without `answer` is written without the key.
 */
export const exerciseTasksPage = pageOf(z.union([staffTask, studentTask])).extend({ ex_list: exerciseListHeader });
export type ExerciseTasksPage = z.infer<typeof exerciseTasksPage>;
