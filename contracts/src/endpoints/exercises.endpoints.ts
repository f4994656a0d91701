import { idParams } from "../fields.js";
import { EXERCISE_PAGE_SIZE, exerciseTasksPage, exerciseTasksQuery } from "../learning.js";
import { endpoint } from "./endpoint.js";

export const listExerciseTasks = endpoint({
  method: "GET",
  path: "course/course/get_task_with_ex_list_id/{id}/",
  permission: "lesson.read",
  summary:
    `The tasks of an exercise list in order, ${EXERCISE_PAGE_SIZE} per page, with the list's header; ` +
    "teachers and students: lists of their programs only; the grading key (answer) never reaches students",
  tags: ["course"],
  params: idParams("id"),
  query: exerciseTasksQuery,
  response: exerciseTasksPage,
});
