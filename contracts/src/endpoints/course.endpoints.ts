import { courseBody, courseUpdateBody } from "../catalogue.js";
import { courseDetail, coursePosters } from "../course-editing.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** The write side of the catalogue: a program itself. Its parts have files of their own (course-*.endpoints.ts). */
const tags = ["course"];
const courseIdParams = idParams("id");

export const createCourse = endpoint({
  method: "POST",
  path: "course/course/create/",
  permission: "program.manage",
  summary: "Create a program; every dictionary id must be an entry of the caller's school",
  tags,
  body: courseBody,
  response: courseDetail,
  status: 201,
});

export const updateCourse = endpoint({
  method: "PATCH",
  path: "course/course/update/{id}/",
  permission: "program.manage",
  summary: "Change a program (only the fields sent)",
  tags,
  params: courseIdParams,
  body: courseUpdateBody,
  response: courseDetail,
});

export const deleteCourse = endpoint({
  method: "DELETE",
  path: "course/course/destroy/{id}/",
  permission: "program.manage",
  summary: "Delete a program with its rounds, members, requirements and stored files",
  tags,
  params: courseIdParams,
  response: null,
  status: 204,
});

export const uploadCourseImage = endpoint({
  method: "PATCH",
  path: "course/course/upload_posters/{id}/",
  permission: "program.manage",
  multipart: true,
  summary:
    "Upload one image of 20 MB at most: multipart field `file` replaces the poster, field `media` adds a gallery image",
  tags,
  params: courseIdParams,
  response: coursePosters,
});

export const getCourseForEditing = endpoint({
  method: "GET",
  path: "course/course/get_detail_course/{id}/",
  permission: "program.readFull",
  summary: "Everything stored about a program, for its edit screen (staff, and the program's teachers)",
  tags,
  params: courseIdParams,
  response: courseDetail,
});
