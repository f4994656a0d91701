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

/**
 * When a student may review a handed-in list, question by question (which answers were right, and the right
 * answers), as Moodle's quiz review options (decision 0077): right after the hand-in, once the list's deadline has
 * passed, or never. The server sends neither the correctness nor the key before that.
 */
export const REVIEW_OPTIONS = ["after_submit", "after_deadline", "never"] as const;
export type ReviewOption = (typeof REVIEW_OPTIONS)[number];
/** Lists keep their answers to themselves unless staff choose otherwise (what every list did before 0077). */
export const DEFAULT_REVIEW_OPTION: ReviewOption = "never";

/** May the student review a handed-in attempt now: the one rule the server enforces and the screens explain. */
export function reviewOpen(input: {
  review: ReviewOption;
  /** The list's deadline (ISO), or null. */
  reviewDeadline: string | null;
  /** The attempt was handed in. */
  handedIn: boolean;
  now: Date;
}): boolean {
  if (!input.handedIn) return false;
  if (input.review === "after_submit") return true;
  if (input.review === "never" || input.reviewDeadline === null) return false;
  return input.now.getTime() >= new Date(input.reviewDeadline).getTime();
}

/**
 * A handed-in list's outcome as the student and the teacher see it: answers still waiting for the teacher make it
 * "waiting" whatever the percentage says so far (they count 0 until graded, and a grade may still pass or fail it).
 */
export const LIST_OUTCOMES = ["not_handed_in", "waiting", "passed", "failed"] as const;
export type ListOutcome = (typeof LIST_OUTCOMES)[number];
export function listOutcome(input: { finished: boolean; pending: number; passed: boolean }): ListOutcome {
  if (!input.finished) return "not_handed_in";
  if (input.pending > 0) return "waiting";
  return input.passed ? "passed" : "failed";
}

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
