import { z } from "zod";
import { dbId } from "./fields.js";

/**
 * Teaching inside a program (product.md sections 1, 3 and 9): lessons (sections) with their item type, exercise
 * lists and the 16 task types of the task constructor, groups and their types, homework.
 */
export const LESSON_ITEM_TYPES = ["video", "livestream", "exam"] as const;
export type LessonItemType = (typeof LESSON_ITEM_TYPES)[number];

/** Group and lesson types share one list (trial, individual, group, pair). */
export const GROUP_TYPES = ["trial", "individual", "group", "pair"] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** The task constructor's 16 task types, in the spec's order: declared with their rules in tasks/registry.ts. */
export { TASK_TYPES, type TaskType } from "./tasks/registry.js";

/**
 * Where a student's answer to a task stands: saved while they work (nothing graded yet), submitted for a teacher
 * (essays, files), graded (automatically on submit, or by the teacher).
 */
export const ANSWER_STATUSES = ["saved", "submitted", "graded"] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/**
 * Which handed-in attempt of an exercise list counts (decision 0041, as Moodle's quiz): the best one or the
 * latest one.
 */
export const GRADING_METHODS = ["highest", "last"] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];
/** Attempts a new exercise list allows (null: unlimited); a teacher may grant more to one student. */
export const DEFAULT_ATTEMPTS_ALLOWED = 1;
export const MAX_ATTEMPTS_ALLOWED = 100;

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
