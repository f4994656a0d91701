import { idParams } from "../../fields.js";
import { studentDocument, studentDocumentList } from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const listStudentDocuments = endpoint({
  method: "GET",
  path: "user/accounts/upload_doc/{id}/",
  permission: "studentRecord.read",
  summary: "A student's uploaded documents",
  tags,
  params: idParams("id"),
  response: studentDocumentList,
});

export const uploadStudentDocument = endpoint({
  method: "POST",
  path: "user/accounts/upload_doc/{id}/",
  permission: "studentDocument.upload",
  multipart: true,
  summary:
    "Upload a student's document (multipart `file`, 20 MB at most, PDF, JPEG, PNG or WebP by its bytes; fields doc_type, doc_name, expires_on). 413 over the limit, 415 another type; nothing is stored then",
  tags,
  params: idParams("id"),
  response: studentDocument,
  status: 201,
});

export const deleteStudentDocument = endpoint({
  method: "DELETE",
  path: "user/accounts/delete_doc/{id}/",
  permission: "studentDocument.upload",
  summary: "Delete a student's document (staff; the student their own)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});
