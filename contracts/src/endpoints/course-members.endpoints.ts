import { addStudentBody, addTeacherBody, courseMember } from "../course-editing.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** A program's teachers and students. */
const tags = ["course"];
const courseParams = idParams("courseId");
const memberParams = idParams("courseId", "userId");

export const addCourseTeacher = endpoint({
  method: "POST",
  path: "course/course/add_teacher/{courseId}/",
  permission: "program.manage",
  summary: "Attach a teacher of the school to a program",
  tags,
  params: courseParams,
  body: addTeacherBody,
  response: courseMember,
  status: 201,
});

export const addCourseStudent = endpoint({
  method: "POST",
  path: "course/course/add_std/{courseId}/",
  permission: "program.manage",
  summary: "Attach a student of the school to a program",
  tags,
  params: courseParams,
  body: addStudentBody,
  response: courseMember,
  status: 201,
});

export const removeCourseTeacher = endpoint({
  method: "DELETE",
  path: "course/course/delete_teacher/{courseId}/{userId}/",
  permission: "program.manage",
  summary: "Detach a teacher from a program",
  tags,
  params: memberParams,
  response: null,
  status: 204,
});

export const removeCourseStudent = endpoint({
  method: "DELETE",
  path: "course/course/delete_student_in_course/{courseId}/{userId}/",
  permission: "program.manage",
  summary: "Detach a student from a program",
  tags,
  params: memberParams,
  response: null,
  status: 204,
});
