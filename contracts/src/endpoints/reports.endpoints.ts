import { idParams } from "../fields.js";
import {
  programProgressPage,
  progressCourseQuery,
  studentHomeworkPage,
  studentHomeworkQuery,
  studentProgressPage,
  studentProgressQuery,
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
