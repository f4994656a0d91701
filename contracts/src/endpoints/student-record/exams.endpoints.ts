import { z } from "zod";
import { idParams } from "../../fields.js";
import { examBody, examCheck, examUpdateBody, idQuery, studentExam, studentQuery } from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const checkIelts = endpoint({
  method: "GET",
  path: "user/accounts/check-ielts/",
  permission: "studentRecord.read",
  summary: "Whether the student has IELTS, with the latest IELTS record",
  tags,
  query: studentQuery,
  response: examCheck,
});

export const checkTolc = endpoint({
  method: "GET",
  path: "user/accounts/check-tolc/",
  permission: "studentRecord.read",
  summary: "Whether the student has TOLC, with the latest TOLC record",
  tags,
  query: studentQuery,
  response: examCheck,
});

export const createExam = endpoint({
  method: "POST",
  path: "user/accounts/ielts/",
  permission: "studentRecord.manage",
  summary:
    "Record an IELTS or TOLC test (teacher_id, ielts_preparation, type, present, results, date; the certificate as base64_content with filename and format: 20 MB, PDF/JPEG/PNG by its bytes, else 413/415)",
  tags,
  body: examBody,
  response: studentExam,
  status: 201,
});

export const listExams = endpoint({
  method: "GET",
  path: "user/accounts/ielts/",
  permission: "studentRecord.read",
  summary: "A student's IELTS and TOLC records, latest first",
  tags,
  query: studentQuery,
  response: z.array(studentExam),
});

export const deleteExam = endpoint({
  method: "DELETE",
  path: "user/accounts/ielts/",
  permission: "studentRecord.manage",
  summary: "Delete an IELTS or TOLC record (id) and its certificate file",
  tags,
  query: idQuery,
  response: null,
  status: 204,
});

export const updateExam = endpoint({
  method: "PUT",
  path: "user/accounts/ielts-update/{id}/",
  permission: "studentRecord.manage",
  summary: "Change an IELTS or TOLC record (the fields sent; a new certificate replaces the old)",
  tags,
  params: idParams("id"),
  body: examUpdateBody,
  response: studentExam,
});
