import { z } from "zod";
import { dbId, isoDate } from "./fields.js";
import { ANSWER_STATUSES } from "./learning.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * The reports of `schedule/report/*` (decision 0031). Every period is a pair of calendar days in the school's time
 * zone, both included; either may be left open. A period ending before it starts is refused (400 on the end field).
 */
export const REPORT_PAGE_SIZE = 50;

const search = z.string().trim().max(200).optional();

/** A query whose period is named `from`..`to`: the end may not come before the start. */
function withPeriod<Shape extends z.ZodRawShape>(shape: Shape, from: keyof Shape & string, to: keyof Shape & string) {
  return z
    .object(shape)
    .strict()
    .refine(
      (query) => {
        const start = (query as Record<string, unknown>)[from];
        const end = (query as Record<string, unknown>)[to];
        return typeof start !== "string" || typeof end !== "string" || start <= end;
      },
      { message: "The period ends before it starts", path: [to] },
    );
}

// progress_course/: the school's programs and how far their students are.
export const progressCourseQuery = withPeriod(
  {
    course_id: dbId.optional(),
    page: pageParam,
    pub_date_after: isoDate.optional(),
    pub_date_before: isoDate.optional(),
  },
  "pub_date_after",
  "pub_date_before",
);
export type ProgressCourseQuery = z.infer<typeof progressCourseQuery>;

export const programProgress = z.object({
  course_id: z.number().int(),
  title: z.string(),
  /** Students of the program the caller may see (a student: themself). */
  students: z.number().int(),
  lessons: z.number().int(),
  /** Lessons finished in the period, all students together. */
  completed_lessons: z.number().int(),
  /** Answers handed in in the period. */
  homework_submitted: z.number().int(),
  /** Of those, graded. */
  homework_graded: z.number().int(),
  /** Average grade of the graded ones (0–100), or null when none is graded. */
  average_grade: z.number().nullable(),
  /** Average share of the program's lessons the students have finished by the period's end, 0–100. */
  progress_percent: z.number(),
});
export type ProgramProgress = z.infer<typeof programProgress>;
export const programProgressPage = pageOf(programProgress);

// student_progress/{courseId}/: one program's students, each with their progress.
export const studentProgressQuery = withPeriod(
  { q: search, start_date: isoDate.optional(), end_date: isoDate.optional(), page: pageParam },
  "start_date",
  "end_date",
);
export type StudentProgressQuery = z.infer<typeof studentProgressQuery>;

export const studentProgress = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  lessons: z.number().int(),
  /** Lessons finished in the period. */
  completed_in_period: z.number().int(),
  /** Lessons finished by the period's end. */
  completed_total: z.number().int(),
  progress_percent: z.number(),
  homework_submitted: z.number().int(),
  homework_graded: z.number().int(),
  average_grade: z.number().nullable(),
  /** The student's last finished lesson or handed-in answer in the period, or null. */
  last_activity: z.string().nullable(),
});
export type StudentProgress = z.infer<typeof studentProgress>;
export const studentProgressPage = pageOf(studentProgress);

// student_homework/: a student's handed-in answers.
export const studentHomeworkQuery = withPeriod(
  {
    homework_student__student_id: dbId.optional(),
    pub_date_after: isoDate.optional(),
    pub_date_before: isoDate.optional(),
    /** One program's answers. */
    id: dbId.optional(),
    page: pageParam,
  },
  "pub_date_after",
  "pub_date_before",
);
export type StudentHomeworkQuery = z.infer<typeof studentHomeworkQuery>;

export const studentHomework = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  lesson_name: z.string().nullable(),
  title: z.string(),
  /** Handed in, or graded (a saved draft is not handed in and is not listed). */
  status: z.enum(ANSWER_STATUSES),
  grade: z.number().nullable(),
  submitted_at: z.string(),
  graded_at: z.string().nullable(),
});
export type StudentHomework = z.infer<typeof studentHomework>;
export const studentHomeworkPage = pageOf(studentHomework);
