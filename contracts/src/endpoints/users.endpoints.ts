import { STUDENTS_LIST_LIMIT, studentsListQuery, userOptionList } from "../profile.js";
import { endpoint } from "./endpoint.js";

const tags = ["users"];

export const listTeachers = endpoint({
  method: "GET",
  path: "user/accounts/get_all_teacher/",
  permission: "user.list",
  summary: "The school's teachers, sorted by last name",
  tags,
  response: userOptionList,
});

export const listStudents = endpoint({
  method: "GET",
  path: "user/accounts/students_list/",
  permission: "user.list",
  summary: `Up to ${STUDENTS_LIST_LIMIT} students of the school; \`student\` searches first name, last name and e-mail`,
  tags,
  query: studentsListQuery,
  response: userOptionList,
});
