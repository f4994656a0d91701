import { idParams } from "../fields.js";
import {
  monthLessonsList,
  programProgressPage,
  progressCourseQuery,
  studentHomeworkPage,
  studentHomeworkQuery,
  studentLessonCount,
  studentLessonCountQuery,
  studentLessonsAndHomeworkList,
  studentLessonsList,
  studentLessonsReportQuery,
  studentProgressPage,
  studentProgressQuery,
  studentReportQuery,
  studentTeachersList,
  studentTeachersQuery,
  summaryByMonthList,
  summaryByProgramList,
  summaryByTypeList,
  summaryQuery,
  teacherLessonsList,
  teacherMonthsQuery,
  teacherRelationQuery,
  teacherReportQuery,
  teacherStudentLessonsPage,
} from "../reports.js";
import { endpoint } from "./endpoint.js";

/** The reports of /analytics (decision 0031): staff see the school, a teacher their students, a student themself. */
const tags = ["report"];

export const programProgressReport = endpoint({
  method: "GET",
  path: "schedule/report/progress_course/",
  permission: "report.progress",
  summary:
    "Program progress: per program, its students, lessons finished and answers handed in and graded in the period " +
    "(pub_date_after..pub_date_before), average grade and average share of lessons finished, 50 per page",
  tags,
  query: progressCourseQuery,
  response: programProgressPage,
});

export const studentProgressReport = endpoint({
  method: "GET",
  path: "schedule/report/student_progress/{courseId}/",
  permission: "report.progress",
  summary:
    "One program's students with their progress in the period: lessons finished, answers, average grade, last " +
    "activity; q searches names, 50 per page",
  tags,
  params: idParams("courseId"),
  query: studentProgressQuery,
  response: studentProgressPage,
});

export const studentHomeworkReport = endpoint({
  method: "GET",
  path: "schedule/report/student_homework/",
  permission: "report.progress",
  summary:
    "Handed-in answers (homework) in the period, newest first, of one student (homework_student__student_id) " +
    "and one program (id) when given, 50 per page",
  tags,
  query: studentHomeworkQuery,
  response: studentHomeworkPage,
});

// The lesson reports, counted from the timetable (decision 0031). Periods are the school's calendar days.

export const teacherLessonsReport = endpoint({
  method: "GET",
  path: "schedule/report/teacher/",
  permission: "report.teachers",
  summary:
    "Lessons per teacher in the period (start_date..end_date): planned, conducted, moved and cancelled, and the " +
    "conducted hours; one teacher's with teacher_id",
  tags,
  query: teacherReportQuery,
  response: teacherLessonsList,
});

export const teacherMonthsReport = endpoint({
  method: "GET",
  path: "schedule/report/teacher_report/",
  permission: "report.teachers",
  summary:
    "Lessons per month of the last twelve months of the school's calendar, by status; one teacher's with teacher_id",
  tags,
  query: teacherMonthsQuery,
  response: monthLessonsList,
});

export const teacherRelationReport = endpoint({
  method: "GET",
  path: "schedule/report/report_teacher_relation/",
  permission: "report.students",
  summary:
    "Who teaches whom: lessons per teacher and student in the period (date_after..date_before), by status; q " +
    "searches both names, 50 per page",
  tags,
  query: teacherRelationQuery,
  response: teacherStudentLessonsPage,
});

export const studentTeachersReport = endpoint({
  method: "GET",
  path: "schedule/report/page_report_teacher/",
  permission: "report.students",
  summary: "A student's teachers (student_id), each with all their lessons together by status, first and last lesson",
  tags,
  query: studentTeachersQuery,
  response: studentTeachersList,
});

export const studentLessonsReport = endpoint({
  method: "GET",
  path: "schedule/report/teacher_report_page/",
  permission: "report.students",
  summary:
    "A student's lessons one by one in the period, newest first, with teacher, program, type and status (at most 1,000)",
  tags,
  query: studentLessonsReportQuery,
  response: studentLessonsList,
});

export const studentLessonsAndHomeworkReport = endpoint({
  method: "GET",
  path: "schedule/report/report_student/",
  permission: "report.students",
  summary:
    "Per student: lessons in the period by status and answers handed in and graded; one program's or one " +
    "student's when named (at most 1,000 students)",
  tags,
  query: studentReportQuery,
  response: studentLessonsAndHomeworkList,
});

export const studentLessonCountReport = endpoint({
  method: "GET",
  path: "schedule/report/report_student_count_lesson/",
  permission: "report.students",
  summary: "A student's (or every visible student's) lessons in the period counted by status, with conducted hours",
  tags,
  query: studentLessonCountQuery,
  response: studentLessonCount,
});

export const summaryByMonthReport = endpoint({
  method: "GET",
  path: "schedule/report/mv/",
  permission: "report.teachers",
  summary: "Summary by month: the school's lessons per month of the period by status, with distinct students",
  tags,
  query: summaryQuery,
  response: summaryByMonthList,
});

export const summaryByTypeReport = endpoint({
  method: "GET",
  path: "schedule/report/mv1/",
  permission: "report.teachers",
  summary:
    "Summary by lesson type (trial, individual, pair, group): lessons in the period by status, distinct students",
  tags,
  query: summaryQuery,
  response: summaryByTypeList,
});

export const summaryByProgramReport = endpoint({
  method: "GET",
  path: "schedule/report/mv2/",
  permission: "report.teachers",
  summary: "Summary by program: lessons in the period by status, distinct teachers and students",
  tags,
  query: summaryQuery,
  response: summaryByProgramList,
});
