import { applicationProgressQuery } from "../eligibility.js";
import { idParams } from "../fields.js";
import { auditPage, auditQuery, erasureBody, erasureResult, studentChecklist } from "../student-checklist.js";
import { endpoint } from "./endpoint.js";

const tags = ["student-checklist"];

export const getStudentChecklist = endpoint({
  method: "GET",
  path: "user/accounts/checklist/{id}/",
  permission: "studentRecord.read",
  summary: "A student's document checklist with expiry dates, and the alerts sent that are still open",
  tags,
  params: idParams("id"),
  query: applicationProgressQuery,
  response: studentChecklist,
});

export const listPersonalDataAudit = endpoint({
  method: "GET",
  path: "user/accounts/audit-log/{id}/",
  permission: "personalData.audit",
  summary: "Who read or changed the student's personal data, the latest first (50 a page, keyset by `before`)",
  tags,
  params: idParams("id"),
  query: auditQuery,
  response: auditPage,
});

export const exportStudentData = endpoint({
  method: "GET",
  path: "user/accounts/export/{id}/",
  permission: "personalData.export",
  summary: "Everything about one student: data.json and their files, as a zip streamed as it is written",
  tags,
  params: idParams("id"),
  response: null,
});

export const eraseStudentData = endpoint({
  method: "POST",
  path: "user/accounts/erase/{id}/",
  permission: "personalData.erase",
  summary: "Erases the student's personal data and files on request; payments stay, anonymised",
  tags,
  params: idParams("id"),
  body: erasureBody,
  response: erasureResult,
});
