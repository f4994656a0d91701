import { idParams } from "../../fields.js";
import { studentFileList } from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const listStudentFiles = endpoint({
  method: "GET",
  path: "user/accounts/get_all_files/{id}/",
  permission: "studentRecord.read",
  summary: "Every file about a student: documents, IELTS/TOLC certificates and handed-in program files",
  tags,
  params: idParams("id"),
  response: studentFileList,
});

export const listStudentCourseFiles = endpoint({
  method: "GET",
  path: "user/accounts/get_all_files/{studentId}/{courseId}/",
  permission: "studentRecord.read",
  summary: "A student's handed-in files in one program",
  tags,
  params: idParams("studentId", "courseId"),
  response: studentFileList,
});

export const listMyFiles = endpoint({
  method: "GET",
  path: "user/accounts/my-files/",
  permission: "session.own",
  summary: "The caller's own files (documents, certificates, handed-in program files)",
  tags,
  response: studentFileList,
});
