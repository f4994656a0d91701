// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addTeacherGroups = {
  method: "POST",
  path: "user/accounts/add_group_id_teacher/{teacherId}/",
} as Route<typeof endpoints.addTeacherGroups>;

export const copyCourseToUser = {
  method: "POST",
  path: "course/group/copy_course/{courseId}/{userId}/",
} as Route<typeof endpoints.copyCourseToUser>;

export const createGroup = {
  method: "POST",
  path: "course/group/create/",
  status: 201,
} as Route<typeof endpoints.createGroup>;

export const deleteGroup = {
  method: "DELETE",
  path: "course/group/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteGroup>;

export const getGroup = {
  method: "GET",
  path: "course/group/detail_group/{id}/",
} as Route<typeof endpoints.getGroup>;

export const listGroupTeacherChoices = {
  method: "GET",
  path: "user/accounts/list_teacher_group_create/",
} as Route<typeof endpoints.listGroupTeacherChoices>;

export const listGroupUsers = {
  method: "GET",
  path: "course/group/list_users/{schoolId}/",
} as Route<typeof endpoints.listGroupUsers>;

export const listProgramGroups = {
  method: "GET",
  path: "course/course/get_group/{courseId}/",
} as Route<typeof endpoints.listProgramGroups>;

export const listProgramUsers = {
  method: "GET",
  path: "user/accounts/list_user_pay_courses_in_school/{schoolId}/{courseId}/",
} as Route<typeof endpoints.listProgramUsers>;

export const listSchoolGroups = {
  method: "GET",
  path: "course/group/list/{schoolId}/",
} as Route<typeof endpoints.listSchoolGroups>;

export const listTeacherGroups = {
  method: "GET",
  path: "course/group/list_teacher_group/{id}/",
} as Route<typeof endpoints.listTeacherGroups>;

export const listTeacherPrograms = {
  method: "GET",
  path: "user/accounts/list_group_teacher/{id}/",
} as Route<typeof endpoints.listTeacherPrograms>;

export const listUserGroups = {
  method: "GET",
  path: "user/group/get_user_group/{id}/",
} as Route<typeof endpoints.listUserGroups>;

export const moveGroupStudents = {
  method: "POST",
  path: "course/group/update_courses/",
} as Route<typeof endpoints.moveGroupStudents>;

export const removeGroupStudent = {
  method: "DELETE",
  path: "course/group/delete_std/{groupId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeGroupStudent>;

export const removeTeacherGroup = {
  method: "GET",
  path: "user/accounts/delete_group_teacher/{a}/{b}/",
} as Route<typeof endpoints.removeTeacherGroup>;

export const updateGroup = {
  method: "PATCH",
  path: "course/group/update_group/{id}/",
} as Route<typeof endpoints.updateGroup>;
