import {
  idBody,
  programFileList,
  programFileLogList,
  programFileLogQuery,
  programFilesQuery,
} from "../course-editing.js";
import { endpoint } from "./endpoint.js";

/** Files students hand in for a program's documents, and their change log. */
const tags = ["course"];

export const listProgramFiles = endpoint({
  method: "GET",
  path: "course/course/program-files/",
  permission: "programFile.read",
  summary: "Handed-in files (students: their own; teachers: their programs'; staff: the school's)",
  tags,
  query: programFilesQuery,
  response: programFileList,
});

export const deleteProgramFile = endpoint({
  method: "DELETE",
  path: "course/course/program-files/",
  permission: "programFile.delete",
  summary: "Delete a handed-in file (JSON body {id}); students only their own; logged as 'deleted'",
  tags,
  body: idBody,
  response: null,
  status: 204,
});

export const listProgramFileLog = endpoint({
  method: "GET",
  path: "course/course/log-program-files/",
  permission: "programFile.readLog",
  summary: "The change log of one handed-in file (spf_id), also after its deletion",
  tags,
  query: programFileLogQuery,
  response: programFileLogList,
});
