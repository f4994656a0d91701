import { programFile } from "../course-editing.js";
import { addToFinalDocBody } from "../homework.js";
import { endpoint } from "./endpoint.js";

export const addToFinalDocuments = endpoint({
  method: "POST",
  path: "course/course/add-to-final-doc/",
  permission: "finalDocument.add",
  summary: "Copy the file of a student's homework into their final documents (teachers: programs they teach)",
  tags: ["homework"],
  body: addToFinalDocBody,
  response: programFile,
  status: 201,
});
