import { z } from "zod";
import { dbId, dbIdList, isoDate } from "./fields.js";
import { ANSWER_STATUSES, GRADING_METHODS, LIST_OUTCOMES, REVIEW_OPTIONS } from "./learning.js";
import { pageOf, pageParam } from "./pagination.js";
import { TASK_TYPES } from "./tasks/registry.js";

/**
 * Taking tasks and grading them (decision 0024): a student's answers saved as they go, a list submitted and graded
 * on the server, the timer of an exam, the pass mark that opens the next lesson, and the teacher's grading.
 */

/** Rows per page of the teacher's lists of handed-in answers. */
export const REVIEW_PAGE_SIZE = 20;
/** The most results `get_std_gr/` answers (the latest first): a student's lists of every program, bounded. */
export const STUDENT_RESULTS_LIMIT = 500;

/** Kinds of file a student hands in (by magic bytes): pictures, PDF and Word documents. */
export const ANSWER_FILE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
/** The spec's 20 MB for a handed-in file. */
export const ANSWER_FILE_MAX_BYTES = 20 * 1024 * 1024;

const text = (max: number) => z.string().max(max);

/**
 * `course/homework/create/`: the spec's homework fields, and `answer` in the task type's answer shape (an
 * extension field). `task` names the task; lesson_id, course_id and ex_list, when sent, must be the task's own.
 * Without `answer`, an essay takes `desc` as its text and a file task `file_url`, `doc_name` and `desc`.
 * `grade` is the teacher's: a student may send it only empty.
 */
export const saveAnswerBody = z
  .object({
    task: dbId,
    answer: z.unknown().optional(),
    title: text(255).optional(),
    desc: text(50_000).optional(),
    lesson_id: dbId.optional(),
    course_id: dbId.optional(),
    ex_list: dbId.optional(),
    grade: z.null().optional(),
    doc_name: text(255).nullable().optional(),
    file_url: text(1000).nullable().optional(),
  })
  .strict();
export type SaveAnswerBody = z.infer<typeof saveAnswerBody>;

export const deleteAnswerFileBody = z.object({ file_url: z.string().min(1).max(2000) }).strict();

/** A student's answer to one task, as the student and their teachers see it (never the task's key). */
export const homeworkAnswer = z.object({
  id: z.number().int(),
  task: z.number().int().nullable(),
  task_type: z.enum(TASK_TYPES).nullable(),
  ex_list: z.number().int().nullable(),
  lesson_id: z.number().int().nullable(),
  course_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  answer: z.unknown(),
  /** The attempt at the list this answer belongs to (1, 2, …; decision 0041). */
  attempt: z.number().int(),
  status: z.enum(ANSWER_STATUSES),
  /** 0..100 once graded (automatically, or by the teacher), else null. */
  grade: z.number().nullable(),
  comment: z.string(),
  doc_name: z.string().nullable(),
  /** A signed link to the handed-in file, or null. */
  file_url: z.string().nullable(),
  graded_by: z.number().int().nullable(),
  graded_at: z.string().nullable(),
  updated_at: z.string(),
  created_at: z.string(),
});
export type HomeworkAnswer = z.infer<typeof homeworkAnswer>;

/** A handed-in attempt, kept as it was handed in (its percentage follows a teacher's grade of its answers). */
export const handedInAttempt = z.object({
  number: z.number().int(),
  started_at: z.string(),
  finished_at: z.string(),
  percent: z.number(),
  passed: z.boolean(),
});
export type HandedInAttempt = z.infer<typeof handedInAttempt>;

/**
 * A student's go at an exercise list: the current attempt (its number, start, the timer's deadline, null without a
 * timer, and its hand-in), the result that counts by the list's grading method, and every handed-in attempt.
 */
export const exerciseAttempt = z.object({
  ex_list: z.number().int(),
  user_id: z.number().int(),
  /** The current attempt's number (extension, decision 0041). */
  number: z.number().int(),
  started_at: z.string(),
  deadline: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The counting percentage: the best or the last handed-in attempt's (`grading_method`); null before any. */
  percent: z.number().nullable(),
  passed: z.boolean(),
  /** Attempts this student may hand in (the list's, with those a teacher granted); null: unlimited. */
  attempts_allowed: z.number().int().nullable(),
  grading_method: z.enum(GRADING_METHODS),
  /** Every handed-in attempt, the first first. */
  history: z.array(handedInAttempt),
  /** The list's pass mark. */
  min_percent: z.number().int(),
  /** Handed-in answers a teacher has still to grade (they count 0 until graded). */
  pending: z.number().int(),
  /** Passed, failed, or waiting for the teacher while `pending` answers are ungraded (`listOutcome`). */
  outcome: z.enum(LIST_OUTCOMES),
  /** The server's clock when answering, so a timer can count down without trusting the device's clock. */
  now: z.string(),
});
export type ExerciseAttempt = z.infer<typeof exerciseAttempt>;

export const answersQuery = z.object({ student_id: dbId.optional() }).strict();

/** One task of a handed-in attempt under review: the answer's score (1 right, 0 wrong) and the right answer. */
export const reviewedTask = z.object({
  task: z.number().int(),
  /** 0..1 of an automatically graded answer (no answer: 0); null for a task the teacher grades. */
  score: z.number().nullable(),
  /** The right answer in the task type's answer shape, or null where the type has none to show. */
  solution: z.unknown(),
});
export type ReviewedTask = z.infer<typeof reviewedTask>;

/** Whether the student may review the attempt now (decision 0077), and, only when so, its tasks. */
export const attemptReview = z.object({
  review: z.enum(REVIEW_OPTIONS),
  due_at: z.string().nullable(),
  open: z.boolean(),
  tasks: z.array(reviewedTask),
});
export type AttemptReview = z.infer<typeof attemptReview>;

/** `get_ans_homework/{taskId}/{exListId}/`: the answers of the list, the named task's first among them. */
export const listAnswers = z.object({
  ex_list: z.number().int(),
  task: homeworkAnswer.nullable(),
  answers: z.array(homeworkAnswer),
  attempt: exerciseAttempt.nullable(),
  /** The review of the handed-in attempt (extension, decision 0077); `tasks` empty while it is not open. */
  review: attemptReview,
});
export type ListAnswers = z.infer<typeof listAnswers>;

export const submitResult = z.object({ attempt: exerciseAttempt, answers: z.array(homeworkAnswer) });
export type SubmitResult = z.infer<typeof submitResult>;

/** `check/check_next_page/{a}/{b}/{c}/{d}/`: may the caller go on, and if not, which pass mark stands in the way. */
export const nextPageCheck = z.object({
  allowed: z.boolean(),
  /** The pass mark of the list that blocks, when not allowed ("…must be higher than: N"). */
  min_percent: z.number().int().nullable(),
  /** The student's percentage in that list (null when not submitted). */
  percent: z.number().nullable(),
  lesson_id: z.number().int().nullable(),
  ex_list: z.number().int().nullable(),
});
export type NextPageCheck = z.infer<typeof nextPageCheck>;

/** The teacher's grade: 0..100 (two decimals at most) and a comment. */
export const gradeAnswerBody = z
  .object({
    grade: z.number().min(0).max(100).multipleOf(0.01),
    comment: z.string().max(5000).default(""),
  })
  .strict();
export type GradeAnswerBody = z.infer<typeof gradeAnswerBody>;

const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** A handed-in answer in the teacher's lists: the answer, its student, task, list, lesson and program. */
export const reviewRow = homeworkAnswer.extend({
  student: person,
  task_title: z.string(),
  task_content: z.unknown(),
  ex_list_title: z.string().nullable(),
  lesson_name: z.string().nullable(),
  course_title: z.string(),
});
export type ReviewRow = z.infer<typeof reviewRow>;
export const reviewPage = pageOf(reviewRow);
export type ReviewPage = z.infer<typeof reviewPage>;

/** The most answers one grading queue holds at once; the teacher grades them and asks again. */
export const GRADING_QUEUE_LIMIT = 200;

/** `grading/queue/`: whose answers to grade: one list's, one program's, or (neither) every program the caller grades. */
export const gradingQueueQuery = z
  .object({ course: dbId.optional(), ex_list: dbId.optional(), student_id: dbId.optional() })
  .strict();
export type GradingQueueQuery = z.infer<typeof gradingQueueQuery>;

/** An answer in the grading queue: the review row with the task's answer key, the teacher's private notes among it. */
export const gradingQueueItem = reviewRow.extend({
  /** The task's answer key as written (an essay's or a file's `rubric`: the private grading notes). */
  task_key: z.unknown(),
});
export type GradingQueueItem = z.infer<typeof gradingQueueItem>;
/** The oldest waiting answer first; `count` is every answer waiting in the scope, `results` the first of them. */
export const gradingQueue = z.object({ count: z.number().int(), results: z.array(gradingQueueItem) });
export type GradingQueue = z.infer<typeof gradingQueue>;

const search = z.string().trim().max(200).optional();

export const newResultsQuery = z.object({ student_id: dbId.optional(), q: search, page: pageParam }).strict();
export const sortQuery = z.object({ q: search, page: pageParam }).strict();
/**
 * `for_program/`: handed-in answers by date (start, end: the day handed in, inclusive), program, academic year
 * ("2025" or "2025-2026": 1 September to 31 August) and the programs' countries (comma-separated).
 */
export const forProgramQuery = z
  .object({
    q: search,
    start: isoDate.optional(),
    end: isoDate.optional(),
    course: dbIdList.optional(),
    page: pageParam,
    academic_year: z
      .string()
      .regex(/^(19|20)\d\d(-(19|20)\d\d)?$/, "A year (2025) or an academic year (2025-2026)")
      .refine((value) => {
        const [from, to] = value.split("-").map(Number);
        return to === undefined || to === (from ?? 0) + 1;
      }, "The second year follows the first")
      .optional(),
    countries: z
      .string()
      .max(1000)
      .transform((value) =>
        value
          .split(",")
          .map((country) => country.trim())
          .filter((country) => country !== ""),
      )
      .refine((countries) => countries.length <= 50, "At most 50 countries")
      .optional(),
  })
  .strict();
export type ForProgramQuery = z.infer<typeof forProgramQuery>;

/** One exercise list's result of a student (`get_std_gr/{id}/`). */
export const studentResult = z.object({
  course: z.object({ id: z.number().int(), title_ru: z.string(), title_kk: z.string(), title_en: z.string() }),
  /** `name` is the Russian name (the spec's), `name_ru`, `name_kk`, `name_en` as written (decision 0042). */
  lesson: z.object({
    id: z.number().int(),
    name: z.string(),
    name_ru: z.string(),
    name_kk: z.string(),
    name_en: z.string(),
  }),
  ex_list: z.object({
    id: z.number().int(),
    title_ru: z.string(),
    title_kk: z.string(),
    title_en: z.string(),
    min_percent: z.number(),
  }),
  started_at: z.string(),
  deadline: z.string().nullable(),
  finished_at: z.string().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean(),
  pending: z.number().int(),
  outcome: z.enum(LIST_OUTCOMES),
});
export type StudentResult = z.infer<typeof studentResult>;
