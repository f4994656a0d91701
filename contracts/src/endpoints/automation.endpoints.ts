import { z } from "zod";
import {
  automationEnabledBody,
  automationPreview,
  automationRule,
  automationRuleBody,
  automationRunsPage,
  automationRunsQuery,
} from "../automation.js";
import { idParams } from "../fields.js";
import { endpoint } from "./endpoint.js";

const tags = ["automation"];

export const listAutomationRules = endpoint({
  method: "GET",
  path: "automation/rules/",
  permission: "automation.manage",
  summary: "The school's automation rules, with their runs of the last 30 days",
  tags,
  response: z.array(automationRule),
});

export const createAutomationRule = endpoint({
  method: "POST",
  path: "automation/rules/",
  permission: "automation.manage",
  summary: "A rule: a trigger, conditions and actions; it runs once per event from now on",
  tags,
  body: automationRuleBody,
  response: automationRule,
  status: 201,
});

export const updateAutomationRule = endpoint({
  method: "PUT",
  path: "automation/rules/{id}/",
  permission: "automation.manage",
  summary: "A rule rewritten: events from now on are read by the new version",
  tags,
  params: idParams("id"),
  body: automationRuleBody,
  response: automationRule,
});

export const switchAutomationRule = endpoint({
  method: "PUT",
  path: "automation/rules/{id}/enabled/",
  permission: "automation.manage",
  summary: "A rule switched on or off",
  tags,
  params: idParams("id"),
  body: automationEnabledBody,
  response: automationRule,
});

export const deleteAutomationRule = endpoint({
  method: "DELETE",
  path: "automation/rules/{id}/",
  permission: "automation.manage",
  summary: "A rule deleted, with its log",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const previewAutomationRule = endpoint({
  method: "POST",
  path: "automation/rules/preview/",
  permission: "automation.manage",
  summary: "Who a rule (saved or not) would match today",
  tags,
  body: automationRuleBody,
  response: automationPreview,
});

export const listAutomationRuns = endpoint({
  method: "GET",
  path: "automation/runs/",
  permission: "automation.manage",
  summary: "The rules' log, newest first: what each matched, what it did, what failed",
  tags,
  query: automationRunsQuery,
  response: automationRunsPage,
});
