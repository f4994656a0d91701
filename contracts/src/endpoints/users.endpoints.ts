import { idParams } from "../fields.js";
import { STUDENTS_LIST_LIMIT, studentsListQuery, userOptionList, userProfile } from "../profile.js";
import {
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  studentImportReport,
  USER_EXPORT_MAX_ROWS,
  userExportQuery,
} from "../user-import.js";
import { STAFF_DUTY_LIMIT, USER_LIST_PAGE_SIZE } from "../user-list-vocabulary.js";
import {
  mailingAudience,
  mailingAudienceQuery,
  managerCreateBody,
  managerUpdateBody,
  staffDutyList,
  staffDutyQuery,
  studentCard,
  userListPage,
  userListQuery,
} from "../users.js";
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

export const listUsers = endpoint({
  method: "GET",
  path: "user/accounts/list/",
  permission: "user.list",
  summary: `The school's users, ${USER_LIST_PAGE_SIZE} a page, newest first; role and the student-record filter set (the fields of mailing_users/)`,
  tags,
  query: userListQuery,
  response: userListPage,
});

export const getUserProfile = endpoint({
  method: "GET",
  path: "user/accounts/get_profile/{id}/",
  permission: "user.read",
  summary: "A user's record as the user page shows it",
  tags,
  params: idParams("id"),
  response: userProfile,
});

export const managerCreateUser = endpoint({
  method: "POST",
  path: "user/accounts/manager_create/",
  permission: "user.manage",
  summary: "Add a user to the caller's school, of a role below the caller's",
  tags,
  body: managerCreateBody,
  response: studentCard,
  status: 201,
});

export const managerUpdateUser = endpoint({
  method: "PATCH",
  path: "user/accounts/manager_update/{id}/",
  permission: "user.manage",
  summary:
    "Change a user's name, e-mail, phone and, for a student, the record's fields (the caller's school, a role below the caller's)",
  tags,
  params: idParams("id"),
  body: managerUpdateBody,
  response: studentCard,
});

export const deleteUser = endpoint({
  method: "DELETE",
  path: "user/accounts/delete/{id}/",
  permission: "user.manage",
  summary: "Delete a user of the caller's school of a role below the caller's (never oneself)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const listStaffDuties = endpoint({
  method: "GET",
  path: "user/accounts/duties/",
  permission: "user.list",
  summary: `Who may hold a duty of the student record (seller and responsible abroad: staff; IELTS teacher: teachers), up to ${STAFF_DUTY_LIMIT}, with the number of students each holds it for, most first`,
  tags,
  query: staffDutyQuery,
  response: staffDutyList,
});

export const importStudents = endpoint({
  method: "POST",
  path: "user/accounts/import/",
  permission: "user.import",
  multipart: true,
  summary: `Add students from a CSV (UTF-8, comma or semicolon) or XLSX file (multipart \`file\`, at most ${STUDENT_IMPORT_MAX_BYTES / 1024 / 1024} MB and ${STUDENT_IMPORT_MAX_ROWS} rows; 413 over, 415 another type by its bytes). Every row is checked as manager_create/ checks it, and against the file's other rows and the existing accounts; then all rows are written in one transaction, or none and the report names each bad row and field; with \`mode=valid_only\` the good rows are written and the bad ones come back as a CSV with their reasons. Each new student is invited by e-mail (in \`language\`) to set a password. \`dry_run=true\` reports without writing`,
  tags,
  response: studentImportReport,
});

export const exportUsers = endpoint({
  method: "GET",
  path: "user/accounts/list/export/",
  permission: "user.export",
  summary: `Every user the list's filters and role select (at most ${USER_EXPORT_MAX_ROWS}; more answers 422), as an XLSX or CSV file in the language asked for, streamed as it is read`,
  tags,
  query: userExportQuery,
  response: null,
});

export const getMailingAudience = endpoint({
  method: "GET",
  path: "user/accounts/mailing_users/",
  permission: "user.list",
  summary:
    "A mailing's audience by the user list's role tab and filter set: how many it reaches, and how many of them by the Telegram bot",
  tags,
  query: mailingAudienceQuery,
  response: mailingAudience,
});

export const listMailingRecipients = endpoint({
  method: "GET",
  path: "user/accounts/list_mailing_users/",
  permission: "user.list",
  summary: `A mailing's audience, ${USER_LIST_PAGE_SIZE} a page, newest first: the user list's rows for the same role tab and filters`,
  tags,
  query: userListQuery,
  response: userListPage,
});
