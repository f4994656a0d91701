import { idParams } from "../fields.js";
import { lessonCountList, lessonCountQuery } from "../learning.js";
import {
  courseLessons,
  LESSON_PAGE_SIZE,
  LESSON_SEARCH_PAGE_SIZE,
  lessonBody,
  lessonCopyBody,
  lessonDetail,
  lessonLanguageQuery,
  lessonList,
  lessonPage,
  lessonPageQuery,
  lessonReorderBody,
  lessonReport,
  lessonReportBody,
  lessonSearchPage,
  lessonSearchQuery,
  lessonUpdateBody,
  VIDEO_LIMIT_MB,
} from "../lessons.js";
import { endpoint } from "./endpoint.js";

const tags = ["lesson"];
const lessonIdParams = idParams("id");

export const listLessonCounts = endpoint({
  method: "GET",
  path: "course/course/list_count_lesson/{userId}/",
  permission: "progress.read",
  summary:
    "A student's lessons and finished lessons per program they study, or in one program (course_id); " +
    "students: themselves only; teachers: programs they teach",
  tags: ["course"],
  params: idParams("userId"),
  query: lessonCountQuery,
  response: lessonCountList,
});

export const searchLessons = endpoint({
  method: "GET",
  path: "course/lesson/all/",
  permission: "lesson.read",
  summary:
    `Lessons across the programs the caller may see, ${LESSON_SEARCH_PAGE_SIZE} per page, by program then order; ` +
    "q searches lesson names and program titles, the other filters are the catalogue's program filters",
  tags,
  query: lessonSearchQuery,
  response: lessonSearchPage,
});

export const listProgramLessons = endpoint({
  method: "GET",
  path: "course/lesson/{courseId}/list_lesson/",
  permission: "lesson.read",
  summary: `One program's lessons in order, ${LESSON_PAGE_SIZE} per page`,
  tags,
  params: idParams("courseId"),
  query: lessonPageQuery,
  response: lessonPage,
});

export const getCourseLessons = endpoint({
  method: "GET",
  path: "course/lesson/get_lesson_in_course_p/{id}/",
  permission: "lesson.read",
  summary:
    "The course view of a program (id is the program): every lesson in order with its exercise lists and whether " +
    "the caller has finished it, and the caller's counts",
  tags,
  params: idParams("id"),
  query: lessonLanguageQuery,
  response: courseLessons,
});

export const getLesson = endpoint({
  method: "GET",
  path: "course/lesson/get_detail_lesson/{id}/",
  permission: "lesson.read",
  summary: "One lesson with its program and its exercise lists' headers",
  tags,
  params: lessonIdParams,
  query: lessonLanguageQuery,
  response: lessonDetail,
});

export const createLesson = endpoint({
  method: "POST",
  path: "course/lesson/create/",
  permission: "lesson.manage",
  summary:
    "Add a lesson to a program; without `order` it goes last. A livestream needs live_start and an https live_link",
  tags,
  body: lessonBody,
  response: lessonDetail,
  status: 201,
});

export const updateLesson = endpoint({
  method: "PATCH",
  path: "course/lesson/update/{id}/",
  permission: "lesson.manage",
  summary: "Change any of a lesson's fields; `video: null` removes the uploaded video",
  tags,
  params: lessonIdParams,
  body: lessonUpdateBody,
  response: lessonDetail,
});

export const uploadLessonVideo = endpoint({
  method: "PATCH",
  path: "course/lesson/upload_video/{id}/",
  permission: "lesson.manage",
  multipart: true,
  summary:
    `Upload the lesson's video (multipart field \`video\` or \`file\`): MP4, WebM or QuickTime by content, ` +
    `${VIDEO_LIMIT_MB} MB at most (413 beyond, 415 for another type; nothing is stored then); replaces the previous one`,
  tags,
  params: lessonIdParams,
  response: lessonDetail,
});

export const deleteLesson = endpoint({
  method: "DELETE",
  path: "course/lesson/destroy/{id}/",
  permission: "lesson.manage",
  summary:
    "Delete a lesson with its exercise lists, tasks, students' progress in it and its files; handed-in homework stays",
  tags,
  params: lessonIdParams,
  response: null,
  status: 204,
});

export const sendLessonReport = endpoint({
  method: "POST",
  path: "course/lesson/send_report_student/",
  permission: "progress.report",
  summary:
    "Mail a student of the program their progress report (lessons finished, exercise list results) through the " +
    "mail queue; teachers: programs they teach",
  tags,
  body: lessonReportBody,
  response: lessonReport,
});

export const reorderLessons = endpoint({
  method: "POST",
  path: "course/lesson/update_lessons/",
  permission: "lesson.manage",
  summary: "Set the order of several lessons of one program at once: all of them or none",
  tags,
  body: lessonReorderBody,
  response: lessonList,
});

export const copyLesson = endpoint({
  method: "POST",
  path: "course/lesson/copy/",
  permission: "lesson.manage",
  summary:
    "Copy a lesson with its video, exercise lists and tasks (not students' work) to the end of its program or of " +
    "another program (course_id)",
  tags,
  body: lessonCopyBody,
  response: lessonDetail,
  status: 201,
});
