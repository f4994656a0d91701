import { idParams } from "../fields.js";
import { programGroupList } from "../groups.js";
import { endpoint } from "./endpoint.js";

export const listProgramGroups = endpoint({
  method: "GET",
  path: "course/course/get_group/{courseId}/",
  permission: "group.read",
  summary: "The groups of a program with teacher and students (teachers: only the groups they teach)",
  tags: ["groups"],
  params: idParams("courseId"),
  response: programGroupList,
});
