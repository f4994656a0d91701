import {
  answersQuery,
  deleteAnswerFileBody,
  exerciseAttempt,
  forProgramQuery,
  gradeAnswerBody,
  gradingQueue,
  gradingQueueQuery,
  homeworkAnswer,
  listAnswers,
  newResultsQuery,
  nextPageCheck,
  reviewPage,
  saveAnswerBody,
  sortQuery,
  studentResult,
  submitResult,
} from "../answers.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** Taking tasks and grading them (decision 0024); the extensions are listed in `API_EXTENSIONS`. */
const tags = ["homework"];

export const saveAnswer = endpoint({
  method: "POST",
  path: "course/homework/create/",
  permission: "answer.save",
  summary:
    "Save the caller's answer to a task as they go (one per student and task, replaced on every save; status " +
    "saved, not graded); `answer` in the task type's answer shape; a timed list after its deadline: 409 time_is_up",
  tags,
  body: saveAnswerBody,
  response: homeworkAnswer,
});

export const uploadAnswerFile = endpoint({
  method: "POST",
  path: "course/homework/upload/{taskId}/",
  permission: "answer.save",
  multipart: true,
  summary:
    "Hand in the file of a file task (multipart field `file`, 20 MB at most; image, PDF or DOCX by content); " +
    "saves the answer with it, replacing an earlier file (extension)",
  tags,
  params: idParams("taskId"),
  response: homeworkAnswer,
});

export const deleteAnswer = endpoint({
  method: "DELETE",
  path: "course/homework/delete/{id}/",
  permission: "answer.delete",
  summary: "Delete an answer with its file: students their own answers not yet handed in; staff any of the school",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getListAnswers = endpoint({
  method: "GET",
  path: "course/homework/get_ans_homework/{taskId}/{exListId}/",
  permission: "answer.read",
  summary:
    "The caller's answers to an exercise list (the task {taskId} among them, also on its own) with the attempt " +
    "and its timer; teachers and staff name a student with student_id",
  tags,
  params: idParams("taskId", "exListId"),
  query: answersQuery,
  response: listAnswers,
});

export const deleteAnswerFile = endpoint({
  method: "POST",
  path: "course/homework/delete-file/",
  permission: "answer.save",
  summary: "Remove the file of the caller's own answer (file_url: the stored key or the link answers give)",
  tags,
  body: deleteAnswerFileBody,
  response: homeworkAnswer,
});

export const listNewResults = endpoint({
  method: "GET",
  path: "course/homework/get_new_result_ex/{id}/",
  permission: "answer.grade",
  summary:
    "Answers of a program ({id}) waiting for the teacher's grade, the oldest first; filters student_id and q " +
    "(the student's name, the task's title, the answer's text)",
  tags,
  params: idParams("id"),
  query: newResultsQuery,
  response: reviewPage,
});

export const listStudentResults = endpoint({
  method: "GET",
  path: "course/homework/get_std_gr/{id}/",
  permission: "progress.read",
  summary: "A student's ({id}) result per exercise list (percentage, pass, answers still to grade), the latest first",
  tags,
  params: idParams("id"),
  response: studentResult.array(),
});

export const sortAnswers = endpoint({
  method: "GET",
  path: "course/homework/sort/",
  permission: "answer.grade",
  summary:
    "Handed-in answers of the programs the caller grades, the newest first; q searches the student's name, the task's title, the answer's text",
  tags,
  query: sortQuery,
  response: reviewPage,
});

export const answersForProgram = endpoint({
  method: "GET",
  path: "course/homework/for_program/",
  permission: "answer.grade",
  summary:
    "Handed-in answers by day handed in (start, end), program (course), academic year and the programs' countries",
  tags,
  query: forProgramQuery,
  response: reviewPage,
});

export const gradeAnswer = endpoint({
  method: "PATCH",
  path: "course/homework/grade/{id}/",
  permission: "answer.grade",
  summary:
    "Grade a handed-in answer (0..100) with a comment; the list's percentage, pass and the lesson's completion " +
    "follow (extension)",
  tags,
  params: idParams("id"),
  body: gradeAnswerBody,
  response: homeworkAnswer,
});

export const gradingQueueOf = endpoint({
  method: "GET",
  path: "course/homework/grading_queue/",
  permission: "answer.grade",
  summary:
    "The answers waiting for the caller's grade, the oldest first, each with its task and answer key (the " +
    "teacher's grading notes): one list's (ex_list), one program's (course) or every program the caller grades; " +
    "filter student_id (extension, decision 0078)",
  tags,
  query: gradingQueueQuery,
  response: gradingQueue,
});

export const startAttempt = endpoint({
  method: "POST",
  path: "course/ex/start/{exListId}/",
  permission: "answer.save",
  summary:
    "Open an exercise list: fixes the start and, with a timer, the deadline, once (a reload or a second tab " +
    "gets the same) (extension)",
  tags,
  params: idParams("exListId"),
  response: exerciseAttempt,
});

export const submitAttempt = endpoint({
  method: "POST",
  path: "course/ex/submit/{exListId}/",
  permission: "answer.save",
  summary:
    "Hand in an exercise list: every automatically graded answer is graded, essays and files wait for the " +
    "teacher; the percentage and the pass are stored (extension)",
  tags,
  params: idParams("exListId"),
  response: submitResult,
});

export const retakeAttempt = endpoint({
  method: "POST",
  path: "course/ex/retake/{exListId}/",
  permission: "answer.save",
  summary:
    "Start a new attempt at a handed-in exercise list while attempts remain (409 no_attempts_left otherwise); " +
    "the handed-in attempts stay as they are. An attempt not handed in yet is answered as it is (extension, " +
    "decision 0041)",
  tags,
  params: idParams("exListId"),
  response: exerciseAttempt,
});

export const resetAttempt = endpoint({
  method: "POST",
  path: "course/ex/reset/{exListId}/{userId}/",
  permission: "answer.grade",
  summary:
    "Reopen an exercise list for a student: one more attempt is granted beyond the list's, the handed-in " +
    "attempts and their grades stay; the student starts it with retake/ (extension, decision 0041)",
  tags,
  params: idParams("exListId", "userId"),
  response: null,
  status: 204,
});

export const checkNextPage = endpoint({
  method: "GET",
  path: "check/check_next_page/{a}/{b}/{c}/{d}/",
  permission: "lesson.read",
  summary:
    "May the student go on: {a} program, {b} lesson and {c} exercise list they are on, {d} the lesson to open " +
    "({d} = {b}: the list after {c}); when not, the pass mark that blocks. Teachers and staff always may",
  tags,
  params: idParams("a", "b", "c", "d"),
  response: nextPageCheck,
});
