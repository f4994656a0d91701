// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const programProgressReport = {
  method: "GET",
  path: "schedule/report/progress_course/",
} as Route<typeof endpoints.programProgressReport>;

export const studentHomeworkReport = {
  method: "GET",
  path: "schedule/report/student_homework/",
} as Route<typeof endpoints.studentHomeworkReport>;

export const studentLessonCountReport = {
  method: "GET",
  path: "schedule/report/report_student_count_lesson/",
} as Route<typeof endpoints.studentLessonCountReport>;

export const studentLessonsAndHomeworkReport = {
  method: "GET",
  path: "schedule/report/report_student/",
} as Route<typeof endpoints.studentLessonsAndHomeworkReport>;

export const studentLessonsReport = {
  method: "GET",
  path: "schedule/report/teacher_report_page/",
} as Route<typeof endpoints.studentLessonsReport>;

export const studentProgressReport = {
  method: "GET",
  path: "schedule/report/student_progress/{courseId}/",
} as Route<typeof endpoints.studentProgressReport>;

export const studentTeachersReport = {
  method: "GET",
  path: "schedule/report/page_report_teacher/",
} as Route<typeof endpoints.studentTeachersReport>;

export const summaryByMonthReport = {
  method: "GET",
  path: "schedule/report/mv/",
} as Route<typeof endpoints.summaryByMonthReport>;

export const summaryByProgramReport = {
  method: "GET",
  path: "schedule/report/mv2/",
} as Route<typeof endpoints.summaryByProgramReport>;

export const summaryByTypeReport = {
  method: "GET",
  path: "schedule/report/mv1/",
} as Route<typeof endpoints.summaryByTypeReport>;

export const teacherLessonsReport = {
  method: "GET",
  path: "schedule/report/teacher/",
} as Route<typeof endpoints.teacherLessonsReport>;

export const teacherMonthsReport = {
  method: "GET",
  path: "schedule/report/teacher_report/",
} as Route<typeof endpoints.teacherMonthsReport>;

export const teacherRelationReport = {
  method: "GET",
  path: "schedule/report/report_teacher_relation/",
} as Route<typeof endpoints.teacherRelationReport>;
