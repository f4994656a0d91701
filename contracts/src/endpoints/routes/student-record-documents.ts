// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteStudentDocument = {
  method: "DELETE",
  path: "user/accounts/delete_doc/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteStudentDocument>;

export const listStudentDocuments = {
  method: "GET",
  path: "user/accounts/upload_doc/{id}/",
} as Route<typeof endpoints.listStudentDocuments>;

export const uploadStudentDocument = {
  method: "POST",
  path: "user/accounts/upload_doc/{id}/",
  status: 201,
  multipart: true,
} as Route<typeof endpoints.uploadStudentDocument>;
