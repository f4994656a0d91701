import { idParams } from "../fields.js";
import {
  copyCourseBody,
  copyCourseResult,
  GROUP_LIST_PAGE_SIZE,
  GROUP_USERS_PAGE_SIZE,
  groupCreateBody,
  groupDetail,
  groupDetailList,
  groupLanguageQuery,
  groupListPage,
  groupListQuery,
  groupTeacherChoicesPage,
  groupTeacherChoicesQuery,
  groupUpdateBody,
  groupUsersPage,
  groupUsersQuery,
  moveStudentsBody,
  moveStudentsResult,
  programGroupList,
  programUsersQuery,
  teacherGroupsBody,
  teacherPrograms,
} from "../groups.js";
import { endpoint } from "./endpoint.js";

/** Groups of a program: who studies with whom, with whom and when (decision 0027). */
const tags = ["groups"];

export const listProgramGroups = endpoint({
  method: "GET",
  path: "course/course/get_group/{courseId}/",
  permission: "group.read",
  summary: "The groups of a program with teacher and students (teachers: only the groups they teach)",
  tags,
  params: idParams("courseId"),
  response: programGroupList,
});

export const createGroup = endpoint({
  method: "POST",
  path: "course/group/create/",
  permission: "group.manage",
  summary:
    "Create a group of a program: name, type, teacher, students of the program and a weekly timetable " +
    "(an individual group holds one student, a pair two)",
  tags,
  body: groupCreateBody,
  response: groupDetail,
  status: 201,
});

export const deleteGroup = endpoint({
  method: "DELETE",
  path: "course/group/delete/{id}/",
  permission: "group.manage",
  summary: "Delete a group with its timetable (its students stay in the program)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const removeGroupStudent = endpoint({
  method: "DELETE",
  path: "course/group/delete_std/{groupId}/{userId}/",
  permission: "group.manage",
  summary: "Take a student out of a group (they stay in the program)",
  tags,
  params: idParams("groupId", "userId"),
  response: null,
  status: 204,
});

export const listGroupUsers = endpoint({
  method: "GET",
  path: "course/group/list_users/{schoolId}/",
  permission: "user.list",
  summary: `The school's students or teachers for a group form, of one program (course_id) or one group (group); ${GROUP_USERS_PAGE_SIZE} a page`,
  tags,
  params: idParams("schoolId"),
  query: groupUsersQuery,
  response: groupUsersPage,
});

export const listProgramUsers = endpoint({
  method: "GET",
  path: "user/accounts/list_user_pay_courses_in_school/{schoolId}/{courseId}/",
  permission: "user.list",
  summary: `The users of a role (students by default) who study or teach a program; ${GROUP_USERS_PAGE_SIZE} a page`,
  tags,
  params: idParams("schoolId", "courseId"),
  query: programUsersQuery,
  response: groupUsersPage,
});

export const listGroupTeacherChoices = endpoint({
  method: "GET",
  path: "user/accounts/list_teacher_group_create/",
  permission: "user.list",
  summary:
    "The school's teachers a new group of `course` may get (any teacher: one chosen joins the program's " +
    `teachers), those who already teach it first, with \`teaches_course\`; ${GROUP_USERS_PAGE_SIZE} a page`,
  tags,
  query: groupTeacherChoicesQuery,
  response: groupTeacherChoicesPage,
});

export const listSchoolGroups = endpoint({
  method: "GET",
  path: "course/group/list/{schoolId}/",
  permission: "group.read",
  summary: `The school's groups, of one program when course_id is given (teachers: the groups they teach); ${GROUP_LIST_PAGE_SIZE} a page`,
  tags,
  params: idParams("schoolId"),
  query: groupListQuery,
  response: groupListPage,
});

export const getGroup = endpoint({
  method: "GET",
  path: "course/group/detail_group/{id}/",
  permission: "group.read",
  summary: "One group with its program, teacher, students and weekly timetable",
  tags,
  params: idParams("id"),
  query: groupLanguageQuery,
  response: groupDetail,
});

export const updateGroup = endpoint({
  method: "PATCH",
  path: "course/group/update_group/{id}/",
  permission: "group.manage",
  summary: "Change a group's name, type, teacher, students or timetable (students and schedule replace the lists)",
  tags,
  params: idParams("id"),
  body: groupUpdateBody,
  response: groupDetail,
});

export const listTeacherGroups = endpoint({
  method: "GET",
  path: "course/group/list_teacher_group/{id}/",
  permission: "group.readOfUser",
  summary: "The groups a teacher teaches (a teacher may ask for their own)",
  tags,
  params: idParams("id"),
  response: groupDetailList,
});

export const copyCourseToUser = endpoint({
  method: "POST",
  path: "course/group/copy_course/{courseId}/{userId}/",
  permission: "group.manage",
  summary:
    "Give a user a program: a student joins its students, a teacher its teachers; with `group`, the user joins " +
    "that group of the program too. Repeating it changes nothing",
  tags,
  params: idParams("courseId", "userId"),
  body: copyCourseBody,
  response: copyCourseResult,
});

export const moveGroupStudents = endpoint({
  method: "POST",
  path: "course/group/update_courses/",
  permission: "group.manage",
  summary:
    "Move students from one group to another; to another program's group, they join that program too " +
    "(the target's size rule holds under concurrency)",
  tags,
  body: moveStudentsBody,
  response: moveStudentsResult,
});

export const listUserGroups = endpoint({
  method: "GET",
  path: "user/group/get_user_group/{id}/",
  permission: "group.readOfUser",
  summary: "A user's groups: those a student studies in, or those a teacher teaches",
  tags,
  params: idParams("id"),
  response: groupDetailList,
});

export const listTeacherPrograms = endpoint({
  method: "GET",
  path: "user/accounts/list_group_teacher/{id}/",
  permission: "group.readOfUser",
  summary: "The teacher page: each program the teacher teaches, with the teacher's groups in it",
  tags,
  params: idParams("id"),
  response: teacherPrograms,
});

export const addTeacherGroups = endpoint({
  method: "POST",
  path: "user/accounts/add_group_id_teacher/{teacherId}/",
  permission: "group.manage",
  summary:
    "Give a teacher groups (`courses`: group ids): the teacher becomes each group's teacher and a teacher of its program",
  tags,
  params: idParams("teacherId"),
  body: teacherGroupsBody,
  response: teacherPrograms,
});

export const removeTeacherGroup = endpoint({
  method: "GET",
  path: "user/accounts/delete_group_teacher/{a}/{b}/",
  permission: "group.manage",
  summary:
    "Take group b from teacher a (the group is left without a teacher). A GET as the contract has it: it changes data",
  tags,
  params: idParams("a", "b"),
  response: teacherPrograms,
});
