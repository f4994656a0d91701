import {
  applicationProgress,
  applicationProgressQuery,
  eligibleProgramList,
  eligibleProgramsQuery,
  eligibleStudentPage,
  eligibleStudentsQuery,
} from "../eligibility.js";
import { idParams } from "../fields.js";
import {
  certificateBody,
  certificateRecord,
  certificateRecordList,
  certificateUpdateBody,
  educationBody,
  educationRecord,
  educationRecordList,
  educationSearchQuery,
  educationUpdateBody,
  languageBody,
  languageRecord,
  languageRecordList,
  languageSearchQuery,
  profileOwnerQuery,
  studentEducationPage,
  studentLanguagePage,
} from "../student-profile.js";
import { endpoint } from "./endpoint.js";

const tags = ["course"];

export const searchStudentEducations = endpoint({
  method: "GET",
  path: "course/course/education/",
  permission: "student.read",
  summary: "Find the school's students by education (degree, years of study)",
  tags,
  query: educationSearchQuery,
  response: studentEducationPage,
});

export const searchStudentLanguages = endpoint({
  method: "GET",
  path: "course/course/knowledge_language/",
  permission: "student.read",
  summary: "Find the school's students by language, minimum level and certificate held",
  tags,
  query: languageSearchQuery,
  response: studentLanguagePage,
});

const profileTags = ["profile"];
const rowParams = idParams("id");

export const createEducation = endpoint({
  method: "POST",
  path: "user/education/create/",
  permission: "studentProfile.edit",
  summary: "Add an education record (at most 6 per student: 'Reached quantity limit!'; years 2000–2043)",
  tags: profileTags,
  body: educationBody,
  response: educationRecord,
  status: 201,
});

export const listEducations = endpoint({
  method: "GET",
  path: "user/education/list/",
  permission: "studentProfile.read",
  summary: "A student's education records (the caller's own when user_id is left out)",
  tags: profileTags,
  query: profileOwnerQuery,
  response: educationRecordList,
});

export const getEducation = endpoint({
  method: "GET",
  path: "user/education/detail/{id}/",
  permission: "studentProfile.read",
  summary: "One education record",
  tags: profileTags,
  params: rowParams,
  response: educationRecord,
});

export const updateEducation = endpoint({
  method: "PATCH",
  path: "user/education/update/{id}/",
  permission: "studentProfile.edit",
  summary: "Change an education record",
  tags: profileTags,
  params: rowParams,
  body: educationUpdateBody,
  response: educationRecord,
});

export const deleteEducation = endpoint({
  method: "DELETE",
  path: "user/education/delete/{id}/",
  permission: "studentProfile.edit",
  summary: "Delete an education record",
  tags: profileTags,
  params: rowParams,
  response: null,
  status: 204,
});

export const createCertificate = endpoint({
  method: "POST",
  path: "user/certificate/create/",
  permission: "studentProfile.edit",
  summary: "Add a certificate (at most 4 per student: 'Reached quantity limit!')",
  tags: profileTags,
  body: certificateBody,
  response: certificateRecord,
  status: 201,
});

export const listCertificates = endpoint({
  method: "GET",
  path: "user/certificate/list/",
  permission: "studentProfile.read",
  summary: "A student's certificates (the caller's own when user_id is left out)",
  tags: profileTags,
  query: profileOwnerQuery,
  response: certificateRecordList,
});

export const getCertificate = endpoint({
  method: "GET",
  path: "user/certificate/detail/{id}/",
  permission: "studentProfile.read",
  summary: "One certificate",
  tags: profileTags,
  params: rowParams,
  response: certificateRecord,
});

export const updateCertificate = endpoint({
  method: "PATCH",
  path: "user/certificate/update/{id}/",
  permission: "studentProfile.edit",
  summary: "Change a certificate",
  tags: profileTags,
  params: rowParams,
  body: certificateUpdateBody,
  response: certificateRecord,
});

export const deleteCertificate = endpoint({
  method: "DELETE",
  path: "user/certificate/delete/{id}/",
  permission: "studentProfile.edit",
  summary: "Delete a certificate",
  tags: profileTags,
  params: rowParams,
  response: null,
  status: 204,
});

export const listLanguages = endpoint({
  method: "GET",
  path: "user/mastered-language/",
  permission: "studentProfile.read",
  summary: "The languages a student knows, with levels (the caller's own when user_id is left out)",
  tags: profileTags,
  query: profileOwnerQuery,
  response: languageRecordList,
});

export const addLanguage = endpoint({
  method: "POST",
  path: "user/mastered-language/",
  permission: "studentProfile.edit",
  summary: "Add a language with its level (at most 6 per student, each language once)",
  tags: profileTags,
  body: languageBody,
  response: languageRecord,
  status: 201,
});

export const deleteLanguage = endpoint({
  method: "DELETE",
  path: "user/mastered-language/{id}/",
  permission: "studentProfile.edit",
  summary: "Remove a language",
  tags: profileTags,
  params: rowParams,
  response: null,
  status: 204,
});

export const listEligiblePrograms = endpoint({
  method: "GET",
  path: "course/course/eligible/",
  permission: "studentProfile.read",
  summary: "Catalogue programs whose requirements a student's education and certificates meet (decision 0029)",
  tags,
  query: eligibleProgramsQuery,
  response: eligibleProgramList,
});

export const listEligibleStudents = endpoint({
  method: "GET",
  path: "course/course/eligible-students/{id}/",
  permission: "student.read",
  summary: "The school's students who meet every requirement of a program (decision 0029)",
  tags,
  params: idParams("id"),
  query: eligibleStudentsQuery,
  response: eligibleStudentPage,
});

export const getApplicationProgress = endpoint({
  method: "GET",
  path: "user/accounts/application-progress/{id}/",
  permission: "applicationStatus.read",
  summary: "A student's programs with their status, its history and the documents still missing",
  tags: profileTags,
  params: idParams("id"),
  query: applicationProgressQuery,
  response: applicationProgress,
});
