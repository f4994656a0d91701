import {
  applicationStatus,
  applicationStatusBody,
  applicationStatusList,
  applicationStatusQuery,
  pipelineBoard,
  pipelineQuery,
  statusAnalyticsQuery,
  statusCount,
  statusStats,
  statusStatsByMonth,
  statusSteps,
  statusUsers,
} from "../application-status.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

/** A student's application status per program and its history (decision 0025). */
const tags = ["status"];

export const listApplicationStatuses = endpoint({
  method: "GET",
  path: "course/course/status/",
  permission: "applicationStatus.read",
  summary: "Application statuses of a student, of a program, or of one student in one program, with their history",
  tags,
  query: applicationStatusQuery,
  response: applicationStatusList,
});

export const setApplicationStatus = endpoint({
  method: "POST",
  path: "course/course/status/",
  permission: "applicationStatus.manage",
  summary: "Set a student's status in a program; only the transition table's moves are allowed (else 409)",
  tags,
  body: applicationStatusBody,
  response: applicationStatus,
});

export const deleteApplicationStatus = endpoint({
  method: "DELETE",
  path: "course/course/status/{id}/",
  permission: "applicationStatus.manage",
  summary: "Delete a status set by mistake (the deletion stays in the history)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

const analytics = { permission: "applicationStatus.analytics", tags, query: statusAnalyticsQuery } as const;

export const countStatuses = endpoint({
  ...analytics,
  method: "GET",
  path: "course/status-program/count/",
  summary: "How many student-program statuses and distinct students match the filters",
  response: statusCount,
});

export const statusStatsEndpoint = endpoint({
  ...analytics,
  method: "GET",
  path: "course/status-program/stats/",
  summary: "Statuses by month of their last change, for a chart over time",
  response: statusStatsByMonth,
});

export const statusUsersEndpoint = endpoint({
  ...analytics,
  method: "GET",
  path: "course/status-program/users/",
  summary: "The students and programs matching the filters, latest change first (at most 200)",
  response: statusUsers,
});

export const statusTotals = endpoint({
  ...analytics,
  method: "GET",
  path: "course/status-program/get-status/",
  summary: "Every status with its colour and how many student-programs are in it now",
  response: statusStats,
});

export const statusStepsEndpoint = endpoint({
  ...analytics,
  method: "GET",
  path: "course/status-program/steps/",
  summary: "The funnel: how many student-programs ever reached each status",
  response: statusSteps,
});

export const statusPipeline = endpoint({
  method: "GET",
  path: "course/status-program/board/",
  permission: "applicationStatus.analytics",
  summary:
    "The pipeline board (extension): each status's count and first cards (student and program), most recently moved first; filters country, academic_year, responsible; one column again with status and after",
  tags,
  query: pipelineQuery,
  response: pipelineBoard,
});
