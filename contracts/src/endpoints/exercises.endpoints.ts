import {
  courseTracker,
  EXERCISE_PAGE_SIZE,
  exerciseList,
  exerciseListCreateBody,
  exerciseListList,
  exerciseListTasks,
  exerciseListUpdateBody,
  exerciseTasksPage,
  exerciseTasksQuery,
  exListTracker,
  MAX_LISTS_PER_LESSON,
  MAX_TASKS_PER_LIST,
  staffTask,
  studentTracker,
  TRACKER_PAGE_SIZE,
  taskCreateBody,
  taskUpdateBody,
  trackerQuery,
} from "../exercises.js";
import { idParams } from "../fields.js";

import { TASK_FILE_LIMIT_MB } from "../tasks/shared.js";
import { endpoint } from "./endpoint.js";

const tags = ["exercise"];
const FILE_RULES =
  `the task's file (multipart field \`file\`) is checked by content against its type's kinds: images and pdf up to ` +
  `${TASK_FILE_LIMIT_MB.image} MB, audio and video up to ${TASK_FILE_LIMIT_MB.video} MB (413 beyond, 415 for another ` +
  "kind; nothing is stored then)";

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

export const listLessonExerciseLists = endpoint({
  method: "GET",
  path: "course/ex/lst/{id}/",
  permission: "lesson.read",
  summary: `The exercise lists of a lesson (id) in order, with their task counts (at most ${MAX_LISTS_PER_LESSON})`,
  tags,
  params: idParams("id"),
  response: exerciseListList,
});

export const createExerciseList = endpoint({
  method: "POST",
  path: "course/ex/create_ex_lst/",
  permission: "exercise.author",
  summary:
    "Add an exercise list to a lesson; without `order` it goes last. Staff, and the program's teachers " +
    `(decision 0021); at most ${MAX_LISTS_PER_LESSON} lists a lesson`,
  tags,
  body: exerciseListCreateBody,
  response: exerciseList,
  status: 201,
});

export const updateExerciseList = endpoint({
  method: "PATCH",
  path: "course/ex/update_ex_lst/{id}/",
  permission: "exercise.author",
  summary: "Change an exercise list's titles, order, pass mark, `next` or timer",
  tags,
  params: idParams("id"),
  body: exerciseListUpdateBody,
  response: exerciseList,
});

export const deleteExerciseList = endpoint({
  method: "DELETE",
  path: "course/ex/delete_ex_lst/{id}/",
  permission: "exercise.author",
  summary: "Delete an exercise list with its tasks, their files and students' attempts; handed-in homework stays",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getExerciseListTasks = endpoint({
  method: "GET",
  path: "course/ex/get_ex_in_ex_lst/{id}/",
  permission: "lesson.read",
  summary:
    `Every task of an exercise list (at most ${MAX_TASKS_PER_LIST}) in order, under the list's header; the answer ` +
    "key (`answer`) for staff and the program's teachers only, never for students",
  tags,
  params: idParams("id"),
  response: exerciseListTasks,
});

export const createTask = endpoint({
  method: "POST",
  path: "course/ex/create/",
  permission: "exercise.author",
  summary:
    "Add a task to an exercise list: `content` and the answer key `answer` in the shapes of its type (decision " +
    "0021; 400 names the field, e.g. `content.options`); a type whose file is required is created with " +
    `\`ex_file_upload/\`; at most ${MAX_TASKS_PER_LIST} tasks a list`,
  tags,
  body: taskCreateBody,
  response: staffTask,
  status: 201,
});

export const uploadTaskWithFile = endpoint({
  method: "POST",
  path: "course/ex/ex_file_upload/",
  permission: "exercise.author",
  multipart: true,
  summary: `Add a task with its file: the fields of \`create/\` as JSON in the multipart field \`data\`; ${FILE_RULES}`,
  tags,
  response: staffTask,
  status: 201,
});

export const updateTask = endpoint({
  method: "PATCH",
  path: "course/ex/update/{id}/",
  permission: "exercise.author",
  summary:
    "Change a task's title, order, points, content or answer key (checked together against its type); a table's " +
    "columns and rows cannot change once created (400, code task_frozen); `file: null` removes the file",
  tags,
  params: idParams("id"),
  body: taskUpdateBody,
  response: staffTask,
});

export const updateTaskFile = endpoint({
  method: "PATCH",
  path: "course/ex/update_file/{id}/",
  permission: "exercise.author",
  multipart: true,
  summary: `Replace a task's file; ${FILE_RULES}`,
  tags,
  params: idParams("id"),
  response: staffTask,
});

export const updateTaskWithFile = endpoint({
  method: "PATCH",
  path: "course/ex/update_ex_file/{id}/",
  permission: "exercise.author",
  multipart: true,
  summary:
    "Change a task and replace its file at once: the fields of `update/{id}/` as JSON in the multipart field " +
    `\`data\`; ${FILE_RULES}`,
  tags,
  params: idParams("id"),
  response: staffTask,
});

export const deleteTask = endpoint({
  method: "DELETE",
  path: "course/ex/delete/{id}/",
  permission: "exercise.author",
  summary: "Delete a task and its file; students' answers to it stay as homework",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getCourseTracker = endpoint({
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/",
  permission: "exercise.track",
  summary:
    `Every student of a program (id), ${TRACKER_PAGE_SIZE} per page by name: exercise lists finished and passed, ` +
    "mean percentage, homework waiting and graded, mean grade",
  tags,
  params: idParams("id"),
  query: trackerQuery,
  response: courseTracker,
});

export const getStudentCourseTracker = endpoint({
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/{id2}/",
  permission: "exercise.trackStudent",
  summary: "One student's (id2) results in every exercise list of a program (id), in lesson order; students: their own",
  tags,
  params: idParams("id", "id2"),
  response: studentTracker,
});

export const getExerciseListTracker = endpoint({
  method: "GET",
  path: "course/ex/get_ex_list_tracker/{id}/",
  permission: "exercise.track",
  summary:
    `Every student of an exercise list's program, ${TRACKER_PAGE_SIZE} per page by name, with their attempt ` +
    "(start, deadline, finish, percentage, pass) and their answers' state",
  tags,
  params: idParams("id"),
  query: trackerQuery,
  response: exListTracker,
});
