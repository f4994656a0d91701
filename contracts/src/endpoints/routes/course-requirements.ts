// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addCourseDocument = {
  method: "POST",
  path: "course/course/doc/{id}/",
  status: 201,
} as Route<typeof endpoints.addCourseDocument>;

export const addRequirementCertificate = {
  method: "POST",
  path: "course/course/requirement-certificates/",
  status: 201,
} as Route<typeof endpoints.addRequirementCertificate>;

export const deleteRequirementCertificate = {
  method: "DELETE",
  path: "course/course/requirement-certificates/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteRequirementCertificate>;

export const getRequirementOptions = {
  method: "GET",
  path: "course/course/requirements/",
} as Route<typeof endpoints.getRequirementOptions>;

export const updateRequirementCertificate = {
  method: "PATCH",
  path: "course/course/requirement-certificates/{id}/",
} as Route<typeof endpoints.updateRequirementCertificate>;
