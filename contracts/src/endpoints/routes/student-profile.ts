// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addLanguage = {
  method: "POST",
  path: "user/mastered-language/",
  status: 201,
} as Route<typeof endpoints.addLanguage>;

export const createCertificate = {
  method: "POST",
  path: "user/certificate/create/",
  status: 201,
} as Route<typeof endpoints.createCertificate>;

export const createEducation = {
  method: "POST",
  path: "user/education/create/",
  status: 201,
} as Route<typeof endpoints.createEducation>;

export const deleteCertificate = {
  method: "DELETE",
  path: "user/certificate/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteCertificate>;

export const deleteEducation = {
  method: "DELETE",
  path: "user/education/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteEducation>;

export const deleteLanguage = {
  method: "DELETE",
  path: "user/mastered-language/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteLanguage>;

export const getApplicationProgress = {
  method: "GET",
  path: "user/accounts/application-progress/{id}/",
} as Route<typeof endpoints.getApplicationProgress>;

export const getCertificate = {
  method: "GET",
  path: "user/certificate/detail/{id}/",
} as Route<typeof endpoints.getCertificate>;

export const getEducation = {
  method: "GET",
  path: "user/education/detail/{id}/",
} as Route<typeof endpoints.getEducation>;

export const listCertificates = {
  method: "GET",
  path: "user/certificate/list/",
} as Route<typeof endpoints.listCertificates>;

export const listEducations = {
  method: "GET",
  path: "user/education/list/",
} as Route<typeof endpoints.listEducations>;

export const listEligiblePrograms = {
  method: "GET",
  path: "course/course/eligible/",
} as Route<typeof endpoints.listEligiblePrograms>;

export const listEligibleStudents = {
  method: "GET",
  path: "course/course/eligible-students/{id}/",
} as Route<typeof endpoints.listEligibleStudents>;

export const listLanguages = {
  method: "GET",
  path: "user/mastered-language/",
} as Route<typeof endpoints.listLanguages>;

export const searchStudentEducations = {
  method: "GET",
  path: "course/course/education/",
} as Route<typeof endpoints.searchStudentEducations>;

export const searchStudentLanguages = {
  method: "GET",
  path: "course/course/knowledge_language/",
} as Route<typeof endpoints.searchStudentLanguages>;

export const updateCertificate = {
  method: "PATCH",
  path: "user/certificate/update/{id}/",
} as Route<typeof endpoints.updateCertificate>;

export const updateEducation = {
  method: "PATCH",
  path: "user/education/update/{id}/",
} as Route<typeof endpoints.updateEducation>;
