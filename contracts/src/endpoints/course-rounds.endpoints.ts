import { round, roundBody } from "../catalogue.js";
import { roundList, roundListQuery, roundUpdateBody } from "../course-editing.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** Deadline rounds ("filters" in the contract's paths): application windows of a program. */
const tags = ["course"];
const roundIdParams = idParams("id");

export const createRound = endpoint({
  method: "POST",
  path: "course/course/set_filter/",
  permission: "program.manage",
  summary: "Add a deadline round (end not in the past nor before start; at most the school's max_rounds)",
  tags,
  body: roundBody,
  response: round,
  status: 201,
});

export const listRounds = endpoint({
  method: "GET",
  path: "course/course/get_filter/",
  permission: "catalog.read",
  summary: "A program's deadline rounds, oldest start first",
  tags,
  query: roundListQuery,
  response: roundList,
});

export const updateRound = endpoint({
  method: "PATCH",
  path: "course/course/update_filter/{id}/",
  permission: "program.manage",
  summary: "Change a round's dates",
  tags,
  params: roundIdParams,
  body: roundUpdateBody,
  response: round,
});

export const deleteRound = endpoint({
  method: "DELETE",
  path: "course/course/delete_filter/{id}/",
  permission: "program.manage",
  summary: "Delete a round",
  tags,
  params: roundIdParams,
  response: null,
  status: 204,
});
