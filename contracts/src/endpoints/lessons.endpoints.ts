import { idParams } from "../fields.js";
import { lessonCountList, lessonCountQuery } from "../learning.js";
import { endpoint } from "./endpoint.js";

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
