import { z } from "zod";
import { dbId, isoDate } from "./fields.js";
import { ANSWER_STATUSES } from "./learning.js";
import { pageOf, pageParam } from "./pagination.js";
import { LESSON_STATUSES, LESSON_TYPES } from "./schedule.js";

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

// The lesson reports: counted from the timetable's lessons (decision 0031).

/** How many rows an unpaged lesson report answers at most; `count` says how many there are in all. */
export const REPORT_ROW_LIMIT = 1000;

const periodFields = { start_date: isoDate.optional(), end_date: isoDate.optional() };

/** A set of lessons counted by status; `hours` are the conducted (finished) lessons' hours. */
export const lessonCounts = z.object({
  planned: z.number().int(),
  finished: z.number().int(),
  rescheduled: z.number().int(),
  cancelled: z.number().int(),
  total: z.number().int(),
  hours: z.number(),
});
export type LessonCounts = z.infer<typeof lessonCounts>;

const teacherFields = { teacher_id: z.number().int(), teacher_first_name: z.string(), teacher_last_name: z.string() };
const studentFields = { student_id: z.number().int(), student_first_name: z.string(), student_last_name: z.string() };

/** Rows up to `REPORT_ROW_LIMIT`, with how many there are. */
export const limitedRows = <Item extends z.ZodType>(item: Item) =>
  z.object({ count: z.number().int(), results: z.array(item) });

// teacher/: lessons per teacher in the period.
export const teacherReportQuery = withPeriod(
  { ...periodFields, teacher_id: dbId.optional() },
  "start_date",
  "end_date",
);
export type TeacherReportQuery = z.infer<typeof teacherReportQuery>;
export const teacherLessons = lessonCounts.extend(teacherFields);
export type TeacherLessons = z.infer<typeof teacherLessons>;
export const teacherLessonsList = z.array(teacherLessons);

// teacher_report/: a teacher's (or the school's) lessons per month, the last twelve months of the school's calendar.
export const teacherMonthsQuery = z.object({ teacher_id: dbId.optional() }).strict();
export type TeacherMonthsQuery = z.infer<typeof teacherMonthsQuery>;
export const monthLessons = lessonCounts.extend({ month: z.string() });
export type MonthLessons = z.infer<typeof monthLessons>;
export const monthLessonsList = z.array(monthLessons);

// report_teacher_relation/: who teaches whom: lessons per teacher and student in the period.
export const teacherRelationQuery = withPeriod(
  { date_after: isoDate.optional(), date_before: isoDate.optional(), q: search, page: pageParam },
  "date_after",
  "date_before",
);
export type TeacherRelationQuery = z.infer<typeof teacherRelationQuery>;
export const teacherStudentLessons = lessonCounts.extend({ ...teacherFields, ...studentFields });
export type TeacherStudentLessons = z.infer<typeof teacherStudentLessons>;
export const teacherStudentLessonsPage = pageOf(teacherStudentLessons);

// page_report_teacher/: a student's teachers, all their lessons together.
export const studentTeachersQuery = z.object({ student_id: dbId.optional() }).strict();
export type StudentTeachersQuery = z.infer<typeof studentTeachersQuery>;
export const studentTeacher = lessonCounts.extend({
  ...teacherFields,
  first_lesson: z.string().nullable(),
  last_lesson: z.string().nullable(),
});
export type StudentTeacher = z.infer<typeof studentTeacher>;
export const studentTeachersList = z.array(studentTeacher);

// teacher_report_page/: a student's lessons one by one in the period, newest first.
export const studentLessonsReportQuery = withPeriod(
  { ...periodFields, student_id: dbId.optional() },
  "start_date",
  "end_date",
);
export type StudentLessonsReportQuery = z.infer<typeof studentLessonsReportQuery>;
export const studentLesson = z.object({
  id: z.number().int(),
  ...studentFields,
  ...teacherFields,
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  type_lesson: z.enum(LESSON_TYPES),
  status: z.enum(LESSON_STATUSES),
  start_at: z.string(),
  end_at: z.string(),
});
export type StudentLesson = z.infer<typeof studentLesson>;
export const studentLessonsList = limitedRows(studentLesson);

// report_student/: per student, lessons by status and homework in the period.
export const studentReportQuery = withPeriod(
  { ...periodFields, course_id: dbId.optional(), student_id: dbId.optional() },
  "start_date",
  "end_date",
);
export type StudentReportQuery = z.infer<typeof studentReportQuery>;
export const studentLessonsAndHomework = lessonCounts.extend({
  ...studentFields,
  homework_submitted: z.number().int(),
  homework_graded: z.number().int(),
  average_grade: z.number().nullable(),
});
export type StudentLessonsAndHomework = z.infer<typeof studentLessonsAndHomework>;
export const studentLessonsAndHomeworkList = limitedRows(studentLessonsAndHomework);

// report_student_count_lesson/: one student's (or every visible student's) lessons counted, with distinct students.
export const studentLessonCountQuery = withPeriod(
  { ...periodFields, student_id: dbId.optional() },
  "start_date",
  "end_date",
);
export type StudentLessonCountQuery = z.infer<typeof studentLessonCountQuery>;
export const studentLessonCount = lessonCounts.extend({ students: z.number().int() });
export type StudentLessonCount = z.infer<typeof studentLessonCount>;

// mv/, mv1/, mv2/: the school's summary views of its lessons in the period, one program's when named.
export const summaryQuery = withPeriod({ ...periodFields, course_id: dbId.optional() }, "start_date", "end_date");
export type SummaryQuery = z.infer<typeof summaryQuery>;
/** mv/: per month of the school's calendar. */
export const summaryByMonthList = z.array(monthLessons.extend({ students: z.number().int() }));
/** mv1/: per lesson type. */
export const summaryByType = lessonCounts.extend({ type_lesson: z.enum(LESSON_TYPES), students: z.number().int() });
export const summaryByTypeList = z.array(summaryByType);
/** mv2/: per program (a lesson without a program counts under null). */
export const summaryByProgram = lessonCounts.extend({
  course_id: z.number().int().nullable(),
  course_title: z.string(),
  teachers: z.number().int(),
  students: z.number().int(),
});
export const summaryByProgramList = z.array(summaryByProgram);
