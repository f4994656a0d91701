// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const countStatuses = {
  method: "GET",
  path: "course/status-program/count/",
} as Route<typeof endpoints.countStatuses>;

export const deleteApplicationStatus = {
  method: "DELETE",
  path: "course/course/status/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteApplicationStatus>;

export const listApplicationStatuses = {
  method: "GET",
  path: "course/course/status/",
} as Route<typeof endpoints.listApplicationStatuses>;

export const setApplicationStatus = {
  method: "POST",
  path: "course/course/status/",
} as Route<typeof endpoints.setApplicationStatus>;

export const statusPipeline = {
  method: "GET",
  path: "course/status-program/board/",
} as Route<typeof endpoints.statusPipeline>;

export const statusStatsEndpoint = {
  method: "GET",
  path: "course/status-program/stats/",
} as Route<typeof endpoints.statusStatsEndpoint>;

export const statusStepsEndpoint = {
  method: "GET",
  path: "course/status-program/steps/",
} as Route<typeof endpoints.statusStepsEndpoint>;

export const statusTotals = {
  method: "GET",
  path: "course/status-program/get-status/",
} as Route<typeof endpoints.statusTotals>;

export const statusUsersEndpoint = {
  method: "GET",
  path: "course/status-program/users/",
} as Route<typeof endpoints.statusUsersEndpoint>;
