// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteProgramFile = {
  method: "DELETE",
  path: "course/course/program-files/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteProgramFile>;

export const listProgramFileLog = {
  method: "GET",
  path: "course/course/log-program-files/",
} as Route<typeof endpoints.listProgramFileLog>;

export const listProgramFiles = {
  method: "GET",
  path: "course/course/program-files/",
} as Route<typeof endpoints.listProgramFiles>;
