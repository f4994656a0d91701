// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const downloadCertificatePdf = {
  method: "GET",
  path: "user/certificates/{id}/pdf/",
  noJsonAnswer: true,
} as Route<typeof endpoints.downloadCertificatePdf>;

export const getCompletionRule = {
  method: "GET",
  path: "course/certificates/rule/{course_id}/",
} as Route<typeof endpoints.getCompletionRule>;

export const issueCertificate = {
  method: "POST",
  path: "course/certificates/issue/",
} as Route<typeof endpoints.issueCertificate>;

export const issueCompletedCertificates = {
  method: "POST",
  path: "course/certificates/issue-completed/{course_id}/",
} as Route<typeof endpoints.issueCompletedCertificates>;

export const listProgramCertificates = {
  method: "GET",
  path: "course/certificates/program/{course_id}/",
} as Route<typeof endpoints.listProgramCertificates>;

export const listStudentCompletionCertificates = {
  method: "GET",
  path: "user/certificates/",
} as Route<typeof endpoints.listStudentCompletionCertificates>;

export const revokeCertificate = {
  method: "POST",
  path: "course/certificates/revoke/{id}/",
} as Route<typeof endpoints.revokeCertificate>;

export const setCompletionRule = {
  method: "PUT",
  path: "course/certificates/rule/{course_id}/",
} as Route<typeof endpoints.setCompletionRule>;

export const verifyCertificate = {
  method: "GET",
  path: "certificates/verify/{code}/",
} as Route<typeof endpoints.verifyCertificate>;
