// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createAutomationRule = {
  method: "POST",
  path: "automation/rules/",
  status: 201,
} as Route<typeof endpoints.createAutomationRule>;

export const deleteAutomationRule = {
  method: "DELETE",
  path: "automation/rules/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteAutomationRule>;

export const listAutomationRules = {
  method: "GET",
  path: "automation/rules/",
} as Route<typeof endpoints.listAutomationRules>;

export const listAutomationRuns = {
  method: "GET",
  path: "automation/runs/",
} as Route<typeof endpoints.listAutomationRuns>;

export const previewAutomationRule = {
  method: "POST",
  path: "automation/rules/preview/",
} as Route<typeof endpoints.previewAutomationRule>;

export const switchAutomationRule = {
  method: "PUT",
  path: "automation/rules/{id}/enabled/",
} as Route<typeof endpoints.switchAutomationRule>;

export const updateAutomationRule = {
  method: "PUT",
  path: "automation/rules/{id}/",
} as Route<typeof endpoints.updateAutomationRule>;
